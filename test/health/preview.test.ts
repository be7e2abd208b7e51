/**
 * A Vercel Preview as teams often leave it: the production build started with VERCEL=1 and VERCEL_ENV=preview,
 * without Vercel Cron's secret or a Blob store. It starts (a production deployment would refuse to), warns
 * in its log, lists what is off in GET /api/health, and refuses a counterpart's upload with nothing stored.
 */
import { readFile } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/core/db/client";
import { HealthSchema } from "@/lib/adapters/health/health";
import { newResourceId } from "@/lib/core/ids";
import { counterpartCookie } from "../support/counterpart";
import { startInstance, type Instance } from "../support/instance";

let preview: Instance;

beforeAll(async () => {
  preview = await startInstance({
    name: "health-preview",
    env: { VERCEL: "1", VERCEL_ENV: "preview", CRON_SECRET: undefined, BLOB_READ_WRITE_TOKEN: undefined, PUBLIC_BASE_URL: undefined, NEXTAUTH_URL: undefined, AUTH_TRUST_HOST: "true" },
  });
});
afterAll(() => preview?.stop());

describe("a Preview deployment without CRON_SECRET and BLOB_READ_WRITE_TOKEN", () => {
  it("starts, warns, and lists in /api/health what is off and what turns it on", async () => {
    // The status says whether the configured dependencies answered in time (on a loaded machine the RPC may not):
    // what is missing is said either way, and never makes the status degraded by itself.
    const body = HealthSchema.parse(await (await fetch(`${preview.url}/api/health`)).json());
    expect(body.status, JSON.stringify(body)).toBe(Object.values(body.checks).every((check) => check.status === "ok") ? "ok" : "degraded");
    expect(body.missing.map(({ piece, set }) => ({ piece, set }))).toEqual([
      { piece: "cron", set: "CRON_SECRET" },
      { piece: "uploads", set: "BLOB_READ_WRITE_TOKEN" },
    ]);
    expect(body.defaults).toMatchObject({ uploads: "off", tasks: "cron" });
    const logged = await readFile(preview.logPath, "utf8");
    expect(logged).toContain("CRON_SECRET is not set, so on this preview deployment");
    expect(logged).toContain("BLOB_READ_WRITE_TOKEN is not set, so on this preview deployment");
  });

  it("refuses a counterpart's upload before reading it (503, reason uploads): no record, no reservation", async () => {
    const id = newResourceId("page");
    const now = new Date();
    const lease = await db().lease.create({
      data: { resourceType: "page", resourceId: id, principal: `0x${"57".repeat(20)}`, status: "active", termStart: now, termEnd: new Date(now.getTime() + 86_400_000), includedUnits: 500 },
    });
    await db().page.create({
      data: { id, leaseId: lease.id, label: "Vault", toolType: "file_vault", content: { vault_title: "Documents", deposited_files: [], requested_uploads: [{ key: "scan", label: "Scan" }] } },
    });
    const cookie = await counterpartCookie("preview.uploads@example.com");
    const response = await fetch(`${preview.url}/api/counterpart/pages/${id}/uploads/scan`, {
      method: "POST",
      headers: { cookie, "content-type": "application/pdf", "content-length": "5" },
      body: "%PDF-",
    });
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ code: "service_unavailable", reason: "uploads" });
    expect(await db().pageUpload.count({ where: { pageId: id } })).toBe(0);
    expect((await db().page.findUniqueOrThrow({ where: { id } })).uploadBytes).toBe(0n);
  });
});
