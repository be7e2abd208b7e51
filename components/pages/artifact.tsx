/**
 * An artifact's content rendered for a person (lib/domains/pages/types/artifact/shape.ts
 * decides the shape): text as safe markdown, arrays of objects as tables,
 * other objects and arrays as a tree of <details> a person can fold, numbers
 * and yes/no in their locale. Never a raw JSON dump; bounded in depth and size.
 */
import { Markdown } from "@/components/markdown";
import { formatters, translator, type ChosenLocale } from "@/lib/core/i18n";
import { documentsHtml } from "@/lib/domains/pages/render";
import { artifactModel, keyLabel, type ArtifactEntry, type ArtifactNode } from "@/lib/domains/pages/types/artifact/shape";

type T = ReturnType<typeof translator<"shown">>;
interface Ctx {
  t: T;
  number: (value: number) => string;
  /** The HTML of the artifact's markdown texts, rendered before (lib/domains/pages/render.ts: in a render worker when they are long together). */
  html: Map<string, string>;
}

/** Every markdown text of a node, to render them all at once. */
function markdownTexts(node: ArtifactNode, into: string[]): string[] {
  if (node.kind === "text" && node.markdown) into.push(node.text);
  else if (node.kind === "list") for (const item of node.items) markdownTexts(item, into);
  else if (node.kind === "tree") for (const entry of node.entries) markdownTexts(entry.node, into);
  else if (node.kind === "table") for (const row of node.rows) for (const cell of row) markdownTexts(cell, into);
  return into;
}

const ENGLISH: ChosenLocale = { locale: "en", formatLocale: "en" };

function More({ count, ctx }: { count: number; ctx: Ctx }) {
  return count > 0 ? <p className="text-sm text-stone-600">{ctx.t("moreNotShown", { count })}</p> : null;
}

/** A value inside a table cell or a list: plain and short. */
function Inline({ node, ctx }: { node: ArtifactNode; ctx: Ctx }): React.ReactNode {
  switch (node.kind) {
    case "text":
      return node.markdown ? <Markdown html={ctx.html.get(node.text)}>{node.text}</Markdown> : <span className="whitespace-pre-wrap break-words">{node.text}</span>;
    case "number":
      return <span className="tabular-nums">{ctx.number(node.value)}</span>;
    case "boolean":
      return node.value ? ctx.t("yes") : ctx.t("no");
    case "empty":
      return <span className="text-stone-500">{ctx.t("emptyValue")}</span>;
    case "cut":
      return <span className="text-stone-600">{ctx.t("tooDeep")}</span>;
    case "list":
      if (node.items.every((item) => item.kind !== "list" && item.kind !== "tree" && item.kind !== "table" && !(item.kind === "text" && item.markdown))) {
        return (
          <>
            {node.items.map((item, index) => (
              <span key={index}>
                {index ? ", " : null}
                <Inline node={item} ctx={ctx} />
              </span>
            ))}
            {node.more ? ` ${ctx.t("moreNotShown", { count: node.more })}` : null}
          </>
        );
      }
      return <Block node={node} ctx={ctx} />;
    default:
      return <Block node={node} ctx={ctx} />;
  }
}

