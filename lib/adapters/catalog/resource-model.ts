/**
 * GET /api/v3/resource-model (version 1.0): what a Person and a Page are, how
 * to choose between them, their control routes, leases and the Page content
 * contracts, generated from the same zod schemas that validate requests.
 */
import { z } from "zod";
import "zod-openapi";
import { config, formatUsd, type Config } from "../../core/config";
import { ResourceTypeSchema } from "../../domains/leases/schemas";
import {
  CONTENT_REQUIRED,
  CONTENT_SCHEMAS,
  DEFAULT_CONTENT,
  DEFAULT_TOOL_TYPE,
  TOOL_TYPE_INFO,
  PAGE_TYPES,
  TOOL_TYPES,
  ToolTypeSchema,
} from "../../domains/pages/content";
import { ALIASES, CHOOSE_WHEN, DEFINITIONS, DO_NOT_USE_FOR, PERSON_SUPPORTS, SAFETY, SELECTION } from "./glossary";
import { CONTROL, DISCOVERY, PROVISION, RENEW, TOKEN_REFRESH } from "./routes";

const LeaseTermsSchema = z.object({
  termDays: z.number().int(),
  price: z.string(),
  recurring: z.boolean(),
  included: z.number().int(),
  unit: z.enum(["turns", "submissions"]),
  provision: z.string(),
  renew: z.string(),
});

const ResourceEntrySchema = z.object({
  definition: z.string(),
  chooseWhen: z.array(z.string()),
  doNotUseFor: z.array(z.string()),
  aliases: z.array(z.string()),
  control: z.object({ read: z.array(z.string()), write: z.array(z.string()), execute: z.array(z.string()), destroy: z.array(z.string()) }),
  lease: LeaseTermsSchema,
});

const ContentContractEntrySchema = z.object({
  purpose: z.string(),
  contentKeys: z.array(z.string()),
  contentRequired: z.boolean().meta({ description: "true when the toolType has no safe default, so content must be sent." }),
  defaultContent: z.record(z.string(), z.unknown()).nullable(),
  schema: z.record(z.string(), z.unknown()).meta({ description: "JSON Schema of the content." }),
  examples: z
    .array(z.object({ summary: z.string(), label: z.string(), content: z.record(z.string(), z.unknown()) }))
    .meta({ description: "Realistic contents of this toolType, each with a Page label: what a provision body's label and content could be." }),
});

export const ResourceModelSchema = z
  .object({
    version: z.literal("1.0"),
    canonicalTerms: z.object({
      person: z.string(),
      page: z.string(),
      controller: z.string(),
      counterpart: z.string(),
      lease: z.string(),
    }),
    selectionRules: z.array(z.object({ ifRequestMentions: z.array(z.string()), choose: ResourceTypeSchema, reason: z.string() })),
    resources: z.object({
      person: ResourceEntrySchema.extend({ supports: z.array(z.string()) }),
      page: ResourceEntrySchema.extend({
        toolType: z.object({ input: z.literal("toolType"), values: z.array(ToolTypeSchema) }),
        defaultToolType: ToolTypeSchema,
        supportedToolTypes: z.array(ToolTypeSchema),
        contentContract: z.record(ToolTypeSchema, ContentContractEntrySchema),
      }),
    }),
    connection: z.object({
      catalog: z.string(),
      openapi: z.string(),
      mcp: z.string(),
      a2a: z.string(),
      payment: z.object({
        protocol: z.literal("x402-v2"),
        scheme: z.literal("exact"),
        network: z.string(),
        challengeHeader: z.literal("PAYMENT-REQUIRED"),
        paymentHeader: z.literal("PAYMENT-SIGNATURE"),
        receiptHeader: z.literal("PAYMENT-RESPONSE"),
      }),
      control: z.object({
        authentication: z.string(),
        tokenPrefix: z.literal("at_live_"),
        basePath: z.string(),
        refresh: z.string(),
      }),
    }),
    safety: z.array(z.string()),
  })
  .meta({ id: "ResourceModel" });

export type ResourceModel = z.infer<typeof ResourceModelSchema>;

