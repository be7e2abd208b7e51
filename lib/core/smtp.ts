/**
 * The SMTP transport of EMAIL_SERVER, one per process, reused by every message (sign-in links and the mail jobs):
 * on a long-running server it keeps a small pool of connections open (nodemailer's pool: at most 3 connections,
 * each reused for up to 100 messages, unless EMAIL_SERVER's own query says otherwise), so a burst of messages does
 * not connect, greet and authenticate once per message. On Vercel a function may be suspended between requests
 * with a connection open: there each message opens its own.
 */
import { createTransport, type Transporter } from "nodemailer";
import { config } from "./config";

const POOL = { pool: "true", maxConnections: "3", maxMessages: "100" };

/** EMAIL_SERVER with the pool's settings added (nodemailer reads a URL's query as its options), those it names kept. */
function pooled(url: string): string {
  const parsed = new URL(url);
  for (const [key, value] of Object.entries(POOL)) if (!parsed.searchParams.has(key)) parsed.searchParams.set(key, value);
  return parsed.toString();
}

let current: { url: string; transport: Transporter } | undefined;

export function smtpTransport(url: string): Transporter {
  if (current?.url !== url) {
    current?.transport.close();
    current = { url, transport: createTransport(config().vercel ? url : pooled(url)) };
  }
  return current.transport;
}
