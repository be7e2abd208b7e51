/** The chosen locale's text for the client components below it (only that language's messages reach the browser). */
import { messagesFor, type ChosenLocale } from "@/lib/core/i18n";
import { IntlRoot } from "./client";

export function CounterpartIntl({ chosen, children }: { chosen: ChosenLocale; children: React.ReactNode }) {
  return (
    <IntlRoot locale={chosen.locale} formatLocale={chosen.formatLocale} messages={messagesFor(chosen.locale)}>
      {children}
    </IntlRoot>
  );
}
