/**
 * GET /api/v3/catalog: the authoritative list of SKUs, prices, network,
 * limits and routes (spec 2.4, 4.1). Built from lib/core/config.ts, so a deployment
 * that changes a price or limit changes it everywhere at once.
 */
import { z } from "zod";
import "zod-openapi";
import { atomicAmount, config, formatUsd, type Config, type RateLimitRule } from "../../core/config";
import { IDEMPOTENCY_TTL_HOURS } from "../http/idempotency";
import { ResourceTypeSchema, type ResourceType } from "../../domains/leases/schemas";
import { DEFAULT_TOOL_TYPE, MAX_UPLOAD_BYTES, TOOL_TYPES, ToolTypeSchema } from "../../domains/pages/content";
import { PERSON_LIMITS } from "../../domains/persons/shapes/schemas";
import { CHAT_BODY_LIMIT } from "../../domains/persons/shapes/chat-schemas";
import { KNOWLEDGE_WORK_UNITS_PER_KIB } from "../../domains/persons/knowledge/knowledge";
import { EXPORT_WORK_UNITS_BASE, EXPORT_WORK_UNITS_PER_KIB, MCP_EXPORT_MAX_BYTES } from "../../domains/persons/control/export";
import { EVENT_TYPES, EventTypeSchema, eventCatalogue, eventComponentId } from "../../domains/events/catalogue";
import { CHOOSE_WHEN, DEFINITIONS, DO_NOT_USE_FOR, REPRESENTATIVE_QUERIES, SAFETY } from "./glossary";
import { retriesCovering } from "../../domains/jobs/catalogue";
import { ROTATION_OVERLAP_HOURS } from "../../domains/webhooks/endpoints";
import { SUPPORTED_EXTENSIONS } from "../../domains/payments/discovery";
import { PAYMENT_ID_TTL_HOURS } from "../../domains/payments/identifier";
import { PAYMENT_IDENTIFIER_BEHAVIOUR } from "./x402-discovery";
import { CONTROL, DISCOVERY, IDEMPOTENT_WRITES, MCP_TOOLS, mcpToolOf, PROVISION, RATE_LIMITED_ROUTES, RENEW, TOKEN_REFRESH } from "./routes";

const ControlRoutesSchema = z
  .object({ read: z.array(z.string()), write: z.array(z.string()), execute: z.array(z.string()), destroy: z.array(z.string()) })
  .meta({ id: "ControlRoutes" });

export const SkuSchema = z
  .object({
    id: z.enum(["person.provision", "page.provision"]),
    resource: ResourceTypeSchema,
    description: z.string(),
    price: z.string().meta({ example: "$5.00" }),
    priceAtomic: z.string().meta({ description: "Price in the asset's atomic units, as in the x402 challenge.", example: "5000000" }),
    currency: z.literal("USD"),
    recurring: z.boolean(),
    termDays: z.number().int(),
    included: z.string().meta({ example: "250 turns per term" }),
    includedQuantity: z.number().int(),
    includedUnit: z.enum(["turns", "submissions"]),
    scheme: z.literal("exact"),
    network: z.string(),
    asset: z.object({ address: z.string(), symbol: z.string(), decimals: z.number().int() }),
    requiredInputs: z.array(z.string()),
    chooseWhen: z.array(z.string()),
    doNotUseFor: z.array(z.string()),
    provision: z.string(),
    renew: z.string(),
    control: ControlRoutesSchema,
    mcp: z
      .object({ provisionTool: z.string(), controlTools: z.array(z.string()) })
      .meta({ description: "The same operations as MCP tools at /mcp: provisionTool without a token, controlTools (and refresh_token) with the resource's token." }),
    toolType: z
      .object({ input: z.literal("toolType"), required: z.boolean(), description: z.string() })
      .optional()
      .meta({ description: "Page SKU only: the provision input that picks the Page type." }),
    defaultToolType: ToolTypeSchema.optional(),
    supportedToolTypes: z.array(ToolTypeSchema).optional(),
  })
  .meta({ id: "Sku" });

export const DefaultsSchema = z
  .object({
    visibility: z.literal("public"),
    pageToolType: ToolTypeSchema,
    leaseTermDays: z.number().int(),
    personTurnLimit: z.number().int(),
    pageSubmissionLimit: z.number().int(),
    maxActiveLeasesPerPrincipal: z.number().int(),
  })
  .meta({ id: "Defaults" });

