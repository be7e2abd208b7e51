/** A Person's chat page. */
import { defineMessages } from "../define";

export const chat = defineMessages({
  en: {},
  es: {},
  fr: {},
  de: {},
});
