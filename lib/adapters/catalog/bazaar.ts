/**
 * The bazaar (x402 discovery) declarations of the paid provisioning routes
 * and MCP tools, from the same zod schemas that validate them (compacted for
 * the PAYMENT-REQUIRED header: lib/domains/payments/discovery.ts). Renewals build
 * theirs in lib/domains/payments (their schemas live there).
 */
import { PageProvisionedSchema, PageProvisionInputSchema } from "../../domains/pages/schemas";
import { TOKEN_PREFIX } from "../../core/token-format";
import { httpBazaar, mcpBazaar } from "../../domains/payments/discovery";
import { PersonProvisionedSchema, PersonProvisionInputSchema } from "../../domains/persons/shapes/schemas";

type Json = Record<string, unknown>;

/** A receipt of the default price (a Person $5.00, a Page $2.00, in USDC's atomic units). */
const paymentExample = (amount: string) => ({ network: "eip155:8453", asset: "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913", amount, payer: "0x…", transaction: "0x…", status: "settled" });
/** A capability token as the answer shows it: the real prefix, the rest elided. */
const TOKEN_EXAMPLE = { token: `${TOKEN_PREFIX}… (shown once)`, expiresAt: "2026-12-24T00:00:00.000Z" };

const EXAMPLES = {
  person: {
    input: PersonProvisionInputSchema,
    output: PersonProvisionedSchema,
    example: { name: "Ada", goal: "Answer questions about opening hours and appointments from the knowledge files." },
    outputExample: { person: { id: "psn_…", name: "Ada" }, capabilityToken: TOKEN_EXAMPLE, payment: paymentExample("5000000") },
    tool: "provision_person",
    description: "Lease a Person (a persistent AI worker) for one term, paid with x402.",
  },
  page: {
    input: PageProvisionInputSchema,
    output: PageProvisionedSchema,
    example: { label: "Volunteer sign-up", toolType: "custom_form" },
    outputExample: { page: { id: "pg_…", label: "Volunteer sign-up", toolType: "custom_form" }, capabilityToken: TOKEN_EXAMPLE, payment: paymentExample("2000000") },
    tool: "provision_page",
    description: "Lease a Page (a participant-facing form, scheduler, approval, …) for one term, paid with x402.",
  },
} as const;

const cache = new Map<string, Json>();
const once = (key: string, build: () => Json): Json => {
  let value = cache.get(key);
  if (!value) cache.set(key, (value = build()));
  return value;
};

/** The bazaar of POST /api/v3/resources/{persons|pages}. */
export function provisionBazaar(type: "person" | "page"): Json {
  const spec = EXAMPLES[type];
  return once(`http:${type}`, () => httpBazaar({ path: `/api/v3/resources/${type}s`, body: spec.input, example: spec.example, output: spec.output, outputExample: spec.outputExample }));
}

/** The bazaar of the MCP tool provision_person or provision_page. */
export function provisionToolBazaar(type: "person" | "page"): Json {
  const spec = EXAMPLES[type];
  return once(`mcp:${type}`, () =>
    mcpBazaar({ toolName: spec.tool, description: spec.description, input: spec.input, example: spec.example, output: spec.output, outputExample: spec.outputExample }),
  );
}
