/**
 * The discovery advisor behind /a2a: given what an agent asks for in plain
 * words, which resource fits (the resource model's selection rules and
 * aliases, plus a fixed word list per Page toolType), what it costs (the
 * catalog's SKUs) and how to provision it (routes, x402, spend cap).
 *
 * Deterministic and pure: it reads configuration and code only, never the
 * database, so it cannot reveal or touch a leased resource. Asked to act on
 * one (delete, change, chat…), it says which token-protected route does it
 * and does nothing.
 */
import { buildCatalog, buildSkus, type Sku } from "../catalog/catalog";
import { buildResourceModel, type ResourceModel } from "../catalog/resource-model";
import { CONTROL, DISCOVERY, MCP_TOOLS, mcpToolOf, RENEW, TOKEN_REFRESH } from "../catalog/routes";
import { config, type Config } from "../../core/config";
import type { ResourceType } from "../../domains/leases/schemas";
import { DEFAULT_TOOL_TYPE, TOOL_TYPES, type ToolType } from "../../domains/pages/content";
import { CONTROL_ACTIONS, type Advice, type ControlGuidance, type Recommendation } from "../catalog/a2a-schemas";

/** The most characters of one request the advisor reads. */
export const MAX_REQUEST_CHARS = 8_000;

type ControlAction = (typeof CONTROL_ACTIONS)[number];

/** A signal in a request: `label` is the selection term it stands for. Strong cues weigh 2, weak ones 1. */
interface Cue {
  label: string;
  pattern: RegExp;
  weight?: 1 | 2;
}

interface Hit {
  label: string;
  index: number;
  weight: number;
}

