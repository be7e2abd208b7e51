/**
 * A Page's logo, served from this origin (/api/pages/{id}/logo): fetched
 * from the controller's https URL through the egress guard (public
 * addresses only, no redirects, a timeout and a size cap), only raster
 * images, kept in memory for a while. The people who open the Page never
 * contact the controller's host (their address stays with us), and the
 * pages' Content-Security-Policy keeps images to this origin.
 */
import { isSuspended } from "../leases/suspension";
import { db } from "../db/client";
import { EgressRefused, guardedFetch } from "../egress/egress";
import { ApiError } from "../http/errors";
import { log } from "../log";
import { brandingOf } from "./branding";

/** The largest logo served: 512 KiB. */
export const MAX_LOGO_BYTES = 512 * 1024;
const TYPES = new Set(["image/png", "image/jpeg", "image/gif", "image/webp", "image/avif"]);
const KEEP_MS = 10 * 60_000;
const kept = new Map<string, { url: string; at: number; type: string; body: Buffer }>();

export async function pageLogo(pageId: string): Promise<{ type: string; body: Buffer }> {
  const page = await db().page.findUnique({ where: { id: pageId }, select: { branding: true, lease: { select: { suspendedAt: true } } } });
  // A suspended Page shows nothing of itself (lib/leases/suspension.ts): no logo either.
  const url = page && !isSuspended(page.lease) ? brandingOf(page.branding).logoUrl : undefined;
  if (!url) throw new ApiError("not_found", "This Page has no logo.");
  const hit = kept.get(pageId);
  if (hit && hit.url === url && Date.now() - hit.at < KEEP_MS) return hit;
  try {
    const response = await guardedFetch(url, { timeoutMs: 5_000, maxResponseBytes: MAX_LOGO_BYTES, headers: { accept: [...TYPES].join(", ") } }, "logo");
    const type = String(response.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
    if (response.status !== 200 || response.truncated || !TYPES.has(type)) throw new Error(`answered ${response.status}, ${type || "no type"}${response.truncated ? ", over 512 KiB" : ""}`);
    const logo = { url, at: Date.now(), type, body: response.body };
    if (kept.size > 500) kept.delete(kept.keys().next().value!);
    kept.set(pageId, logo);
    return logo;
  } catch (error) {
    log.warn({ pageId, reason: error instanceof EgressRefused ? error.message : (error as Error).message }, "A Page's logo could not be fetched");
    throw new ApiError("not_found", "The logo could not be fetched.");
  }
}