export const QuotasSchema = z
  .object({
    expiredLease: z.string(),
    person: z.object({
      knowledgeFileMaxBytes: z.number().int().meta({ description: "Largest knowledge file (413 beyond)." }),
      knowledgeMaxFiles: z.number().int().meta({ description: "Knowledge files one Person may hold (409 storage_quota_exceeded beyond)." }),
      knowledgeMaxTotalBytes: z.number().int().meta({ description: "Total bytes of a Person's knowledge files (409 storage_quota_exceeded beyond)." }),
    }),
    page: z.object({
      uploadMaxFileBytes: z.number().int().meta({ description: "The largest max_size_bytes a file vault's requested upload, or maxSizeBytes a form's file field, may set." }),
      uploadQuotaBytes: z.number().int().meta({ description: "The total size of the files counterparts may upload to one Page, file vault uploads and form files together (a vault upload is also one submission; 409 storage_quota_exceeded beyond)." }),
    }),
  })
  .meta({ id: "Quotas", description: "What one paid resource may hold, in force on this deployment." });

export function buildQuotas(cfg: Config = config()): z.infer<typeof QuotasSchema> {
  return {
    expiredLease:
      "After its term ends a lease keeps reads, renewal and destroy; every other write answers 402 lease_expired with the renew challenge until it is renewed.",
    person: {
      knowledgeFileMaxBytes: cfg.knowledge.maxBytes,
      knowledgeMaxFiles: cfg.knowledge.maxFiles,
      knowledgeMaxTotalBytes: cfg.knowledge.maxTotalBytes,
    },
    page: { uploadMaxFileBytes: MAX_UPLOAD_BYTES, uploadQuotaBytes: cfg.uploads.pageQuotaBytes },
  };
}

export const LimitsSchema = z
  .object({
    chat: z
      .object({
        messageChars: z.number().int().meta({ description: "Characters of one chat message." }),
        messagesPerTurn: z.number().int().meta({ description: "Messages in one chat turn." }),
        turnChars: z.number().int().meta({ description: "Characters of all the messages of one turn together." }),
        requestBytes: z.number().int().meta({ description: "Largest chat request body." }),
        appliesTo: z.array(z.string()),
        exceeded: z.string(),
      })
      .meta({ description: "Size of a chat turn with a Person." }),
  })
  .meta({ id: "Limits", description: "Sizes the service accepts." });

const RATE_LIMIT_POLICIES = ["control", "provision", "counterpart", "signin", "mcp", "a2a"] as const;

export const RateLimitsSchema = z
  .object({
    exceeded: z.string().meta({ description: "What a request over a limit gets." }),
    counting: z.string().meta({ description: "How requests are counted." }),
    policies: z.array(
      z.object({
        policy: z.enum(RATE_LIMIT_POLICIES),
        routes: z.array(z.string()),
        windowSeconds: z.number().int(),
        burstSeconds: z.number().int().meta({ description: "How many seconds of the rate may come at once: per* × burstSeconds / windowSeconds requests (rounded; at least one)." }),
        perAddress: z.number().int().meta({ description: "Requests per window from one client address." }),
        perToken: z.number().int().optional().meta({ description: "Requests per window with one capability token." }),
        perEmail: z.number().int().optional().meta({ description: "Sign-in emails per window to one email address." }),
      }),
    ),
    workBudget: z
      .object({
        unit: z.string(),
        perToken: z.number().meta({ description: "Work units a second that one capability token's budget refills." }),
        perAddress: z.number().meta({ description: "Work units a second that one client address's budget refills." }),
        burstSeconds: z.number().int().meta({ description: "How many seconds of its refill a budget holds (work allowed at once)." }),
        costs: z.array(z.object({ work: z.string(), units: z.string(), appliesTo: z.array(z.string()) })),
        exceeded: z.string(),
      })
      .meta({ description: "Heavy work is counted in work units besides the request counts: each token's and each address's budget refills at a steady rate." }),
  })
  .meta({ id: "RateLimits", description: "Request rate limits in force, shared by every instance of the service." });

