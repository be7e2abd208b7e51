import type { Metadata } from "next";
import { requestLocale, textFor } from "@/components/i18n/server";

export const metadata: Metadata = { title: "Check your email" };

export default async function CheckEmail() {
  // The browser's language (NextAuth sends no callback here to find the Page by).
  const chosen = await requestLocale(null);
  const t = textFor(chosen, "signin");
  return (
    <main lang={chosen.locale} className="mx-auto flex max-w-md flex-col gap-4 px-5 py-12">
      <h1 className="text-3xl font-semibold">{t("checkTitle")}</h1>
      <p className="text-stone-700">{t("checkText")}</p>
    </main>
  );
}
