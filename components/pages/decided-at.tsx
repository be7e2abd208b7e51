"use client";

/** How one named approver or signer stands, with the moment said in the reader's locale and zone (components/i18n/when.ts). */
import { useTranslations } from "use-intl/react";
import { useWhen } from "@/components/i18n/when";

export function ApproverDecision({ decision, at }: { decision?: "approved" | "rejected"; at?: string }) {
  const t = useTranslations("approval");
  const when = useWhen();
  const text = decision && at ? t(decision === "approved" ? "approverApproved" : "approverRejected", { when: when(at) }) : t("approverPending");
  return (
    <span suppressHydrationWarning className={decision === "rejected" ? "text-red-800" : decision === "approved" ? "text-green-800" : "text-stone-600"}>
      {text}
    </span>
  );
}

export function SignerState({ state, at }: { state: "signed" | "declined" | "turn" | "waiting"; at?: string }) {
  const t = useTranslations("esign");
  const when = useWhen();
  const text = state === "signed" && at ? t("signerSigned", { when: when(at) }) : state === "declined" ? t("signerDeclined") : state === "turn" ? t("signerTurn") : t("signerWaiting");
  return (
    <span suppressHydrationWarning className={state === "declined" ? "text-red-800" : state === "signed" ? "text-green-800" : state === "turn" ? "font-medium text-stone-900" : "text-stone-600"}>
      {text}
    </span>
  );
}
