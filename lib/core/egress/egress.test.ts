import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiError } from "../http/errors";
import { addressProblem, checkUrl, checkUrlToKeep, EgressRefused, guardedFetch, type Resolver } from "./egress";

const resolver =
  (answers: Record<string, string[]>): Resolver =>
  async (host) =>
    (answers[host] ?? []).map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));

describe("addressProblem", () => {
  it("refuses every address that is not public, in both families and IPv4-mapped", () => {
    for (const address of [
      "127.0.0.1",
      "127.9.9.9",
      "10.1.2.3",
      "172.16.0.1",
      "172.31.255.255",
      "192.168.1.1",
      "169.254.169.254",
      "169.254.1.1",
      "100.64.0.1",
      "100.127.255.255",
      "0.0.0.0",
      "224.0.0.1",
      "239.255.255.250",
      "255.255.255.255",
      "::",
      "::1",
      "fc00::1",
      "fd00:ec2::254",
      "fe80::1",
      "ff02::1",
      "::ffff:127.0.0.1",
      "::ffff:169.254.169.254",
      "::ffff:a9fe:a9fe",
      "::ffff:10.0.0.1",
      "64:ff9b::a9fe:a9fe",
      "2002:a9fe:a9fe::1",
    ]) {
      expect(addressProblem(address), address).not.toBeNull();
    }
  });

  it("refuses every IPv6 form that embeds an IPv4 address (compatible, translated, NAT64, 6to4, Teredo), whatever it embeds, and IPv6 outside global unicast", () => {
    for (const [url, reason] of [
      ["https://[::127.0.0.1]/", /IPv4-compatible/],
      ["https://[::8.8.8.8]/", /IPv4-compatible/],
      ["https://[::a9fe:a9fe]/", /IPv4-compatible/],
      ["https://[0:0:0:0:0:0:10.0.0.1]/", /IPv4-compatible/],
      ["https://[::ffff:0:127.0.0.1]/", /IPv4-translated/],
      ["https://[64:ff9b::8.8.8.8]/", /NAT64/],
      ["https://[64:ff9b:1::7f00:1]/", /NAT64/],
      ["https://[2002:7f00:1::]/", /6to4/],
      ["https://[2001:0:4136:e378:8000:63bf:80ff:fffe]/", /Teredo/],
      ["https://[3fff::1]/", /documentation/],
      ["https://[5f00::1]/", /global unicast/],
      ["https://[1::7f00:1]/", /global unicast/],
    ] as const) {
      const hostname = new URL(url).hostname.slice(1, -1);
      expect(addressProblem(hostname), url).toMatch(reason);
      expect(addressProblem(hostname, { allowLocal: true }), url).toMatch(reason);
    }
  });

  it("refuses [::127.0.0.1] in a URL, also with the local-development setting", async () => {
    await expect(checkUrl("https://[::127.0.0.1]/hook", "webhook", { allowLocal: false })).rejects.toThrow(/IPv4-compatible/);
    await expect(checkUrl("http://[::127.0.0.1]:3000/hook", "webhook", { allowLocal: true })).rejects.toThrow(/IPv4-compatible/);
    await expect(checkUrl("https://v6.example/", "webhook", { allowLocal: false, resolve: resolver({ "v6.example": ["::7f00:1"] }) })).rejects.toThrow(/resolves to ::7f00:1, an IPv4-compatible address/);
  });

  it("lets public addresses through", () => {
    for (const address of ["93.184.216.34", "1.1.1.1", "100.128.0.1", "172.32.0.1", "2606:4700:4700::1111", "::ffff:8.8.8.8"]) {
      expect(addressProblem(address), address).toBeNull();
    }
  });

  it("with the local-development setting allows loopback only, never private, link-local or metadata", () => {
    expect(addressProblem("127.0.0.1", { allowLocal: true })).toBeNull();
    expect(addressProblem("::1", { allowLocal: true })).toBeNull();
    expect(addressProblem("::ffff:127.0.0.1", { allowLocal: true })).toBeNull();
    for (const address of ["10.0.0.1", "192.168.0.1", "169.254.169.254", "fd00:ec2::254", "100.64.0.1"]) {
      expect(addressProblem(address, { allowLocal: true }), address).not.toBeNull();
    }
  });
});

