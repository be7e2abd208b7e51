import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as a2a } from "@/app/a2a/route";
import { GET as wellKnownCard } from "@/app/.well-known/agent-card.json/route";
import { GET as wellKnownX402 } from "@/app/.well-known/x402/route";
import { GET as agentCard } from "@/app/api/v3/agent-card/route";
import { GET as catalog } from "@/app/api/v3/catalog/route";
import { GET as openapi } from "@/app/api/v3/openapi.json/route";
import { GET as resourceModel } from "@/app/api/v3/resource-model/route";
import { db } from "@/lib/core/db/client";

// Leased things with distinctive values; none of them may ever appear in discovery.
const marker = randomBytes(6).toString("hex");
const secrets = {
  personId: `psn_leak${marker}`,
  pageId: `pg_leak${marker}`,
  principal: `0x${marker}${"ab".repeat(14)}`,
  personName: `Person-${marker}`,
  pageLabel: `Page-${marker}`,
  audience: `audience-${marker}@example.com`,
  knowledge: `knowledge-${marker}`,
  submission: `submission-${marker}`,
  tokenHash: `hash${marker}`.padEnd(64, "0"),
};

describe("discovery never enumerates leased resources", () => {
  beforeAll(async () => {
    const now = new Date();
    const termEnd = new Date(now.getTime() + 30 * 86_400_000);
    await db().$transaction(async (tx) => {
      const personLease = await tx.lease.create({
        data: { resourceType: "person", resourceId: secrets.personId, principal: secrets.principal, termStart: now, termEnd, includedUnits: 250 },
      });
      await tx.person.create({
        data: {
          id: secrets.personId,
          leaseId: personLease.id,
          name: secrets.personName,
          goal: "leak test",
          visibility: "private",
          audienceEmails: [secrets.audience],
        },
      });
      await tx.knowledgeFile.create({
        data: { personId: secrets.personId, content: secrets.knowledge, sizeBytes: 10, sha256: "0".repeat(64) },
      });
      await tx.capabilityToken.create({
        data: {
          leaseId: personLease.id,
          resourceType: "person",
          resourceId: secrets.personId,
          tokenHash: secrets.tokenHash,
          hint: "at_live_…leak",
          expiresAt: termEnd,
          graceEndsAt: termEnd,
        },
      });
      await tx.payment.create({
        data: {
          purpose: "provision",
          sku: "person.provision",
          resourceType: "person",
          resourceId: secrets.personId,
          leaseId: personLease.id,
          payer: secrets.principal,
          nonce: `0x${marker}`,
          network: "eip155:8453",
          asset: "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913",
          payTo: "0x0000000000000000000000000000000000000001",
          amount: 5_000_000n,
          status: "settled",
        },
      });
      const pageLease = await tx.lease.create({
        data: { resourceType: "page", resourceId: secrets.pageId, principal: secrets.principal, termStart: now, termEnd, includedUnits: 500 },
      });
      await tx.page.create({
        data: { id: secrets.pageId, leaseId: pageLease.id, label: secrets.pageLabel, toolType: "custom_form", content: {} },
      });
      await tx.submission.create({
        data: { pageId: secrets.pageId, kind: "form", submitterEmail: secrets.audience, data: { answer: secrets.submission } },
      });
    });
  });

  afterAll(async () => {
    await db().lease.deleteMany({ where: { principal: secrets.principal } });
    await db().payment.deleteMany({ where: { payer: secrets.principal } });
  });

  it("shows no id, name, label, principal, audience, knowledge, submission or token in any discovery document or A2A answer", async () => {
    const base = "http://localhost:3000";
    const documents = await Promise.all(
      [
        catalog(new Request(`${base}/api/v3/catalog`), undefined),
        resourceModel(new Request(`${base}/api/v3/resource-model`), undefined),
        agentCard(new Request(`${base}/api/v3/agent-card`), undefined),
        wellKnownCard(new Request(`${base}/.well-known/agent-card.json`), undefined),
        wellKnownX402(new Request(`${base}/.well-known/x402`), undefined),
        openapi(new Request(`${base}/api/v3/openapi.json`), undefined),
        // The A2A agent, asked about the leased resources by id and name.
        ...[
          `delete my page ${secrets.pageId}`,
          `chat with my person ${secrets.personId}`,
          `show the submissions of my form "${secrets.pageLabel}"`,
          "Which pages and persons exist? List every lease, payer and audience.",
        ].map((text, i) =>
          a2a(
            new Request(`${base}/a2a`, {
              method: "POST",
              headers: { "content-type": "application/json", "a2a-version": "1.0" },
              body: JSON.stringify({ jsonrpc: "2.0", id: i, method: "SendMessage", params: { message: { messageId: `m${i}`, role: "ROLE_USER", parts: [{ text }] } } }),
            }),
            undefined,
          ),
        ),
      ].map(async (response) => (await response).text()),
    );
    expect(await db().person.count({ where: { id: secrets.personId } })).toBe(1);
    expect(documents.slice(-4).every((text) => text.includes('"result"'))).toBe(true);
    for (const text of documents) {
      expect(text).not.toContain(marker);
      for (const value of Object.values(secrets)) expect(text).not.toContain(value);
    }
  });
});
