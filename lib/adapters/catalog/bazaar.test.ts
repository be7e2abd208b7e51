import { describe, expect, it } from "vitest";
import { validateDiscoveryExtension, validateDiscoveryExtensionSpec, type DiscoveryExtension } from "@x402/extensions/bazaar";
import { TOKEN_PREFIX } from "../../core/token-format";
import { compactSchema } from "../../domains/payments/discovery";
import { PersonProvisionInputSchema } from "../../domains/persons/shapes/schemas";
import { PageProvisionInputSchema } from "../../domains/pages/schemas";
import { provisionBazaar, provisionToolBazaar } from "./bazaar";

describe("bazaar declarations", () => {
  it("compact schemas keep the top-level members of the zod schema, with their types", () => {
    const person = compactSchema(PersonProvisionInputSchema, "input") as { properties: Record<string, { type?: unknown }>; required: string[] };
    expect(Object.keys(person.properties)).toEqual(Object.keys(PersonProvisionInputSchema.shape));
    expect(person.properties.name).toMatchObject({ type: "string", minLength: 1 });
    expect(person.properties.visibility).toMatchObject({ type: "string", enum: expect.any(Array) });
    expect(person.required).toEqual(["name", "goal"]);
    const page = compactSchema(PageProvisionInputSchema, "input") as { properties: Record<string, unknown> };
    expect(Object.keys(page.properties)).toEqual(Object.keys(PageProvisionInputSchema.shape));
  });

  it("show the capability token with its real prefix (at_live_), in the REST and MCP declarations alike", () => {
    for (const type of ["person", "page"] as const) {
      for (const declared of [provisionBazaar(type), provisionToolBazaar(type)]) {
        const example = (declared.bazaar as { info: { output: { example: { capabilityToken: { token: string } } } } }).info.output.example;
        expect(example.capabilityToken.token.startsWith(TOKEN_PREFIX), example.capabilityToken.token).toBe(true);
        expect(JSON.stringify(declared)).not.toMatch(/"lh_/);
      }
    }
  });

  it("validate against @x402/extensions and stay small enough to echo in a request header", () => {
    for (const type of ["person", "page"] as const) {
      for (const declared of [provisionBazaar(type), provisionToolBazaar(type)]) {
        const bazaar = declared.bazaar as DiscoveryExtension;
        expect(validateDiscoveryExtension(bazaar)).toEqual({ valid: true });
        expect(validateDiscoveryExtensionSpec(bazaar as unknown as Record<string, unknown>)).toMatchObject({ valid: true });
        expect(JSON.stringify(declared).length).toBeLessThan(4_000);
      }
    }
  });
});
