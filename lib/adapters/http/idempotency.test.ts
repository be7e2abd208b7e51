import { describe, expect, it } from "vitest";
import { ApiError } from "../../core/http/errors";
import { idempotencyKeyOf, requestHash } from "./idempotency";

const withKey = (key?: string) => new Headers(key === undefined ? {} : { "Idempotency-Key": key });

describe("idempotencyKeyOf", () => {
  it("accepts 1 to 255 visible ASCII characters, and no header at all", () => {
    expect(idempotencyKeyOf(withKey())).toBeNull();
    for (const key of ["a", "5f0c6f8e-3a51-4a5c-9a43-2f7f1f1c2b7e", "~!@#$%^&*()_+{}|:<>?", "k".repeat(255)]) {
      expect(idempotencyKeyOf(withKey(key))).toBe(key);
    }
  });

  it("refuses an empty key, spaces, control or non-ASCII characters and more than 255 characters with 400 validation_failed", () => {
    for (const key of ["", "has space", "tab\there", "k".repeat(256), "caf\u00e9"]) {
      const error = (() => {
        try {
          return idempotencyKeyOf(withKey(key));
        } catch (e) {
          return e;
        }
      })();
      expect(error, JSON.stringify(key)).toBeInstanceOf(ApiError);
      expect((error as ApiError).code).toBe("validation_failed");
      expect((error as ApiError).details?.[0]?.path).toBe("Idempotency-Key");
    }
  });
});

describe("requestHash", () => {
  it("differs by method, path and body", () => {
    const base = { method: "PATCH", path: "/api/v3/control/persons/psn_1", body: '{"name":"A"}' };
    const hash = requestHash(base);
    expect(requestHash({ ...base })).toBe(hash);
    expect(requestHash({ ...base, method: "POST" })).not.toBe(hash);
    expect(requestHash({ ...base, path: "/api/v3/control/persons/psn_1/audience" })).not.toBe(hash);
    expect(requestHash({ ...base, body: '{"name":"B"}' })).not.toBe(hash);
  });
});
