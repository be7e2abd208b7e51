/**
 * OAuth clients: a client ID metadata document (the client_id is an https URL
 * whose JSON document names the client and its redirect URIs, fetched through
 * the egress guard, bounded in time and size), or a client registered with
 * dynamic client registration (RFC 7591, an `oc_…` id). Every client is
 * public (PKCE, no secret).
 */
import { randomBytes } from "node:crypto";
import { z } from "zod";
import { config } from "../../core/config";
import { now } from "../../core/clock/clock";
import { db, type Tx } from "../../core/db/client";
import { BoundedCache } from "../../core/egress/cache";
import { EgressRefused, guardedFetch } from "../../core/egress/egress";
import { OAuthError } from "./errors";

export interface OAuthClientInfo {
  clientId: string;
  name: string;
  redirectUris: string[];
}

export const MAX_CLIENT_DOCUMENT_BYTES = 16 * 1024;
export const CLIENT_DOCUMENT_TIMEOUT_MS = 5000;
const MAX_REDIRECT_URIS = 10;
/**
 * A dynamic registration is anonymous and stored: it is kept small (at most
 * 4 redirect URIs of at most 512 characters, a 4 KB body: lib/adapters/mcp/oauth-routes.ts),
 * and one never used to obtain a grant is deleted after UNUSED_CLIENT_HOURS.
 */
export const MAX_REGISTERED_REDIRECT_URIS = 4;
export const MAX_REGISTERED_REDIRECT_URI_LENGTH = 512;
export const MAX_REGISTRATION_BYTES = 4 * 1024;
export const UNUSED_CLIENT_HOURS = 24;

/** A redirect URI: https, or http on a loopback host (native apps, RFC 8252); no fragment; at most 2000 characters. */
export function isAcceptableRedirectUri(value: string): boolean {
  if (value.length > 2000) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.hash || url.username || url.password) return false;
  if (url.protocol === "https:") return true;
  return url.protocol === "http:" && ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
}

const RedirectUris = z.array(z.string().refine(isAcceptableRedirectUri, "must be an https URL (or http on a loopback host) without a fragment")).min(1).max(MAX_REDIRECT_URIS);
const ClientName = z.string().trim().min(1).max(100);

/** RFC 7591 registration request: what we keep, and what we refuse. Other members are not used. */
export const RegistrationSchema = z.object({
  redirect_uris: z
    .array(
      z
        .string()
        .max(MAX_REGISTERED_REDIRECT_URI_LENGTH, `must be at most ${MAX_REGISTERED_REDIRECT_URI_LENGTH} characters`)
        .refine(isAcceptableRedirectUri, "must be an https URL (or http on a loopback host) without a fragment"),
    )
    .min(1)
    .max(MAX_REGISTERED_REDIRECT_URIS),
  client_name: ClientName.optional(),
  grant_types: z.array(z.enum(["authorization_code", "refresh_token"])).max(2).optional(),
  response_types: z.array(z.literal("code")).max(1).optional(),
  token_endpoint_auth_method: z.string().max(64).optional(),
  scope: z.string().max(200).optional(),
});

/**
 * Registers a public client. A client asking for a secret-based method is
 * registered as public ("none") and told so in the answer, as RFC 7591 allows.
 */
export async function registerClient(body: unknown) {
  const parsed = RegistrationSchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = issue.path.join(".");
    throw new OAuthError(field.startsWith("redirect_uris") ? "invalid_redirect_uri" : "invalid_client_metadata", `${field || "body"}: ${issue.message}`);
  }
  const input = parsed.data;
  const id = `oc_${randomBytes(18).toString("base64url")}`;
  const name = input.client_name ?? new URL(input.redirect_uris[0]!).host;
  const row = await db().$transaction(async (tx) => {
    // The table stays small: registrations never used for a grant go after UNUSED_CLIENT_HOURS.
    await deleteUnusedClients(tx);
    return tx.oAuthClient.create({ data: { id, name, redirectUris: input.redirect_uris } });
  });
  return {
    client_id: row.id,
    client_id_issued_at: Math.floor(row.createdAt.getTime() / 1000),
    client_name: row.name,
    redirect_uris: row.redirectUris,
    grant_types: ["authorization_code", "refresh_token"],
    response_types: ["code"],
    token_endpoint_auth_method: "none",
  };
}

/**
 * Deletes dynamic registrations older than UNUSED_CLIENT_HOURS that no grant
 * names (at most `limit` per call, oldest first): run with every
 * registration, the only way rows are added, so the table holds about one
 * period's registrations. Returns how many it deleted.
 */
export async function deleteUnusedClients(tx: Tx, at: Date = now(), limit = 200): Promise<number> {
  const before = new Date(at.getTime() - UNUSED_CLIENT_HOURS * 3_600_000);
  return tx.$executeRaw`
    DELETE FROM "OAuthClient" WHERE id IN (
      SELECT c.id FROM "OAuthClient" c
       WHERE c."createdAt" < ${before} AND NOT EXISTS (SELECT 1 FROM "OAuthGrant" g WHERE g."clientId" = c.id)
       ORDER BY c."createdAt" LIMIT ${limit})`;
}

