import type { Metadata } from "next";
import Link from "next/link";

export const metadata: Metadata = { title: "Not allowed" };

/**
 * 403, rendered by Next.js's forbidden() (lib/adapters/http/operator-guard.ts): the operator
 * console refuses a signed-in person who is not an operator. The console is
 * the deploying team's, in English (docs/decisions.md).
 */
export default function Forbidden() {
  return (
    <main className="mx-auto flex max-w-xl flex-col gap-4 px-5 py-12">
      <h1 className="text-2xl font-semibold">Not allowed (403)</h1>
      <p className="text-stone-700">
        The operator console is only for this service&apos;s operators: people signed in with an email listed in <code>OPERATOR_EMAILS</code>. You are signed in with another
        email.
      </p>
      <p>
        <Link href="/signin?callbackUrl=%2Foperator" className="font-medium text-stone-900 underline underline-offset-2">
          Sign in with another email
        </Link>
      </p>
    </main>
  );
}
