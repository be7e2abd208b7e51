"use client";

/**
 * How the person proves the resource on the consent page (/oauth/authorize):
 * the capability token field (the default, rendered on the server, so the
 * page works without JavaScript or a wallet), or signing in with the wallet
 * that paid (lib/flows/wallet/oauth-consent.ts): an injected EIP-1193 wallet
 * (window.ethereum) gives its address, signs the sign-in-with-x message of
 * a fresh challenge (personal_sign, EIP-4361), and the page gets back that
 * wallet's leases (never a token) and a consent ticket, which it sends with
 * Approve in the form's body (never in a URL). One signature.
 */
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useTranslations } from "use-intl/react";
import { LocalTime } from "@/components/i18n/client";
import { FieldError, FormField } from "@/components/ui/field";

interface Eip1193 {
  request(args: { method: string; params?: unknown[] }): Promise<unknown>;
}
interface Lease {
  id: string;
  type: "person" | "page";
  name: string;
  status: "pending" | "active" | "expired";
  termEnd: string;
}
type WalletState =
  | { step: "idle" | "working" }
  | { step: "failed"; reason: string | null }
  | { step: "empty"; wallet: string }
  | { step: "signed"; wallet: string; leases: Lease[]; ticket: string };

/** A field's message on the consent page. */
const ERROR = "text-sm font-medium text-red-800";

const ethereumOf = (): Eip1193 | undefined => (window as unknown as { ethereum?: Eip1193 }).ethereum;

function utf8Hex(text: string): string {
  return `0x${Array.from(new TextEncoder().encode(text), (byte) => byte.toString(16).padStart(2, "0")).join("")}`;
}
function base64Json(value: unknown): string {
  return btoa(Array.from(new TextEncoder().encode(JSON.stringify(value)), (byte) => String.fromCharCode(byte)).join(""));
}
async function errorText(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { error?: string; error_description?: string };
    return body.error_description ?? body.error ?? `HTTP ${response.status}`;
  } catch {
    return `HTTP ${response.status}`;
  }
}

