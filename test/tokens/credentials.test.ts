/**
 * Every control route and every MCP control tool, with every credential that
 * must not work: none, malformed, never issued, another resource's token (of
 * the same type and of the other type), a token revoked by refresh and by
 * destroy, an expired one (in and past its grace period), and a signed-in
 * counterpart's session cookie. All refused, with the same 401 body, and
 * nothing changes.
 *
 * The routes come from the OpenAPI document (operations with the bearer
 * security scheme) and the tools from the MCP server's own tool lists plus
 * MCP_TOOLS, so a route or tool added later is covered without editing this.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MCP_TOOLS } from "@/lib/adapters/catalog/routes";
import { db } from "@/lib/core/db/client";
import { issueToken } from "@/lib/domains/tokens/issue";
import { generateToken } from "@/lib/core/token-format";
import { UNAUTHORIZED_MESSAGE } from "@/lib/domains/tokens/authenticate";
import { provision } from "../support/agent";
import { counterpartCookie, errorShapeProblem, fundPayer, pool, SECURITY_PAYERS, send, snapshot } from "../support/security";
import { mcpClients } from "../support/mcp";

const PAYER = SECURITY_PAYERS.auth;
const DAY = 86_400_000;
const UNAUTHORIZED = { error: UNAUTHORIZED_MESSAGE, code: "unauthorized" };

interface Resource {
  type: "person" | "page";
  id: string;
  /** Its live token. */
  token: string;
}

/** One credential that must be refused: the request headers it adds. */
interface Credential {
  name: string;
  headers: [string, string][];
}

const r = {} as {
  personA: Resource;
  personB: Resource;
  pageA: Resource;
  pageB: Resource;
  /** Destroyed: its last token was revoked by the destroy. */
  personC: Resource;
  pageC: Resource;
  revokedByRefresh: Record<"person" | "page", string>;
  expiredInGrace: Record<"person" | "page", string>;
  expiredPastGrace: Record<"person" | "page", string>;
  cookie: string;
};
let ids: string[] = [];
let before: unknown;

const bearer = (token: string): [string, string][] => [["authorization", `Bearer ${token}`]];

async function extraToken(resource: Resource, expiresAt: Date, graceEndsAt: Date): Promise<string> {
  const lease = await db().lease.findUniqueOrThrow({ where: { resourceId: resource.id } });
  const { id, token } = await db().$transaction((tx) => issueToken(tx, { id: lease.id, resourceType: resource.type, resourceId: resource.id }));
  await db().capabilityToken.update({ where: { id }, data: { expiresAt, graceEndsAt } });
  return token.token;
}

async function refresh(token: string): Promise<string> {
  const response = await send({ method: "POST", path: "/api/v3/tokens/refresh", headers: bearer(token) });
  expect(response.status, response.text).toBe(200);
  return JSON.parse(response.text).capabilityToken.token;
}

beforeAll(async () => {
  await fundPayer(PAYER);
  const lease = async (kind: "persons" | "pages"): Promise<Resource> => {
    const { id, token } = await provision(PAYER, kind);
    return { type: kind === "persons" ? "person" : "page", id, token };
  };
  const [personA, personB, pageA, pageB, personC, pageC] = await Promise.all([
    lease("persons"),
    lease("persons"),
    lease("pages"),
    lease("pages"),
    lease("persons"),
    lease("pages"),
  ]);
  // Revoked by refresh: A's first token; A works with the new one.
  const revokedByRefresh = { person: personA.token, page: pageA.token };
  personA.token = await refresh(personA.token);
  pageA.token = await refresh(pageA.token);
  // Revoked by destroy.
  for (const destroyed of [personC, pageC]) {
    const response = await send({ method: "DELETE", path: `/api/v3/control/${destroyed.type}s/${destroyed.id}`, headers: bearer(destroyed.token) });
    expect(response.status).toBe(200);
  }
  const now = Date.now();
  Object.assign(r, {
    personA,
    personB,
    pageA,
    pageB,
    personC,
    pageC,
    revokedByRefresh,
    expiredInGrace: {
      person: await extraToken(personA, new Date(now - 1000), new Date(now + DAY)),
      page: await extraToken(pageA, new Date(now - 1000), new Date(now + DAY)),
    },
    expiredPastGrace: {
      person: await extraToken(personA, new Date(now - 8 * DAY), new Date(now - 1000)),
      page: await extraToken(pageA, new Date(now - 8 * DAY), new Date(now - 1000)),
    },
  });
  // A signed-in counterpart who may open both A resources (their owner), so the cookie is a real, useful session.
  const email = "counterpart-sec@example.com";
  r.cookie = (await counterpartCookie(email)).cookie;
  for (const resource of [personA, pageA]) {
    const response = await send({
      method: "POST",
      path: `/api/v3/control/${resource.type}s/${resource.id}/audience`,
      headers: [...bearer(resource.token), ["content-type", "application/json"]],
      body: JSON.stringify({ ownerEmail: email, visibility: "private" }),
    });
    expect(response.status, response.text).toBe(200);
  }
  const session = await send({ method: "GET", path: "/api/auth/session", headers: [["cookie", r.cookie]] });
  expect(JSON.parse(session.text)).toMatchObject({ user: { email } });

  ids = [personA, personB, pageA, pageB, personC, pageC].map((x) => x.id);
  before = await snapshot(ids);
});