/** Whether a client_id names a metadata document (a URL) rather than a registration. */
export function isMetadataDocumentId(clientId: string): boolean {
  return /^https?:\/\//i.test(clientId);
}

const DocumentSchema = z.object({
  client_id: z.string(),
  client_name: ClientName.optional(),
  redirect_uris: RedirectUris,
  token_endpoint_auth_method: z.literal("none").optional(),
});

/** Fetches and checks a client ID metadata document (its client_id must be its own URL). */
export async function fetchClientDocument(clientId: string, options: { fetch?: typeof guardedFetch } = {}): Promise<OAuthClientInfo> {
  let url: URL;
  try {
    url = new URL(clientId);
  } catch {
    throw new OAuthError("invalid_client", "The client_id is not a valid URL.");
  }
  const allowLocal = config().egress.allowLocal;
  if (clientId.length > 2000 || url.hash || url.username || url.password || (url.protocol !== "https:" && !(allowLocal && url.protocol === "http:")) || url.pathname === "/") {
    throw new OAuthError("invalid_client", "A client_id URL must be https, with a path, and no fragment or credentials.");
  }
  const fetch = options.fetch ?? guardedFetch;
  let response;
  try {
    response = await fetch(clientId, { method: "GET", headers: { accept: "application/json" }, timeoutMs: CLIENT_DOCUMENT_TIMEOUT_MS, maxResponseBytes: MAX_CLIENT_DOCUMENT_BYTES + 1 }, "client metadata document");
  } catch (error) {
    throw new OAuthError("invalid_client", error instanceof EgressRefused ? error.message : "The client metadata document could not be fetched.");
  }
  if (response.status !== 200) throw new OAuthError("invalid_client", `The client metadata document answered HTTP ${response.status}.`);
  if (response.truncated || response.body.length > MAX_CLIENT_DOCUMENT_BYTES) throw new OAuthError("invalid_client", `The client metadata document is larger than ${MAX_CLIENT_DOCUMENT_BYTES} bytes.`);
  let json: unknown;
  try {
    json = JSON.parse(response.body.toString("utf8"));
  } catch {
    throw new OAuthError("invalid_client", "The client metadata document is not JSON.");
  }
  const parsed = DocumentSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new OAuthError("invalid_client", `The client metadata document is invalid: ${issue.path.join(".") || "document"}: ${issue.message}`);
  }
  if (parsed.data.client_id !== clientId) throw new OAuthError("invalid_client", "The client metadata document's client_id is not its own URL.");
  return { clientId, name: parsed.data.client_name ?? url.host, redirectUris: parsed.data.redirect_uris };
}

/** How long a fetched client metadata document is used, and how long a failure to fetch or read one is repeated, before its URL is called again. */
export const CLIENT_DOCUMENT_KEEP_MS = 5 * 60_000;
export const CLIENT_DOCUMENT_FAILURE_KEEP_MS = 2 * 60_000;

/**
 * Client metadata documents, and failures, as last fetched: the consent page
 * is anonymous, so without this every view would call the client_id's host.
 * At most 1,000 documents and 2 MB.
 */
const documents = new BoundedCache<{ ok: OAuthClientInfo } | { fail: OAuthError }>({ maxEntries: 1000, maxBytes: 2 * 1024 * 1024 });

/** A client metadata document, fetched at most once per CLIENT_DOCUMENT_KEEP_MS (a failure: per CLIENT_DOCUMENT_FAILURE_KEEP_MS) by this instance. */
async function cachedClientDocument(clientId: string): Promise<OAuthClientInfo> {
  const outcome = await documents.through(
    clientId,
    async () => {
      try {
        return { ok: await fetchClientDocument(clientId) };
      } catch (error) {
        if (error instanceof OAuthError) return { fail: error };
        throw error;
      }
    },
    (kept) => ({
      bytes: 2 * (clientId.length + JSON.stringify("ok" in kept ? kept.ok : kept.fail.description).length) + 200,
      ttlMs: "ok" in kept ? CLIENT_DOCUMENT_KEEP_MS : CLIENT_DOCUMENT_FAILURE_KEEP_MS,
    }),
  );
  if ("fail" in outcome) throw outcome.fail;
  return outcome.ok;
}

/** The client a client_id names, or invalid_client. */
export async function resolveClient(clientId: string): Promise<OAuthClientInfo> {
  if (isMetadataDocumentId(clientId)) return cachedClientDocument(clientId);
  if (!/^oc_[A-Za-z0-9_-]{24}$/.test(clientId)) throw new OAuthError("invalid_client", "Unknown client_id.");
  const row = await db().oAuthClient.findUnique({ where: { id: clientId } });
  if (!row) throw new OAuthError("invalid_client", "Unknown client_id.");
  return { clientId: row.id, name: row.name, redirectUris: row.redirectUris };
}