export function ProofFields({ problem, params }: { problem: { field: "token" | "wallet"; message: string } | null; params: Record<string, string> }) {
  const t = useTranslations("oauth");
  const [state, setState] = useState<WalletState>({ step: "idle" });
  // Whether the browser has an injected wallet: unknown (null) on the server and until hydrated.
  const hasWallet = useSyncExternalStore(
    () => () => {},
    () => Boolean(ethereumOf()),
    () => null,
  );
  const status = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (state.step === "signed" || state.step === "failed" || state.step === "empty") status.current?.focus();
  }, [state.step]);

  async function signIn() {
    const ethereum = ethereumOf();
    if (!ethereum) return;
    setState({ step: "working" });
    try {
      const accounts = (await ethereum.request({ method: "eth_requestAccounts" })) as string[];
      const address = accounts?.[0];
      if (!address) return setState({ step: "failed", reason: null });
      const challenge = await fetch("/api/v3/wallet/challenge", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ address }) });
      if (!challenge.ok) return setState({ step: "failed", reason: await errorText(challenge) });
      const { message, payload } = (await challenge.json()) as { message: string; payload: Record<string, unknown> };
      const signature = (await ethereum.request({ method: "personal_sign", params: [utf8Hex(message), address] })) as string;
      const form = new URLSearchParams(params);
      form.set("sign_in", base64Json({ ...payload, signature }));
      const answer = await fetch("/api/oauth/wallet", { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: form });
      if (!answer.ok) return setState({ step: "failed", reason: await errorText(answer) });
      const consent = (await answer.json()) as { wallet: string; leases: Lease[]; ticket: string };
      // A wallet that paid for nothing here: the token field stays, with the reason beside the wallet button.
      setState(consent.leases.length === 0 ? { step: "empty", wallet: consent.wallet } : { step: "signed", wallet: consent.wallet, leases: consent.leases, ticket: consent.ticket });
    } catch (error) {
      // EIP-1193 4001: the person declined in the wallet.
      const code = (error as { code?: unknown })?.code;
      setState({ step: "failed", reason: code === 4001 ? null : error instanceof Error ? error.message : String(error) });
    }
  }

  if (state.step === "signed") {
    return (
      <div className="flex flex-col gap-3">
        <input type="hidden" name="wallet_ticket" value={state.ticket} />
        <div ref={status} tabIndex={-1} role="status" className="rounded-md border border-green-700 bg-green-50 p-3 wrap-anywhere text-green-900">
          {t("walletSignedIn", { wallet: state.wallet })}
        </div>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 font-medium">{t("leaseLegend")}</legend>
          {state.leases.map((lease, index) => (
            <label key={lease.id} className="flex cursor-pointer items-start gap-3 rounded-md border border-stone-300 p-3 has-[:checked]:border-stone-900 has-[:checked]:bg-stone-50">
              <input type="radio" name="lease" value={lease.id} required defaultChecked={state.leases.length === 1 && index === 0} className="mt-1 size-4" />
              <span className="flex min-w-0 flex-col">
                <span className="font-medium break-words">{lease.name || lease.id}</span>
                <span className="text-sm text-stone-700">
                  {t("leaseType", { type: lease.type })} · {t("leaseStatus", { status: lease.status })} · {t("leaseTermEnds")} <LocalTime at={lease.termEnd} preset="date" />
                </span>
              </span>
            </label>
          ))}
        </fieldset>
        <button type="button" onClick={() => setState({ step: "idle" })} className="self-start text-sm font-medium underline underline-offset-2 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-stone-800">
          {t("useToken")}
        </button>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-5">
      <FormField
        id="field-capability_token"
        label={t("tokenLabel")}
        hint={t("tokenHint")}
        hintId="token-hint"
        error={problem?.field === "token" ? problem.message : null}
        errorId="token-error"
        errorAt="above"
        errorClassName={ERROR}
        className="flex flex-col gap-2"
      >
        {(control) => (
          <input
            {...control}
            name="capability_token"
            type="password"
            autoComplete="off"
            spellCheck={false}
            maxLength={200}
            className="rounded-md border border-stone-400 px-3 py-2 font-mono focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-stone-800"
          />
        )}
      </FormField>
      <section aria-labelledby="wallet-title" className="flex flex-col gap-2 border-t border-stone-200 pt-4">
        <h2 id="wallet-title" className="font-medium">
          {t("walletTitle")}
        </h2>
        <p className="text-sm text-stone-600">{t("walletHint")}</p>
        <FieldError id="wallet-error" message={problem?.field === "wallet" ? problem.message : null} className={ERROR} />
        {hasWallet === false ? (
          <p role="status" className="rounded-md border border-stone-300 bg-stone-50 p-3 text-stone-800">
            {t("walletNone")}
          </p>
        ) : (
          <button
            id="field-wallet"
            type="button"
            onClick={signIn}
            disabled={hasWallet !== true || state.step === "working"}
            aria-describedby={problem?.field === "wallet" ? "wallet-error" : undefined}
            className="self-start rounded-md border border-stone-700 px-4 py-2 font-medium disabled:opacity-60 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-stone-800"
          >
            {state.step === "working" ? t("walletWorking") : t("walletButton")}
          </button>
        )}
        {state.step === "empty" ? (
          <div ref={status} tabIndex={-1} role="status" className="rounded-md border border-amber-600 bg-amber-50 p-3 wrap-anywhere text-amber-950">
            {t("walletSignedIn", { wallet: state.wallet })} {t("walletNoLeases")}
          </div>
        ) : null}
        {state.step === "failed" ? (
          <div ref={status} tabIndex={-1} role="alert" className="rounded-md border border-red-700 bg-red-50 p-3 text-red-900">
            {state.reason === null ? t("walletRejected") : t("walletFailed", { reason: state.reason })}
          </div>
        ) : null}
      </section>
    </div>
  );
}
