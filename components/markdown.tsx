import ReactMarkdown, { defaultUrlTransform } from "react-markdown";

/**
 * Controller-written markdown, rendered safely: raw HTML is dropped (never
 * parsed into elements) and only http(s) and mailto links survive.
 */
export function Markdown({ children }: { children: string }) {
  return (
    <div className="prose-sm max-w-none space-y-3 text-stone-800 [&_a]:underline [&_h1]:text-xl [&_h1]:font-semibold [&_h2]:text-lg [&_h2]:font-semibold [&_li]:ml-5 [&_ol]:list-decimal [&_ul]:list-disc">
      <ReactMarkdown
        skipHtml
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
