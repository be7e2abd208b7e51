/**
 * The markdown pipeline of every controller text a person is shown: react-markdown
 * in components/markdown.tsx and the visible text that signatures hash
 * (lib/pages/rendered.ts) use these same options, so what is hashed is what is
 * rendered. CommonMark without plugins; raw HTML (blocks, inline tags,
 * comments) is never rendered.
 */
import type { PluggableList } from "unified";

export const MARKDOWN_OPTIONS: { readonly remarkPlugins: PluggableList; readonly skipHtml: true } = { remarkPlugins: [], skipHtml: true };
