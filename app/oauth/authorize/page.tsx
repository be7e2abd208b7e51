import type { Metadata } from "next";
import { headers } from "next/headers";
import { CounterpartIntl } from "@/components/i18n/root";
import { requestLocale, textFor } from "@/components/i18n/server";
import { ProofFields } from "@/components/oauth/proof-fields";
import { TokenProblem } from "@/components/oauth/token-problem";
import { AUTHORIZATION_PARAMS, authorizationParamsOf, prepareAuthorization, RedirectableError, type PreparedAuthorization } from "@/lib/domains/oauth/authorize";
import { ApiError } from "@/lib/core/http/errors";
import { clientAddress, enforceRateLimit } from "@/lib/adapters/http/rate-limit";
import { rateLimitOf } from "@/lib/core/http/routes";
import { OAuthError } from "@/lib/domains/oauth/errors";
import { oauthUrls } from "@/lib/domains/oauth/metadata";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Connect an MCP client", referrer: "no-referrer" };

type Search = Record<string, string | string[] | undefined>;

/**
 * The consent page of the OAuth front door of /mcp (lib/domains/oauth/authorize.ts):
 * an MCP client asks to act on one Person or Page; the person binds the
 * connection to it by pasting its capability token (sent in the form's body
 * to /api/oauth/authorize, checked there, never stored, never in a URL), may
 * make it read-only, and approves or denies. A plain HTML form: it works
 * without JavaScript. With an injected wallet, the person may sign in with the
 * wallet that paid instead and pick one of its leases (components/oauth/proof-fields.tsx,
 * lib/flows/wallet/oauth-consent.ts).
 */
export default async function Authorize({ searchParams }: { searchParams: Promise<Search> }) {
  const search = await searchParams;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) if (typeof value === "string") query.set(key, value);
  const params = authorizationParamsOf(query);
  const chosen = await requestLocale();
  const t = textFor(chosen, "oauth");
  let prepared: PreparedAuthorization | null = null;
  let reason: string | null = null;
  try {
    // Anonymous, and it may fetch the client's metadata document (lib/domains/oauth/clients.ts, cached): counted per
    // client address under the OAuth endpoints' class (lib/core/http/routes.ts), before anything is looked up.
    await enforceRateLimit(rateLimitOf("/api/oauth/authorize"), { address: clientAddress(await headers()) });
    prepared = await prepareAuthorization(params);
  } catch (error) {
    if (error instanceof OAuthError || error instanceof RedirectableError || (error instanceof ApiError && error.code === "rate_limited")) reason = error.message;
    else throw error;
  }
  if (!prepared) {
    return (
      <main lang={chosen.locale} className="mx-auto flex max-w-xl flex-col gap-4 px-5 py-12">
        <h1 className="text-2xl font-semibold">{t("badRequest")}</h1>
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-red-900">
          {t("badRequestHelp", { reason: reason ?? "" })}
        </p>
      </main>
    );
  }
  const client = prepared.client.name;
  const host = new URL(prepared.redirectUri).host;
  const problem = query.get("problem");
  const problems: Record<string, { field: "token" | "wallet"; message: string }> = {
    token_missing: { field: "token", message: t("tokenMissing") },
    token_refused: { field: "token", message: t("tokenRefused") },
    wallet_refused: { field: "wallet", message: t("walletRefused") },
    lease_missing: { field: "wallet", message: t("leaseMissing") },
  };
  const problemAt = (problem && problems[problem]) || null;
  const readOnlyChecked = !prepared.write || query.get("read_only") === "on";
  return (
    <CounterpartIntl chosen={chosen}>
      <main lang={chosen.locale} className="mx-auto flex max-w-xl flex-col gap-6 px-5 py-10">
        <h1 className="text-2xl font-semibold break-words sm:text-3xl">{t("title", { client })}</h1>
        <p className="text-stone-700">{t("intro", { client, host })}</p>
        {problemAt ? <TokenProblem message={problemAt.message} field={problemAt.field} /> : null}
        <form method="post" action={oauthUrls().decisionEndpoint} className="flex flex-col gap-5">
          {AUTHORIZATION_PARAMS.map((name) => (params[name] !== undefined ? <input key={name} type="hidden" name={name} value={params[name]} /> : null))}
          <ProofFields problem={problemAt} params={Object.fromEntries(AUTHORIZATION_PARAMS.flatMap((name) => (params[name] !== undefined ? [[name, params[name]]] : [])))} />
          <div className="flex items-start gap-2">
            {prepared.write ? (
              <>
                <input id="field-read_only" name="read_only" type="checkbox" defaultChecked={readOnlyChecked} className="mt-1 size-4" />
                <label htmlFor="field-read_only">{t("readOnly")}</label>
              </>
            ) : (
              <p>{t("readOnlyForced")}</p>
            )}
          </div>
          <section aria-labelledby="grants-title" className="rounded-md border border-stone-300 bg-stone-50 p-4">
            <h2 id="grants-title" className="font-medium">
              {t("grants", { client })}
            </h2>
            <p className="mt-1 text-stone-700">{prepared.write ? t("grantsWrite") : t("grantsRead")}</p>
          </section>
          <div className="flex flex-wrap gap-3">
            <button type="submit" name="decision" value="approve" className="rounded-md bg-stone-900 px-5 py-2 font-medium text-white focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-stone-800">
              {t("approve")}
            </button>
            <button type="submit" name="decision" value="deny" formNoValidate className="rounded-md border border-stone-500 px-5 py-2 font-medium focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-stone-800">
              {t("deny")}
            </button>
          </div>
        </form>
      </main>
    </CounterpartIntl>
  );
}
