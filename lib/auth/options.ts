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
import { createTransport } from "nodemailer";
import { config } from "../config";
import { db } from "../db/client";
import { normalizeEmail } from "./email";
import { writeOutbox } from "./outbox";
import { log } from "../log";

/** How email sign-in works here, or why it does not. */
export function emailSignIn(cfg = config()): { mode: "smtp" | "outbox" } | { mode: "off"; reason: string } {
  const { emailServer, outboxDir } = cfg.signIn;
  if (emailServer) return { mode: "smtp" };
  if (outboxDir) return { mode: "outbox" };
  return { mode: "off", reason: "Email sign-in is not configured: set EMAIL_SERVER (an SMTP URL) and EMAIL_FROM." };
}

let cached: NextAuthOptions | undefined;

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

export function authOptions(): NextAuthOptions {
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
        // One form of an address (lib/auth/email.ts): the user NextAuth finds or creates, and where the link goes.
        normalizeIdentifier(identifier) {
          const [local, domain = ""] = normalizeEmail(identifier).split("@");
          return `${local}@${domain.split(",")[0]}`;
        },
        async sendVerificationRequest({ identifier, url }) {
          const subject = "Sign in to Leasehold";
          if (email.mode === "smtp") {
            await createTransport(cfg.emailServer).sendMail({
              to: identifier,
              from: cfg.emailFrom,
              subject,
              text: `Sign in to Leasehold:\n${url}\n\nIf you did not ask for this, ignore this email.`,
            });
            return;
          }
          // The link (a sign-in token) goes to the outbox only; the log says where, never the link.
          const file = await writeOutbox(cfg.outboxDir!, { to: normalizeEmail(identifier), subject, url, createdAt: new Date().toISOString() });
          log.info({ file }, `A sign-in link was written to the local outbox (no SMTP configured): open ${file}`);
        },
      }),
    );
  }
  if (cfg.github) providers.push(GitHubProvider(cfg.github));
  if (cfg.google) providers.push(GoogleProvider(cfg.google));
  cached = {
    adapter: PrismaAdapter(db() as never),
    providers,
    session: { strategy: "database", maxAge: 30 * 24 * 3600 },
    pages: { signIn: "/signin", verifyRequest: "/signin/check-email", error: "/signin" },
    callbacks: {
      // Emails are compared normalised everywhere (lib/auth/email.ts; audiences are stored that way).
      async signIn({ user }) {
        return !!user.email;
      },
    },
  };
  return cached;
}
