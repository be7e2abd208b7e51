import { SignedInAs } from "@/components/signed-in-as";
import { CounterpartIntl } from "@/components/i18n/root";
import type { ChosenLocale } from "@/lib/core/i18n";

/**
 * A whole-page message for a counterpart (not found, removed, no access, not
 * available), answered with the status that says so (proxy.ts), and the way
 * out: who is signed in, sign out, or try another email.
 */
export function Notice({ title, children, email, returnTo, chosen }: { title: string; children: React.ReactNode; email?: string | null; returnTo: string; chosen: ChosenLocale }) {
  return (
    <CounterpartIntl chosen={chosen}>
      <main lang={chosen.locale} className="mx-auto flex max-w-xl flex-col gap-4 px-5 py-12">
        <h1 className="text-2xl font-semibold">{title}</h1>
        <p className="text-stone-700">{children}</p>
        {email ? (
          <div className="mt-2 border-t border-stone-200 pt-4">
            <SignedInAs email={email} returnTo={returnTo} />
          </div>
        ) : null}
      </main>
    </CounterpartIntl>
  );
}