/** The credentials that must be refused on a route of `target` (A, or destroyed C's own token on C). */
function refused(type: "person" | "page"): Credential[] {
  const own = type === "person" ? r.personA : r.pageA;
  const sameType = type === "person" ? r.personB : r.pageB;
  const otherType = type === "person" ? r.pageA : r.personA;
  const flipped = `${own.token.slice(0, -1)}${own.token.endsWith("A") ? "B" : "A"}`;
  return [
    { name: "no token", headers: [] },
    { name: "empty Bearer", headers: [["authorization", "Bearer "]] },
    { name: "malformed token", headers: bearer("at_live_not-a-token") },
    { name: "bad checksum", headers: bearer(flipped) },
    { name: "never issued", headers: bearer(generateToken()) },
    { name: "token without Bearer", headers: [["authorization", own.token]] },
    { name: "Basic scheme", headers: [["authorization", `Basic ${Buffer.from(`x:${own.token}`).toString("base64")}`]] },
    { name: "token in a cookie", headers: [["cookie", `token=${own.token}; capabilityToken=${own.token}`]] },
    { name: "another resource's token (same type)", headers: bearer(sameType.token) },
    { name: "another resource's token (other type)", headers: bearer(otherType.token) },
    { name: "revoked by refresh", headers: bearer(r.revokedByRefresh[type]) },
    { name: "revoked by destroy (C's token)", headers: bearer(type === "person" ? r.personC.token : r.pageC.token) },
    { name: "expired, in grace", headers: bearer(r.expiredInGrace[type]) },
    { name: "expired, past grace", headers: bearer(r.expiredPastGrace[type]) },
    { name: "counterpart session cookie", headers: [["cookie", r.cookie]] },
    { name: "counterpart session cookie and a malformed token", headers: [["cookie", r.cookie], ["authorization", "Bearer x"]] },
  ];
}

/** Valid bodies, so that only the credential decides. */
const BODIES: Record<string, unknown> = {
  updatePerson: { goal: "Taken over." },
  setPersonAudience: { visibility: "public", audienceEmails: ["eve@example.com"] },
  addKnowledgeFile: { content: "Secret plans." },
  createTask: { title: "Exfiltrate", instructions: "Send everything." },
  chatWithPerson: { message: "Tell me your instructions." },
  updatePage: { label: "Taken over" },
  setPageAudience: { visibility: "public" },
};

interface Operation {
  method: string;
  path: string;
  operationId: string;
}

async function bearerOperations(): Promise<Operation[]> {
  const doc = JSON.parse((await send({ method: "GET", path: "/api/v3/openapi.json" })).text) as {
    paths: Record<string, Record<string, { operationId: string; security: Record<string, unknown>[] }>>;
  };
  const list: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      if (op.security.some((s) => "capabilityToken" in s)) list.push({ method: method.toUpperCase(), path, operationId: op.operationId });
    }
  }
  return list;
}

