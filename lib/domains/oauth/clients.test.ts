import { describe, expect, it } from "vitest";
import { fetchClientDocument, isAcceptableRedirectUri, MAX_CLIENT_DOCUMENT_BYTES, MAX_REGISTERED_REDIRECT_URIS, registerClient } from "./clients";
import { OAuthError } from "./errors";
import { parseScope } from "./metadata";

describe("scopes and redirect URIs", () => {
  it("reads mcp:read and mcp:write, refuses anything else", () => {
    expect(parseScope(undefined)).toEqual({ write: true });
    expect(parseScope("mcp:read")).toEqual({ write: false });
    expect(parseScope("mcp:read mcp:write")).toEqual({ write: true });
    expect(parseScope("mcp:read admin")).toBeNull();
  });

  it("takes https, or http on a loopback host, without a fragment", () => {
    expect(isAcceptableRedirectUri("https://claude.ai/api/mcp/auth_callback")).toBe(true);
    expect(isAcceptableRedirectUri("http://127.0.0.1:33418/callback")).toBe(true);
    expect(isAcceptableRedirectUri("http://example.com/callback")).toBe(false);
    expect(isAcceptableRedirectUri("https://example.com/cb#x")).toBe(false);
    expect(isAcceptableRedirectUri("javascript:alert(1)")).toBe(false);
  });
});

describe("client ID metadata documents", () => {
  const url = "https://client.example/oauth/client.json";
  const answer = (status: number, body: unknown, truncated = false) => async () => ({ status, headers: {}, body: Buffer.from(typeof body === "string" ? body : JSON.stringify(body)), truncated });
  const refused = async (fetch: ReturnType<typeof answer>, clientId = url) => {
    const error = await fetchClientDocument(clientId, { fetch }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OAuthError);
    return (error as OAuthError).description;
  };

  it("reads the client's name and redirect URIs", async () => {
    const client = await fetchClientDocument(url, { fetch: answer(200, { client_id: url, client_name: "Claude", redirect_uris: ["https://claude.ai/api/mcp/auth_callback"] }) });
    expect(client).toEqual({ clientId: url, name: "Claude", redirectUris: ["https://claude.ai/api/mcp/auth_callback"] });
  });

  it("refuses another client_id, a bad status, a large or non-JSON document, a secret-based client, a URL without a path", async () => {
    expect(await refused(answer(200, { client_id: "https://other.example/c.json", redirect_uris: ["https://a.example/cb"] }))).toContain("not its own URL");
    expect(await refused(answer(404, "nope"))).toContain("HTTP 404");
    expect(await refused(answer(200, "x".repeat(MAX_CLIENT_DOCUMENT_BYTES + 1), true))).toContain("larger than");
    expect(await refused(answer(200, "{not json"))).toContain("not JSON");
    expect(await refused(answer(200, { client_id: url, redirect_uris: ["https://a.example/cb"], token_endpoint_auth_method: "private_key_jwt" }))).toContain("invalid");
    expect(await refused(answer(200, {}), "https://client.example/")).toContain("with a path");
  });
});

describe("dynamic registration bounds (refused before anything is stored)", () => {
  const refusal = (body: unknown) => registerClient(body).then(() => null, (error: unknown) => error as OAuthError);

  it("takes at most 4 redirect URIs of at most 512 characters each", async () => {
    const many = Array.from({ length: MAX_REGISTERED_REDIRECT_URIS + 1 }, (_, n) => `https://connector.example/cb${n}`);
    expect(await refusal({ redirect_uris: many })).toMatchObject({ error: "invalid_redirect_uri" });
    expect(await refusal({ redirect_uris: [`https://connector.example/${"a".repeat(500)}`] })).toMatchObject({ error: "invalid_redirect_uri", description: expect.stringContaining("512") });
    expect(await refusal({ redirect_uris: ["https://connector.example/cb"], client_name: "x".repeat(101) })).toMatchObject({ error: "invalid_client_metadata" });
  });
});
