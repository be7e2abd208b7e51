/**
 * What a counterpart is shown, as data: the visible text of controller
 * markdown (as components/markdown.tsx renders it), and the snapshots of what
 * a person signs, approves or orders. A snapshot's `version` (SHA-256 of its
 * canonical JSON) goes into the form as a hidden field; on submission the
 * snapshot is computed again from the Page as it is now, and a different
 * version means the Page changed after the person opened it: refused, nothing
 * recorded. The record keeps the snapshot, so it says exactly what was shown.
 */
import { createHash } from "node:crypto";
import { fromHtml } from "hast-util-from-html";
import { toText } from "hast-util-to-text";
import { z } from "zod";
import "zod-openapi";
import { renderMarkdown } from "../../core/markdown/render";
import { requestHeading } from "./types/approval/heading";
import { documentHeading } from "./types/e_signature/heading";

export const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

/** Visible texts by the SHA-256 of their markdown: a page view and the submission that follows parse a document once. */
const texts = new Map<string, string>();
const TEXT_CACHE_SIZE = 64;

/**
 * The text a reader sees of controller markdown: the text of the HTML the view
 * shows (components/markdown.tsx), laid out as a browser's innerText does.
 * Raw HTML (blocks, inline tags, comments) is not rendered, so it is not in it.
 */
export function markdownText(markdown: string): string {
  const key = sha256(markdown);
  const known = texts.get(key);
  if (known !== undefined) return known;
  const text = toText(fromHtml(renderMarkdown(markdown), { fragment: true })).trim();
  if (texts.size >= TEXT_CACHE_SIZE) texts.delete(texts.keys().next().value!);
  texts.set(key, text);
  return text;
}

/** Whether the visible text of `markdown` is known already (then markdownText costs a hash). */
export function knowsMarkdownText(markdown: string): boolean {
  return texts.has(sha256(markdown));
}

/** Keeps a visible text worked out elsewhere (a render worker: lib/domains/pages/render.ts), so markdownText answers it at once. */
export function rememberMarkdownText(markdown: string, text: string): void {
  const key = sha256(markdown);
  if (texts.has(key)) return;
  if (texts.size >= TEXT_CACHE_SIZE) texts.delete(texts.keys().next().value!);
  texts.set(key, text);
}

type Content = Record<string, unknown>;
const str = (value: unknown) => (typeof value === "string" ? value : "");
/** A markdown member as the view renders it: shown only when it has text (components/pages/views.tsx Description). */
const shownMarkdown = (value: unknown) => (str(value).trim() ? markdownText(str(value)) : null);

/** The canonical version of a snapshot: SHA-256 of its JSON (members in a fixed order). */
function versionOf(snapshot: object): string {
  return sha256(JSON.stringify(snapshot));
}

export const DocumentSnapshotSchema = z
  .object({
    title: z.string().meta({ description: "The heading shown above the document." }),
    text: z.string().meta({ description: "The document's visible text as rendered to the signer (raw HTML and comments are not rendered, so not included)." }),
    sha256: z.string().meta({ description: "SHA-256 (hex) of `text`: what was signed." }),
    version: z.string().meta({ description: "The version of this snapshot the signer's form carried." }),
  })
  .meta({ id: "DocumentSnapshot" });

export function documentSnapshot(label: string, content: Content): z.infer<typeof DocumentSnapshotSchema> {
  const title = documentHeading(content) || label;
  const text = markdownText(str(content.document_markdown));
  return { title, text, sha256: sha256(text), version: versionOf({ title, text }) };
}

export const ApprovalSnapshotSchema = z
  .object({
    title: z.string(),
    description: z.string().nullable().meta({ description: "request_description as rendered (visible text), or null when none was shown." }),
    details: z.string().nullable().meta({ description: "request_details_markdown as rendered (visible text), or null." }),
    version: z.string(),
  })
  .meta({ id: "ApprovalSnapshot", description: "What the person approved or rejected, as it was shown to them." });

export function approvalSnapshot(label: string, content: Content): z.infer<typeof ApprovalSnapshotSchema> {
  const shown = { title: requestHeading(content) || label, description: shownMarkdown(content.request_description), details: shownMarkdown(content.request_details_markdown) };
  return { ...shown, version: versionOf(shown) };
}

export const CatalogSnapshotSchema = z
  .object({
    currency: z.string(),
    items: z.array(z.object({ id: z.string(), name: z.string(), description: z.string().nullable(), price: z.number(), maxQuantity: z.number() })),
    version: z.string(),
  })
  .meta({ id: "CatalogSnapshot", description: "The items and prices the person saw." });

export function catalogSnapshot(content: Content): z.infer<typeof CatalogSnapshotSchema> {
  const items = (Array.isArray(content.items) ? (content.items as Content[]) : []).map((item) => ({
    id: str(item.id),
    name: str(item.name),
    description: str(item.description) || null,
    price: typeof item.price === "number" ? item.price : 0,
    maxQuantity: typeof item.max_quantity === "number" ? item.max_quantity : 100,
  }));
  const shown = { currency: str(content.currency) || "USD", items };
  return { ...shown, version: versionOf(shown) };
}