/** Lower case, with hyphens, underscores and slashes as spaces ("e-signature" → "e signature"). */
function normalise(text: string): string {
  return text.toLowerCase().replace(/[\s_\-–—/]+/g, " ");
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** One word of a phrase, with its common inflections ("booking" → bookings; "signature" → signatures). */
function inflected(word: string): string {
  if (word.length > 3 && word.endsWith("e")) return `${escapeRegExp(word.slice(0, -1))}(?:e|es|ed|ing)`;
  if (word.length > 3 && word.endsWith("y")) return `${escapeRegExp(word.slice(0, -1))}(?:y|ies)`;
  return `${escapeRegExp(word)}(?:s|es|ed|ing)?`;
}

/** A cue for a published phrase (a selection rule's mention or an alias). */
function phraseCue(phrase: string): Cue {
  const words = normalise(phrase).trim().split(" ").map(inflected);
  return { label: phrase.toLowerCase(), pattern: new RegExp(`\\b${words.join("\\s+")}\\b`) };
}

// Words that point to a Person beyond the published selection terms, each
// standing for one of those terms (or a Person feature) in the reason.
const PERSON_CUES: Cue[] = [
  { label: "person", pattern: /\bpersons?\b/ },
  { label: "memory", pattern: /\b(?:remember\w*|memor(?:y|ies|i[sz]e\w*)|recall\w*|keeps? track of)\b/ },
  { label: "chat", pattern: /\b(?:answer\w*(?:\s+\w+){0,3}\s+questions?|convers\w*|talk(?:s|ing)? (?:to|with)|chat ?bots?)\b/ },
  { label: "assistant", pattern: /\b(?:assistants?|bots?|copilots?|concierges?)\b/ },
  { label: "knowledge files", pattern: /\b(?:knowledge(?: base)?|documentation|faqs?|manuals?|handbooks?)\b/, weight: 1 },
  { label: "recurring work", pattern: /\b(?:every (?:day|week|month|morning|evening|night|hour)|daily|weekly|monthly|nightly|hourly|recurring|ongoing)\b/, weight: 1 },
  { label: "delegated specialist", pattern: /\b(?:delegat\w*|research\w*|summari[sz]\w*|triag\w*|draft\w*|follow(?:s|ing)? up)\b/, weight: 1 },
  { label: "task queue", pattern: /\b(?:queue of (?:\w+\s+){0,2}tasks|tickets?|backlog|assign\w* (?:\w+\s+){0,2}tasks?|work through)\b/ },
];

const FILE_SHARING: Cue = {
  label: "file sharing",
  pattern: /\b(?:shar\w*\s+(?:\w+\s+){0,3}(?:files?|documents?|docs|pdfs?|slides|materials|resources|assets|brochures?)|file sharing|downloads?|handouts?)\b/,
};

// Words that point to one Page toolType. Their labels are the published
// selection terms where one fits. lead_collector and artifact are
// compatibility types and are never recommended.
const TOOL_TYPE_CUES: Partial<Record<ToolType, Cue[]>> = {
  scheduler: [
    {
      label: "booking",
      pattern: /\b(?:book(?:s|ed|ing|ings)?|appointments?|reservations?|reserve|calendar|schedul\w*|time ?slots?|availability|office hours|consultations?)\b/,
    },
  ],
  custom_form: [
    { label: "form", pattern: /\b(?:forms?|questionnaires?|surveys?|sign ?ups?|registrations?|rsvps?|enquir(?:y|ies)|inquir(?:y|ies)|feedback)\b/, weight: 1 },
    { label: "intake", pattern: /\bintake\b/ },
    { label: "lead capture", pattern: /\b(?:leads?|lead capture|wait ?lists?|newsletter)\b/ },
  ],
  order_taker: [{ label: "orders", pattern: /\b(?:orders?|ordering|pre ?orders?|menus?|catalog(?:ue)?s?|shop|storefront|products?|merchandise|take ?(?:away|out))\b/ }],
  file_sharer: [FILE_SHARING],
  // A file vault both shares files and requests uploads.
  file_vault: [
    FILE_SHARING,
    {
      label: "file uploads",
      pattern: /\b(?:upload\w*|receipts?|deposit\w*|vault|(?:collect|request|gather)\w*\s+(?:\w+\s+){0,2}(?:files?|documents?|docs|ids?|paperwork|receipts?)|paperwork|kyc)\b/,
    },
  ],
  checklist: [{ label: "checklist", pattern: /\b(?:check ?lists?|to ?do lists?|todos?|tick(?:ing)? off)\b/ }],
  e_signature: [
    {
      label: "signature",
      pattern:
        /\b(?:e ?sign\w*|signatures?|sign(?:s|ed|ing)?\s+(?:\w+\s+){0,2}(?:agreements?|contracts?|documents?|ndas?|waivers?|consents?|leases?|offers?|terms)|agreements?|contracts?|ndas?|waivers?)\b/,
    },
  ],
  payment: [{ label: "invoice", pattern: /\b(?:invoic\w*|checkout|billing|bills?|payment (?:pages?|links?|requests?)|collect\w* payments?)\b/ }],
  approval: [{ label: "approval", pattern: /\b(?:approv\w*|sign ?offs?|accept or reject|go no go)\b/ }],
  data_dashboard: [{ label: "dashboard", pattern: /\b(?:dashboards?|metrics|kpis?|charts?|graphs?|analytics|statistics|stats|reporting)\b/ }],
};

const PAGE_CUES: Cue[] = [{ label: "page", pattern: /\b(?:pages?|web ?pages?|landing pages?|portals?|microsites?)\b/ }];

// Acting on a leased resource: the verbs, most consequential first, and the
// words that refer to something already leased.
const CONTROL_VERBS: { action: ControlAction; pattern: RegExp }[] = [
  { action: "destroy", pattern: /\b(?:delet\w*|destroy\w*|remov\w*|cancel\w*|terminat\w*|shut(?:ting)? down|take down|tear down|unpublish\w*|erase|wipe)\b/ },
  { action: "refresh", pattern: /\b(?:refresh\w*|rotat\w*|revok\w*|regenerat\w*)\b/ },
  { action: "renew", pattern: /\b(?:renew\w*|extend\w*|top up)\b/ },
  { action: "execute", pattern: /\b(?:chat(?:s|ted|ting)? with|talk(?:s|ed|ing)? to|message|ask|tell|instruct\w*|assign\w*|invoke)\b/ },
  {
    action: "write",
    pattern: /\b(?:updat\w*|edit\w*|chang\w*|modif\w*|renam\w*|patch\w*|reconfigur\w*|make (?:it|\w+) (?:private|public)|set (?:the |its )?audience|add (?:a |some )?(?:knowledge|files?|documents?))\b/,
  },
  { action: "read", pattern: /\b(?:show|list|read|view|see|check|export|download|fetch|get|look up|status of)\b/ },
];
const REFERENCE =
  /\b(?:my|our|the|this|that|existing|leased)\s+(?:\w+\s+){0,2}?(pages?|forms?|schedulers?|vaults?|dashboards?|checklists?|submissions?|persons?|subagents?|assistants?|bots?|workers?|timeline|state|tasks?|leases?|resources?|tokens?)\b/;
const PAGE_WORDS = /^(?:pages?|forms?|schedulers?|vaults?|dashboards?|checklists?|submissions?)$/;
const PERSON_WORDS = /^(?:persons?|subagents?|assistants?|bots?|workers?|timeline|state|tasks?)$/;
const RESOURCE_ID = /\b(psn|pg)_[a-z0-9]{3,}\b/i;

/** The MCP tool of each REST control route and of token refresh: their `mcp` in the route table (lib/core/http/routes.ts). */
export const MCP_TOOL_FOR_ROUTE: Readonly<Record<string, string>> = Object.fromEntries(
  [...Object.values(CONTROL.person).flat(), ...Object.values(CONTROL.page).flat(), TOKEN_REFRESH].map((route) => [route, mcpToolOf(route)!]),
);
const TOKEN_LIKE = /\bat_live_[A-Za-z0-9]{4,}/;

interface Context {
  cfg: Config;
  model: ResourceModel;
  skus: Sku[];
  defaultCap: string;
  cues: Record<ResourceType, Cue[]>;
}

const contexts = new WeakMap<Config, Context>();

/** What the advisor knows, built once per configuration from the published documents. */
function contextOf(cfg: Config): Context {
  let context = contexts.get(cfg);
  if (context) return context;
  const model = buildResourceModel(cfg);
  const published = (resource: ResourceType) => [
    ...model.selectionRules.filter((rule) => rule.choose === resource).flatMap((rule) => rule.ifRequestMentions.map(phraseCue)),
    ...model.resources[resource].aliases.map(phraseCue),
  ];
  context = {
    cfg,
    model,
    skus: buildSkus(cfg),
    defaultCap: buildCatalog(cfg).clientSpendControl.commonClientDefaultCap,
    cues: {
      person: [...published("person"), ...PERSON_CUES],
      page: [...published("page"), ...PAGE_CUES, ...Object.values(TOOL_TYPE_CUES).flat()],
    },
  };
  contexts.set(cfg, context);
  return context;
}

/** The distinct labels the cues find in a text, each at its earliest place and strongest weight. */
function hitsOf(text: string, cues: Cue[]): Hit[] {
  const byLabel = new Map<string, Hit>();
  for (const cue of cues) {
    const match = cue.pattern.exec(text);
    if (!match) continue;
    const hit = { label: cue.label, index: match.index, weight: cue.weight ?? 2 };
    const seen = byLabel.get(cue.label);
    if (!seen) byLabel.set(cue.label, hit);
    else byLabel.set(cue.label, { label: cue.label, index: Math.min(seen.index, hit.index), weight: Math.max(seen.weight, hit.weight) });
  }
  return [...byLabel.values()].sort((a, b) => a.index - b.index);
}

const scoreOf = (hits: Hit[]) => hits.reduce((sum, hit) => sum + hit.weight, 0);
const firstIndex = (hits: Hit[]) => (hits.length ? hits[0]!.index : Number.POSITIVE_INFINITY);
const quoted = (labels: string[]) => labels.map((label) => `"${label}"`).join(", ");

/** The Page toolTypes a text points to, best first (score, then earliest mention, then catalog order). */
function rankToolTypes(text: string): { toolType: ToolType; hits: Hit[] }[] {
  return TOOL_TYPES.flatMap((toolType) => {
    const hits = hitsOf(text, TOOL_TYPE_CUES[toolType] ?? []);
    return hits.length ? [{ toolType, hits }] : [];
  }).sort(
    (a, b) =>
      scoreOf(b.hits) - scoreOf(a.hits) || firstIndex(a.hits) - firstIndex(b.hits) || TOOL_TYPES.indexOf(a.toolType) - TOOL_TYPES.indexOf(b.toolType),
  );
}

function skuOf(ctx: Context, resource: ResourceType): Sku {
  const sku = ctx.skus.find((s) => s.resource === resource);
  if (!sku) throw new Error(`No SKU for ${resource}`);
  return sku;
}

function recommend(ctx: Context, resource: ResourceType, toolType: ToolType | undefined, matched: string[]): Recommendation {
  const sku = skuOf(ctx, resource);
  const rule = ctx.model.selectionRules.find((r) => r.choose === resource);
  const why = matched.length ? `The request mentions ${quoted(matched)}. ` : "";
  const base = {
    resourceType: resource,
    price: sku.price,
    priceAtomic: sku.priceAtomic,
    network: sku.network,
    asset: sku.asset,
    termDays: sku.termDays,
    included: sku.included,
    provisionRoute: sku.provision,
    mcpTool: MCP_TOOLS.provision[resource],
    minimumSpendCap: sku.price,
    matched,
  };
  if (resource === "person") {
    return { ...base, exampleBody: { name: "<a name>", goal: "<what it should achieve>" }, reason: `${why}${rule?.reason ?? ""}`.trim() };
  }
  const chosen = toolType ?? DEFAULT_TOOL_TYPE;
  const contract = ctx.model.resources.page.contentContract[chosen];
  const typeWhy = toolType
    ? `toolType ${chosen}: ${contract.purpose}.`
    : `No particular Page type was named, so the default toolType ${chosen}: ${contract.purpose}.`;
  return {
    ...base,
    toolType: chosen,
    exampleBody: { label: "<a label>", toolType: chosen },
    contentRequired: contract.contentRequired,
    contentKeys: contract.contentKeys,
    reason: `${why}${rule?.reason ?? ""} ${typeWhy}`.trim(),
  };
}

function provisionSteps(ctx: Context, rec: Recommendation): string[] {
  const noun = rec.resourceType === "person" ? "Person" : "Page";
  const capWhy =
    rec.resourceType === "person"
      ? `a Person costs ${rec.price} and common x402 fetch clients stop at ${ctx.defaultCap} per payment`
      : `common x402 fetch clients stop at ${ctx.defaultCap} per payment`;
  const steps = [
    `${rec.provisionRoute} with a JSON body such as ${JSON.stringify(rec.exampleBody)}: the answer is 402 with the x402 v2 challenge in the PAYMENT-REQUIRED header.`,
    `Pay ${rec.price} (${rec.priceAtomic} atomic units of ${rec.asset.symbol} ${rec.asset.address} on ${rec.network}, scheme exact) with an x402 v2 client and retry the same request with the PAYMENT-SIGNATURE header. Never invent a payment signature.`,
    `Spend cap: set the x402 client's per-payment cap to at least ${rec.minimumSpendCap}; ${capWhy}.`,
    `Keep capabilityToken.token from the 201 answer in secret storage: it is shown once. Control the ${noun} with Authorization: Bearer <token> on ${CONTROL[rec.resourceType].read[0]!.replace(/^GET /, "")} and the other control routes, or over MCP at ${DISCOVERY.mcp}.`,
    `Over MCP instead: the ${rec.mcpTool} tool at ${DISCOVERY.mcp} takes the same body and is paid per the x402 MCP transport (call it, then call again with the signed payment in _meta["x402/payment"]).`,
  ];
  if (rec.resourceType === "page" && rec.toolType) {
    const contract = ctx.model.resources.page.contentContract[rec.toolType];
    steps.push(
      contract.contentRequired
        ? `The ${rec.toolType} toolType has no safe default: send content with ${contract.contentKeys.join(", ")} (its JSON Schema is resources.page.contentContract.${rec.toolType}.schema in ${DISCOVERY.resourceModel}).`
        : `Content is optional for ${rec.toolType}: without it the Page starts from the default in resources.page.contentContract.${rec.toolType}.defaultContent of ${DISCOVERY.resourceModel}.`,
    );
  }
  steps.push(`Prices, network and limits in force are in GET ${DISCOVERY.catalog} (authoritative).`);
  return steps;
}

function describe(rec: Recommendation): string {
  const what = rec.resourceType === "person" ? "a Person" : `a Page with toolType ${rec.toolType}`;
  return `${what} (${rec.price} per ${rec.termDays}-day term, ${rec.included})`;
}

/** Routes that perform an action on a resource type (both types when it is unknown). */
function controlRoutes(resource: ResourceType | null, action: ControlAction | null): string[] {
  const resources: ResourceType[] = resource ? [resource] : ["person", "page"];
  if (action === "refresh") return [TOKEN_REFRESH];
  if (action === "renew") return resources.map((r) => RENEW[r]);
  // TypeScript does not narrow the union through the returns above.
  const group = action as Exclude<ControlAction, "refresh" | "renew"> | null;
  return resources.flatMap((r) => {
    const c = CONTROL[r];
    return group ? [...c[group]] : [...c.read, ...c.write, ...c.execute, ...c.destroy];
  });
}

function controlAdvice(text: string, raw: string, tokenSeen: boolean): Advice {
  const verb = CONTROL_VERBS.find((v) => v.pattern.test(text));
  const idType = RESOURCE_ID.exec(raw)?.[1]?.toLowerCase();
  const noun = REFERENCE.exec(text)?.[1] ?? "";
  const resource: ResourceType | null =
    idType === "pg" ? "page" : idType === "psn" ? "person" : PAGE_WORDS.test(noun) ? "page" : PERSON_WORDS.test(noun) ? "person" : null;
  const action = verb?.action ?? (/^tokens?$/.test(noun) ? "refresh" : null);
  const routes = controlRoutes(resource, action);
  const warnings: string[] = [];
  if (tokenSeen) {
    warnings.push(
      `The message holds what looks like a capability token. This interface ignores it. Never send a token here or put it in a prompt; treat this one as exposed and replace it with ${TOKEN_REFRESH}.`,
    );
  }
  if (resource === "page" && action === "execute") warnings.push("A Page has no chat, tasks or memory; a Person has.");
  const authentication =
    action === "renew"
      ? "Renewal needs no token: the renew route answers 402 with an x402 v2 challenge; pay it and retry with PAYMENT-SIGNATURE."
      : "Authorization: Bearer <capability token> (the at_live_… token from the resource's provision answer)";
  const mcpTools = routes.flatMap((route) => (MCP_TOOL_FOR_ROUTE[route] ? [MCP_TOOL_FOR_ROUTE[route]] : []));
  const control: ControlGuidance = { performed: false, resourceType: resource, action, routes, authentication, mcp: DISCOVERY.mcp, mcpTools };
  const what = resource ? (resource === "page" ? "a Page" : "a Person") : "a Person or a Page";
  return {
    intent: "control",
    recommendation: null,
    alternatives: [],
    control,
    warnings,
    nextSteps: [
      `Nothing was done: this A2A interface only answers discovery questions. It never reads, changes or deletes a leased resource, and never looks one up.`,
      routes.length
        ? action === "renew"
          ? `To renew ${what}: ${routes.join("; ")}. ${authentication}`
          : `To ${action ?? "control"} ${what}: ${routes.join("; ")}, with the header ${authentication}.`
        : `That is not something ${what} does.`,
      mcpTools.length
        ? `Over MCP at ${DISCOVERY.mcp}, with the same token in the Authorization header of the connection (never in a tool argument): ${mcpTools.join(", ")}. Keep the token in secret storage.`
        : `The MCP interface at ${DISCOVERY.mcp} takes the same capability token, in the Authorization header of the connection. Keep the token in secret storage.`,
      "To lease a new resource instead, say what it is for.",
    ],
  };
}

function clarifyAdvice(ctx: Context): Advice {
  const person = recommend(ctx, "person", undefined, []);
  const page = recommend(ctx, "page", undefined, []);
  return {
    intent: "clarify",
    recommendation: null,
    alternatives: [person, page],
    warnings: [],
    nextSteps: [
      "Say what the resource is for: an ongoing AI worker with memory, tasks and chat (a Person), or a participant-facing form, booking page, checklist, approval, signature, file, invoice or dashboard surface (a Page).",
      `A Person: ${ctx.model.resources.person.chooseWhen[0]}`,
      `A Page: ${ctx.model.resources.page.chooseWhen[0]} Page toolTypes: ${ctx.model.resources.page.supportedToolTypes.join(", ")}.`,
      `The selection rules are in GET ${DISCOVERY.resourceModel}; prices, network and limits in GET ${DISCOVERY.catalog}.`,
    ],
  };
}

/** Advice for one request in plain words. */
export function advise(request: string, cfg: Config = config()): Advice {
  const ctx = contextOf(cfg);
  const raw = request.slice(0, MAX_REQUEST_CHARS);
  const text = normalise(raw);
  const tokenSeen = TOKEN_LIKE.test(raw);
  const acting = CONTROL_VERBS.some((v) => v.pattern.test(text)) && REFERENCE.test(text);
  if (tokenSeen || RESOURCE_ID.test(raw) || acting) return controlAdvice(text, raw, tokenSeen);

  const personHits = hitsOf(text, ctx.cues.person);
  const pageHits = hitsOf(text, ctx.cues.page);
  const personScore = scoreOf(personHits);
  const pageScore = scoreOf(pageHits);
  if (personScore === 0 && pageScore === 0) return clarifyAdvice(ctx);

  const toolTypes = rankToolTypes(text);
  const pageRec = (rank = 0) => {
    const entry = toolTypes[rank];
    const typeLabels = new Set(toolTypes.flatMap((t) => t.hits.map((h) => h.label)));
    // The Page-level terms, plus the terms of this toolType (not those of the others).
    const labels = pageHits.filter((h) => !typeLabels.has(h.label) || entry?.hits.some((e) => e.label === h.label)).map((h) => h.label);
    return recommend(ctx, "page", entry?.toolType, labels);
  };
  const personRec = () => recommend(ctx, "person", undefined, personHits.map((h) => h.label));

  const choosePerson = personScore > pageScore || (personScore === pageScore && firstIndex(personHits) < firstIndex(pageHits));
  const recommendation = choosePerson ? personRec() : pageRec();
  const alternatives = choosePerson
    ? pageScore > 0
      ? [pageRec()]
      : []
    : [...toolTypes.slice(1, 3).map((_, i) => pageRec(i + 1)), ...(personScore > 0 ? [personRec()] : [])];

  return {
    intent: "recommend",
    recommendation,
    alternatives,
    warnings: [],
    nextSteps: provisionSteps(ctx, recommendation),
  };
}

/** The human-readable rendering of an advice: the text part next to the data part. */
export function adviceText(advice: Advice): string {
  const lines: string[] = [];
  const rec = advice.recommendation;
  if (advice.intent === "recommend" && rec) {
    lines.push(`Recommended: ${describe(rec)}.`, `Why: ${rec.reason}`, "", "How to provision it:");
    advice.nextSteps.forEach((step, i) => lines.push(`${i + 1}. ${step}`));
    if (advice.alternatives.length) {
      lines.push("", "Alternatives:");
      for (const alt of advice.alternatives) lines.push(`- ${describe(alt)}: ${alt.reason}`);
    }
  } else if (advice.intent === "control") {
    lines.push(...advice.nextSteps);
  } else {
    lines.push("Which resource fits depends on what it is for.", ...advice.nextSteps.map((step) => `- ${step}`));
    for (const alt of advice.alternatives) lines.push(`- ${describe(alt)}.`);
  }
  if (advice.warnings.length) lines.push("", ...advice.warnings.map((w) => `Warning: ${w}`));
  return lines.join("\n");
}
