/**
 * The layers of this code base, bottom to top. Imports point down only: a
 * file may import its own layer (without a cycle) and the layers below it,
 * never a layer above. Among the domains the order below is the rule too: a
 * domain imports only the domains listed before it (Persons and Pages are
 * peers and import neither each other). CONTRIBUTING.md explains the layers;
 * eslint.config.mjs turns this table into `import/no-restricted-paths` zones,
 * and lib/layers.test.ts proves the rule fires and that every file of lib/
 * belongs to exactly one layer.
 *
 * Globs are minimatch patterns relative to the repository root.
 */

/** Nothing of ours below it: errors and their code table, parsing, config, db, log, request context, stores. */
export const CORE = [
  "lib/config.ts",
  "lib/log.ts",
  "lib/db/**",
  "lib/chain/**",
  "lib/markdown/**",
  // The counterpart surfaces' text in four languages and their formats (use-intl).
  "lib/i18n/**",
  // Calling addresses we were given (https, public hosts, pinned, no redirects) and encrypting secrets at rest.
  "lib/egress/**",
  "lib/secrets/**",
  // The one clock (tests move it: schedules, expiry).
  "lib/clock/**",
  // The process itself: how long the shared thread was held (the event-loop monitor), and bounded work off it.
  "lib/runtime/**",
  "lib/http/errors.ts",
  "lib/http/parse.ts",
  "lib/http/client-ip.ts",
  "lib/http/request-context.ts",
  "lib/http/csp.ts",
  // The page a person gets past the page-view limit, in their language (proxy.ts).
  "lib/http/too-many.ts",
  "lib/http/routes.ts",
  "lib/http/gate.ts",
  "lib/http/rate-limit-bucket.ts",
  "lib/http/rate-limit-store.ts",
  "lib/http/rate-limit-redis.ts",
  // Rate-limit refusals counted per day (the operator console's figure).
  "lib/http/rate-limit-refusals.ts",
  // The token's format and its scrubbing: a primitive like an id (parsing refuses tokens pasted into text).
  "lib/tokens/format.ts",
  // An email's shape (the mail.send job's payload, lib/jobs/definitions/mail-send.ts).
  "lib/mail/message.ts",
  // An allowance's arithmetic (units left, a unit left; in TypeScript and SQL): the lease record and the proxy use it too.
  "lib/allowance/units.ts",
];

/** The domains, lowest first. Each may import core and the domains before it in this list. */
export const DOMAINS = [
  { name: "auth", files: ["lib/auth/access.ts", "lib/auth/counterpart-state.ts", "lib/auth/email.ts", "lib/auth/options.ts", "lib/auth/outbox.ts", "lib/auth/session.ts"] },
  // The job engine and its catalogue (lib/jobs): core only below it; every domain above may enqueue through it.
  { name: "jobs", files: ["lib/jobs/**"] },
  // Sending email (SMTP or the local outbox), now or from the job engine: every domain above may enqueue one.
  { name: "mail", files: ["lib/mail/!(message).ts"] },
  // The event catalogue and recordEvent (lib/events): every domain above records its events through it.
  { name: "events", files: ["lib/events/**"] },
  { name: "leases", files: ["lib/leases/**"] },
  { name: "tokens", files: ["lib/tokens/!(format).ts"] },
  // The OAuth 2.1 front door of /mcp (lib/oauth): grants bound to one resource by its capability token.
  { name: "oauth", files: ["lib/oauth/**"] },
  { name: "payments", files: ["lib/payments/**"] },
  { name: "allowance", files: ["lib/allowance/!(units).ts"] },
  // Webhook subscriptions and their delivery (lib/webhooks): above events and jobs (recordEvent fans an event out to delivery jobs by SQL, without importing this domain).
  { name: "webhooks", files: ["lib/webhooks/**"] },
  // Links between a Person and a Page (lib/links): below both, so each side reads its links and
  // a Page's submission queues its linked Persons' triggers in its own transaction.
  { name: "links", files: ["lib/links/**"] },
  // Peers: the same rank, and neither imports the other.
  { name: "persons", files: ["lib/persons/**"], peers: ["pages"] },
  { name: "pages", files: ["lib/pages/**"], peers: ["persons"] },
];

