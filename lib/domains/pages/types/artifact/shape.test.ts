import { describe, expect, it } from "vitest";
import { artifact } from "./index";
import { artifactModel, keyLabel, MAX_DEPTH, MAX_ITEMS, MAX_NODES, type ArtifactNode } from "./shape";

const nodeAt = (content: Record<string, unknown>, key: string) => artifactModel(content).entries.find((entry) => entry.key === key)!.node;

describe("an artifact's shape as the page renders it", () => {
  it("text at the top is markdown; the title is the heading, not a member", () => {
    const model = artifactModel({ title: "Notes", body: "# Hello\n\nText." });
    expect(model.entries).toEqual([{ key: "body", node: { kind: "text", text: "# Hello\n\nText.", markdown: true } }]);
    expect(artifactModel({ title: "t", description: "d", x: 1 }, ["title", "description"]).entries.map((e) => e.key)).toEqual(["x"]);
  });

  it("an array of objects is a table, its columns every key in the order first seen; a short list in a cell stays in the cell", () => {
    const node = nodeAt(artifact.examples[0]!.content, "providers");
    expect(node).toMatchObject({ kind: "table", columns: ["name", "monthly_eur", "includes"], more: 0, moreColumns: 0 });
    const table = node as Extract<ArtifactNode, { kind: "table" }>;
    expect(table.rows[0]).toEqual([
      { kind: "text", text: "Pedal Lx", markdown: false },
      { kind: "number", value: 49 },
      { kind: "list", items: [{ kind: "text", text: "insurance", markdown: false }, { kind: "text", text: "repairs", markdown: false }], more: 0 },
    ]);
    const ragged = nodeAt({ rows: [{ a: 1 }, { b: true, a: null }] }, "rows");
    expect(ragged).toMatchObject({ kind: "table", columns: ["a", "b"], rows: [[{ kind: "number", value: 1 }, { kind: "empty" }], [{ kind: "empty" }, { kind: "boolean", value: true }]] });
  });

  it("objects are trees, plain arrays lists; an array of deep objects is a list of trees, not a table", () => {
    expect(nodeAt({ meta: { owner: "Ana", tags: ["a", "b"] } }, "meta")).toEqual({
      kind: "tree",
      entries: [
        { key: "owner", node: { kind: "text", text: "Ana", markdown: false } },
        { key: "tags", node: { kind: "list", items: [{ kind: "text", text: "a", markdown: false }, { kind: "text", text: "b", markdown: false }], more: 0 } },
      ],
      more: 0,
    });
    expect(nodeAt({ deep: [{ a: { b: 1 } }] }, "deep")).toMatchObject({ kind: "list", items: [{ kind: "tree" }] });
    expect(nodeAt({ numbers: [1, 2] }, "numbers")).toEqual({ kind: "list", items: [{ kind: "number", value: 1 }, { kind: "number", value: 2 }], more: 0 });
  });

  it("is bounded: depth, members, columns and nodes; what is left out is counted", () => {
    let deep: unknown = "bottom";
    for (let i = 0; i < MAX_DEPTH + 5; i++) deep = { next: deep };
    let node = nodeAt({ deep }, "deep");
    let levels = 0;
    while (node.kind === "tree") {
      node = node.entries[0]!.node;
      levels++;
    }
    expect(node).toEqual({ kind: "cut" });
    expect(levels).toBe(MAX_DEPTH);

    const long = nodeAt({ long: Array.from({ length: MAX_ITEMS + 7 }, (_, i) => i) }, "long");
    expect(long).toMatchObject({ kind: "list", more: 7 });
    expect((long as { items: unknown[] }).items).toHaveLength(MAX_ITEMS);

    const wide = nodeAt({ wide: [Object.fromEntries(Array.from({ length: 15 }, (_, i) => [`c${i}`, i]))] }, "wide");
    expect(wide).toMatchObject({ kind: "table", moreColumns: 3 });
    expect((wide as { columns: string[] }).columns).toHaveLength(12);

    // Many members, each with many items: the whole model stays within MAX_NODES.
    const huge = Object.fromEntries(Array.from({ length: 80 }, (_, i) => [`k${i}`, Array.from({ length: 100 }, (_, j) => j)]));
    const count = (n: ArtifactNode): number =>
      1 + (n.kind === "list" ? n.items.reduce((s, c) => s + count(c), 0) : n.kind === "tree" ? n.entries.reduce((s, e) => s + count(e.node), 0) : n.kind === "table" ? n.rows.flat().reduce((s, c) => s + count(c), 0) : 0);
    const nodes = artifactModel(huge).entries.reduce((sum, entry) => sum + count(entry.node), 0);
    expect(nodes).toBeLessThanOrEqual(MAX_NODES + 80 + 1);
    expect(JSON.stringify(artifactModel(huge))).toContain('"cut"');
  });

  it("labels keys as headings", () => {
    expect(keyLabel("monthly_eur")).toBe("Monthly eur");
    expect(keyLabel("nextSteps")).toBe("Next steps");
    expect(keyLabel("providers")).toBe("Providers");
  });
});
