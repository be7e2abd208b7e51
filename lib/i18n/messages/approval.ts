/** approval: the decision and its comment, the returning view. */
import { defineMessages } from "../define";

export const approval = defineMessages({
  en: {},
  es: {},
  fr: {},
  de: {},
});
