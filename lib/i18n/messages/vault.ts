/** file_vault: requested uploads, drag and drop, progress. */
import { defineMessages } from "../define";

export const vault = defineMessages({
  en: {},
  es: {},
  fr: {},
  de: {},
});
