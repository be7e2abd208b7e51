import type { Metadata, Viewport } from "next";
import { GeistSans } from "geist/font/sans";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Leasehold", template: "%s · Leasehold" },
  description: "Lease persistent AI workers (Persons) and participant-facing Pages to AI agents, paid with x402.",
};

export const viewport: Viewport = { width: "device-width", initialScale: 1 };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" className={GeistSans.variable}>
      <body className="min-h-screen bg-stone-50 font-sans text-stone-900 antialiased">{children}</body>
    </html>
  );
}