export const IdempotencySchema = z
  .object({
    header: z.literal("Idempotency-Key"),
    keyFormat: z.string(),
    routes: z.array(z.string()),
    retentionHours: z.number().int(),
    behaviour: z.string(),
  })
  .meta({ id: "Idempotency", description: "Safe retries of control writes." });

/** The event catalogue as the catalog lists it (lib/domains/events/catalogue.ts; data schemas in the OpenAPI document's TypedEvent). */
export const CatalogEventsSchema = z
  .object({
    routes: z.array(z.string()).meta({ description: "Where a controller reads events: JSON pages, or a server-sent event stream with Accept: text/event-stream." }),
    mcpTools: z.array(z.string()),
    documentation: z.string(),
    types: z.array(z.object({ type: EventTypeSchema, resource: z.enum(["person", "page", "any"]), description: z.string(), schema: z.string().meta({ description: "Its OpenAPI component (components.schemas)." }) })),
  })
  .meta({ id: "CatalogEvents", description: "Every event type a resource records, once." });

export const WebhooksInfoSchema = z
  .object({
    signature: z.string(),
    maxEndpointsPerResource: z.int(),
    timeoutSeconds: z.int(),
    retryWindowSeconds: z.int(),
    retries: z.int(),
    retryDelaySeconds: z.int(),
    retryDelayMaxSeconds: z.int(),
    secretRotationOverlapHours: z.int(),
    egress: z.string(),
  })
  .meta({ id: "WebhooksInfo", description: "How webhooks are delivered: subscribe with POST /api/v3/control/{persons|pages}/{id}/webhooks (or `webhook` in the provision body)." });

export function buildWebhooksInfo(cfg: Config): z.infer<typeof WebhooksInfoSchema> {
  const w = cfg.webhooks;
  return {
    signature: "Standard Webhooks: webhook-id (the event id, stable across retries), webhook-timestamp, webhook-signature (v1 HMAC-SHA256 with the whsec_ secret shown once at creation)",
    maxEndpointsPerResource: w.maxEndpoints,
    timeoutSeconds: w.timeoutSeconds,
    retryWindowSeconds: w.retryWindowSeconds,
    retries: retriesCovering(w.retryWindowSeconds, w.retryDelaySeconds, w.retryDelayMaxSeconds),
    retryDelaySeconds: w.retryDelaySeconds,
    retryDelayMaxSeconds: w.retryDelayMaxSeconds,
    secretRotationOverlapHours: ROTATION_OVERLAP_HOURS,
    egress: "https to public addresses only (private, loopback, link-local, carrier-grade NAT, multicast and cloud metadata addresses are refused, checked on every resolved address, the connection pinned to it); redirects are not followed; 410 Gone disables the endpoint",
  };
}

export const CatalogSchema = z
  .object({
    name: z.string(),
    protocol: z.literal("x402-v2"),
    resourceGlossary: z.object({ person: z.string(), page: z.string() }),
    resourceModel: z.object({ url: z.string(), version: z.literal("1.0") }),
    safeControlPath: z.array(z.string()),
    representativeQueries: z.array(z.object({ query: z.string(), choose: ResourceTypeSchema, sku: z.string() })),
    controllerBoundary: z.object({
      controller: z.string(),
      counterpart: z.string(),
      tokenAcceptedOn: z.array(z.string()),
      notControllerAccess: z.array(z.string()),
    }),
    clientSpendControl: z.object({
      currency: z.literal("USD"),
      minimumPerPaymentCap: z.string().meta({ description: "Set the x402 client's per-payment cap to at least this." }),
      perSku: z.record(z.string(), z.string()),
      commonClientDefaultCap: z.string(),
      note: z.string(),
      network: z.string().meta({ description: "The CAIP-2 network to register the x402 client's scheme for (the SKUs' network)." }),
      spendControls: z
        .object({
          allowedAssets: z.array(z.object({ network: z.string(), asset: z.string(), maxAmountPerPayment: z.string().meta({ description: "Atomic units of the asset: the dearest SKU's price." }) })),
        })
        .meta({
          description:
            "The spend controls to give an @x402/fetch or @x402/core client as they are (wrapFetchWithPaymentFromConfig(fetch, { schemes: [{ network, client }], spendControls })): this service's asset on its network, capped at the dearest SKU's price. A client that only knows its network's default assets refuses any other asset (a local or test chain's) without it, and caps a dollar amount at $1.00 by default.",
        }),
    }),
    defaults: DefaultsSchema,
    limits: LimitsSchema,
    rateLimits: RateLimitsSchema,
    quotas: QuotasSchema,
    idempotency: IdempotencySchema,
    events: CatalogEventsSchema,
    webhooks: WebhooksInfoSchema,
    skus: z.array(SkuSchema),
    x402Extensions: z
      .object({
        supported: z.array(z.string()).meta({ example: ["bazaar", "payment-identifier"] }),
        bazaar: z.string(),
        paymentIdentifier: z.object({ required: z.boolean(), idFormat: z.string(), retentionHours: z.number().int(), behaviour: z.string() }),
        discovery: z.string().meta({ description: "The x402 discovery document: the priced resources." }),
      })
      .meta({ description: "The x402 extensions every 402 challenge of the paid routes (REST and MCP) declares, in its `extensions`." }),
    links: z.record(z.string(), z.string()),
    safety: z.array(z.string()),
  })
  .meta({ id: "Catalog" });

