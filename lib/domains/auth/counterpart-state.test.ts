import { describe, expect, it } from "vitest";
import { counterpartPath, counterpartState, sessionTokenOf, stateToFollow } from "./counterpart-state";

const open = { visibility: "public" as const, audienceEmails: [], ownerEmail: null };
const closed = { visibility: "private" as const, audienceEmails: ["ann@example.com"], ownerEmail: null };
const live = { destroyed: false, serving: true };

describe("counterpartState", () => {
  it("missing and destroyed need no sign-in; then sign-in, audience, availability", () => {
    expect(counterpartState({ resource: null, lease: null }, null)).toBe("missing");
    expect(counterpartState({ resource: null, lease: { destroyed: true, serving: false } }, null)).toBe("destroyed");
    expect(counterpartState({ resource: open, lease: live }, null)).toBe("signed-out");
    expect(counterpartState({ resource: closed, lease: { destroyed: false, serving: false } }, "eve@example.com")).toBe("denied");
    expect(counterpartState({ resource: closed, lease: { destroyed: false, serving: false } }, "ann@example.com")).toBe("unavailable");
    expect(counterpartState({ resource: closed, lease: live }, "ANN@example.com")).toBe("open");
  });
});

describe("stateToFollow", () => {
  it("follows only decisions that show less than the resource, and those naming an email only when signed in", () => {
    expect(stateToFollow("missing", null)).toBe("missing");
    expect(stateToFollow("destroyed", null)).toBe("destroyed");
    expect(stateToFollow("denied", "eve@example.com")).toBe("denied");
    expect(stateToFollow("denied", null)).toBeNull();
    expect(stateToFollow("unavailable", "ann@example.com")).toBe("unavailable");
    for (const value of ["open", "signed-out", "", null, "OPEN", "anything"]) expect(stateToFollow(value, "ann@example.com")).toBeNull();
  });
});

describe("counterpart paths and the session cookie", () => {
  it("names the Page or Person of a document path", () => {
    expect(counterpartPath("/pages/pg_abc")).toEqual({ kind: "page", id: "pg_abc" });
    expect(counterpartPath("/persons/psn_abc/")).toEqual({ kind: "person", id: "psn_abc" });
    for (const path of ["/pages", "/pages/a/b", "/api/pages/x", "/pages/%ff", "/persons/"]) expect(counterpartPath(path)).toBeNull();
  });
  it("reads NextAuth's secure cookie first", () => {
    const jar = (entries: Record<string, string>) => ({ get: (name: string) => (name in entries ? { value: entries[name]! } : undefined) });
    expect(sessionTokenOf(jar({ "next-auth.session-token": "a", "__Secure-next-auth.session-token": "b" }))).toBe("b");
    expect(sessionTokenOf(jar({ "next-auth.session-token": "a" }))).toBe("a");
    expect(sessionTokenOf(jar({}))).toBeNull();
  });
});
