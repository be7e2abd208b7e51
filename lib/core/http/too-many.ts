/**
 * The page a person gets when their address opened Pages or chats too often
 * (proxy.ts, the page-view rate limit): what happened, how long to wait, that
 * nothing was lost, in their browser's language. No script; its one inline
 * style is allowed by its hash.
 */
import { createHash } from "node:crypto";
import { chooseLocale, translator } from "../i18n";
import { escapeHtml } from "../markdown/html";

const STYLE =
  "body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',sans-serif;background:#fafaf9;color:#1c1917}" +
  "main{max-width:36rem;margin:12vh auto 0;padding:1.5rem;background:#fff;border:1px solid #d6d3d1;border-radius:.5rem}" +
  "h1{font-size:1.5rem;margin:0 0 .75rem}p{line-height:1.5;margin:.5rem 0}@media (max-width:40rem){main{margin:1rem;border-radius:.375rem}}";
const STYLE_HASH = `sha256-${createHash("sha256").update(STYLE).digest("base64")}`;

export function tooManyViewsHtml(seconds: number, acceptLanguage: string | null): { html: string; headers: Record<string, string> } {
  const { locale } = chooseLocale(null, acceptLanguage);
  const t = translator(locale, "common");
  const title = escapeHtml(t("tooManyViewsTitle"));
  const html =
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title>` +
    `<style>${STYLE}</style></head>` +
    `<body><main><h1>${title}</h1><p>${escapeHtml(t("tooManyViews", { seconds: String(seconds) }))}</p><p>${escapeHtml(t("tooManyViewsKept"))}</p></main></body></html>`;
  return {
    html,
    headers: {
      "content-type": "text/html; charset=utf-8",
      "content-language": locale,
      "retry-after": String(seconds),
      "cache-control": "no-store",
      "content-security-policy": `default-src 'none'; style-src '${STYLE_HASH}'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'`,
      "x-content-type-options": "nosniff",
    },
  };
}
