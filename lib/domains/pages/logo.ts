/**
 * A Page's logo, served from this origin (/api/pages/{id}/logo): fetched
 * from the controller's https URL through the egress guard (public
 * addresses only, no redirects, a timeout and a size cap), only raster
 * images, kept in memory for a while (a failure too, so that views of the
 * Page do not call the controller's host each time). The people who open the Page never
 * contact the controller's host (their address stays with us), and the
 * pages' Content-Security-Policy keeps images to this origin.
 */
import { isSuspended } from "../leases/suspension";
import { db } from "../../core/db/client";
import { BoundedCache } from "../../core/egress/cache";
import { checkUrlToKeep, EgressRefused, guardedFetch } from "../../core/egress/egress";
import { ApiError } from "../../core/http/errors";
import { log } from "../../core/log";
import { brandingOf } from "./branding";

/** The largest logo served: 512 KiB. */
export const MAX_LOGO_BYTES = 512 * 1024;
const TYPES = new Set(["image/png", "image/jpeg", "image/gif", "image/webp", "image/avif"]);
const KEEP_MS = 10 * 60_000;
/** A logo that could not be fetched is not asked for again for this long: every view of the Page would call the controller's host otherwise. */
export const LOGO_FAILURE_KEEP_MS = 5 * 60_000;
/** Logos and failures as last fetched, by Page and URL: at most 500, 32 MB in all. */
const kept = new BoundedCache<{ type: string; body: Buffer } | { failed: string }>({ maxEntries: 500, maxBytes: 32 * 1024 * 1024 });

export async function pageLogo(pageId: string): Promise<{ type: string; body: Buffer }> {
  const page = await db().page.findUnique({ where: { id: pageId }, select: { branding: true, lease: { select: { suspendedAt: true } } } });
  // A suspended Page shows nothing of itself (lib/domains/leases/suspension.ts): no logo either.
  const url = page && !isSuspended(page.lease) ? brandingOf(page.branding).logoUrl : undefined;
  if (!url) throw new ApiError("not_found", "This Page has no logo.");
  const logo = await kept.through(
    `${pageId} ${url}`,
    async () => {
      try {
        const response = await guardedFetch(url, { timeoutMs: 5_000, maxResponseBytes: MAX_LOGO_BYTES, headers: { accept: [...TYPES].join(", ") } }, "logo");
        const type = String(response.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
        if (response.status !== 200 || response.truncated || !TYPES.has(type)) throw new Error(`answered ${response.status}, ${type || "no type"}${response.truncated ? ", over 512 KiB" : ""}`);
        return { type, body: response.body };
      } catch (error) {
        const reason = error instanceof EgressRefused ? error.message : (error as Error).message;
        log.warn({ pageId, reason }, "A Page's logo could not be fetched");
        return { failed: reason };
      }
    },
    (value) => ("failed" in value ? { bytes: 256 + url.length * 2, ttlMs: LOGO_FAILURE_KEEP_MS } : { bytes: value.body.length + url.length * 2, ttlMs: KEEP_MS }),
  );
  if ("failed" in logo) throw new ApiError("not_found", "The logo could not be fetched.");
  return logo;
}

/** A logo URL about to be saved (provision or PATCH): 400 url_not_allowed when fetching it would be refused (a loopback, private or metadata address), as a webhook's URL. */
export async function checkLogoUrl(branding: { logoUrl?: string | undefined } | null | undefined, path = "branding"): Promise<void> {
  if (branding?.logoUrl) await checkUrlToKeep(branding.logoUrl, "logo", `${path}.logoUrl`);
}