export type Catalog = z.infer<typeof CatalogSchema>;
export type Sku = z.infer<typeof SkuSchema>;

export function buildSkus(cfg: Config = config()): Sku[] {
  const common = (resource: ResourceType) => ({
    resource,
    currency: "USD" as const,
    recurring: true,
    termDays: cfg.lease.termDays,
    scheme: cfg.payment.scheme,
    network: cfg.payment.network,
    asset: { address: cfg.payment.asset, symbol: cfg.payment.assetSymbol, decimals: cfg.payment.assetDecimals },
    chooseWhen: CHOOSE_WHEN[resource],
    doNotUseFor: DO_NOT_USE_FOR[resource],
    provision: PROVISION[resource],
    renew: RENEW[resource],
    control: { read: [...CONTROL[resource].read], write: [...CONTROL[resource].write], execute: [...CONTROL[resource].execute], destroy: [...CONTROL[resource].destroy] },
    mcp: { provisionTool: MCP_TOOLS.provision[resource], controlTools: [...MCP_TOOLS.control[resource], MCP_TOOLS.refresh] },
  });
  /** What a term costs and what it includes. */
  const priced = (priceCents: number, quantity: number, unit: "turns" | "submissions") => ({
    price: formatUsd(priceCents),
    priceAtomic: atomicAmount(priceCents, cfg.payment.assetDecimals),
    included: `${quantity} ${unit} per term`,
    includedQuantity: quantity,
    includedUnit: unit,
  });
  return [
    {
      id: "person.provision",
      ...common("person"),
      description: `Lease a Person: ${DEFINITIONS.person}`,
      ...priced(cfg.person.priceCents, cfg.person.turnLimit, "turns"),
      requiredInputs: ["name", "goal"],
    },
    {
      id: "page.provision",
      ...common("page"),
      description: `Lease a Page: ${DEFINITIONS.page}`,
      ...priced(cfg.page.priceCents, cfg.page.submissionLimit, "submissions"),
      requiredInputs: ["label"],
      toolType: { input: "toolType", required: false, description: "Participant-facing Page type; see supportedToolTypes." },
      defaultToolType: DEFAULT_TOOL_TYPE,
      supportedToolTypes: [...TOOL_TYPES],
    },
  ];
}

export function buildDefaults(cfg: Config = config()): z.infer<typeof DefaultsSchema> {
  return {
    visibility: "public",
    pageToolType: DEFAULT_TOOL_TYPE,
    leaseTermDays: cfg.lease.termDays,
    personTurnLimit: cfg.person.turnLimit,
    pageSubmissionLimit: cfg.page.submissionLimit,
    maxActiveLeasesPerPrincipal: cfg.lease.maxActiveLeasesPerPrincipal,
  };
}

export function buildLimits(): z.infer<typeof LimitsSchema> {
  return {
    chat: {
      messageChars: PERSON_LIMITS.message,
      messagesPerTurn: PERSON_LIMITS.messages,
      turnChars: PERSON_LIMITS.turn,
      requestBytes: CHAT_BODY_LIMIT,
      appliesTo: [...CONTROL.person.execute, "POST /api/counterpart/persons/{id}/chat", `MCP ${mcpToolOf(CONTROL.person.execute[0]!)}`],
      exceeded: "400 {code: \"validation_failed\"} naming the field (a message, or messages beyond the turn's characters); 413 {code: \"payload_too_large\"} for a body over requestBytes.",
    },
  };
}

