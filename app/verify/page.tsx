import type { Metadata } from "next";
import { VerifyForm } from "@/components/verify-form";
import { CounterpartIntl } from "@/components/i18n/root";
import { requestLocale, textFor } from "@/components/i18n/server";

export const metadata: Metadata = { title: "Check a signed copy" };

/** Anyone, signed in or not, checks that a signed copy (PDF) was sealed here and is unaltered (in the browser's language). */
export default async function Verify() {
  const chosen = await requestLocale(null);
  const t = textFor(chosen, "verify");
  return (
    <CounterpartIntl chosen={chosen}>
      <main lang={chosen.locale} className="mx-auto flex max-w-2xl flex-col gap-6 px-5 py-12">
        <h1 className="text-3xl font-semibold">{t("title")}</h1>
        <p className="text-stone-700">{t("intro")}</p>
        <VerifyForm />
      </main>
    </CounterpartIntl>
  );
}
