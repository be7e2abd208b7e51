/**
 * Counterpart sign-in (NextAuth 4): email magic links (SMTP, or the local
 * outbox on a local machine), plus GitHub and Google when configured.
 * Sessions live in Postgres through the Prisma adapter. A counterpart session
 * never authorises anything under /api/v3/control or /mcp: those read only
 * capability tokens.
 */
import { PrismaAdapter } from "@next-auth/prisma-adapter";
import type { NextAuthOptions } from "next-auth";
import EmailProvider from "next-auth/providers/email";
import GitHubProvider from "next-auth/providers/github";
import GoogleProvider from "next-auth/providers/google";
import { smtpTransport } from "../../core/smtp";
import { isLocale, translator } from "../../core/i18n";
import { config } from "../../core/config";
import { db } from "../../core/db/client";
import { normalizeEmail } from "./email";
import { writeOutbox } from "./outbox";
import { log } from "../../core/log";

/** How email sign-in works here, or why it does not. */
export function emailSignIn(cfg = config()): { mode: "smtp" | "outbox" } | { mode: "off"; reason: string } {
  const { emailServer, outboxDir } = cfg.signIn;
  if (emailServer) return { mode: "smtp" };
  if (outboxDir) return { mode: "outbox" };
  return { mode: "off", reason: "Email sign-in is not configured: set EMAIL_SERVER (an SMTP URL) and EMAIL_FROM." };
}

/**
 * Who asks the person to sign in, from the path the link leads back to (a
 * Page's organisation and label): given by the adapter that knows Pages
 * (app/api/auth/[...nextauth]/route.ts); auth itself does not.
 */
export type SignInAsker = (callbackPath: string) => Promise<{ organization?: string; label?: string; locale?: string } | null>;

/** The sign-in email: who is asking and for what, when the link leads to something that says so. */
export async function signInEmail(url: string, asker?: SignInAsker): Promise<{ subject: string; text: string }> {
  let callback: string | null = null;
  try {
    const target = new URL(new URL(url).searchParams.get("callbackUrl") ?? "", "http://x");
    callback = target.pathname;
  } catch {
    callback = null;
  }
  const who = callback && asker ? await asker(callback).catch(() => null) : null;
  const line = (text: string) => text.replace(/[\r\n]+/g, " ").trim();
  const organization = who?.organization ? line(who.organization) : null;
  const label = who?.label ? line(who.label) : null;
  // In the Page's language (the person's browser is not known when the email is written).
  const t = translator(isLocale(who?.locale) ? who.locale : "en", "signin");
  const what = label ? t("quoted", { label }) : t("aPage");
  const subject = organization ? t("subjectOrg", { organization, what }) : label ? t("subjectLabel", { what }) : t("subjectGeneric");
  const intro = organization ? t("introOrg", { organization, what }) : label ? t("introLabel", { what }) : t("introGeneric");
  const text = `${intro}\n\n${t("linkLine")}\n${url}\n\n${t("ignore")}`;
  return { subject, text };
}

const cache = new Map<SignInAsker | undefined, NextAuthOptions>();

/**
 * Where NextAuth builds its links (sign-in emails, redirects): NEXTAUTH_URL,
 * else PUBLIC_BASE_URL, which NextAuth 4 only reads from process.env. Never
 * the request's Host or X-Forwarded-Host: AUTH_TRUST_HOST (NextAuth's switch
 * to use them) is cleared, so a forged header cannot send someone a genuine
 * link to another host. On Vercel without either (a preview), NextAuth uses
 * the X-Forwarded-Host Vercel sets, as baseUrlOf does.
 */
export function pinAuthUrl(env: NodeJS.ProcessEnv = process.env, cfg = config()): void {
  delete env.AUTH_TRUST_HOST;
  if (!env.NEXTAUTH_URL && cfg.publicBaseUrl) env.NEXTAUTH_URL = cfg.publicBaseUrl;
}

/** NextAuth's options; `asker` names who is asking in sign-in emails (the auth route passes it). */
export function authOptions(asker?: SignInAsker): NextAuthOptions {
  const cached = cache.get(asker);
  if (cached) return cached;
  pinAuthUrl();
  const cfg = config().signIn;
  const email = emailSignIn();
  const providers: NextAuthOptions["providers"] = [];
  if (email.mode !== "off") {
    providers.push(
      EmailProvider({
        server: cfg.emailServer ?? { jsonTransport: true },
        from: cfg.emailFrom,
        maxAge: 30 * 60,
        // One form of an address (lib/domains/auth/email.ts): the user NextAuth finds or creates, and where the link goes.
        normalizeIdentifier(identifier) {
          const [local, domain = ""] = normalizeEmail(identifier).split("@");
          return `${local}@${domain.split(",")[0]}`;
        },
        async sendVerificationRequest({ identifier, url }) {
          const { subject, text } = await signInEmail(url, asker);
          if (email.mode === "smtp") {
            await smtpTransport(cfg.emailServer!).sendMail({ to: identifier, from: cfg.emailFrom, subject, text });
            return;
          }
          // The link (a sign-in token) goes to the outbox only; the log says where, never the link.
          const file = await writeOutbox(cfg.outboxDir!, { to: normalizeEmail(identifier), subject, text, url, createdAt: new Date().toISOString() });
          log.info({ file }, `A sign-in link was written to the local outbox (no SMTP configured): open ${file}`);
        },
      }),
    );
  }
  if (cfg.github) providers.push(GitHubProvider(cfg.github));
  if (cfg.google) providers.push(GoogleProvider(cfg.google));
  const options: NextAuthOptions = {
    adapter: PrismaAdapter(db() as never),
    providers,
    session: { strategy: "database", maxAge: 30 * 24 * 3600 },
    pages: { signIn: "/signin", verifyRequest: "/signin/check-email", error: "/signin" },
    callbacks: {
      // Emails are compared normalised everywhere (lib/domains/auth/email.ts; audiences are stored that way).
      async signIn({ user }) {
        return !!user.email;
      },
    },
  };
  cache.set(asker, options);
  return options;
}