/** JSON Schema of a toolType's content, with the content object itself at the root (not behind a $ref). */
function contentJsonSchema(toolType: (typeof TOOL_TYPES)[number]): Record<string, unknown> {
  const schema = z.toJSONSchema(CONTENT_SCHEMAS[toolType], { io: "input", unrepresentable: "any" }) as Record<string, unknown> & {
    $ref?: string;
    $defs?: Record<string, Record<string, unknown>>;
  };
  const rootName = schema.$ref?.replace("#/$defs/", "");
  if (!rootName || !schema.$defs?.[rootName]) return schema;
  const { [rootName]: root, ...others } = schema.$defs;
  return { $schema: schema.$schema, ...root, ...(Object.keys(others).length ? { $defs: others } : {}) };
}

function controlOf(resource: "person" | "page") {
  const c = CONTROL[resource];
  return { read: [...c.read], write: [...c.write], execute: [...c.execute], destroy: [...c.destroy] };
}

export function buildResourceModel(cfg: Config = config()): ResourceModel {
  const contentContract = Object.fromEntries(
    TOOL_TYPES.map((toolType) => [
      toolType,
      {
        purpose: TOOL_TYPE_INFO[toolType].purpose,
        contentKeys: TOOL_TYPE_INFO[toolType].contentKeys,
        contentRequired: CONTENT_REQUIRED.includes(toolType),
        defaultContent: DEFAULT_CONTENT[toolType] ?? null,
        schema: contentJsonSchema(toolType),
        examples: PAGE_TYPES[toolType].examples.map((example) => ({ ...example, content: example.content as Record<string, unknown> })),
      },
    ]),
  ) as ResourceModel["resources"]["page"]["contentContract"];

  return {
    version: "1.0",
    canonicalTerms: { ...DEFINITIONS },
    selectionRules: (["person", "page"] as const).map((choose) => ({
      ifRequestMentions: SELECTION[choose].mentions,
      choose,
      reason: SELECTION[choose].reason,
    })),
    resources: {
      person: {
        definition: DEFINITIONS.person,
        chooseWhen: CHOOSE_WHEN.person,
        doNotUseFor: DO_NOT_USE_FOR.person,
        aliases: ALIASES.person,
        control: controlOf("person"),
        lease: {
          termDays: cfg.lease.termDays,
          price: formatUsd(cfg.person.priceCents),
          recurring: true,
          included: cfg.person.turnLimit,
          unit: "turns",
          provision: PROVISION.person,
          renew: RENEW.person,
        },
        supports: PERSON_SUPPORTS,
      },
      page: {
        definition: DEFINITIONS.page,
        chooseWhen: CHOOSE_WHEN.page,
        doNotUseFor: DO_NOT_USE_FOR.page,
        aliases: ALIASES.page,
        control: controlOf("page"),
        lease: {
          termDays: cfg.lease.termDays,
          price: formatUsd(cfg.page.priceCents),
          recurring: true,
          included: cfg.page.submissionLimit,
          unit: "submissions",
          provision: PROVISION.page,
          renew: RENEW.page,
        },
        toolType: { input: "toolType", values: [...TOOL_TYPES] },
        defaultToolType: DEFAULT_TOOL_TYPE,
        supportedToolTypes: [...TOOL_TYPES],
        contentContract,
      },
    },
    connection: {
      catalog: DISCOVERY.catalog,
      openapi: DISCOVERY.openapi,
      mcp: DISCOVERY.mcp,
      a2a: DISCOVERY.a2a,
      payment: {
        protocol: cfg.payment.protocol,
        scheme: cfg.payment.scheme,
        network: cfg.payment.network,
        challengeHeader: "PAYMENT-REQUIRED",
        paymentHeader: "PAYMENT-SIGNATURE",
        receiptHeader: "PAYMENT-RESPONSE",
      },
      control: {
        authentication: "HTTP bearer: Authorization: Bearer <capability token>",
        tokenPrefix: "at_live_",
        basePath: "/api/v3/control",
        refresh: TOKEN_REFRESH,
      },
    },
    safety: SAFETY,
  };
}
