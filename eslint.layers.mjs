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
  "lib/core/config.ts",
  "lib/core/log.ts",
  "lib/core/db/**",
  "lib/core/chain/**",
  "lib/core/markdown/**",
  // The counterpart surfaces' text in four languages and their formats (use-intl).
  "lib/core/i18n/**",
  // Calling addresses we were given (https, public hosts, pinned, no redirects) and encrypting secrets at rest.
  "lib/core/egress/**",
  "lib/core/secrets/**",
  // The one clock (tests move it: schedules, expiry).
  "lib/core/clock/**",
  // The process itself: how long the shared thread was held (the event-loop monitor), and bounded work off it.
  "lib/core/runtime/**",
  "lib/core/http/errors.ts",
  "lib/core/http/parse.ts",
  "lib/core/http/client-ip.ts",
  "lib/core/http/request-context.ts",
  "lib/core/http/csp.ts",
  // The page a person gets past the page-view limit, in their language (proxy.ts).
  "lib/core/http/too-many.ts",
  "lib/core/http/routes.ts",
  "lib/core/http/gate.ts",
  "lib/core/rate-limit/bucket.ts",
  "lib/core/rate-limit/store.ts",
  "lib/core/rate-limit/redis.ts",
  // Rate-limit refusals counted per day (the operator console's figure).
  "lib/core/rate-limit/refusals.ts",
  // The token's format and its scrubbing: a primitive like an id (parsing refuses tokens pasted into text).
  "lib/core/token-format.ts",
  // An email's shape (the mail.send job's payload, lib/domains/jobs/definitions/mail-send.ts).
  "lib/core/mail-message.ts",
  // An allowance's arithmetic (units left, a unit left; in TypeScript and SQL): the lease record and the proxy use it too.
  "lib/core/allowance-units.ts",
];

/** The domains, lowest first. Each may import core and the domains before it in this list. */
export const DOMAINS = [
  { name: "auth", files: ["lib/domains/auth/access.ts", "lib/domains/auth/counterpart-state.ts", "lib/domains/auth/email.ts", "lib/domains/auth/options.ts", "lib/domains/auth/outbox.ts", "lib/domains/auth/session.ts"] },
  // The job engine and its catalogue (lib/domains/jobs): core only below it; every domain above may enqueue through it.
  { name: "jobs", files: ["lib/domains/jobs/**"] },
  // Sending email (SMTP or the local outbox), now or from the job engine: every domain above may enqueue one.
  { name: "mail", files: ["lib/domains/mail/!(message).ts"] },
  // The event catalogue and recordEvent (lib/domains/events): every domain above records its events through it.
  { name: "events", files: ["lib/domains/events/**"] },
  { name: "leases", files: ["lib/domains/leases/**"] },
  { name: "tokens", files: ["lib/domains/tokens/!(format).ts"] },
  // The OAuth 2.1 front door of /mcp (lib/domains/oauth): grants bound to one resource by its capability token.
  { name: "oauth", files: ["lib/domains/oauth/**"] },
  { name: "payments", files: ["lib/domains/payments/**"] },
  { name: "allowance", files: ["lib/domains/allowance/!(units).ts"] },
  // Webhook subscriptions and their delivery (lib/domains/webhooks): above events and jobs (recordEvent fans an event out to delivery jobs by SQL, without importing this domain).
  { name: "webhooks", files: ["lib/domains/webhooks/**"] },
  // Links between a Person and a Page (lib/domains/links): below both, so each side reads its links and
  // a Page's submission queues its linked Persons' triggers in its own transaction.
  { name: "links", files: ["lib/domains/links/**"] },
  // Peers: the same rank, and neither imports the other.
  { name: "persons", files: ["lib/domains/persons/**"], peers: ["pages"] },
  { name: "pages", files: ["lib/domains/pages/**"], peers: ["persons"] },
];

/** Flows: several domains in one business process (the purchase: provision, renew, destroy, reconcile; the paying wallet's sign-in: its leases, a token reissued; the operator console's actions and figures). */
export const FLOWS = [
  "lib/flows/purchase/**",
  "lib/flows/wallet/**",
  // The operator console (issue 22): reads leases, payments, webhooks and usage, suspends, revokes, reconciles
  // (lib/flows/purchase/reconcile.ts) and exports: above every domain. Its guard (signed-in operator, 403) is an adapter.
  "lib/flows/operator/!(guard).ts",
  // Every job with its handler (lib/flows/workers): the jobs are defined low (lib/domains/jobs, so any domain enqueues them),
  // their handlers live in the domains above; the registry that pairs them, and starts or drains them all, sits above every domain.
  "lib/flows/workers/**",
];

/** Adapters: what turns HTTP, MCP, A2A, server actions and pages into calls of the layers below. */
export const ADAPTERS = [
  "app/**",
  "app/.well-known/**",
  "components/**",
  "proxy.ts",
  "instrumentation.ts",
  "instrumentation-node.ts",
  "lib/adapters/health/health.ts",
  "lib/adapters/health/startup.ts",
  "lib/adapters/http/auth-guard.ts",
  "lib/adapters/http/operator-guard.ts",
  "lib/adapters/http/handler.ts",
  "lib/adapters/http/control.ts",
  // The counterpart routes' preamble (same origin, JSON, signed-in session, 401).
  "lib/adapters/http/counterpart.ts",
  "lib/adapters/http/cron.ts",
  "lib/adapters/http/origin.ts",
  "lib/adapters/http/idempotency.ts",
  "lib/adapters/http/rate-limit.ts",
  "lib/adapters/http/webhook-routes.ts",
  "lib/adapters/catalog/**",
  "lib/adapters/mcp/**",
  "lib/adapters/a2a/**",
];

/**
 * Folders being built elsewhere, not placed yet (none today): the rule
 * neither restricts them nor stops others importing them; place them in a
 * layer above once they land.
 */
export const PENDING = [];

/** Files the layer check does not place: tests (they may import anything) and generated code. */
export const UNPLACED = ["**/*.test.ts", "**/*.test.tsx", "lib/core/db/generated/**", "lib/domains/persons/**"];

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
  zone(FLOWS, ADAPTERS, "a flow imports domains and core, never an adapter (app/, components/, lib/core/http wrappers, MCP, A2A): see CONTRIBUTING.md, Layers.");
  // Among the adapters: components are used by app/, never the reverse (a server action's file is no place for shared types).
  zone(["components/**"], ["app/**"], "components do not import from app/ (route files, pages, server actions): put what both need in components/ or lib/; see CONTRIBUTING.md, Layers.");
  return zones;
}
