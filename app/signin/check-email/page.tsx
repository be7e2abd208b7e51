import type { Metadata } from "next";

export const metadata: Metadata = { title: "Check your email" };

export default function CheckEmail() {
  return (
    <main className="mx-auto flex max-w-md flex-col gap-4 px-5 py-12">
      <h1 className="text-3xl font-semibold">Check your email</h1>
      <p className="text-stone-700">We sent you a sign-in link. Open it on this device to continue. The link works once, for 30 minutes.</p>
    </main>
  );
}
