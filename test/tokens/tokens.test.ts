import { describe, expect, it } from "vitest";
import { db } from "@/lib/core/db/client";
import { generateToken, hashToken, isWellFormedToken } from "@/lib/core/token-format";
import { api, bearer, provision } from "../support/agent";

const PAYER = 11;
const DAY = 86_400_000;


const read = (kind: "persons" | "pages", id: string, headers: Record<string, string> = {}) => api(`/api/v3/control/${kind}/${id}`, { headers });
const refresh = (token: string) => api("/api/v3/tokens/refresh", { method: "POST", headers: bearer(token) });
const expectUnauthorized = async (response: Response) => {
  expect(response.status).toBe(401);
  expect(await response.json()).toMatchObject({ code: "unauthorized", error: expect.any(String) });
};

describe("capability tokens", () => {
  it("have the at_live_ format with a checksum", () => {
    const token = generateToken();
    expect(token).toMatch(/^at_live_[0-9A-Za-z]{36}$/);
    expect(isWellFormedToken(token)).toBe(true);
    const flipped = token.slice(0, 12) + (token[12] === "a" ? "b" : "a") + token.slice(13);
    expect(isWellFormedToken(flipped)).toBe(false);
    expect(new Set(Array.from({ length: 200 }, generateToken)).size).toBe(200);
  });

  it("are accepted only as a bearer header, and only for their own resource", async () => {
    const personA = await provision(PAYER, "persons");
    const personB = await provision(PAYER, "persons");
    const page = await provision(PAYER, "pages");

    expect((await read("persons", personA.id, bearer(personA.token))).status).toBe(200);
    await expectUnauthorized(await read("persons", personA.id));
    await expectUnauthorized(await read("persons", personA.id, { authorization: personA.token }));
    await expectUnauthorized(await read("persons", personA.id, { authorization: `Basic ${personA.token}` }));
    await expectUnauthorized(await api(`/api/v3/control/persons/${personA.id}?token=${personA.token}`));
    await expectUnauthorized(await read("persons", personA.id, { cookie: `token=${personA.token}` }));
    await expectUnauthorized(await read("persons", personA.id, bearer(generateToken())));
    await expectUnauthorized(await read("persons", personA.id, bearer("at_live_tooshort")));
    // Another resource's token: same 401, whether or not the id exists.
    await expectUnauthorized(await read("persons", personB.id, bearer(personA.token)));
    await expectUnauthorized(await read("pages", page.id, bearer(personA.token)));
    await expectUnauthorized(await read("persons", personA.id, bearer(page.token)));
    await expectUnauthorized(await read("persons", "psn_doesnotexist0000", bearer(personA.token)));
    const unknown = await (await read("persons", "psn_doesnotexist0000", bearer(personA.token))).text();
    const other = await (await read("persons", personB.id, bearer(personA.token))).text();
    expect(unknown).toBe(other);
  });

  it("refresh rotates: a new token works, the old one is refused at once", async () => {
    const person = await provision(PAYER, "persons");
    const response = await refresh(person.token);
    expect(response.status).toBe(200);
    const { capabilityToken } = await response.json();
    expect(capabilityToken).toMatchObject({ tokenType: "Bearer", resourceType: "person", resourceId: person.id });
    expect(capabilityToken.token).not.toBe(person.token);
    await expectUnauthorized(await read("persons", person.id, bearer(person.token)));
    await expectUnauthorized(await refresh(person.token));
    expect((await read("persons", person.id, bearer(capabilityToken.token))).status).toBe(200);
    const rows = await db().capabilityToken.findMany({ where: { resourceId: person.id }, orderBy: { createdAt: "asc" } });
    expect(rows).toHaveLength(2);
    expect(rows[0]!.revokedAt).not.toBeNull();
    expect(rows[0]!.replacedById).toBe(rows[1]!.id);
  });

  it("two refreshes of one token at once: exactly one wins", async () => {
    const page = await provision(PAYER, "pages");
    const responses = await Promise.all([refresh(page.token), refresh(page.token), refresh(page.token)]);
    expect(responses.map((r) => r.status).sort()).toEqual([200, 401, 401]);
  });

  it("an expired token is refused for control but can be refreshed during its grace period", async () => {
    const person = await provision(PAYER, "persons");
    await db().capabilityToken.update({
      where: { tokenHash: hashToken(person.token) },
      data: { expiresAt: new Date(Date.now() - 1000), graceEndsAt: new Date(Date.now() + DAY) },
    });
    await expectUnauthorized(await read("persons", person.id, bearer(person.token)));
    const response = await refresh(person.token);
    expect(response.status).toBe(200);
    const { capabilityToken } = await response.json();
    expect((await read("persons", person.id, bearer(capabilityToken.token))).status).toBe(200);
  });

  it("past its grace period a token cannot be refreshed", async () => {
    const person = await provision(PAYER, "persons");
    await db().capabilityToken.update({
      where: { tokenHash: hashToken(person.token) },
      data: { expiresAt: new Date(Date.now() - 2 * DAY), graceEndsAt: new Date(Date.now() - 1000) },
    });
    await expectUnauthorized(await refresh(person.token));
  });

  it("a token of an expired lease cannot be refreshed; renewal is the remedy", async () => {
    const page = await provision(PAYER, "pages");
    const lease = await db().lease.findUniqueOrThrow({ where: { resourceId: page.id } });
    await db().lease.update({ where: { id: lease.id }, data: { termEnd: new Date(Date.now() - 1000) } });
    const response = await refresh(page.token);
    expect(response.status).toBe(401);
    expect((await response.json()).error).toMatch(/expired.*[Rr]enew/);
  });

  it("destroying a resource revokes its tokens", async () => {
    const person = await provision(PAYER, "persons");
    const destroyed = await api(`/api/v3/control/persons/${person.id}`, { method: "DELETE", headers: bearer(person.token) });
    expect(destroyed.status).toBe(200);
    await expectUnauthorized(await read("persons", person.id, bearer(person.token)));
    await expectUnauthorized(await refresh(person.token));
    const lease = await db().lease.findUniqueOrThrow({ where: { resourceId: person.id } });
    expect(lease.status).toBe("destroyed");
    expect(await db().person.count({ where: { id: person.id } })).toBe(0);
  });
});

