/**
 * Controller-written markdown (and a Person's chat answers) as HTML, for the
 * server and the browser alike. markdown-it in its CommonMark preset: its
 * parser runs in time linear in the input, also on the CommonMark
 * "pathological" inputs (unclosed emphasis, brackets, deep nesting), and nests
 * blocks at most MAX_NESTING deep. micromark (under react-markdown), which we
 * used before, took seconds on 40 KB of `*a` and overflowed the stack on 5,000
 * nested quotes (docs/decisions.md, "Markdown").
 *
 * Safety: raw HTML is never rendered (HTML blocks, inline tags and comments
 * are parsed as CommonMark says and then dropped; the text between inline tags
 * stays, as it did under react-markdown's skipHtml); links
 * and images keep only http(s) and mailto destinations, and a link with any
 * other destination is shown as its text; links open in a new tab without the
 * opener or a referrer. The e2e suite (e2e/xss.spec.ts) runs script payloads
 * through every controller string.
 *
 * The visible text a signature hashes is computed from this same HTML
 * (lib/domains/pages/rendered.ts), so what is hashed is what is shown.
 */
import MarkdownIt, { type RendererRule as Rule } from "markdown-it";

/** How deep blocks and inline markup may nest; what is deeper is shown as text. */
export const MAX_NESTING = 20;

const SAFE_DESTINATION = /^(https?:|mailto:)/i;
export const isSafeDestination = (url: string) => SAFE_DESTINATION.test(url.trim());

const md = new MarkdownIt("commonmark", { html: true, linkify: false, typographer: false, maxNesting: MAX_NESTING });
md.validateLink = isSafeDestination;
// GitHub-flavoured additions: tables and ~~strikethrough~~ (markdown-it's own, linear-time rules), task lists (below).
md.enable(["table", "strikethrough"]);

/**
 * markdown-it drops every line below its nesting bound. Nothing a controller
 * wrote is hidden: at the bound, the rest of the nested block is one paragraph
 * of its text (its inline markup still rendered).
 */
const blockTokenize = md.block.tokenize.bind(md.block);
md.block.tokenize = (state, startLine, endLine) => {
  if (state.level < MAX_NESTING) return blockTokenize(state, startLine, endLine);
  const line = state.skipEmptyLines(startLine);
  state.line = line;
  if (line >= endLine || state.sCount[line]! < state.blkIndent) return;
  const text = state.getLines(line, endLine, state.blkIndent, false).trim();
  state.line = endLine;
  if (!text) return;
  state.push("paragraph_open", "p", 1).map = [line, endLine];
  const inline = state.push("inline", "", 0);
  inline.content = text;
  inline.map = [line, endLine];
  inline.children = [];
  state.push("paragraph_close", "p", -1);
};

const escape = md.utils.escapeHtml;

/** A link_open whose destination was refused (markdown-it leaves its href empty): rendered as a span. */
const linkOpen: Rule = (tokens, idx, options, _env, self) => {
  const token = tokens[idx]!;
  const href = String(token.attrGet("href") ?? "");
  if (!isSafeDestination(href)) {
    token.meta = { ...(token.meta ?? {}), refused: true };
    return "<span>";
  }
  token.attrSet("rel", "noopener noreferrer nofollow");
  token.attrSet("target", "_blank");
  return self.renderToken(tokens, idx, options);
};

/** Links do not nest in CommonMark: the close matches the nearest open before it. */
const linkClose: Rule = (tokens, idx, options, _env, self) => {
  for (let i = idx - 1; i >= 0; i--) {
    if (tokens[i]!.type === "link_open") return (tokens[i]!.meta as { refused?: boolean } | null)?.refused ? "</span>" : self.renderToken(tokens, idx, options);
  }
  return self.renderToken(tokens, idx, options);
};

/** An image with a refused source shows its alternative text. */
const image: Rule = (tokens, idx, options, env, self) => {
  const token = tokens[idx]!;
  const alt = self.renderInlineAsText(token.children ?? [], options, env);
  const src = String(token.attrGet("src") ?? "");
  if (!isSafeDestination(src)) return `<span>${escape(alt)}</span>`;
  const title = String(token.attrGet("title") ?? "");
  return `<img src="${escape(src)}" alt="${escape(alt)}"${title ? ` title="${escape(title)}"` : ""} loading="lazy" referrerpolicy="no-referrer">`;
};

/**
 * GitHub task lists: a list item whose text starts with "[ ] " or "[x] " shows
 * a box, ☐ or ☑, as text, so the box's state is in the visible text a
 * signature hashes (lib/domains/pages/rendered.ts), not only in a checkbox's state.
 */
const TASK = /^\[([ xX])\] /;
md.core.ruler.after("inline", "task_lists", (state) => {
  const tokens = state.tokens;
  for (let i = 2; i < tokens.length; i++) {
    const inline = tokens[i]!;
    if (inline.type !== "inline" || tokens[i - 1]!.type !== "paragraph_open" || tokens[i - 2]!.type !== "list_item_open") continue;
    const first = inline.children?.[0];
    const match = first?.type === "text" ? TASK.exec(first.content) : null;
    if (!first || !match) continue;
    first.content = first.content.slice(match[0].length);
    const box = new state.Token("task_box", "", 0);
    box.meta = { checked: match[1] !== " " };
    inline.children!.unshift(box);
  }
});
md.renderer.rules.task_box = (tokens, idx) =>
  (tokens[idx]!.meta as { checked: boolean }).checked ? '<span role="img" aria-label="done">☑</span> ' : '<span role="img" aria-label="not done">☐</span> ';

md.renderer.rules.link_open = linkOpen;
md.renderer.rules.link_close = linkClose;
md.renderer.rules.image = image;
md.renderer.rules.html_block = () => "";
md.renderer.rules.html_inline = () => "";

/**
 * Rendered HTML by source text. A Page view renders the same members on every
 * visit, and a signature's text is computed from the same HTML: each document
 * is parsed once while it is in the cache. Bounded by the total length held.
 */
const cache = new Map<string, string>();
const CACHE_MAX_CHARS = 8_000_000;
let cachedChars = 0;

export function renderMarkdown(markdown: string): string {
  const known = cache.get(markdown);
  if (known !== undefined) {
    cache.delete(markdown); // most recently used last
    cache.set(markdown, known);
    return known;
  }
  const html = md.render(markdown);
  const size = markdown.length + html.length;
  if (size > CACHE_MAX_CHARS) return html;
  while (cachedChars + size > CACHE_MAX_CHARS && cache.size) {
    const [oldest, value] = cache.entries().next().value!;
    cache.delete(oldest);
    cachedChars -= oldest.length + value.length;
  }
  cache.set(markdown, html);
  cachedChars += size;
  return html;
}
