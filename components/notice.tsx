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

/** The states of a counterpart surface that are not open and are said with a notice. */
export type NoticeState = "missing" | "destroyed" | "denied" | "unavailable";

/**
 * The notice for a surface's state, when `texts` has one for it ([title, text]
 * in the person's language, the surface's own words); null for any other state.
 */
export function noticeFor(
  state: string | null | undefined,
  texts: Partial<Record<NoticeState, readonly [title: string, text: string]>>,
  where: { email?: string | null; returnTo: string; chosen: ChosenLocale },
) {
  const said = state && Object.hasOwn(texts, state) ? texts[state as NoticeState] : undefined;
  return said ? (
    <Notice title={said[0]} email={where.email} returnTo={where.returnTo} chosen={where.chosen}>
      {said[1]}
    </Notice>
  ) : null;
}