describe("token expiry in any server timezone", () => {
  // Expiry is stored in UTC; the lookup must read it as UTC whatever the process's zone (pg reads a zoneless timestamp as local time).
  it("a token one hour from expiry is live and one an hour past it is not, at UTC-10 and at UTC+14", async () => {
    const { findLiveToken } = await import("@/lib/domains/tokens/authenticate");
    const live = await provision(PAYER, "persons");
    const expired = await provision(PAYER, "persons");
    const HOUR = 3_600_000;
    await db().capabilityToken.update({ where: { tokenHash: hashToken(live.token) }, data: { expiresAt: new Date(Date.now() + HOUR) } });
    await db().capabilityToken.update({ where: { tokenHash: hashToken(expired.token) }, data: { expiresAt: new Date(Date.now() - HOUR), graceEndsAt: new Date(Date.now() + HOUR) } });
    const zone = process.env.TZ;
    try {
      for (const tz of ["Pacific/Honolulu", "Pacific/Kiritimati", "UTC"]) {
        process.env.TZ = tz;
        expect(await findLiveToken(live.token), tz).toMatchObject({ resourceId: live.id });
        expect((await findLiveToken(live.token))!.expiresAt.getTime(), tz).toBeGreaterThan(Date.now());
        expect(await findLiveToken(expired.token), tz).toBeNull();
        expect(await findLiveToken(expired.token, { allowGrace: true }), tz).toMatchObject({ resourceId: expired.id });
      }
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });
});
