/**
 * Egress: in production settings (EGRESS_ALLOW_LOCAL off) a
 * Person's tool URLs that are private, that resolve to loopback, or that
 * redirect are refused, and each refusal is on the timeline; an MCP server
 * that cannot be reached offers no tools and the turn goes on.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/core/db/client";
import type { Prisma } from "@/lib/core/db/generated/client";
import type { Resolver } from "@/lib/core/egress/egress";
import { newResourceId } from "@/lib/core/ids";
import { sealTools } from "@/lib/domains/persons/runtime/tool-config";
import { ToolsInputSchema } from "@/lib/domains/persons/shapes/tool-schemas";
import { openToolbox } from "@/lib/domains/persons/work/tools";

async function person(tools: unknown) {
  const id = newResourceId("person");
  const now = new Date();
  const lease = await db().lease.create({
    data: { resourceType: "person", resourceId: id, principal: `0x${"79".repeat(20)}`, status: "active", termStart: now, termEnd: new Date(now.getTime() + 86_400_000), includedUnits: 250 },
  });
  const sealed = sealTools(ToolsInputSchema.parse(tools), id, {});
  await db().person.create({ data: { id, leaseId: lease.id, name: "Egress", goal: "Call tools.", tools: sealed as Prisma.InputJsonValue } });
  return { id, tools: sealed };
}

const weather = (urlTemplate: string) => ({
  name: "weather",
  description: "The weather",
  method: "GET",
  urlTemplate,
  inputSchema: { type: "object", properties: { city: { type: "string" } }, required: ["city"] },
});

/** Names resolve as the test says: internal.example.test to loopback, metadata.example.test to the cloud metadata address. */
const resolve: Resolver = async (hostname) => {
  if (hostname === "internal.example.test") return [{ address: "127.0.0.1", family: 4 }];
  if (hostname === "metadata.example.test") return [{ address: "169.254.169.254", family: 4 }];
  if (hostname === "mixed.example.test") return [{ address: "93.184.215.14", family: 4 }, { address: "10.1.2.3", family: 4 }];
  throw new Error("no such host");
};
const production = { allowLocal: false, resolve };

async function callOnce(personId: string, tools: unknown, name: string, input: unknown, egress: { allowLocal: boolean; resolve?: Resolver }) {
  const toolbox = await openToolbox({ personId, enabled: [], config: tools, origin: "controller", actor: "person", egress });
  try {
    const tool = toolbox.tools[name] as unknown as { execute: (input: unknown, options: unknown) => Promise<unknown> } | undefined;
    return { toolbox, result: tool ? await tool.execute(input, { toolCallId: "1", messages: [] }).then((value) => ({ value }), (error: Error) => ({ error: error.message })) : undefined };
  } finally {
    await toolbox.close();
  }
}

const lastToolEvent = async (personId: string) =>
  (await db().timelineEvent.findFirst({ where: { resourceType: "person", resourceId: personId, type: "person.tool.called" }, orderBy: { id: "desc" } }))?.data as { outcome: string; error: string };

let redirector: http.Server;
let redirectUrl = "";
beforeAll(async () => {
  redirector = http.createServer((_request, response) => {
    response.writeHead(302, { location: "http://127.0.0.1:1/secret" });
    response.end();
  });
  await new Promise<void>((done) => redirector.listen(0, "127.0.0.1", done));
  redirectUrl = `http://127.0.0.1:${(redirector.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((done) => redirector.close(() => done())));

describe("a Person's tool calls through the egress guard", () => {
  it.each([
    ["a private address", "https://10.0.0.5/weather/{city}", /a private address/],
    ["a host that resolves to loopback", "https://internal.example.test/weather/{city}", /resolves to 127\.0\.0\.1, a loopback address/],
    ["the cloud metadata address", "https://metadata.example.test/weather/{city}", /link-local or cloud metadata/],
    ["a host with one private address among public ones", "https://mixed.example.test/weather/{city}", /10\.1\.2\.3, a private address/],
    ["loopback by number", "https://127.0.0.1/weather/{city}", /a loopback address/],
    ["IPv6 loopback", "https://[::1]/weather/{city}", /a loopback address/],
    ["plain http", "http://api.example.com/weather/{city}", /must use https/],
  ])("refuses %s in production settings, on the timeline", async (_why, template, reason) => {
    const p = await person({ http: [weather(template)] });
    const { result } = await callOnce(p.id, p.tools, "weather", { city: "Oslo" }, production);
    expect(result).toMatchObject({ error: expect.stringMatching(reason) });
    expect(await lastToolEvent(p.id)).toMatchObject({ outcome: "refused", error: expect.stringMatching(reason) });
  });

  it("never follows a redirect, even where local addresses are allowed", async () => {
    const p = await person({ http: [weather(`${redirectUrl}/weather/{city}`)] });
    const { result } = await callOnce(p.id, p.tools, "weather", { city: "Oslo" }, { allowLocal: true });
    expect(result).toMatchObject({ error: expect.stringMatching(/redirect \(302\), which is not followed/) });
    expect(await lastToolEvent(p.id)).toMatchObject({ outcome: "refused" });
  });

  it("offers no tools of an MCP server whose address is refused, and says why", async () => {
    const p = await person({ mcpServers: [{ name: "crm", url: "https://internal.example.test/mcp", allow: ["find_lead"] }] });
    const toolbox = await openToolbox({ personId: p.id, enabled: [], config: p.tools, origin: "controller", actor: "person", egress: production });
    try {
      expect(Object.keys(toolbox.tools)).toEqual([]);
      expect(toolbox.unavailable).toEqual([{ server: "crm", problem: expect.stringMatching(/loopback address/) }]);
    } finally {
      await toolbox.close();
    }
  });
});