/** Flows: several domains in one business process (the purchase: provision, renew, destroy, reconcile; the paying wallet's sign-in: its leases, a token reissued; the operator console's actions and figures). */
export const FLOWS = [
  "lib/purchase/**",
  "lib/wallet/**",
  // The operator console (issue 22): reads leases, payments, webhooks and usage, suspends, revokes, reconciles
  // (lib/purchase/reconcile.ts) and exports: above every domain. Its guard (signed-in operator, 403) is an adapter.
  "lib/operator/!(guard).ts",
  // Every job with its handler (lib/workers): the jobs are defined low (lib/jobs, so any domain enqueues them),
  // their handlers live in the domains above; the registry that pairs them, and starts or drains them all, sits above every domain.
  "lib/workers/**",
];

/** Adapters: what turns HTTP, MCP, A2A, server actions and pages into calls of the layers below. */
export const ADAPTERS = [
  "app/**",
  "app/.well-known/**",
  "components/**",
  "proxy.ts",
  "instrumentation.ts",
  "instrumentation-node.ts",
  "lib/health.ts",
  "lib/startup.ts",
  "lib/auth/guard.ts",
  "lib/operator/guard.ts",
  "lib/http/handler.ts",
  "lib/http/control.ts",
  // The counterpart routes' preamble (same origin, JSON, signed-in session, 401).
  "lib/http/counterpart.ts",
  "lib/http/cron.ts",
  "lib/http/origin.ts",
  "lib/http/idempotency.ts",
  "lib/http/rate-limit.ts",
  "lib/http/webhook-routes.ts",
  "lib/catalog/**",
  "lib/mcp/**",
  "lib/a2a/**",
];

/**
 * Folders being built elsewhere, not placed yet (none today): the rule
 * neither restricts them nor stops others importing them; place them in a
 * layer above once they land.
 */
export const PENDING = [];

/** Files the layer check does not place: tests (they may import anything) and generated code. */
export const UNPLACED = ["**/*.test.ts", "**/*.test.tsx", "lib/db/generated/**", "lib/testing/**"];

/**
 * `import/no-restricted-paths` zones: for every layer (and every domain),
 * what it must not import.
 */
export function layerZones() {
  const zones = [];
  const above = (domainIndex) => DOMAINS.slice(domainIndex + 1).filter((d) => !(DOMAINS[domainIndex].peers ?? []).includes(d.name));
  // The rule takes `from` as globs only or plain paths only: one zone of each.
  const isGlob = (pattern) => /[*?{}[\]()!]/.test(pattern);
  const zone = (target, from, message) => {
    for (const t of target) {
      for (const part of [from.filter(isGlob), from.filter((f) => !isGlob(f))]) {
        if (part.length) zones.push({ target: t, from: part, message });
      }
    }
  };
  const allDomainFiles = DOMAINS.flatMap((d) => d.files);
  zone(CORE, [...allDomainFiles, ...FLOWS, ...ADAPTERS], "core imports nothing of ours above it (domains, flows, adapters): see CONTRIBUTING.md, Layers.");
  DOMAINS.forEach((domain, i) => {
    const peers = DOMAINS.filter((d) => (domain.peers ?? []).includes(d.name));
    zone(
      domain.files,
      [...above(i).flatMap((d) => d.files), ...peers.flatMap((d) => d.files), ...FLOWS, ...ADAPTERS],
      `the ${domain.name} domain imports only core and the domains below it (${DOMAINS.slice(0, i).filter((d) => !(domain.peers ?? []).includes(d.name)).map((d) => d.name).join(", ") || "none"}); flows and adapters are above it: see CONTRIBUTING.md, Layers.`,
    );
  });
  zone(FLOWS, ADAPTERS, "a flow imports domains and core, never an adapter (app/, components/, lib/http wrappers, MCP, A2A): see CONTRIBUTING.md, Layers.");
  // Among the adapters: components are used by app/, never the reverse (a server action's file is no place for shared types).
  zone(["components/**"], ["app/**"], "components do not import from app/ (route files, pages, server actions): put what both need in components/ or lib/; see CONTRIBUTING.md, Layers.");
  return zones;
}
