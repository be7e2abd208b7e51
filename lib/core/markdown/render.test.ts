import { describe, expect, it } from "vitest";
import { MAX_NESTING, renderMarkdown } from "./render";

describe("markdown: what a person is shown", () => {
  it("keeps http(s) and mailto links, opening in a new tab without opener or referrer", () => {
    expect(renderMarkdown("[site](https://example.com/a?b=1&c=2)")).toBe(
      '<p><a href="https://example.com/a?b=1&amp;c=2" rel="noopener noreferrer nofollow" target="_blank">site</a></p>\n',
    );
    expect(renderMarkdown("<mailto:someone@example.com>")).toContain('href="mailto:someone@example.com"');
  });

  it("shows a link with any other destination as its text", () => {
    for (const source of ["[click](javascript:alert(1))", "[c](JaVaScRiPt:alert(1))", "[d](data:text/html;base64,PHNjcmlwdD4=)", "[rel](/relative)", "[v](vbscript:x)", "[r][x]\n\n[x]: javascript:alert(1)"]) {
      const html = renderMarkdown(source);
      expect(html, source).not.toMatch(/<a\b/);
      expect(html, source).not.toMatch(/href=|src=/i);
    }
    // A refused destination is no destination: the source is shown as the text it is.
    expect(renderMarkdown("[click](javascript:alert(1))")).toBe("<p>[click](javascript:alert(1))</p>\n");
    expect(renderMarkdown("<javascript:alert(1)>")).not.toMatch(/<a\b/);
  });

  it("renders images only from http(s), else their alternative text", () => {
    expect(renderMarkdown("![logo](https://example.com/l.png)")).toContain('<img src="https://example.com/l.png" alt="logo"');
    expect(renderMarkdown('![a "quoted" alt](javascript:alert(1))')).toBe("<p>![a &quot;quoted&quot; alt](javascript:alert(1))</p>\n");
    expect(renderMarkdown("![x][i]\n\n[i]: data:image/png;base64,AAAA")).not.toMatch(/<img/);
  });

  it("never renders raw HTML: blocks, tags and comments are dropped, text between inline tags stays", () => {
    const html = renderMarkdown('<script>alert(1)</script>\n\nHello <img src=x onerror=alert(1)> <b>bold</b>\n\n<div onclick="x()">hidden</div>\n\n<!-- secret -->');
    expect(html).not.toMatch(/<script|<img|<div|onerror|onclick|<b>|secret|<!--/);
    expect(html).toContain("Hello");
    expect(html).toContain("bold");
  });

  it("escapes text", () => {
    expect(renderMarkdown('a < b & "c" > d')).toBe("<p>a &lt; b &amp; &quot;c&quot; &gt; d</p>\n");
  });
});

/**
 * No input may stall an instance: markdown is parsed in time linear in its
 * length, at the largest size a controller can send (a Page's content is at
 * most 256 KiB). The CommonMark pathological inputs, and a long ordinary
 * document. Each took seconds to minutes with micromark (40 KB of `*a`: 6.5 s),
 * and deep quotes overflowed its stack. Judged by the thread's own CPU time
 * (process.threadCpuUsage), which a loaded machine does not inflate the way it
 * does a stopwatch; each takes well under 400 ms of it here, a quadratic
 * parse would take minutes.
 */
describe("markdown: bounded in time and depth", () => {
  const SIZE = 250_000;
  const fill = (piece: string) => piece.repeat(Math.floor(SIZE / piece.length));
  const paragraph = "The Contractor shall **deliver** the _services_ in [Schedule A](https://example.com/a), with `code`.\n\n";
  const inputs: Record<string, string> = {
    "an ordinary document": fill(`## Section\n\n${paragraph}- an item ${paragraph}`),
    "unclosed emphasis": fill("*a"),
    "mixed emphasis": fill("_a*"),
    "nested emphasis": fill("*a **a ") + fill("b**").slice(0, SIZE / 4),
    "open brackets": fill("["),
    "image openers": fill("!["),
    "unclosed links": fill("[a]("),
    "unclosed link titles": fill('[a](b "'),
    "backticks": fill("a`"),
    "entities": fill("&a;"),
    "angle brackets": fill("<a "),
    "nested quotes": fill("> ") + "x",
    "nested lists": fill("- ") + "x",
    "link references": fill("[a]: https://example.com\n").slice(0, SIZE / 2) + fill("[a]").slice(0, SIZE / 2),
    "backslashes": fill("\\"),
  };

  for (const [name, input] of Object.entries(inputs)) {
    it(`${name} (${input.length} characters)`, () => {
      const cpuMs = () => {
        const usage = process.threadCpuUsage();
        return (usage.user + usage.system) / 1000;
      };
      const started = cpuMs();
      const html = renderMarkdown(input + " "); // a fresh string each run: not from the cache
      const spent = cpuMs() - started;
      expect(html.length).toBeGreaterThan(0);
      expect(spent, "CPU ms").toBeLessThan(2_500);
    });
  }

  it(`nests at most ${MAX_NESTING} levels deep, and shows what is deeper as text`, () => {
    const html = renderMarkdown("> ".repeat(1_000) + "deep **and** bold\n> > > > > > > > > > > > > > > > > > > > > > > > another line");
    expect(html.match(/<blockquote>/g)?.length ?? 0).toBeLessThanOrEqual(MAX_NESTING);
    expect(html).toContain("deep <strong>and</strong> bold");
    expect(html).toContain("another line");
    const list = renderMarkdown(Array.from({ length: 60 }, (_, i) => `${"  ".repeat(i)}- level ${i}`).join("\n"));
    for (const i of [0, 20, 59]) expect(list).toContain(`level ${i}`);
  });
});

describe("markdown: GitHub-flavoured tables, strikethrough and task lists", () => {
  it("renders a table, struck text and task boxes", () => {
    const html = renderMarkdown("| Item | Fee |\n|---|--:|\n| Logo | £2,400 |\n\n~~old price~~\n\n- [x] Brief agreed\n- [ ] Invoice sent\n- plain [x] item");
    expect(html).toContain("<table>");
    expect(html).toContain("<th>Item</th>");
    expect(html).toContain('<td style="text-align:right">£2,400</td>');
    expect(html).toContain("<s>old price</s>");
    expect(html).toContain('<span role="img" aria-label="done">☑</span> Brief agreed');
    expect(html).toContain('<span role="img" aria-label="not done">☐</span> Invoice sent');
    expect(html).toContain("<li>plain [x] item</li>");
  });
});
