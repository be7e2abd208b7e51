"use client";

import { signOut } from "next-auth/react";
import { useState } from "react";
import { useTranslations } from "use-intl/react";

/**
 * Who is signed in, and the way out: sign out and come back to `returnTo`
 * through the sign-in page with another email, or (on a notice) just sign
 * out (NextAuth's sign-out needs its CSRF token, which its client fetches).
 */
export function SignedInAs({ email, returnTo, compact = false }: { email: string; returnTo: string; compact?: boolean }) {
  const t = useTranslations("common");
  const [busy, setBusy] = useState(false);
  const leave = (callbackUrl: string) => {
    setBusy(true);
    void signOut({ callbackUrl });
  };
  // On a Page or a chat, a quiet line above the heading (one action: a "Sign out" there would sit beside an
  // e-signature's "Sign"); on a notice, where it is the way out, both as buttons.
  const button = compact
    ? "font-medium text-stone-700 underline underline-offset-2 hover:text-stone-900 disabled:opacity-60"
    : "rounded-md border border-stone-300 bg-white px-3 py-1.5 font-medium text-stone-800 hover:border-stone-500 disabled:opacity-60";
  return (
    <div className={`flex flex-wrap items-center text-sm text-stone-600 ${compact ? "gap-x-3 gap-y-1" : "gap-x-3 gap-y-2"}`}>
      <p className="min-w-0 break-words">
        {t.rich("signedInAs", { email, strong: (chunks) => <span className="font-medium text-stone-800">{chunks}</span> })}
      </p>
      <div className={`flex flex-wrap ${compact ? "gap-3" : "gap-2"}`}>
        <button type="button" disabled={busy} onClick={() => leave(`/signin?callbackUrl=${encodeURIComponent(returnTo)}`)} className={button}>
          {t("useAnotherEmail")}
        </button>
        {compact ? null : (
          <button type="button" disabled={busy} onClick={() => leave("/signin")} className={button}>
            {t("signOut")}
          </button>
        )}
      </div>
    </div>
  );
}
