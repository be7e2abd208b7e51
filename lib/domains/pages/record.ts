import { brandingOf } from "./branding";
import type { z } from "zod";
import type { Lease, Page } from "../../core/db/generated/client";
import { leaseRecord } from "../leases/lease";
import type { LinkRecord } from "../links/schemas";
import { counterpartUrl } from "../leases/urls";
import type { ToolType } from "./content";
import type { PageSchema } from "./schemas";

export type PageRecord = z.infer<typeof PageSchema>;

export function pageRecord(page: Page & { lease: Lease }, baseUrl: string, now = new Date(), links: LinkRecord[] = []): PageRecord {
  return {
    id: page.id,
    type: "page",
    label: page.label,
    toolType: page.toolType as ToolType,
    content: page.content as Record<string, unknown>,
    visibility: page.visibility,
    audienceEmails: page.audienceEmails,
    ownerEmail: page.ownerEmail,
    counterpartUrl: counterpartUrl(baseUrl, "page", page.id),
    embedOrigins: page.embedOrigins,
    branding: brandingOf(page.branding),
    notify: page.notifyEmail ? { email: page.notifyEmail } : null,
    receipt: page.receipt,
    links,
    lease: leaseRecord(page.lease, now),
    createdAt: page.createdAt.toISOString(),
    updatedAt: page.updatedAt.toISOString(),
  };
}
