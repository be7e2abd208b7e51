/**
 * Malformed requests to the counterpart write routes, which are not in the
 * controller OpenAPI (test/http/fuzz.test.ts covers those): Page form
 * answers, Person chat and file vault uploads, signed in and from the
 * service's own origin, so that each request gets past the Origin and
 * session checks to the parsing. Generated with fast-check (fixed seed):
 * odd ids and keys in the path, odd media types, file names and sizes,
 * bodies that are not JSON, not UTF-8, too deep, too large, with NUL or lone
 * surrogates, and the other methods. Every answer is a 4xx JSON
 * `{error, code}` with its table's status, and nothing is written.
 */
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/core/db/client";
import { newResourceId } from "@/lib/core/ids";
import { baseUrl } from "../support/agent";
import { counterpartCookie } from "../support/counterpart";
import { errorShapeProblem, send, type RawRequest } from "../support/security";

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);
const RUNS = Number(process.env.FUZZ_RUNS ?? 120);

let cookie: string;
let pageId: string;
let vaultId: string;
let personId: string;

async function lease(resourceType: "page" | "person", id: string) {
  const now = new Date();
  return db().lease.create({
    data: { resourceType, resourceId: id, principal: `0x${"59".repeat(20)}`, status: "active", termStart: now, termEnd: new Date(now.getTime() + 86_400_000), includedUnits: 500 },
  });
}

beforeAll(async () => {
  cookie = await counterpartCookie("fuzz-counterpart@example.com");
  pageId = newResourceId("page");
  await db().page.create({
    data: {
      id: pageId,
      leaseId: (await lease("page", pageId)).id,
      label: "Form",
      toolType: "custom_form",
      content: { title: "Form", fields: [{ name: "answer", label: "Answer", type: "text", required: true, maxLength: 50 }] },
    },
  });
  vaultId = newResourceId("page");
  await db().page.create({
    data: {
      id: vaultId,
      leaseId: (await lease("page", vaultId)).id,
      label: "Vault",
      toolType: "file_vault",
      content: { vault_title: "Docs", deposited_files: [], requested_uploads: [{ key: "doc", label: "Doc", accept: ["application/pdf"], max_size_bytes: 1024 }] },
    },
  });
  personId = newResourceId("person");
  await db().person.create({ data: { id: personId, leaseId: (await lease("person", personId)).id, name: "Helper", goal: "Help." } });
});

const deep = (depth: number): unknown => (depth === 0 ? "x" : { a: deep(depth - 1) });

/** A JSON route's malformed bodies: each is refused before anything is written. */
const badJsonBody = fc.oneof(
  fc.constant("{"),
  fc.constant(""),
  fc.constant("null"),
  fc.constant("[]"),
  fc.constant('"text"'),
  fc.constant(JSON.stringify(deep(80))),
  fc.constant('{"answers":{"answer":"a\\u0000b"},"message":"a\\u0000b"}'),
  fc.constant('{"answers":{"answer":"\\ud800"},"message":"\\udc00"}'),
  fc.constant(Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d])),
  fc.constant(JSON.stringify({ answers: { answer: "x".repeat(300_000) }, message: "x".repeat(300_000) })),
  fc.record({ answers: fc.anything(), message: fc.anything(), sessionId: fc.anything(), extra: fc.anything() }).map((value) => JSON.stringify(value) ?? "{}"),
  fc.anything().map((value) => JSON.stringify(value) ?? "0"),
);

const oddSegment = fc.oneof(
  fc.constant("%00"),
  fc.constant("%ff"),
  fc.constant("x".repeat(500)),
  fc.constant("..%2f..%2fetc"),
  fc.constant("%E2%80%AE"),
  fc.stringMatching(/^[A-Za-z0-9_-]{1,40}$/),
  fc.string({ minLength: 1, maxLength: 20 }).map(encodeURIComponent),
);

const mediaType = fc.oneof(
  fc.constant("application/pdf"),
  fc.constant("text/plain"),
  fc.constant("application/pdf; charset=\u00ff"),
  fc.constant("not a type"),
  fc.constant("*/*"),
  fc.constant(""),
  fc.string({ maxLength: 30 }).map((s) => s.replace(/[^\x20-\x7e]/g, "")),
);

