/** scheduler: the calendar, the time list, bookings, the emails. */
import { defineMessages } from "../define";

export const scheduler = defineMessages({
  en: {},
  es: {},
  fr: {},
  de: {},
});
