/**
 * An expired lease takes no writes (reads, renewal and
 * destroy stay open), over REST and MCP alike; a Person's knowledge has a
 * quota that concurrent additions cannot pass.
 */
import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { decodePaymentRequiredHeader } from "@x402/core/http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { encodeSIWxHeader, formatSIWEMessage, type SIWxPayload } from "@x402/extensions/sign-in-with-x";
import { config } from "@/lib/core/config";
import { db } from "@/lib/core/db/client";
import { ROUTE_ENTRIES } from "@/lib/core/http/routes";
import { api, baseUrl, bearer, jsonPost, payer, provision } from "../support/agent";
import { continuedTo, postConsent, startConnector, TestConnector } from "../support/oauth";
import { fundPayer, SECURITY_PAYERS } from "../support/security";
import { toolError } from "../support/mcp";

const PAYER = SECURITY_PAYERS.leaseWrites;
const expire = (resourceId: string) => db().lease.update({ where: { resourceId }, data: { termEnd: new Date(Date.now() - 1000) } });
const send = (token: string, method: string, path: string, body?: unknown) =>
  api(path, { method, headers: { ...bearer(token), ...(body === undefined ? {} : { "content-type": "application/json" }) }, body: body === undefined ? undefined : JSON.stringify(body) });

beforeAll(async () => {
  await fundPayer(PAYER);
});

const clients: Client[] = [];
afterAll(async () => {
  await Promise.all(clients.map((client) => client.close().catch(() => {})));
});

async function expectLeaseExpired(response: Response, resourceType: "person" | "page", id: string) {
  expect(response.status).toBe(402);
  const body = await response.json();
  expect(body.code).toBe("lease_expired");
  const required = decodePaymentRequiredHeader(response.headers.get("payment-required")!);
  expect(required.resource.url).toMatch(new RegExp(`/api/v3/resources/${resourceType}/${id}/renew$`));
  expect(required.accepts[0]!.extra).toMatchObject({ leasehold: { purpose: "renew", resourceType, resourceId: id } });
}

