import { describe, expect, it } from "vitest";
import { GET as wellKnown } from "@/app/.well-known/agent-card.json/route";
import { GET } from "@/app/api/v3/agent-card/route";

describe("agent card (A2A)", () => {
  it("is served at /api/v3/agent-card and /.well-known/agent-card.json alike", async () => {
    const a = await (await GET(new Request("http://example.test:4000/api/v3/agent-card"), undefined)).json();
    const b = await (await wellKnown(new Request("http://example.test:4000/.well-known/agent-card.json"), undefined)).json();
    expect(a).toEqual(b);
    expect(a).toMatchObject({
      name: "Leasehold",
      url: "http://example.test:4000/a2a",
      supportedInterfaces: [{ url: "http://example.test:4000/a2a", protocolBinding: "JSONRPC" }],
      capabilities: { streaming: true },
      documentationUrl: "http://example.test:4000/api/v3/openapi.json",
    });
    for (const member of ["description", "version", "defaultInputModes", "defaultOutputModes", "skills", "securitySchemes"]) {
      expect(a).toHaveProperty(member);
    }
    expect(a.skills.map((s: { id: string }) => s.id)).toEqual(["provision-person", "control-person", "provision-page", "control-page"]);
    expect(Object.keys(a.securitySchemes)).toEqual(["capabilityToken", "x402"]);
  });
});
