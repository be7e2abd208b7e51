/** order_taker: items, quantities, the total, the summary. */
import { defineMessages } from "../define";

export const order = defineMessages({
  en: {},
  es: {},
  fr: {},
  de: {},
});
