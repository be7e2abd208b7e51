import { AgentCard } from "@a2a-js/sdk";
import { DefaultAgentCardResolver } from "@a2a-js/sdk/client";
import { getSupportedVersions } from "@a2a-js/sdk/server";
import { describe, expect, it } from "vitest";
import { GET as wellKnown } from "@/app/.well-known/agent-card.json/route";
import { GET } from "@/app/api/v3/agent-card/route";
import { AgentCardSchema } from "@/lib/adapters/catalog/agent-card";
import { config } from "@/lib/core/config";

/** The configured public URL (the suite's NEXTAUTH_URL): never the request's host (lib/adapters/http/handler.ts baseUrlOf). */
const BASE = config().publicBaseUrl!;

async function fetchCard() {
  const a = await (await GET(new Request("http://example.test:4000/api/v3/agent-card"), undefined)).json();
  const b = await (await wellKnown(new Request("http://example.test:4000/.well-known/agent-card.json"), undefined)).json();
  expect(a).toEqual(b);
  return a;
}

describe("agent card (A2A)", () => {
  it("is served at /api/v3/agent-card and /.well-known/agent-card.json alike, pointing to /a2a", async () => {
    const a = await fetchCard();
    expect(AgentCardSchema.parse(a)).toEqual(a);
    expect(a).toMatchObject({
      name: "Leasehold",
      url: `${BASE}/a2a`,
      preferredTransport: "JSONRPC",
      supportedInterfaces: [
        { url: `${BASE}/a2a`, protocolBinding: "JSONRPC", protocolVersion: "1.0" },
        { url: `${BASE}/a2a`, protocolBinding: "JSONRPC", protocolVersion: "0.3" },
      ],
      capabilities: { streaming: true, pushNotifications: false, extendedAgentCard: false },
      documentationUrl: `${BASE}/api/v3/openapi.json`,
    });
    for (const member of ["description", "version", "defaultInputModes", "defaultOutputModes", "skills", "securitySchemes"]) {
      expect(a).toHaveProperty(member);
    }
    expect(a.skills.map((s: { id: string }) => s.id)).toEqual(["recommend-resource", "provision-person", "control-person", "provision-page", "control-page"]);
    expect(Object.keys(a.securitySchemes)).toEqual(["capabilityToken", "x402"]);
    // /a2a is public: a client must not send it a token.
    expect(a.securityRequirements).toEqual([]);
  });

  it("is a card the official A2A SDK reads without losing anything", async () => {
    const card = await fetchCard();
    // The SDK client's resolver recognises the 1.0 (proto JSON) form and parses it.
    const parsed = new DefaultAgentCardResolver().normalizeAgentCard(card);
    expect(parsed.securitySchemes.capabilityToken?.scheme).toMatchObject({ $case: "httpAuthSecurityScheme", value: { scheme: "Bearer" } });
    expect(parsed.securitySchemes.x402?.scheme).toMatchObject({ $case: "apiKeySecurityScheme", value: { location: "header", name: "PAYMENT-SIGNATURE" } });
    expect([...getSupportedVersions(parsed, "JSONRPC")]).toEqual(["1.0", "0.3"]);
    // Every 1.0 member survives the SDK's codec (which leaves out empty lists); only the 0.3 members are outside it.
    const { url, preferredTransport, protocolVersion, securityRequirements, ...v1 } = card;
    expect([url, preferredTransport, protocolVersion, securityRequirements]).toEqual([`${BASE}/a2a`, "JSONRPC", "0.3.0", []]);
    expect(AgentCard.toJSON(AgentCard.fromJSON(card))).toEqual(v1);
  });
});