function Table({ node, ctx, caption }: { node: Extract<ArtifactNode, { kind: "table" }>; ctx: Ctx; caption: string }) {
  return (
    <div className="flex flex-col gap-1">
      {/* A wide table scrolls in its own box (labelled, reachable by keyboard) instead of widening the page. */}
      <div className="max-w-full overflow-x-auto" role="region" aria-label={caption} tabIndex={0}>
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr>
              {node.columns.map((column) => (
                <th key={column} scope="col" className="border border-stone-300 bg-stone-50 px-2 py-1 font-semibold">
                  {keyLabel(column)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {node.rows.map((row, index) => (
              <tr key={index}>
                {row.map((cell, column) => (
                  <td key={column} className={`border border-stone-300 px-2 py-1 align-top ${cell.kind === "number" ? "text-right" : ""}`}>
                    <Inline node={cell} ctx={ctx} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <More count={node.more} ctx={ctx} />
      {node.moreColumns ? <p className="text-sm text-stone-600">{ctx.t("moreColumns", { count: node.moreColumns })}</p> : null}
    </div>
  );
}

/** One member of a tree: its key, then its value (nested ones fold). */
function Member({ entry, ctx, depth }: { entry: ArtifactEntry; ctx: Ctx; depth: number }) {
  const { node, key } = entry;
  const label = keyLabel(key);
  if (node.kind === "tree" || node.kind === "list" || node.kind === "table") {
    const count = node.kind === "tree" ? node.entries.length + node.more : node.kind === "list" ? node.items.length + node.more : node.rows.length + node.more;
    return (
      <li>
        <details open={depth < 2} className="group">
          <summary className="cursor-pointer rounded py-0.5 font-medium text-stone-900 focus-visible:outline-2 focus-visible:outline-stone-900">
            {label} <span className="font-normal text-stone-600">({node.kind === "tree" ? ctx.t("entries", { count }) : ctx.t("items", { count })})</span>
          </summary>
          <div className="mt-1 border-l-2 border-stone-200 pl-3">
            <Block node={node} ctx={ctx} depth={depth + 1} caption={label} />
          </div>
        </details>
      </li>
    );
  }
  return (
    <li className="flex flex-wrap gap-x-2">
      <span className="font-medium text-stone-900">{label}:</span>{" "}
      <span className="min-w-0 break-words">
        <Inline node={node} ctx={ctx} />
      </span>
    </li>
  );
}

/** A value shown on its own: a table, a tree, a list or text. */
function Block({ node, ctx, depth = 1, caption = "" }: { node: ArtifactNode; ctx: Ctx; depth?: number; caption?: string }): React.ReactNode {
  if (node.kind === "table") return <Table node={node} ctx={ctx} caption={caption} />;
  if (node.kind === "tree") {
    return (
      <>
        <ul className="flex flex-col gap-1">
          {node.entries.map((entry) => (
            <Member key={entry.key} entry={entry} ctx={ctx} depth={depth} />
          ))}
        </ul>
        <More count={node.more} ctx={ctx} />
      </>
    );
  }
  if (node.kind === "list") {
    const plain = node.items.every((item) => item.kind === "text" || item.kind === "number" || item.kind === "boolean" || item.kind === "empty");
    return (
      <>
        <ul className={`flex flex-col gap-1 ${plain ? "ml-5 list-disc" : ""}`}>
          {node.items.map((item, index) =>
            item.kind === "tree" || item.kind === "list" || item.kind === "table" ? (
              <Member key={index} entry={{ key: `${index + 1}`, node: item }} ctx={ctx} depth={depth} />
            ) : (
              <li key={index}>
                <Inline node={item} ctx={ctx} />
              </li>
            ),
          )}
        </ul>
        <More count={node.more} ctx={ctx} />
      </>
    );
  }
  return (
    <div>
      <Inline node={node} ctx={ctx} />
    </div>
  );
}

/** An artifact's members, each a section with its key as the heading; `skip` names members shown elsewhere. */
export async function ArtifactBody({ content, chosen = ENGLISH, skip = ["title"] }: { content: Record<string, unknown>; chosen?: ChosenLocale; skip?: readonly string[] }) {
  const t = translator(chosen.locale, "shown");
  const model = artifactModel(content, skip);
  // Up to a content's 256 KiB of markdown: rendered off the shared thread when long together, and kept per version.
  const html = await documentsHtml(model.entries.flatMap(({ node }) => markdownTexts(node, [])));
  const ctx: Ctx = { t, number: formatters(chosen.formatLocale).number, html };
  if (!model.entries.length) return <p className="text-stone-600">{t("nothingYet")}</p>;
  return (
    <div className="flex flex-col gap-5">
      {model.entries.map(({ key, node }) => (
        <section key={key} className="flex min-w-0 flex-col gap-2">
          <h2 className="text-lg font-semibold">{keyLabel(key)}</h2>
          <Block node={node} ctx={ctx} caption={keyLabel(key)} />
        </section>
      ))}
      <More count={model.more} ctx={ctx} />
    </div>
  );
}