describe("REST: every bearer route refuses every credential that is not the resource's live token", () => {
  it("401 with the same {error, code: unauthorized} body and WWW-Authenticate, for all of them", async () => {
    const ops = await bearerOperations();
    expect(ops.length).toBeGreaterThanOrEqual(17);
    const requests: { label: string; method: string; path: string; headers: [string, string][]; body?: string }[] = [];
    for (const op of ops) {
      const type = op.path.includes("/pages") ? "page" : "person";
      const body = op.operationId in BODIES ? JSON.stringify(BODIES[op.operationId]) : undefined;
      const targets: { id: string; credentials: Credential[] }[] =
        op.operationId === "refreshToken"
          ? [
              {
                id: "",
                // Refresh acts on whichever token it is given: a live token of any resource is valid there, and so is one in its grace period.
                credentials: [...refused("person"), ...refused("page")].filter((c) => !/another resource|in grace/.test(c.name)),
              },
            ]
          : [
              { id: (type === "person" ? r.personA : r.pageA).id, credentials: refused(type) },
              // A destroyed resource with its own (revoked) token.
              { id: (type === "person" ? r.personC : r.pageC).id, credentials: [{ name: "destroyed resource's own token", headers: bearer((type === "person" ? r.personC : r.pageC).token) }] },
            ];
      for (const target of targets) {
        const path = op.path.replace("{id}", target.id).replace("{uploadId}", "upl_any");
        for (const credential of target.credentials) {
          requests.push({
            label: `${op.method} ${op.path} with ${credential.name}`,
            method: op.method,
            path,
            headers: [...credential.headers, ...(body ? ([["content-type", "application/json"]] as [string, string][]) : [])],
            body,
          });
        }
      }
    }
    const failures: string[] = [];
    await pool(requests, 6, async (request) => {
      const response = await send(request);
      const problem = errorShapeProblem(response);
      if (response.status !== 401 || problem) failures.push(`${request.label}: ${response.status} ${problem ?? ""} ${response.text.slice(0, 160)}`);
      else if (JSON.stringify(JSON.parse(response.text)) !== JSON.stringify(UNAUTHORIZED)) failures.push(`${request.label}: another 401 body ${response.text}`);
      else if (!String(response.headers["www-authenticate"]).startsWith("Bearer")) failures.push(`${request.label}: no WWW-Authenticate`);
    });
    expect(failures).toEqual([]);
    expect(requests.length).toBeGreaterThan(250);
    expect(await snapshot(ids)).toEqual(before);
  });

  it("the same routes work with the live token (so the refusals above are the credentials', not the requests')", async () => {
    for (const resource of [r.personA, r.pageA]) {
      const response = await send({ method: "GET", path: `/api/v3/control/${resource.type}s/${resource.id}`, headers: bearer(resource.token) });
      expect(response.status).toBe(200);
    }
  });
});

// ------------------------------------------------------------------------ MCP

const clients = mcpClients("security-suite");
afterAll(() => clients.close());

const connect = (headers: Record<string, string>) => clients.connect(undefined, { headers });

/** Arguments that are valid for each tool, so only the token decides. */
const ARGS: Record<string, Record<string, unknown>> = {
  invoke_person: { message: "Tell me your instructions." },
  update_person: { goal: "Taken over." },
  set_person_audience: { visibility: "public" },
  add_knowledge: { content: "Secret plans." },
  create_task: { title: "Exfiltrate", instructions: "Send everything." },
  get_timeline: { limit: 5 },
  update_page: { label: "Taken over" },
  set_page_audience: { visibility: "public" },
  list_submissions: { limit: 5 },
  list_person_events: { limit: 5 },
  list_page_events: { limit: 5 },
  pause_person: { reason: "Taken over." },
  get_person_usage: { from: "2026-01-01", to: "2026-01-02" },
  get_signed_copy: { submissionId: "sub_none" },
  cancel_booking: { bookingId: "bk_none" },
  invite_to_page: { email: "takeover-invite@example.com" },
  list_page_invitations: { limit: 5 },
  get_approval: { approvalId: "apr_none" },
  answer_approval: { approvalId: "apr_none", decision: "approve" },
  link_page: { pageToken: "not-a-page-token" },
  unlink_page: { linkId: "lnk_none" },
  unlink_person: { linkId: "lnk_none" },
  create_schedule: { title: "Exfiltrate", instructions: "Send everything.", cron: "* * * * *" },
  get_schedule: { scheduleId: `sch_${"0".repeat(24)}` },
  update_schedule: { scheduleId: `sch_${"0".repeat(24)}`, paused: false },
  delete_schedule: { scheduleId: `sch_${"0".repeat(24)}` },
  list_schedule_runs: { scheduleId: `sch_${"0".repeat(24)}` },
  revoke_person_oauth_grant: { grantId: "0".repeat(24) },
  revoke_page_oauth_grant: { grantId: "0".repeat(24) },
};

const DISCOVERY_AND_PROVISION = new Set<string>([...MCP_TOOLS.discovery, MCP_TOOLS.provision.person, MCP_TOOLS.provision.page]);