const fileName = fc.oneof(fc.constant("%E0%A4%A"), fc.constant("%00.pdf"), fc.constant("../../etc/passwd"), fc.constant("x".repeat(3000)), fc.string({ maxLength: 40 }).map(encodeURIComponent));

function expectRefused(request: RawRequest, response: Awaited<ReturnType<typeof send>>) {
  const where = `${request.method} ${request.path} ${JSON.stringify(request.headers)}`;
  expect(response.status, `${where}: ${response.text.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
  expect(response.status, where).toBeLessThan(500);
  expect(errorShapeProblem(response), where).toBeNull();
}

async function nothingWritten() {
  expect(await db().submission.count({ where: { pageId: { in: [pageId, vaultId] } } })).toBe(0);
  expect(await db().pageUpload.count({ where: { pageId: vaultId } })).toBe(0);
  expect(await db().chatMessage.count({ where: { personId } })).toBe(0);
}

describe("fuzzing the counterpart write routes", () => {
  const same = () => [
    ["cookie", cookie],
    ["origin", baseUrl()],
  ] as [string, string][];

  it("JSON routes: malformed bodies and paths are 4xx JSON, nothing written", async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom("pages", "persons"), badJsonBody, fc.option(oddSegment, { nil: undefined }), async (kind, body, segment) => {
        const id = segment ?? (kind === "pages" ? pageId : personId);
        const request: RawRequest = {
          method: "POST",
          path: kind === "pages" ? `/api/counterpart/pages/${id}/submissions` : `/api/counterpart/persons/${id}/chat`,
          headers: [...same(), ["content-type", "application/json"]],
          body,
        };
        const response = await send(request);
        // A valid chat message to a made-up id is 404; the real ids only ever get malformed bodies.
        expectRefused(request, response);
      }),
      { seed: SEED, numRuns: RUNS },
    );
    await nothingWritten();
  });

  it("the upload route: odd keys, media types, names and sizes are 4xx JSON, nothing written", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.option(oddSegment, { nil: undefined }),
        fc.option(oddSegment, { nil: undefined }),
        mediaType,
        fc.option(fileName, { nil: undefined }),
        fc.oneof(fc.constant(Buffer.alloc(0)), fc.constant(Buffer.alloc(2048, 1)), fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes))),
        async (id, key, type, name, body) => {
          const request: RawRequest = {
            method: "POST",
            path: `/api/counterpart/pages/${id ?? vaultId}/uploads/${key ?? "doc"}`,
            headers: [...same(), ...(type ? [["content-type", type] as [string, string]] : []), ...(name !== undefined ? [["x-file-name", name] as [string, string]] : [])],
            body,
          };
          const response = await send(request);
          // The one valid combination (a small PDF to the real key) is accepted; there is none here: bodies are empty, too large or not for application/pdf.
          if (response.status === 201) {
            expect(type.split(";")[0]!.trim().toLowerCase()).toBe("application/pdf");
            await db().submission.deleteMany({ where: { pageId: vaultId } });
            await db().pageUpload.deleteMany({ where: { pageId: vaultId } });
            return;
          }
          expectRefused(request, response);
        },
      ),
      { seed: SEED, numRuns: RUNS },
    );
    expect(await db().submission.count({ where: { pageId: vaultId } })).toBe(0);
  });

  it("other methods are 405 JSON with Allow: POST", async () => {
    for (const path of [`/api/counterpart/pages/${pageId}/submissions`, `/api/counterpart/persons/${personId}/chat`, `/api/counterpart/pages/${vaultId}/uploads/doc`]) {
      for (const method of ["GET", "PUT", "PATCH", "DELETE"]) {
        const request: RawRequest = { method, path, headers: same() };
        const response = await send(request);
        expect(response.status, `${method} ${path}`).toBe(405);
        expect(errorShapeProblem(response), `${method} ${path}`).toBeNull();
        expect(String(response.headers.allow)).toContain("POST");
      }
    }
    await nothingWritten();
  });
});

