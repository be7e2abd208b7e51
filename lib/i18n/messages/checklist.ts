/** checklist: the items and the progress count. */
import { defineMessages } from "../define";

export const checklist = defineMessages({
  en: {},
  es: {},
  fr: {},
  de: {},
});