export function buildRateLimits(cfg: Config = config()): z.infer<typeof RateLimitsSchema> {
  const { policies } = cfg.rateLimits;
  return {
    exceeded: "429 {error, code: \"rate_limited\"} with Retry-After (seconds until the limit lets a request through again); over MCP the HTTP request itself is refused with the same 429.",
    counting:
      "Each limit is a rate: per* requests every windowSeconds on average, of which burstSeconds' worth may come at once; past the burst, one request each windowSeconds/per* seconds (a refused request does not count). All instances share the counters. Control routes and MCP count per client address and per capability token (when one is sent).",
    policies: RATE_LIMIT_POLICIES.map((policy) => {
      const rule: RateLimitRule = policies[policy];
      return {
        policy,
        routes: [...RATE_LIMITED_ROUTES[policy]],
        windowSeconds: rule.windowSeconds,
        burstSeconds: rule.burstSeconds,
        perAddress: rule.perAddress,
        ...(rule.perToken ? { perToken: rule.perToken } : {}),
        ...(rule.perEmail ? { perEmail: rule.perEmail } : {}),
      };
    }),
    workBudget: {
      unit: "a work unit is about a millisecond of the server's CPU (the database's included), as measured for each kind of work",
      perToken: cfg.rateLimits.work.perToken,
      perAddress: cfg.rateLimits.work.perAddress,
      burstSeconds: cfg.rateLimits.work.burstSeconds,
      costs: [
        { work: "adding a knowledge file", units: `${KNOWLEDGE_WORK_UNITS_PER_KIB} a KiB of content`, appliesTo: ["POST /api/v3/control/persons/{id}/files", "MCP add_knowledge"] },
        {
          work: "exporting a Person",
          units: `${EXPORT_WORK_UNITS_BASE}, plus ${EXPORT_WORK_UNITS_PER_KIB} a KiB of its knowledge files (at most ${MCP_EXPORT_MAX_BYTES / 1024} KiB of them over MCP)`,
          appliesTo: ["GET /api/v3/control/persons/{id}/export", "MCP export_person"],
        },
      ],
      exceeded: "429 {error, code: \"rate_limited\"} with Retry-After (seconds until the budget allows work again), before the work starts; nothing is done.",
    },
  };
}

export function buildIdempotency(): z.infer<typeof IdempotencySchema> {
  return {
    header: "Idempotency-Key",
    keyFormat: "1 to 255 visible ASCII characters (a UUID is a good choice)",
    routes: [...IDEMPOTENT_WRITES],
    retentionHours: IDEMPOTENCY_TTL_HOURS,
    behaviour:
      "A repeat of the same request (same resource, method, path and body) with the same key gets the first answer again (header Idempotent-Replayed: true) and nothing is done twice; the same key with another request is 409 idempotency_key_reused; while the first is still running, 409 idempotency_key_in_progress with Retry-After. A 5xx answer frees the key.",
  };
}