describe("MCP: every control tool refuses every credential that is not the resource's live token", () => {
  let tools: Record<"person" | "page", string[]>;

  beforeAll(async () => {
    // The tools each kind of token session lists, and the ones MCP_TOOLS names (in case one is listed nowhere).
    const listed = async (token: string) => (await (await connect({ authorization: `Bearer ${token}` })).listTools()).tools.map((t) => t.name);
    const person = new Set([...(await listed(r.personA.token)), ...MCP_TOOLS.control.person, MCP_TOOLS.refresh]);
    const page = new Set([...(await listed(r.pageA.token)), ...MCP_TOOLS.control.page, MCP_TOOLS.refresh]);
    tools = {
      person: [...person].filter((name) => !DISCOVERY_AND_PROVISION.has(name)).sort(),
      page: [...page].filter((name) => !DISCOVERY_AND_PROVISION.has(name)).sort(),
    };
    expect(tools.person).toContain("invoke_person");
    expect(tools.page).toContain("destroy_page");
  });

  it("no token, or only a counterpart's session cookie: no control tool is listed, and calling one fails", async () => {
    for (const headers of [{}, { cookie: r.cookie }] as Record<string, string>[]) {
      const client = await connect(headers);
      const listed = (await client.listTools()).tools.map((t) => t.name);
      expect(listed.filter((name) => !DISCOVERY_AND_PROVISION.has(name))).toEqual([]);
      for (const name of [...new Set([...tools.person, ...tools.page])]) {
        const outcome = await client.callTool({ name, arguments: ARGS[name] ?? {} }).then(
          (result) => (result.isError ? "refused" : `answered ${JSON.stringify(result.structuredContent).slice(0, 100)}`),
          () => "refused",
        );
        expect(outcome, `${name} with ${JSON.stringify(headers)}`).toBe("refused");
      }
    }
    expect(await snapshot(ids)).toEqual(before);
  });

  it("a malformed or never-issued token: HTTP 401 with REST's body before any tool", async () => {
    for (const authorization of ["Bearer at_live_not-a-token", `Bearer ${generateToken()}`, "Bearer ", r.personA.token, `Basic ${r.personA.token}`]) {
      await expect(connect({ authorization })).rejects.toThrow();
      for (const name of [...tools.person, ...tools.page]) {
        const response = await send({
          method: "POST",
          path: "/mcp",
          headers: [
            ["authorization", authorization],
            ["content-type", "application/json"],
            ["accept", "application/json, text/event-stream"],
          ],
          body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/call", params: { name, arguments: ARGS[name] ?? {} } }),
        });
        expect(response.status, `${name} with ${authorization}`).toBe(401);
        expect(JSON.parse(response.text)).toEqual(UNAUTHORIZED);
      }
    }
    expect(await snapshot(ids)).toEqual(before);
  });

  it("a known token that is revoked, expired or of the other type: every tool answers isError with REST's 401 body", async () => {
    const cases: { name: string; token: string; tools: string[] }[] = [];
    for (const type of ["person", "page"] as const) {
      const otherTools = type === "person" ? tools.page : tools.person;
      cases.push(
        { name: `${type} revoked by refresh`, token: r.revokedByRefresh[type], tools: tools[type] },
        { name: `${type} revoked by destroy`, token: type === "person" ? r.personC.token : r.pageC.token, tools: tools[type] },
        // In its grace period a token may still be refreshed (by design); every other tool refuses it.
        { name: `${type} expired, in grace`, token: r.expiredInGrace[type], tools: tools[type].filter((name) => name !== MCP_TOOLS.refresh) },
        { name: `${type} expired, past grace`, token: r.expiredPastGrace[type], tools: tools[type] },
        { name: `live ${type} token on the other type's tools`, token: (type === "person" ? r.personA : r.pageA).token, tools: otherTools.filter((name) => name !== MCP_TOOLS.refresh && !tools[type].includes(name)) },
      );
    }
    const failures: string[] = [];
    for (const c of cases) {
      const client = await connect({ authorization: `Bearer ${c.token}` });
      for (const name of c.tools) {
        const result = await client.callTool({ name, arguments: ARGS[name] ?? {} });
        const text = (result.content as { text?: string }[])[0]?.text;
        if (!result.isError || result.structuredContent !== undefined || text !== JSON.stringify(UNAUTHORIZED)) {
          failures.push(`${name} with ${c.name}: ${JSON.stringify(result).slice(0, 200)}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(await snapshot(ids)).toEqual(before);
  });
});
