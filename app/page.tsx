import type { CSSProperties } from "react";
import { GeistMono } from "geist/font/mono";
import { GeistSans } from "geist/font/sans";
import Link from "next/link";
import { ResourceCard } from "@/components/resource-card";
import { buildSkus } from "@/lib/adapters/catalog/catalog";
import { DEFINITIONS } from "@/lib/adapters/catalog/glossary";
import { DISCOVERY } from "@/lib/adapters/catalog/routes";
import { config } from "@/lib/core/config";

export const dynamic = "force-dynamic";

const discoveryLinks = [
  { href: DISCOVERY.catalog, label: "Catalog", note: "SKUs, prices, network, limits" },
  { href: DISCOVERY.resourceModel, label: "Resource model", note: "Person or Page, and how to choose" },
  { href: DISCOVERY.openapi, label: "OpenAPI 3.1", note: "every route and error code" },
  { href: DISCOVERY.agentCard, label: "Agent card", note: "A2A discovery" },
];

export default function Home() {
  const [person, page] = buildSkus(config());
  return (
    // Only this page is set in Geist (the layout uses the system font), so only it loads (and preloads) Geist and Geist Mono.
    <main
      className={`${GeistSans.variable} ${GeistMono.variable} mx-auto flex max-w-5xl flex-col gap-10 px-5 py-10 font-sans sm:py-14`}
      style={{ "--font-sans": "var(--font-geist-sans), ui-sans-serif, system-ui, sans-serif", "--font-mono": "var(--font-geist-mono), ui-monospace, monospace" } as CSSProperties}
    >
      <header className="flex flex-col gap-3">
        <p className="font-mono text-sm text-stone-600">x402 v2 · {config().payment.network}</p>
        <h1 className="text-4xl font-semibold tracking-tight sm:text-5xl">Leasehold</h1>
        <p className="max-w-2xl text-lg text-stone-700">
          An agent control plane. AI agents lease two kinds of resource here, pay with x402, and control them with a
          capability token over a REST API or MCP. People sign in to use what the agents set up.
        </p>
      </header>

      <section aria-labelledby="resources" className="grid gap-5 md:grid-cols-2">
        <h2 id="resources" className="sr-only">
          Resources
        </h2>
        <ResourceCard
          name="Person"
          price={`${person?.price} / ${person?.termDays} days`}
          definition={DEFINITIONS.person}
          note={`${person?.included}, chat over server-sent events.`}
        />
        <ResourceCard
          name="Page"
          price={`${page?.price} / ${page?.termDays} days`}
          definition={DEFINITIONS.page}
          note={`${page?.included}; ${page?.supportedToolTypes?.length} types, from forms and schedulers to e-signatures.`}
        />
      </section>

      <section aria-labelledby="start" className="rounded-xl border border-stone-200 bg-white p-6 shadow-sm">
        <h2 id="start" className="text-xl font-semibold">
          How an agent starts
        </h2>
        <ol className="mt-4 list-decimal space-y-2 pl-5 text-stone-700">
          <li>
            Read the catalog at <code className="font-mono text-sm">GET {DISCOVERY.catalog}</code>.
          </li>
          <li>
            <code className="font-mono text-sm">POST {person?.provision.replace("POST ", "")}</code> (or pages) with a JSON
            body: the answer is <strong>402</strong> with the x402 challenge in <code className="font-mono text-sm">PAYMENT-REQUIRED</code>.
          </li>
          <li>
            Pay with an x402 client (set its per-payment cap to at least {person?.price}) and retry with{" "}
            <code className="font-mono text-sm">PAYMENT-SIGNATURE</code>: the <strong>201</strong> answer holds a one-time{" "}
            <code className="font-mono text-sm">at_live_…</code> token.
          </li>
          <li>
            Control the resource with <code className="font-mono text-sm">Authorization: Bearer</code> on{" "}
            <code className="font-mono text-sm">/api/v3/control/…</code> or at <code className="font-mono text-sm">{DISCOVERY.mcp}</code>;
            renew or destroy it when done.
          </li>
        </ol>
      </section>

      <nav aria-labelledby="discovery">
        <h2 id="discovery" className="text-xl font-semibold">
          Discovery (public, no token)
        </h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {discoveryLinks.map((link) => (
            <li key={link.href}>
              <Link
                href={link.href}
                prefetch={false}
                className="block rounded-lg border border-stone-200 bg-white px-4 py-3 hover:border-stone-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-stone-900"
              >
                <span className="font-medium">{link.label}</span>
                <span className="block font-mono text-xs text-stone-600">{link.href}</span>
                <span className="block text-sm text-stone-600">{link.note}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <footer className="border-t border-stone-200 pt-6 text-sm text-stone-600">
        People open Pages and chat with Persons after signing in; signing in never grants control of a resource.
      </footer>
    </main>
  );
}
