import { describe, expect, it, vi } from "vitest";
import { configFrom } from "../../core/config";
import { log } from "../../core/log";
import { generateToken, hashToken } from "../../core/token-format";
import { ApiError } from "../../core/http/errors";
import { bucketsFor, CLIENT_ADDRESS_HEADER, clientAddress, clientIp, enforceRateLimit, socketAddressHeaderTrusted, normalizeAddress, UNKNOWN_ADDRESS, type Bucket, type RateLimitStore } from "./rate-limit";

const headers = (entries: Record<string, string>) => new Headers(entries);

describe("normalizeAddress", () => {
  it("keeps IPv4 addresses, without a port or the IPv6 mapping", () => {
    expect(normalizeAddress("203.0.113.7")).toBe("203.0.113.7");
    expect(normalizeAddress(" 203.0.113.7:5123 ")).toBe("203.0.113.7");
    expect(normalizeAddress("::ffff:203.0.113.7")).toBe("203.0.113.7");
  });

  it("counts an IPv6 address by its /64, however it is written", () => {
    expect(normalizeAddress("2001:db8:1:2:3:4:5:6")).toBe("2001:db8:1:2::/64");
    expect(normalizeAddress("2001:DB8:1:2::99")).toBe("2001:db8:1:2::/64");
    expect(normalizeAddress("[2001:db8:0001:0002::1]:443")).toBe("2001:db8:1:2::/64");
    expect(normalizeAddress("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(normalizeAddress("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(normalizeAddress("::1")).toBe("0:0:0:0::/64");
  });

  it("puts anything else in the unknown bucket", () => {
    for (const raw of ["", null, undefined, "unknown", "example.com", "999.1.1.1", "1.2.3", "<script>"]) {
      expect(normalizeAddress(raw)).toBe(UNKNOWN_ADDRESS);
    }
  });
});

describe("clientAddress", () => {
  const forwarded = headers({ "x-forwarded-for": "10.9.9.9, 198.51.100.1, 192.0.2.5", "x-real-ip": "192.0.2.77", "x-vercel-forwarded-for": "192.0.2.88" });

  it("without a trusted proxy and without the preload (plain next start), trusts no header: one shared bucket", () => {
    expect(socketAddressHeaderTrusted()).toBe(false);
    expect(clientAddress(forwarded, "none")).toBe(UNKNOWN_ADDRESS);
    expect(clientAddress(headers({ [CLIENT_ADDRESS_HEADER]: "192.0.2.9" }), "none")).toBe(UNKNOWN_ADDRESS);
    expect(clientAddress(headers({}), "none")).toBe(UNKNOWN_ADDRESS);
  });

  it("without a trusted proxy, with scripts/client-address.mjs preloaded: the socket's address it set, never X-Forwarded-For", async () => {
    // @ts-expect-error a plain JavaScript preload without types
    await import("../../../scripts/client-address.mjs");
    expect(socketAddressHeaderTrusted()).toBe(true);
    expect(clientAddress(headers({ [CLIENT_ADDRESS_HEADER]: "192.0.2.9", "x-forwarded-for": "6.6.6.6" }), "none")).toBe("192.0.2.9");
    expect(clientIp(headers({ [CLIENT_ADDRESS_HEADER]: "::ffff:127.0.0.2" }), "none")).toBe("::ffff:127.0.0.2");
    expect(clientAddress(headers({ [CLIENT_ADDRESS_HEADER]: "::ffff:127.0.0.2" }), "none")).toBe("127.0.0.2");
    expect(clientAddress(headers({ "x-forwarded-for": "6.6.6.6" }), "none")).toBe(UNKNOWN_ADDRESS);
    // Behind a declared proxy its header counts, not the socket (the proxy's own address).
    expect(clientAddress(headers({ [CLIENT_ADDRESS_HEADER]: "127.0.0.1", "x-forwarded-for": "192.0.2.5" }), 1)).toBe("192.0.2.5");
  });

  it("behind N trusted proxies, takes the Nth X-Forwarded-For entry from the right (what the outermost proxy saw)", () => {
    expect(clientAddress(forwarded, 1)).toBe("192.0.2.5");
    expect(clientAddress(forwarded, 2)).toBe("198.51.100.1");
    expect(clientAddress(forwarded, 3)).toBe("10.9.9.9");
    // Fewer entries than proxies: the header was not written by them.
    expect(clientAddress(forwarded, 4)).toBe(UNKNOWN_ADDRESS);
    expect(clientAddress(headers({}), 1)).toBe(UNKNOWN_ADDRESS);
  });

  it("a client cannot choose its bucket by prepending entries", () => {
    const spoofed = (left: string) => headers({ "x-forwarded-for": `${left}, 192.0.2.5` });
    expect(clientAddress(spoofed("1.1.1.1"), 1)).toBe(clientAddress(spoofed("8.8.8.8, 9.9.9.9"), 1));
  });

  it("on Vercel, reads x-vercel-forwarded-for, else x-real-ip", () => {
    expect(clientAddress(forwarded, "vercel")).toBe("192.0.2.88");
    expect(clientAddress(headers({ "x-real-ip": "192.0.2.77", "x-forwarded-for": "6.6.6.6" }), "vercel")).toBe("192.0.2.77");
    expect(clientAddress(headers({ "x-forwarded-for": "6.6.6.6" }), "vercel")).toBe(UNKNOWN_ADDRESS);
  });
});

describe("TRUST_PROXY", () => {
  it("defaults to vercel on Vercel and to none elsewhere; a number counts proxies", () => {
    expect(configFrom({}).rateLimits.trustProxy).toBe("none");
    expect(configFrom({ VERCEL: "1" }).rateLimits.trustProxy).toBe("vercel");
    expect(configFrom({ VERCEL: "1", TRUST_PROXY: "none" }).rateLimits.trustProxy).toBe("none");
    expect(configFrom({ TRUST_PROXY: "2" }).rateLimits.trustProxy).toBe(2);
    expect(configFrom({ TRUST_PROXY: "0" }).rateLimits.trustProxy).toBe("none");
    expect(() => configFrom({ TRUST_PROXY: "yes" })).toThrow(/TRUST_PROXY/);
  });

  it("limits come from the environment, with defaults", () => {
    const { policies } = configFrom({}).rateLimits;
    expect(policies.control).toEqual({ windowSeconds: 60, burstSeconds: 10, perToken: 120, perAddress: 600 });
    expect(policies.signin).toEqual({ windowSeconds: 900, burstSeconds: 900, perAddress: 10, perEmail: 5 });
    // A burst longer than the window is the window.
    expect(configFrom({ RATE_LIMIT_BURST_SECONDS: "300" }).rateLimits.policies.mcp.burstSeconds).toBe(60);
    expect(configFrom({ RATE_LIMIT_PROVISION_PER_ADDRESS: "7" }).rateLimits.policies.provision.perAddress).toBe(7);
    expect(() => configFrom({ RATE_LIMIT_A2A_PER_ADDRESS: "0" })).toThrow(/RATE_LIMIT_A2A_PER_ADDRESS/);
  });
});

describe("bucketsFor", () => {
  const cfg = configFrom({});

  it("control: the address and the token, the token by its SHA-256 only", () => {
    const token = generateToken();
    const buckets = bucketsFor("control", { address: "192.0.2.5", token }, cfg);
    expect(buckets.map((b) => b.key)).toEqual(["control:addr:192.0.2.5", `control:token:${hashToken(token)}`]);
    expect(JSON.stringify(buckets)).not.toContain(token);
    expect(buckets.map((b) => b.limit)).toEqual([600, 120]);
    // Ten seconds of each rate at once.
    expect(buckets.map((b) => b.burst)).toEqual([100, 20]);
  });

  it("a burst is at least one request and at most the limit", () => {
    const small = configFrom({ RATE_LIMIT_A2A_PER_ADDRESS: "2" });
    expect(bucketsFor("a2a", { address: "192.0.2.5" }, small)[0]!.burst).toBe(1);
    const whole = configFrom({ RATE_LIMIT_A2A_PER_ADDRESS: "7", RATE_LIMIT_BURST_SECONDS: "60" });
    expect(bucketsFor("a2a", { address: "192.0.2.5" }, whole)[0]!.burst).toBe(7);
    // Sign-in counts its whole window at once.
    expect(bucketsFor("signin", { address: "192.0.2.5", email: "a@example.com" }, cfg).map((b) => b.burst)).toEqual([10, 5]);
  });

  it("ignores a token that is not well formed (its request is refused anyway), and tokens where the policy has none", () => {
    expect(bucketsFor("control", { address: "192.0.2.5", token: "at_live_nope" }, cfg)).toHaveLength(1);
    expect(bucketsFor("provision", { address: "192.0.2.5", token: generateToken() }, cfg)).toHaveLength(1);
  });

  it("sign-in: the address and the email address, hashed and case-insensitive", () => {
    const a = bucketsFor("signin", { address: "192.0.2.5", email: "Ann@Example.com " }, cfg);
    const b = bucketsFor("signin", { address: "192.0.2.6", email: "ann@example.com" }, cfg);
    expect(a[1]!.key).toBe(b[1]!.key);
    expect(a[1]!.key).not.toContain("ann");
    expect(a[1]!.windowSeconds).toBe(900);
  });

  it("sign-in: Unicode variants of one address (NFKC, case) share the per-email bucket", () => {
    const key = (email: string) => bucketsFor("signin", { address: "192.0.2.5", email }, cfg)[1]!.key;
    for (const variant of ["ＡＮＮ@ｅｘａｍｐｌｅ.ｃｏｍ", "ann@EXAMPLE.com", "\u{1D41A}nn@example.com", " ann@example.com"]) {
      expect(key(variant), variant).toBe(key("ann@example.com"));
    }
  });
});

/** Counts in memory: every request joins the burst (a step longer than the test). */
function memoryStore(): RateLimitStore & { counts: Map<string, number> } {
  const counts = new Map<string, number>();
  return {
    counts,
    async hit(buckets: Bucket[]) {
      return buckets.map((b) => {
        counts.set(b.key, (counts.get(b.key) ?? 0) + 1);
        return { key: b.key, count: counts.get(b.key)!, retryAfter: 42 };
      });
    },
  };
}

describe("enforceRateLimit", () => {
  // Bursts of the whole window: two requests at once per token, three per address.
  const cfg = configFrom({ RATE_LIMIT_CONTROL_PER_TOKEN: "2", RATE_LIMIT_CONTROL_PER_ADDRESS: "3", RATE_LIMIT_BURST_SECONDS: "60" });

  it("lets the limit through, then answers 429 rate_limited with Retry-After", async () => {
    const store = memoryStore();
    const token = generateToken();
    await enforceRateLimit("control", { address: "192.0.2.5", token }, { store, cfg });
    await enforceRateLimit("control", { address: "192.0.2.5", token }, { store, cfg });
    const error = await enforceRateLimit("control", { address: "192.0.2.5", token }, { store, cfg }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(429);
    expect((error as ApiError).body()).toMatchObject({ code: "rate_limited" });
    expect((error as ApiError).message).toMatch(/capability token: at most 2 per 60 seconds/);
    expect((error as ApiError).headers["Retry-After"]).toBe("42");
    // Another token from the same address: the address's limit (3) is what is left.
    const other = await enforceRateLimit("control", { address: "192.0.2.5", token: generateToken() }, { store, cfg }).catch((e: unknown) => e);
    expect((other as ApiError).message).toMatch(/client address: at most 3/);
  });

  it("once a bucket has refused, refuses it from memory until its Retry-After, without asking the store", async () => {
    const store = memoryStore();
    let asked = 0;
    const counting: RateLimitStore = { hit: (buckets) => (asked++, store.hit(buckets)) };
    const token = generateToken();
    const subject = { address: "192.0.2.77", token };
    for (let i = 0; i < 2; i++) await enforceRateLimit("control", subject, { store: counting, cfg });
    const first = await enforceRateLimit("control", subject, { store: counting, cfg }).catch((e: unknown) => e);
    expect((first as ApiError).status).toBe(429);
    expect(asked).toBe(3);
    for (let i = 0; i < 5; i++) {
      const again = await enforceRateLimit("control", subject, { store: counting, cfg }).catch((e: unknown) => e);
      expect((again as ApiError).status).toBe(429);
      expect(Number((again as ApiError).headers["Retry-After"])).toBeGreaterThan(0);
      expect(Number((again as ApiError).headers["Retry-After"])).toBeLessThanOrEqual(42);
    }
    expect(asked).toBe(3);
    // Another token from the same address is not refused by the token's bucket.
    await expect(enforceRateLimit("control", { address: "192.0.2.78", token: generateToken() }, { store: counting, cfg })).resolves.toBeUndefined();
    expect(asked).toBe(4);
  });

  it("lets requests through when the store fails", async () => {
    const failing: RateLimitStore = { hit: () => Promise.reject(new Error("database down")) };
    const logged = vi.spyOn(log, "error").mockImplementation(() => {});
    try {
      await expect(enforceRateLimit("a2a", { address: "192.0.2.5" }, { store: failing, cfg })).resolves.toBeUndefined();
      expect(logged).toHaveBeenCalledTimes(1);
    } finally {
      logged.mockRestore();
    }
  });
});
