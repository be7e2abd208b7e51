/** e_signature: signing, declining, the returning view. */
import { defineMessages } from "../define";

export const esign = defineMessages({
  en: {},
  es: {},
  fr: {},
  de: {},
});
