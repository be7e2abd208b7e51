/**
 * Opening a Page as a counterpart: what they meet (the audience rules, the
 * lease), the Page when they may write to it, and who submits. Used by the
 * submissions (lib/domains/pages/types/*) and the uploads (lib/domains/pages/uploads.ts), and
 * who is asking (the sign-in page and email).
 */
import { counterpartState } from "../auth/counterpart-state";
import { db } from "../../core/db/client";
import type { Page } from "../../core/db/generated/client";
import { clientIp } from "../../core/http/client-ip";
import { ApiError } from "../../core/http/errors";
import { isIdShaped } from "../../core/ids";
import { servesCounterparts } from "../leases/suspension";
import { brandingOf, type PageLocale } from "./branding";
import type { ToolType } from "./content";

export type PageAccess =
  | { state: "missing" }
  | { state: "destroyed" }
  | { state: "signed-out"; page: Page }
  | { state: "denied"; page: Page }
  | { state: "unavailable"; page: Page }
  | { state: "open"; page: Page };

/** What a counterpart (`email`, null when signed out) meets at a Page: lib/domains/auth/counterpart-state.ts, the proxy's rule too. */
export async function openPage(id: string, email: string | null): Promise<PageAccess> {
  if (!isIdShaped(id)) return { state: "missing" };
  const page = await db().page.findUnique({ where: { id }, include: { lease: true } });
  if (!page) {
    // Destroyed or never made: the lease outlives a destroyed Page.
    const lease = await db().lease.findUnique({ where: { resourceId: id }, select: { status: true, resourceType: true } });
    return lease?.resourceType === "page" && lease.status === "destroyed" ? { state: "destroyed" } : { state: "missing" };
  }
  const state = counterpartState({ resource: page, lease: { destroyed: false, serving: servesCounterparts(page.lease) } }, email);
  // (missing and destroyed are for an id without a row; this one has it.)
  return state === "missing" || state === "destroyed" ? { state } : { state, page };
}

/** Who asks a person to open a Page (its sign-in page and email): the branding's organisation and logo, and the Page's label when it is public. */
export interface Asking {
  organization?: string;
  logoUrl?: string;
  accentColor?: string;
  contact?: string;
  /** The Page's label: only for a public Page (a private one's label is for its audience). */
  label?: string;
  /** The Page's language (its sign-in page and email speak it). */
  locale?: PageLocale;
}

/** Who asks to open the Page at `path` (`/pages/{id}`), or null for another path or a Page that is gone or unavailable. */
export async function whoIsAsking(path: string): Promise<Asking | null> {
  const match = /^\/pages\/([A-Za-z0-9_]{1,64})(?:[/?#]|$)/.exec(path);
  if (!match) return null;
  const page = await db().page.findUnique({ where: { id: match[1] }, include: { lease: true } });
  if (!page || !servesCounterparts(page.lease)) return null;
  const { organization, logoUrl, accentColor, contact, locale } = brandingOf(page.branding);
  return {
    ...(locale ? { locale } : {}),
    ...(organization ? { organization } : {}),
    ...(logoUrl ? { logoUrl } : {}),
    ...(accentColor ? { accentColor } : {}),
    ...(contact ? { contact } : {}),
    ...(page.visibility === "public" ? { label: page.label } : {}),
  };
}

export interface SubmitMeta {
  email: string;
  ip: string | null;
  userAgent: string | null;
}

/** Who submits: the signed-in email, and the audit trail's address (as the rate limits know it: lib/adapters/http/rate-limit.ts clientIp, never a header the client chose) and browser. */
export function submitMetaOf(email: string, headers: Pick<Headers, "get">): SubmitMeta {
  return { email, ip: clientIp(headers), userAgent: headers.get("user-agent") };
}

export async function openForWriting(pageId: string, email: string, toolTypes: ToolType[]): Promise<Page> {
  const access = await openPage(pageId, email);
  if (access.state === "missing") throw new ApiError("not_found", "This Page does not exist.");
  if (access.state === "destroyed") throw new ApiError("resource_destroyed", "This Page was removed by its owner.");
  if (access.state === "denied" || access.state === "signed-out") throw new ApiError("forbidden", "You do not have access to this Page.");
  if (access.state === "unavailable") throw new ApiError("lease_expired", "This Page is not available right now.");
  if (!toolTypes.includes(access.page.toolType as ToolType)) throw new ApiError("conflict", "This Page does not take that kind of answer.");
  return access.page;
}
