import { describe, expect, it } from "vitest";
import { generateToken, REMOVED_TOKEN } from "../../../core/token-format";
import { buildSystemPrompt, STATE_NOTE } from "./prompt";

describe("buildSystemPrompt", () => {
  const base = { name: "Ada", goal: "Answer billing questions.", instructions: null, passages: [], facts: {}, tools: [] };

  it("states who the Person is and its goal, and leaves out empty sections", () => {
    const prompt = buildSystemPrompt(base);
    expect(prompt).toMatch(/^You are Ada, a persistent AI worker/);
    expect(prompt).toContain("## Goal\nAnswer billing questions.");
    expect(prompt).not.toContain("## Knowledge");
    expect(prompt).not.toContain("## State");
    expect(prompt).not.toContain("## Tools");
  });

  it("tells the model when a counterpart speaks, and only then", () => {
    expect(buildSystemPrompt({ ...base, audience: "counterpart" })).toContain("## Audience\nYou are speaking with a counterpart");
    expect(buildSystemPrompt({ ...base, audience: "controller" })).not.toContain("## Audience");
    expect(buildSystemPrompt(base)).not.toContain("## Audience");
  });

  it("numbers knowledge passages, and includes instructions, state and tools", () => {
    const prompt = buildSystemPrompt({
      ...base,
      instructions: "Be brief.",
      passages: [
        { fileName: "refunds.md", content: "Refunds take\n5 days." },
        { fileName: null, content: "Invoices are monthly." },
      ],
      facts: { plan: "pro" },
      tools: ["record_state", "search_knowledge"],
    });
    expect(prompt).toContain("## Instructions\nBe brief.");
    expect(prompt).toContain("[K1] refunds.md: Refunds take 5 days.");
    expect(prompt).toContain("[K2] untitled: Invoices are monthly.");
    expect(prompt).toContain(`## State\n${STATE_NOTE}\n{"plan":"pro"}`);
    expect(prompt).toContain("record_state:");
    expect(prompt).not.toContain("create_task:");
  });

  it("never includes a token-shaped string, whichever stored row holds it", () => {
    const tokens = Array.from({ length: 5 }, () => generateToken());
    const prompt = buildSystemPrompt({
      name: `Ada ${tokens[0]}`,
      goal: `Goal ${tokens[1]}`,
      instructions: `Use ${tokens[2]}`,
      passages: [{ fileName: "keys.md", content: `The key is ${tokens[3]}.` }],
      facts: { key: tokens[4] },
      tools: [],
    });
    for (const token of tokens) expect(prompt).not.toContain(token);
    expect(prompt.split(REMOVED_TOKEN)).toHaveLength(6);
  });
});
