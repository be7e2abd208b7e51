import ReactMarkdown, { defaultUrlTransform } from "react-markdown";
import { MARKDOWN_OPTIONS } from "@/lib/pages/markdown-options";

/**
 * Controller-written markdown, rendered safely: raw HTML is dropped (never
 * parsed into elements) and only http(s) and mailto links survive. The
 * options are shared with lib/pages/rendered.ts, which computes the visible
 * text a signature hashes (lib/pages/markdown-options.ts): change them there, never here.
 */
export function Markdown({ children }: { children: string }) {
  return (
    <div className="prose-sm max-w-none space-y-3 text-stone-800 [&_a]:underline [&_h1]:text-xl [&_h1]:font-semibold [&_h2]:text-lg [&_h2]:font-semibold [&_li]:ml-5 [&_ol]:list-decimal [&_ul]:list-disc">
      <ReactMarkdown
        skipHtml={MARKDOWN_OPTIONS.skipHtml}
        remarkPlugins={MARKDOWN_OPTIONS.remarkPlugins}
        urlTransform={(url) => {
          const safe = defaultUrlTransform(url);
          return /^(https?:|mailto:)/i.test(safe) ? safe : "";
        }}
        components={{ a: ({ href, children: text }) => (href ? <a href={href} rel="noopener noreferrer nofollow" target="_blank">{text}</a> : <span>{text}</span>) }}
      >
        {children}
      </ReactMarkdown>
    </div>
  );
}
