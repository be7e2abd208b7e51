import type { Metadata, Viewport } from "next";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Leasehold", template: "%s · Leasehold" },
  description: "Lease persistent AI workers (Persons) and participant-facing Pages to AI agents, paid with x402.",
};

export const viewport: Viewport = { width: "device-width", initialScale: 1 };

// Every page is rendered per request: its scripts carry the nonce of that
// request's Content-Security-Policy (proxy.ts, lib/core/http/csp.ts), which a page
// rendered once at build time could not know.
export const dynamic = "force-dynamic";

// Pages, chats and sign-in set text in the system's own sans-serif: nothing to download before a
// participant's first paint on a phone (a web font is 70 KB). Only the home page loads Geist.
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body className="min-h-screen bg-stone-50 font-sans text-stone-900 antialiased">{children}</body>
    </html>
  );
}
