import type { Metadata } from "next";
import { emailSignIn } from "@/lib/auth/options";
import { config } from "@/lib/config";
import { SignInForm } from "@/components/sign-in-form";
import { BrandHeader } from "@/components/pages/branding";
import { whoIsAsking } from "@/lib/pages/open";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Sign in" };

const ERRORS: Record<string, string> = {
  Verification: "That sign-in link has expired or was already used. Ask for a new one.",
  EmailSignin: "The sign-in email could not be sent. Try again later.",
  Configuration: "Sign-in is not configured on this server.",
  RateLimited: "Too many sign-in links were asked for. Wait a few minutes, then try again.",
};

export default async function SignIn({ searchParams }: { searchParams: Promise<{ callbackUrl?: string; error?: string }> }) {
  const { callbackUrl, error } = await searchParams;
  const email = emailSignIn();
  const { github, google } = config().signIn;
  // Only same-site paths are followed after sign-in.
  const next = callbackUrl && callbackUrl.startsWith("/") && !callbackUrl.startsWith("//") ? callbackUrl : "/";
  // Who is asking, when the link leads to a Page that says so (its branding; its label when it is public).
  const asking = await whoIsAsking(next);
  const pageId = /^\/pages\/([^/?#]+)/.exec(next)?.[1];
  const what = asking?.label ? `“${asking.label}”` : "a page shared with you";
  return (
    <main className="mx-auto flex max-w-md flex-col gap-6 px-5 py-12">
      {asking && pageId ? <BrandHeader pageId={pageId} branding={asking} /> : null}
      <h1 className="text-3xl font-semibold">Sign in</h1>
      {asking?.organization ? (
        <p className="text-stone-700">{`${asking.organization} asks you to open ${what}. Enter your email: we send you a link to sign in, so ${asking.organization} knows the answer is yours.`}</p>
      ) : asking?.label ? (
        <p className="text-stone-700">{`Sign in to open ${what}. Enter your email: we send you a link to sign in.`}</p>
      ) : (
        <p className="text-stone-700">Sign in to open Pages and chat with Persons that were shared with you.</p>
      )}
      {error ? (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-red-900">
          {ERRORS[error] ?? "Sign-in failed. Try again."}
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
          {github ? <SignInForm callbackUrl={next} provider="github" label="Sign in with GitHub" /> : null}
          {google ? <SignInForm callbackUrl={next} provider="google" label="Sign in with Google" /> : null}
        </div>
      ) : null}
    </main>
  );
}
