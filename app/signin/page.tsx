import type { Metadata } from "next";
import { cookies } from "next/headers";
import { emailSignIn } from "@/lib/domains/auth/options";
import { config } from "@/lib/core/config";
import { SignInForm } from "@/components/sign-in-form";
import { BrandHeader } from "@/components/pages/branding";
import { whoIsAsking } from "@/lib/domains/pages/open";
import { CounterpartIntl } from "@/components/i18n/root";
import { requestLocale, textFor } from "@/components/i18n/server";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Sign in" };

const ERRORS = { Verification: "errorVerification", EmailSignin: "errorEmailSignin", Configuration: "errorConfiguration", RateLimited: "errorRateLimited" } as const;

/** A same-site path, or null. */
const samePath = (value: string | undefined | null) => (value && value.startsWith("/") && !value.startsWith("//") ? value : null);

/**
 * Where a sign-in link that failed (used or expired: an old invitation) was
 * leading: NextAuth keeps it in its callback-url cookie when it redirects
 * here with the error and without the callbackUrl. Only a path of this
 * service's own origin (the configured one) is taken.
 */
async function rememberedCallback(): Promise<string | null> {
  const jar = await cookies();
  const value = jar.get("__Secure-next-auth.callback-url")?.value ?? jar.get("next-auth.callback-url")?.value;
  if (!value) return null;
  if (samePath(value)) return value;
  const origin = config().publicBaseUrl ?? config().signIn.url;
  try {
    const url = new URL(value);
    return origin && url.origin === new URL(origin).origin ? samePath(`${url.pathname}${url.search}`) : null;
  } catch {
    return null;
  }
}

export default async function SignIn({ searchParams }: { searchParams: Promise<{ callbackUrl?: string; error?: string }> }) {
  const { callbackUrl, error } = await searchParams;
  const email = emailSignIn();
  const { github, google } = config().signIn;
  // Only same-site paths are followed after sign-in.
  // After a failed link (no callbackUrl, an error), where that link was leading.
  const next = samePath(callbackUrl) ?? (error && !callbackUrl ? await rememberedCallback() : null) ?? "/";
  // Who is asking, when the link leads to a Page that says so (its branding; its label when it is public).
  const asking = await whoIsAsking(next);
  const pageId = /^\/pages\/([^/?#]+)/.exec(next)?.[1];
  // In the Page's language when it has one, else the browser's.
  const chosen = await requestLocale(asking?.locale);
  const t = textFor(chosen, "signin");
  const what = asking?.label ? t("quoted", { label: asking.label }) : t("aPage");
  const errorKey = error ? (ERRORS[error as keyof typeof ERRORS] ?? "errorOther") : null;
  return (
    <CounterpartIntl chosen={chosen}>
    <main lang={chosen.locale} className="mx-auto flex max-w-md flex-col gap-6 px-5 py-12">
      {asking && pageId ? <BrandHeader pageId={pageId} branding={asking} /> : null}
      <h1 className="text-3xl font-semibold">{t("title")}</h1>
      {asking?.organization ? (
        <p className="text-stone-700">{t("orgAsks", { organization: asking.organization, what })}</p>
      ) : asking?.label ? (
        <p className="text-stone-700">{t("open", { what })}</p>
      ) : (
        <p className="text-stone-700">{t("generic")}</p>
      )}
      {errorKey ? (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-red-900">
          {t(errorKey)}
        </p>
      ) : null}
      {email.mode === "off" ? (
        <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900">
          {email.reason}
        </p>
      ) : (
        <SignInForm callbackUrl={next} />
      )}
      {github || google ? (
        <div className="flex flex-col gap-2">
          {github ? <SignInForm callbackUrl={next} provider="github" label={t("withGitHub")} /> : null}
          {google ? <SignInForm callbackUrl={next} provider="google" label={t("withGoogle")} /> : null}
        </div>
      ) : null}
    </main>
    </CounterpartIntl>
  );
}