describe("checkUrl", () => {
  const dns = resolver({
    "hooks.example": ["93.184.216.34"],
    "sneaky.example": ["127.0.0.1"],
    "mixed.example": ["93.184.216.34", "10.0.0.7"],
    "metadata.example": ["fd00:ec2::254"],
  });

  it("accepts an https URL whose host resolves to public addresses only", async () => {
    const checked = await checkUrl("https://hooks.example/in", "webhook", { resolve: dns, allowLocal: false });
    expect(checked.addresses).toEqual([{ address: "93.184.216.34", family: 4 }]);
  });

  it("refuses a host that resolves to 127.0.0.1 by DNS, or to any private address among public ones", async () => {
    await expect(checkUrl("https://sneaky.example/", "webhook", { resolve: dns, allowLocal: false })).rejects.toThrow(/resolves to 127\.0\.0\.1, a loopback address/);
    await expect(checkUrl("https://mixed.example/", "webhook", { resolve: dns, allowLocal: false })).rejects.toThrow(/resolves to 10\.0\.0\.7, a private address/);
    await expect(checkUrl("https://metadata.example/", "webhook", { resolve: dns, allowLocal: false })).rejects.toThrow(/metadata/);
  });

  it("refuses private and metadata literals, http, credentials and hosts that do not resolve", async () => {
    const refused = async (url: string, allowLocal = false) => {
      const error = await checkUrl(url, "webhook", { resolve: dns, allowLocal }).catch((e: unknown) => e);
      expect(error, url).toBeInstanceOf(EgressRefused);
      return (error as Error).message;
    };
    expect(await refused("https://10.0.0.1/hook")).toMatch(/private/);
    expect(await refused("https://169.254.169.254/latest/meta-data")).toMatch(/metadata/);
    expect(await refused("https://[::ffff:169.254.169.254]/")).toMatch(/IPv4-mapped/);
    expect(await refused("https://[fd00:ec2::254]/")).toMatch(/metadata/);
    expect(await refused("https://127.0.0.1/")).toMatch(/loopback/);
    expect(await refused("http://hooks.example/")).toMatch(/must use https/);
    expect(await refused("ftp://hooks.example/")).toMatch(/must use https/);
    expect(await refused("https://user:pw@hooks.example/")).toMatch(/user name or password/);
    expect(await refused("https://nowhere.example/")).toMatch(/does not resolve/);
    expect(await refused("not a url")).toMatch(/absolute URL/);
    // The local-development setting: http and loopback, nothing else.
    expect(await refused("http://10.0.0.1/", true)).toMatch(/private/);
    await expect(checkUrl("http://127.0.0.1:9/", "webhook", { allowLocal: true })).resolves.toBeTruthy();
    await expect(checkUrl("http://sneaky.example:9/", "webhook", { resolve: dns, allowLocal: true })).resolves.toBeTruthy();
  });
});

