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

export function authOptions(): NextAuthOptions {
  if (cached) return cached;
  const cfg = config().signIn;
  const email = emailSignIn();
  const providers: NextAuthOptions["providers"] = [];
  if (email.mode !== "off") {
    providers.push(
      EmailProvider({
        server: cfg.emailServer ?? { jsonTransport: true },
        from: cfg.emailFrom,
        maxAge: 30 * 60,
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
          const file = await writeOutbox(cfg.outboxDir!, { to: identifier.toLowerCase(), subject, url, createdAt: new Date().toISOString() });
          log.info({ email: identifier, file, url }, `Sign-in link for ${identifier} (no SMTP configured; written to the local outbox)`);
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
      // Emails are compared in lower case everywhere (audiences are stored that way).
      async signIn({ user }) {
        return !!user.email;
      },
    },
  };
  return cached;
}
