"use client";

import { signIn } from "next-auth/react";
import { useState } from "react";
import { useTranslations } from "use-intl/react";
import { FormField } from "@/components/ui/field";

export function SignInForm({ callbackUrl, provider = "email", label }: { callbackUrl: string; provider?: "email" | "github" | "google"; label?: string }) {
  const t = useTranslations("signin");
  const [busy, setBusy] = useState(false);
  if (provider !== "email") {
    return (
      <button
        type="button"
        disabled={busy}
        onClick={() => {
          setBusy(true);
          void signIn(provider, { callbackUrl });
        }}
        className="rounded-md border border-stone-300 bg-white px-4 py-2 font-medium hover:border-stone-500 disabled:opacity-60"
      >
        {label}
      </button>
    );
  }
  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        const email = new FormData(event.currentTarget).get("email");
        setBusy(true);
        void signIn("email", { email: String(email), callbackUrl });
      }}
    >
      <FormField id="email" label={t("email")}>
        {(control) => <input {...control} name="email" type="email" required autoComplete="email" className="rounded-md border border-stone-300 px-3 py-2 focus-visible:outline-2 focus-visible:outline-stone-900" />}
      </FormField>
      <button type="submit" disabled={busy} className="rounded-md bg-stone-900 px-4 py-2 font-medium text-white hover:bg-stone-700 disabled:opacity-60">
        {busy ? t("sending") : t("send")}
      </button>
    </form>
  );
}