describe("an expired lease", () => {
  it("refuses every Person write with the renew challenge, keeps reads and destroy, and changes nothing", async () => {
    const { record, token } = await provision(PAYER, "persons");
    await expire(record.id);
    const base = `/api/v3/control/persons/${record.id}`;
    const before = await db().person.findUniqueOrThrow({ where: { id: record.id } });
    const writes: [string, string, unknown][] = [
      ["PATCH", base, { name: "After expiry" }],
      ["POST", `${base}/audience`, { visibility: "private" }],
      ["POST", `${base}/files`, { name: "late.txt", content: "Written after the term ended." }],
      ["POST", `${base}/tasks`, { title: "Late", instructions: "Do something." }],
      ["POST", `${base}/chat`, { message: "Hello?" }],
    ];
    for (const [method, path, body] of writes) await expectLeaseExpired(await send(token, method, path, body), "person", record.id);
    expect(await db().person.findUniqueOrThrow({ where: { id: record.id } })).toEqual(before);
    expect(await db().knowledgeFile.count({ where: { personId: record.id } })).toBe(0);
    expect(await db().task.count({ where: { personId: record.id } })).toBe(0);

    for (const path of [base, `${base}/files`, `${base}/tasks`, `${base}/timeline`, `${base}/state`]) expect((await send(token, "GET", path)).status, path).toBe(200);
    expect((await send(token, "DELETE", base)).status).toBe(200);
  });

  it("refuses Page writes, over REST and MCP, and keeps reads", async () => {
    const { record, token } = await provision(PAYER, "pages");
    await expire(record.id);
    const base = `/api/v3/control/pages/${record.id}`;
    await expectLeaseExpired(await send(token, "PATCH", base, { label: "After expiry" }), "page", record.id);
    await expectLeaseExpired(await send(token, "POST", `${base}/audience`, { visibility: "private" }), "page", record.id);
    expect((await send(token, "GET", base)).status).toBe(200);
    expect((await send(token, "GET", `${base}/submissions`)).status).toBe(200);

    const client = new Client({ name: "leasehold-tests", version: "1.0.0" });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${baseUrl()}/mcp`), { requestInit: { headers: bearer(token) } }));
    clients.push(client);
    const update = await client.callTool({ name: "update_page", arguments: { label: "Over MCP" } });
    expect(toolError(update).code).toBe("lease_expired");
    const read = await client.callTool({ name: "get_page", arguments: {} });
    expect(read.isError).toBeFalsy();
    expect((await db().page.findUniqueOrThrow({ where: { id: record.id } })).label).toBe(record.label);
  });
});

/** Every control write of the route table for one kind of resource (not a read, not a DELETE: those stay open), its path filled in. */
function controlWrites(kind: "persons" | "pages", id: string): [string, string][] {
  return ROUTE_ENTRIES.filter(({ method, path, spec }) => spec.control && !["GET", "DELETE"].includes(method) && path.startsWith(`/api/v3/control/${kind}/{id}`)).map(({ method, path }) => [
    method,
    path.replace("{id}", id).replace(/\{\w+\}/g, "x0000000000000000000000"),
  ]);
}

describe("every control write of the route table, and the surfaces added since", () => {
  it("a Person's and a Page's every REST write (webhooks, links, schedules, approvals, pause, invitations, bookings…) answers 402 lease_expired, before its body is read", async () => {
    const person = await provision(PAYER, "persons");
    const page = await provision(PAYER, "pages");
    await Promise.all([expire(person.id), expire(page.id)]);
    // The lease timer may record lease.expired meanwhile: every other event would be a write that went through.
    const written = () => db().timelineEvent.count({ where: { resourceId: { in: [person.id, page.id] }, NOT: { type: { startsWith: "lease." } } } });
    const before = await written();
    for (const [kind, resource, type] of [
      ["persons", person, "person"],
      ["pages", page, "page"],
    ] as const) {
      const writes = controlWrites(kind, resource.id);
      expect(writes.length).toBeGreaterThan(5);
      for (const [method, path] of writes) {
        const response = await send(resource.token, method, path, {});
        expect({ route: `${method} ${path}`, status: response.status }).toEqual({ route: `${method} ${path}`, status: 402 });
        await expectLeaseExpired(response, type, resource.id);
      }
    }
    expect(await written()).toBe(before);
  });

  it("MCP write tools answer lease_expired; read tools still answer", async () => {
    const { record, token } = await provision(PAYER, "persons");
    await expire(record.id);
    const client = new Client({ name: "leasehold-tests", version: "1.0.0" });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${baseUrl()}/mcp`), { requestInit: { headers: bearer(token) } }));
    clients.push(client);
    for (const [name, args] of [
      ["update_person", { name: "Over MCP" }],
      ["create_task", { title: "Late", instructions: "Do something." }],
      ["add_knowledge", { name: "late.txt", content: "Written after the term ended." }],
      ["pause_person", {}],
      ["create_person_webhook", { url: "https://hooks.example/in", eventTypes: "all" }],
    ] as const) {
      expect(toolError(await client.callTool({ name, arguments: args })).code, name).toBe("lease_expired");
    }
    expect((await client.callTool({ name: "get_person", arguments: {} })).isError).toBeFalsy();
    expect(await db().task.count({ where: { personId: record.id } })).toBe(0);
  });

  it("an OAuth consent with an expired lease's token is 402 lease_expired and makes no grant; the paying wallet may still recover its token", async () => {
    const { record, token } = await provision(PAYER, "pages");
    await expire(record.id);
    const connector = new TestConnector("Late Connector");
    await startConnector(baseUrl(), connector);
    const consent = await postConsent(baseUrl(), connector.authorizationUrl!, { capability_token: token, decision: "approve" });
    await expectLeaseExpired(consent, "page", record.id);
    expect(await db().oAuthGrant.count({ where: { resourceId: record.id } })).toBe(0);
    // A denial changes nothing and still goes back to the client.
    expect((await continuedTo(await postConsent(baseUrl(), connector.authorizationUrl!, { decision: "deny" }))).searchParams.get("error")).toBe("access_denied");

    // The wallet's token reissue is a recovery (reads, renewal and destroy need a token), open like them.
    const owner = payer(PAYER);
    const challenge = await jsonPost("/api/v3/wallet/challenge", { address: owner.address });
    const { payload } = (await challenge.json()) as { payload: Omit<SIWxPayload, "signature"> };
    const signIn = encodeSIWxHeader({ ...payload, signature: await owner.signMessage({ message: formatSIWEMessage(payload, payload.address) }) });
    const reissued = await api(`/api/v3/wallet/leases/${record.id}/token`, { method: "POST", headers: { "sign-in-with-x": signIn } });
    expect(reissued.status).toBe(200);
    const fresh = (await reissued.json()).capabilityToken.token as string;
    expect((await send(fresh, "GET", `/api/v3/control/pages/${record.id}`)).status).toBe(200);
    await expectLeaseExpired(await send(fresh, "PATCH", `/api/v3/control/pages/${record.id}`, { label: "Still expired" }), "page", record.id);
  });
});

describe("the knowledge quota", () => {
  it("is published in the catalog", async () => {
    const catalog = await (await api("/api/v3/catalog")).json();
    const { knowledge } = config();
    expect(catalog.quotas.person).toEqual({
      knowledgeFileMaxBytes: knowledge.maxBytes,
      knowledgeMaxFiles: knowledge.maxFiles,
      knowledgeMaxTotalBytes: knowledge.maxTotalBytes,
    });
  });

  it("holds under concurrent additions: total bytes never pass the quota, and the refusal stores nothing", async () => {
    const { record, token } = await provision(PAYER, "persons");
    const { maxBytes, maxTotalBytes } = config().knowledge;
    const fits = Math.floor(maxTotalBytes / maxBytes);
    const file = (n: number) => ({ name: `part-${n}.txt`, content: `${"word ".repeat(maxBytes / 5 - 4)}${String(n).padStart(3, "0")} ` });
    expect(Buffer.byteLength(file(1).content)).toBeLessThanOrEqual(maxBytes);
    const answers = await Promise.all(Array.from({ length: fits + 4 }, (_, n) => send(token, "POST", `/api/v3/control/persons/${record.id}/files`, file(n))));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201), JSON.stringify(statuses)).toHaveLength(fits);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(refused.map((answer) => answer.status)).toEqual(refused.map(() => 409));
    expect((await refused[0]!.json()).code).toBe("storage_quota_exceeded");
    const held = await db().knowledgeFile.aggregate({ where: { personId: record.id }, _sum: { sizeBytes: true }, _count: true });
    expect(held._count).toBe(fits);
    expect(held._sum.sizeBytes!).toBeLessThanOrEqual(maxTotalBytes);
    expect(await db().knowledgePassage.count({ where: { personId: record.id, fileId: { notIn: (await db().knowledgeFile.findMany({ where: { personId: record.id } })).map((f) => f.id) } } })).toBe(0);
  });
});