describe("guardedFetch", () => {
  let server: http.Server;
  let port = 0;
  const hits: string[] = [];
  beforeAll(async () => {
    server = http.createServer((request, response) => {
      hits.push(request.url!);
      if (request.url === "/redirect") {
        response.writeHead(302, { location: `http://127.0.0.1:${port}/target` }).end();
      } else if (request.url === "/big") {
        response.writeHead(200).end("x".repeat(10_000));
      } else if (request.url === "/slow") {
        setTimeout(() => response.writeHead(200).end("late"), 2_000);
      } else {
        let body = "";
        request.on("data", (chunk) => (body += chunk));
        request.on("end", () => response.writeHead(200, { "content-type": "text/plain" }).end(`got ${request.method} ${body} ${request.headers.host}`));
      }
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const init = { timeoutMs: 1_000, maxResponseBytes: 1024 };

  it("posts and reads the answer", async () => {
    const response = await guardedFetch(`http://127.0.0.1:${port}/in`, { ...init, method: "POST", body: "hello" }, "webhook", { allowLocal: true });
    expect(response.status).toBe(200);
    expect(response.body.toString()).toBe(`got POST hello 127.0.0.1:${port}`);
  });

  it("connects to the checked address: a name only the guard's resolver knows is reached there (no second lookup)", async () => {
    const response = await guardedFetch(`http://pinned.invalid:${port}/pin`, init, "webhook", { allowLocal: true, resolve: resolver({ "pinned.invalid": ["127.0.0.1"] }) });
    expect(response.body.toString()).toContain(`pinned.invalid:${port}`);
  });

  it("does not follow a redirect", async () => {
    hits.length = 0;
    const response = await guardedFetch(`http://127.0.0.1:${port}/redirect`, init, "webhook", { allowLocal: true });
    expect(response.status).toBe(302);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(hits).toEqual(["/redirect"]);
  });

  it("reads at most maxResponseBytes, and gives up after the timeout", async () => {
    const big = await guardedFetch(`http://127.0.0.1:${port}/big`, { ...init, maxResponseBytes: 100 }, "webhook", { allowLocal: true });
    expect(big.body.length).toBe(100);
    await expect(guardedFetch(`http://127.0.0.1:${port}/slow`, { ...init, timeoutMs: 200 }, "webhook", { allowLocal: true })).rejects.toThrow(/No answer within 200 ms/);
  });

  it("refuses loopback without the local-development setting, before connecting", async () => {
    hits.length = 0;
    await expect(guardedFetch(`http://127.0.0.1:${port}/in`, init, "webhook", { allowLocal: false })).rejects.toBeInstanceOf(EgressRefused);
    await expect(guardedFetch(`https://localhost.test:${port}/in`, init, "webhook", { allowLocal: false, resolve: resolver({ "localhost.test": ["127.0.0.1"] }) })).rejects.toThrow(/loopback/);
    expect(hits).toEqual([]);
  });
});

describe("checkUrlToKeep (a tool's or a logo's URL, when it is saved)", () => {
  const dns = resolver({ "tools.example": ["93.184.216.34"], "inside.example": ["10.0.0.7"] });
  const refusal = (promise: Promise<void>) => promise.then(() => null, (error: unknown) => error);

  it("refuses a private, metadata or IPv4-compatible literal, or a host resolving to one, as 400 url_not_allowed naming the member", async () => {
    for (const url of ["https://10.0.0.1/mcp", "https://169.254.169.254/latest", "https://[::127.0.0.1]/", "https://[fd00:ec2::254]/", "https://inside.example/tool"]) {
      const error = await refusal(checkUrlToKeep(url, "MCP server crm", "tools.mcpServers.0.url", { resolve: dns, allowLocal: false }));
      expect(error, url).toBeInstanceOf(ApiError);
      expect((error as ApiError).code).toBe("url_not_allowed");
      expect((error as ApiError).details).toEqual([{ path: "tools.mcpServers.0.url", message: expect.any(String) }]);
    }
    // Loopback and http only with the local-development setting.
    expect(await refusal(checkUrlToKeep("https://127.0.0.1/x", "logo", "branding.logoUrl", { resolve: dns, allowLocal: false }))).toBeInstanceOf(ApiError);
    expect(await refusal(checkUrlToKeep("http://tools.example/x", "logo", "branding.logoUrl", { resolve: dns, allowLocal: false }))).toBeInstanceOf(ApiError);
    expect(await refusal(checkUrlToKeep("http://127.0.0.1:9/x", "logo", "branding.logoUrl", { resolve: dns, allowLocal: true }))).toBeNull();
  });

  it("keeps a public host, and one that does not resolve (every call checks it again)", async () => {
    expect(await refusal(checkUrlToKeep("https://tools.example/x", "HTTP tool t", "tools.http.0.urlTemplate", { resolve: dns, allowLocal: false }))).toBeNull();
    expect(await refusal(checkUrlToKeep("https://not-yet.example/x", "HTTP tool t", "tools.http.0.urlTemplate", { resolve: dns, allowLocal: false }))).toBeNull();
    // A call still refuses it.
    await expect(guardedFetch("https://not-yet.example/x", { timeoutMs: 1000, maxResponseBytes: 10 }, "HTTP tool t", { resolve: dns, allowLocal: false })).rejects.toThrow(/does not resolve/);
  });
});
