import { describe, expect, it } from "vitest";
import { emailSignIn } from "@/lib/domains/auth/options";
import { configFrom } from "@/lib/core/config";
import { db } from "@/lib/core/db/client";
import { newResourceId } from "@/lib/core/ids";
import { openPage } from "@/lib/domains/pages/open";
import { submitApproval } from "@/lib/domains/pages/behaviour/approval/decide";

async function page(options: { visibility?: "public" | "private"; audienceEmails?: string[]; ownerEmail?: string; termEnd?: Date }) {
  const id = newResourceId("page");
  const now = new Date();
  const lease = await db().lease.create({
    data: { resourceType: "page", resourceId: id, principal: `0x${"55".repeat(20)}`, status: "active", termStart: now, termEnd: options.termEnd ?? new Date(now.getTime() + 86_400_000), includedUnits: 500 },
  });
  await db().page.create({
    data: { id, leaseId: lease.id, label: "P", toolType: "approval", content: { request_title: "R" }, visibility: options.visibility ?? "public", audienceEmails: options.audienceEmails ?? [], ownerEmail: options.ownerEmail ?? null },
  });
  return id;
}

const meta = (email: string) => ({ email, ip: "127.0.0.1", userAgent: "test" });

describe("counterpart access to Pages", () => {
  it("public: any signed-in person; nobody unsigned", async () => {
    const id = await page({});
    expect((await openPage(id, "anyone@example.com")).state).toBe("open");
    expect((await openPage(id, null)).state).toBe("signed-out");
    expect((await openPage("pg_doesnotexist", "anyone@example.com")).state).toBe("missing");
  });

  it("private: the owner and the audience only, and writes are refused to others", async () => {
    const id = await page({ visibility: "private", audienceEmails: ["ann@example.com"], ownerEmail: "owner@example.com" });
    expect((await openPage(id, "ann@example.com")).state).toBe("open");
    expect((await openPage(id, "owner@example.com")).state).toBe("open");
    expect((await openPage(id, "eve@example.com")).state).toBe("denied");
    await expect(submitApproval(id, "approved", "", undefined, meta("eve@example.com"))).rejects.toMatchObject({ code: "forbidden" });
    expect(await db().submission.count({ where: { pageId: id } })).toBe(0);
  });

  it("an expired lease makes the Page unavailable and accepts nothing", async () => {
    const id = await page({ termEnd: new Date(Date.now() - 1000) });
    expect((await openPage(id, "ann@example.com")).state).toBe("unavailable");
    await expect(submitApproval(id, "approved", "", undefined, meta("ann@example.com"))).rejects.toMatchObject({ code: "lease_expired" });
  });
});

describe("email sign-in", () => {
  it("uses SMTP when configured, the outbox on a local machine, and is off (with the reason) otherwise", () => {
    expect(emailSignIn(configFrom({ EMAIL_SERVER: "smtp://mail.example.com:587" })).mode).toBe("smtp");
    expect(emailSignIn(configFrom({ EMAIL_OUTBOX_DIR: "/tmp/outbox" })).mode).toBe("outbox");
    const off = emailSignIn(configFrom({}));
    expect(off).toMatchObject({ mode: "off", reason: expect.stringContaining("EMAIL_SERVER") });
  });
});
