import { describe, expect, it } from "vitest";
import { GET as unknownRoute, POST as unknownPost } from "@/app/api/[...path]/route";
import { ApiError, errorResponse } from "@/lib/core/http/errors";
import { gateApiRequest } from "@/lib/core/http/gate";
import { apiRoute, parseJsonBody, parseQuery } from "@/lib/adapters/http/handler";
import { PersonProvisionInputSchema, TimelineQuerySchema } from "@/lib/domains/persons/shapes/schemas";
import { PageProvisionInputSchema } from "@/lib/domains/pages/schemas";

// A route built like the real ones: parse, validate, answer.
const echo = apiRoute(async (request: Request) => Response.json(await parseJsonBody(request, PersonProvisionInputSchema), { status: 201 }));
const post = (body: BodyInit, headers: Record<string, string> = { "content-type": "application/json" }) =>
  echo(new Request("http://localhost/api/v3/resources/persons", { method: "POST", body, headers }), undefined);

describe("JSON errors", () => {
  it("answers malformed JSON with 400 invalid_json", async () => {
    const response = await post("{ not json");
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(await response.json()).toMatchObject({ code: "invalid_json", error: expect.stringContaining("not valid JSON") });
  });

  it("answers an empty body with 400 invalid_json", async () => {
    expect(await (await post("")).json()).toMatchObject({ code: "invalid_json" });
  });

  it("answers wrong types with 400 validation_failed and field-level details", async () => {
    const response = await post(JSON.stringify({ name: 42, visibility: "secret", audienceEmails: ["not-an-email"] }));
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.code).toBe("validation_failed");
    const paths = body.details.map((d: { path: string }) => d.path);
    expect(paths).toEqual(expect.arrayContaining(["name", "goal", "visibility", "audienceEmails.0"]));
    for (const detail of body.details) expect(detail.message).toEqual(expect.any(String));
  });

  it("rejects unknown members rather than dropping them silently", async () => {
    const body = await (await post(JSON.stringify({ name: "a", goal: "b", colour: "red" }))).json();
    expect(body.code).toBe("validation_failed");
    expect(body.error).toContain("colour");
  });

  it("answers an oversized body with 413 before parsing it", async () => {
    const big = JSON.stringify({ name: "a", goal: "x".repeat(300 * 1024) });
    const response = await post(big);
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: "payload_too_large" });
  });

  it("answers a non-JSON content type with 415", async () => {
    const response = await post("name=a", { "content-type": "application/x-www-form-urlencoded" });
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ code: "unsupported_media_type" });
  });

  it("accepts a valid body and applies the spec's defaults", async () => {
    const response = await post(JSON.stringify({ name: " Ada ", goal: "Answer questions", audienceEmails: ["Ada@Example.COM", "ada@example.com"] }));
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ name: "Ada", goal: "Answer questions", visibility: "public", audienceEmails: ["ada@example.com"], tools: {} });
  });

  it("validates queries: timeline limit must be 1 to 200", () => {
    const at = (q: string) => new Request(`http://localhost/x?${q}`);
    expect(parseQuery(at("limit=200"), TimelineQuerySchema).limit).toBe(200);
    expect(parseQuery(at(""), TimelineQuerySchema).limit).toBe(50);
    for (const bad of ["limit=0", "limit=201", "limit=abc", "limit=1.5"]) {
      expect(() => parseQuery(at(bad), TimelineQuerySchema)).toThrowError(expect.objectContaining({ code: "validation_failed", status: 400 }));
    }
  });

  it("checks Page content against the toolType's contract", () => {
    expect(PageProvisionInputSchema.parse({ label: "Intake" }).toolType).toBe("custom_form");
    const missing = PageProvisionInputSchema.safeParse({ label: "Sign", toolType: "e_signature" });
    expect(missing.success).toBe(false);
    expect(missing.error!.issues[0]!.path).toEqual(["content"]);
    const wrong = PageProvisionInputSchema.safeParse({ label: "Book", toolType: "scheduler", content: { title: "x", available_days: ["funday"] } });
    expect(wrong.success).toBe(false);
    expect(wrong.error!.issues.map((i) => i.path.join("."))).toEqual(expect.arrayContaining(["content.available_days.0", "content.timezone"]));
    expect(PageProvisionInputSchema.safeParse({ label: "Bad type", toolType: "website" }).success).toBe(false);
  });

  it("answers unknown API routes with 404 not_found JSON, whatever the method", async () => {
    for (const handler of [unknownRoute, unknownPost]) {
      const response = await handler(new Request("http://localhost/api/v3/nothing-here"));
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ code: "not_found", error: expect.stringContaining("/api/v3/nothing-here") });
    }
  });

  it("answers a wrong method on a known route with 405 and Allow", async () => {
    const refusal = gateApiRequest("DELETE", "/api/v3/catalog")!;
    const response = errorResponse(refusal);
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD, OPTIONS");
    expect(await response.json()).toMatchObject({ code: "method_not_allowed" });
    expect(gateApiRequest("PUT", "/api/v3/control/persons/abc")!.headers.Allow).toBe("GET, PATCH, DELETE, HEAD, OPTIONS");
    expect(gateApiRequest("GET", "/api/v3/control/persons/abc/files")).toBeNull();
    expect(gateApiRequest("POST", "/api/v3/unknown")).toBeNull();
  });

  it("refuses /api/v2 as a controller interface", async () => {
    for (const path of ["/api/v2", "/api/v2/control/persons/abc"]) {
      const response = errorResponse(gateApiRequest("GET", path)!);
      expect(response.status).toBe(410);
      const body = await response.json();
      expect(body.code).toBe("api_version_unsupported");
      expect(body.error).toMatch(/not a controller interface/);
    }
  });

  it("hides unexpected errors behind a 500 internal_error", async () => {
    const failing = apiRoute(() => {
      throw new Error("secret database detail");
    });
    const response = await failing(new Request("http://localhost/api/x"), undefined);
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: "Internal error.", code: "internal_error" });
  });

  it("maps each code to its one status", () => {
    expect(new ApiError("unauthorized", "x").status).toBe(401);
    expect(new ApiError("turns_exhausted", "x").status).toBe(429);
    expect(new ApiError("lease_expired", "x").status).toBe(402);
  });
});
