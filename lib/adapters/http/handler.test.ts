import { describe, expect, it } from "vitest";
import { z } from "zod";
import { KnowledgeFileInputSchema, PersonPatchInputSchema } from "../../domains/persons/shapes/schemas";
import { ChatInputSchema } from "../../domains/persons/shapes/chat-schemas";
import { generateToken } from "../../core/token-format";
import { validate } from "./handler";

describe("validate refuses capability tokens in supplied text", () => {
  const token = generateToken();

  it("names the field (nested too) and never repeats the token", () => {
    const schema = z.object({ a: z.object({ b: z.array(z.string()) }) });
    let error: unknown;
    try {
      validate(schema, { a: { b: ["fine", `x ${token} y`] } }, "The request body");
    } catch (caught) {
      error = caught;
    }
    expect(error).toMatchObject({ code: "validation_failed", details: [{ path: "a.b.1" }] });
    expect(JSON.stringify(error) + String((error as Error).message)).not.toContain(token);
  });

  it("refuses a mistyped token (shape, not checksum) and a token in a member name", () => {
    const lookAlike = `at_live_${"A".repeat(36)}`;
    expect(() => validate(KnowledgeFileInputSchema, { content: lookAlike }, "The body")).toThrow(/capability token/);
    expect(() => validate(PersonPatchInputSchema, { tools: { [token]: true } }, "The body")).toThrow(/capability token/);
  });

  it("lets chat messages through: they are scrubbed instead", () => {
    expect(validate(ChatInputSchema, { message: `here ${token}` }, "The body").message).toContain(token);
  });

  it("accepts text that only looks a little like a token", () => {
    expect(validate(KnowledgeFileInputSchema, { content: "at_live_ is the prefix; at_live_short is not a token." }, "The body").content).toContain("at_live_");
  });
});

describe("chat turn size", () => {
  it("refuses more characters in one turn than the limit, naming messages", () => {
    const messages = Array.from({ length: 4 }, () => ({ role: "user", content: "a".repeat(20_000) }));
    expect(() => validate(ChatInputSchema, { messages }, "The body")).toThrow(/at most 64000 characters/);
    expect(validate(ChatInputSchema, { messages: messages.slice(0, 3) }, "The body").messages).toHaveLength(3);
  });
});