export function buildCatalog(cfg: Config = config()): Catalog {
  const skus = buildSkus(cfg);
  const personPrice = formatUsd(cfg.person.priceCents);
  const maxPriceCents = Math.max(cfg.person.priceCents, cfg.page.priceCents);
  const maxPrice = formatUsd(maxPriceCents);
  return {
    name: "Leasehold",
    protocol: cfg.payment.protocol,
    resourceGlossary: { person: DEFINITIONS.person, page: DEFINITIONS.page },
    resourceModel: { url: DISCOVERY.resourceModel, version: "1.0" },
    safeControlPath: [
      `GET ${DISCOVERY.catalog}: read SKUs, prices, network and limits (authoritative).`,
      `Choose a Person or a Page (${DISCOVERY.resourceModel} has the selection rules).`,
      `POST the provision route with a valid body; the answer is 402 with the x402 v2 challenge in the PAYMENT-REQUIRED header.`,
      `Pay with an x402 v2 client (per-payment cap at least ${maxPrice}) and retry the same request with the PAYMENT-SIGNATURE header.`,
      "Store capabilityToken.token from the 201 answer in secret storage: it is shown once.",
      `Control the resource with Authorization: Bearer <token> on /api/v3/control/... or over MCP at ${DISCOVERY.mcp} (the same token in the Authorization header of the MCP connection; the SKU's mcp member names the tools). Over MCP, provisioning is the tool ${MCP_TOOLS.provision.person} or ${MCP_TOOLS.provision.page}, paid per the x402 MCP transport.`,
      `Rotate the token with ${TOKEN_REFRESH}; renew the lease by paying x402 on its renew route; destroy it with DELETE when done.`,
      `Lost the token? The wallet that paid proves itself with sign-in-with-x (POST /api/v3/wallet/challenge, sign the EIP-4361 message, send it as the SIGN-IN-WITH-X header; MCP ${mcpToolOf("POST /api/v3/wallet/challenge")}): GET /api/v3/wallet/leases lists its leases, POST /api/v3/wallet/leases/{id}/token issues a new token and revokes the old ones. One fresh challenge per call.`,
    ],
    representativeQueries: REPRESENTATIVE_QUERIES.map((q) => ({ ...q, sku: `${q.choose}.provision` })),
    controllerBoundary: {
      controller: DEFINITIONS.controller,
      counterpart: DEFINITIONS.counterpart,
      tokenAcceptedOn: ["/api/v3/control/*", TOKEN_REFRESH.replace("POST ", ""), DISCOVERY.mcp],
      notControllerAccess: ["public URLs", "the /api/v2 interface", "a session of an identity provider (counterpart sign-in)"],
    },
    clientSpendControl: {
      currency: "USD",
      minimumPerPaymentCap: maxPrice,
      perSku: Object.fromEntries(skus.map((sku) => [sku.id, sku.price])),
      commonClientDefaultCap: "$1.00",
      note: `The default per-payment cap of a common x402 fetch client is $1.00 while a Person costs ${personPrice}: set the cap to ${personPrice} for a Person. With @x402/fetch, pass spendControls below as it is: it allows this service's asset (which a client refuses off its network's defaults, as on a local chain) up to ${maxPrice}.`,
      network: cfg.payment.network,
      spendControls: { allowedAssets: [{ network: cfg.payment.network, asset: cfg.payment.asset, maxAmountPerPayment: atomicAmount(maxPriceCents, cfg.payment.assetDecimals) }] },
    },
    defaults: buildDefaults(cfg),
    limits: buildLimits(),
    rateLimits: buildRateLimits(cfg),
    quotas: buildQuotas(cfg),
    idempotency: buildIdempotency(),
    events: {
      routes: ["GET /api/v3/control/persons/{id}/events", "GET /api/v3/control/pages/{id}/events"],
      mcpTools: ["list_person_events", "list_page_events"],
      documentation: "docs/events.md",
      types: EVENT_TYPES.map((type) => ({ type, resource: eventCatalogue[type].resource, description: eventCatalogue[type].description, schema: eventComponentId(type) })),
    },
    webhooks: buildWebhooksInfo(cfg),
    skus,
    x402Extensions: {
      supported: [...SUPPORTED_EXTENSIONS],
      bazaar:
        "Discovery (x402 bazaar): each 402 declares how its request is called (method, JSON body or MCP tool arguments, path parameters) and what it answers, as compact JSON Schemas of the route's own schemas (top-level members; the OpenAPI document has them whole).",
      paymentIdentifier: {
        required: false,
        idFormat: "16 to 128 characters of letters, digits, - and _ (extensions[\"payment-identifier\"].info.id of the payment)",
        retentionHours: PAYMENT_ID_TTL_HOURS,
        behaviour: PAYMENT_IDENTIFIER_BEHAVIOUR,
      },
      discovery: DISCOVERY.wellKnownX402,
    },
    links: {
      resourceModel: DISCOVERY.resourceModel,
      openapi: DISCOVERY.openapi,
      agentCard: DISCOVERY.agentCard,
      x402: DISCOVERY.wellKnownX402,
      mcp: DISCOVERY.mcp,
      a2a: DISCOVERY.a2a,
    },
    safety: SAFETY,
  };
}
