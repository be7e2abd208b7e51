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
 * Each layer is folders, never single files: lib/core, lib/domains/<name>,
 * lib/flows and lib/adapters (with app/, components/ and the root entry
 * files). lib/folders.test.ts adds that no two folders of lib/ import each
 * other, directly or through others.
 *
 * Globs are minimatch patterns relative to the repository root.
 */

/** Core: nothing of ours below it (config, log, db, errors and their code table, parsing, the route table, stores, primitives). */
export const CORE = ["lib/core/**"];

/**
 * The domains, lowest first: each is its folder lib/domains/<name>/ and may
 * import core and the domains before it in this list. Persons and Pages are
 * peers: the same rank, and neither imports the other.
 */
export const DOMAINS = [
  "auth",
  // The job engine and its catalogue: every domain above may enqueue through it.
  "jobs",
  // Sending email (SMTP or the local outbox), now or from the job engine.
  "mail",
  // The event catalogue and recordEvent: every domain above records its events through it.
  "events",
  "leases",
  "tokens",
  // The OAuth 2.1 front door of /mcp: grants bound to one resource by its capability token.
  "oauth",
  "payments",
  "allowance",
  // Webhook subscriptions and their delivery: recordEvent fans an event out to delivery jobs by SQL, without importing this domain.
  "webhooks",
  // Links between a Person and a Page: below both, so each side reads its links.
  "links",
  { name: "persons", peers: ["pages"] },
  { name: "pages", peers: ["persons"] },
].map((d) => (typeof d === "string" ? { name: d } : d)).map((d) => ({ ...d, files: [`lib/domains/${d.name}/**`] }));

/**
 * Flows: several domains in one business process (the purchase, the paying wallet's sign-in, the operator console),
 * and the job workers (lib/flows/workers: every job's handler paired with its definition, which sits low in the jobs
 * domain so that any domain can enqueue it).
 */
export const FLOWS = ["lib/flows/**"];

/** Adapters: what turns HTTP, MCP, A2A, server actions and pages into calls of the layers below. */
export const ADAPTERS = ["lib/adapters/**", "app/**", "app/.well-known/**", "components/**", "proxy.ts", "instrumentation.ts", "instrumentation-node.ts"];

/**
 * Folders being built elsewhere, not placed yet (none today): the rule
 * neither restricts them nor stops others importing them; place them in a
 * layer above once they land.
 */
export const PENDING = [];

/** Files the layer check does not place: tests (they may import anything) and generated code. */
export const UNPLACED = ["**/*.test.ts", "**/*.test.tsx", "lib/core/db/generated/**"];

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
  zone(FLOWS, ADAPTERS, "a flow imports domains and core, never an adapter (app/, components/, lib/adapters/): see CONTRIBUTING.md, Layers.");
  // Among the adapters: components are used by app/, never the reverse (a server action's file is no place for shared types).
  zone(["components/**"], ["app/**"], "components do not import from app/ (route files, pages, server actions): put what both need in components/ or lib/; see CONTRIBUTING.md, Layers.");
  return zones;
}
