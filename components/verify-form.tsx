"use client";
import { useState } from "react";
import { useTranslations } from "use-intl/react";
import { LocalTime } from "@/components/i18n/client";
import { FormField } from "@/components/ui/field";

/** The most /api/counterpart/signatures/verify reads (lib/domains/pages/behaviour/e_signature/sealed.ts MAX_VERIFY_BYTES). */
const MAX_BYTES = 10 * 1024 * 1024;

type Answer =
  | { genuine: true; documentTitle: string; documentSha256: string; signerName: string; signerEmail: string; signedAt: string; pageId: string; signatureId: string }
  | { genuine: false; reason: "not_sealed_here" | "modified" }
  | { error: string };

/** Sends the chosen PDF as the request body and shows the answer. */
export function VerifyForm() {
  const t = useTranslations("verify");
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const file = new FormData(event.currentTarget).get("file");
    if (!(file instanceof File) || !file.size) return setAnswer({ error: t("choose") });
    if (file.size > MAX_BYTES) return setAnswer({ error: t("tooLarge") });
    setPending(true);
    try {
      const response = await fetch("/api/counterpart/signatures/verify", { method: "POST", headers: { "Content-Type": "application/pdf" }, body: file });
      const body = (await response.json().catch(() => null)) as Answer | { error?: string } | null;
      if (!response.ok || !body || !("genuine" in body)) setAnswer({ error: (body as { error?: string } | null)?.error ?? t("failed") });
      else setAnswer(body);
    } catch {
      setAnswer({ error: t("offline") });
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <form onSubmit={onSubmit} className="flex flex-col gap-3 rounded-md border border-stone-300 bg-white p-4">
        <FormField id="file" label={t("file")}>
          {(control) => <input {...control} name="file" type="file" accept="application/pdf,.pdf" className="max-w-full text-sm" onChange={() => setAnswer(null)} />}
        </FormField>
        <button type="submit" disabled={pending} className="self-start rounded-md bg-stone-900 px-5 py-2 font-medium text-white hover:bg-stone-700 disabled:opacity-60">
          {pending ? t("checking") : t("check")}
        </button>
      </form>
      {answer && "genuine" in answer && answer.genuine ? (
        <section role="status" aria-label="Result" className="flex flex-col gap-2 rounded-md border border-green-300 bg-green-50 p-4 text-green-950">
          <p className="text-lg font-semibold">{t("genuine")}</p>
          <dl className="grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
            <dt className="font-medium">{t("document")}</dt>
            <dd className="break-words">{answer.documentTitle}</dd>
            <dt className="font-medium">{t("signedBy")}</dt>
            <dd className="break-words">{`${answer.signerName} (${answer.signerEmail})`}</dd>
            <dt className="font-medium">{t("signedAt")}</dt>
            <dd>
              <LocalTime at={answer.signedAt} timeZone="UTC" />
            </dd>
            <dt className="font-medium">{t("hash")}</dt>
            <dd className="break-all font-mono text-sm">{answer.documentSha256}</dd>
          </dl>
        </section>
      ) : null}
      {answer && "genuine" in answer && !answer.genuine ? (
        <section role="alert" aria-label="Result" className="flex flex-col gap-1 rounded-md border border-red-300 bg-red-50 p-4 text-red-950">
          <p className="text-lg font-semibold">{t("notGenuine")}</p>
          <p>
            {answer.reason === "modified" ? t("modified") : t("notSealedHere")}
          </p>
        </section>
      ) : null}
      {answer && "error" in answer ? (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-red-900">
          {answer.error}
        </p>
      ) : null}
    </div>
  );
}
