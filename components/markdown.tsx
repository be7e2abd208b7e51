import { renderMarkdown } from "@/lib/core/markdown/render";

/**
 * Controller-written markdown (and a Person's answers), rendered safely by
 * lib/core/markdown/render.ts: raw HTML is not rendered, only http(s) and mailto
 * links survive, parsing is linear in the input and nesting is bounded. The
 * same HTML gives the visible text a signature hashes (lib/domains/pages/rendered.ts).
 */
export function Markdown({ children, html }: { children: string; html?: string }) {
  return (
    <div
      className="prose-sm max-w-none space-y-3 text-stone-800 [&_a]:underline [&_blockquote]:border-l-2 [&_blockquote]:border-stone-300 [&_blockquote]:pl-3 [&_code]:rounded [&_code]:bg-stone-100 [&_code]:px-1 [&_h1]:text-xl [&_h1]:font-semibold [&_h2]:text-lg [&_h2]:font-semibold [&_li]:ml-5 [&_ol]:list-decimal [&_pre]:overflow-x-auto [&_ul]:list-disc [&_table]:block [&_table]:max-w-full [&_table]:overflow-x-auto [&_table]:border-collapse [&_th]:border [&_th]:border-stone-300 [&_th]:bg-stone-50 [&_th]:px-2 [&_th]:py-1 [&_th]:text-left [&_td]:border [&_td]:border-stone-300 [&_td]:px-2 [&_td]:py-1 [&_li:has(>[role=img])]:list-none [&_li:has(>[role=img])]:ml-0"
      // The HTML comes from our markdown renderer only, never from input as such.
      // `html`: the same renderer's HTML of `children`, made elsewhere (a long document's, in a render worker: lib/domains/pages/render.ts).
      dangerouslySetInnerHTML={{ __html: html ?? renderMarkdown(children) }}
    />
  );
}
