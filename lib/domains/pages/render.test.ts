import { afterAll, describe, expect, it } from "vitest";
import { renderMarkdown } from "../../core/markdown/render";
import { documentHtml, renderPool } from "./render";
import { knowsMarkdownText, markdownText } from "./rendered";

afterAll(() => renderPool().close());

describe("a long document rendered in a render worker", () => {
  it("gives the same HTML as in place, keeps its visible text, and answers the next view from its cache", async () => {
    const markdown = `# Terms\n\n${"The tenant keeps the flat in *good* order. ".repeat(400)}\n\n| A | B |\n|---|---|\n| 1 | 2 |`;
    expect(knowsMarkdownText(markdown)).toBe(false);
    const html = await documentHtml(markdown);
    expect(html).toBe(renderMarkdown(markdown));
    expect(knowsMarkdownText(markdown)).toBe(true);
    expect(markdownText(markdown)).toContain("The tenant keeps the flat in good order.");
    expect(await documentHtml(markdown)).toBe(html);
    // A short one is rendered in place.
    expect(await documentHtml("*short*")).toBe(renderMarkdown("*short*"));
  });
});
