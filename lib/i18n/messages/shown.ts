/** The Pages a person reads: file_sharer, payment, data_dashboard, artifact. */
import { defineMessages } from "../define";

export const shown = defineMessages({
  en: {},
  es: {},
  fr: {},
  de: {},
});
