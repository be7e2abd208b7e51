/** custom_form and lead_collector: the form, its returning view. */
import { defineMessages } from "../define";

export const form = defineMessages({
  en: {},
  es: {},
  fr: {},
  de: {},
});
