/**
 * The A2A agent card of the platform, served at /api/v3/agent-card and
 * /.well-known/agent-card.json. It is an A2A 1.0 card in the proto JSON form
 * the official SDK (@a2a-js/sdk) reads (supportedInterfaces, securitySchemes,
 * securityRequirements), and keeps the 0.3 members (url, preferredTransport,
 * protocolVersion) that older clients read; /a2a answers both versions. It
 * describes the platform only, never a leased resource.
 */
import { z } from "zod";
import "zod-openapi";
import { config, formatUsd, SERVICE_VERSION, type Config } from "../../core/config";
import { DEFINITIONS, REPRESENTATIVE_QUERIES } from "./glossary";
import { DISCOVERY, MCP_TOOLS, PROVISION, TOKEN_REFRESH } from "./routes";

const SkillSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
  examples: z.array(z.string()),
  inputModes: z.array(z.string()),
  outputModes: z.array(z.string()),
});

export const AgentCardSchema = z
  .object({
    protocolVersion: z.string(),
    name: z.string(),
    description: z.string(),
    version: z.string(),
    url: z.string().url(),
    preferredTransport: z.string(),
    supportedInterfaces: z.array(z.object({ url: z.string().url(), protocolBinding: z.string(), protocolVersion: z.string() })),
    provider: z.object({ organization: z.string(), url: z.string().url() }),
    documentationUrl: z.string().url(),
    capabilities: z.object({ streaming: z.boolean(), pushNotifications: z.boolean(), extendedAgentCard: z.boolean() }),
    defaultInputModes: z.array(z.string()),
    defaultOutputModes: z.array(z.string()),
    skills: z.array(SkillSchema),
    securitySchemes: z.record(z.string(), z.record(z.string(), z.unknown())),
    securityRequirements: z
      .array(z.object({ schemes: z.record(z.string(), z.object({ list: z.array(z.string()) })) }))
      .meta({ description: "Empty: /a2a is public. The capability token is for /api/v3/control and /mcp, never for /a2a." }),
  })
  .meta({ id: "AgentCard", description: "A2A-shaped platform card." });

export type AgentCard = z.infer<typeof AgentCardSchema>;

/** The A2A versions /a2a speaks over JSON-RPC, newest first (clients pick the first they know). */
export const A2A_VERSIONS = ["1.0", "0.3"] as const;

export function buildAgentCard(baseUrl: string, cfg: Config = config()): AgentCard {
  const a2a = `${baseUrl}${DISCOVERY.a2a}`;
  const json = "application/json";
  const text = "text/plain";
  const queries = (choose: "person" | "page") => REPRESENTATIVE_QUERIES.filter((q) => q.choose === choose).map((q) => q.query);
  const advice = "Over A2A this agent explains how and what it costs, as text and a data part";
  return {
    protocolVersion: "0.3.0",
    name: "Leasehold",
    description:
      "Agent control plane: lease a Person (a persistent AI worker) or a Page (a participant-facing surface), paid with x402 v2, and control it with a capability token over REST or MCP. This A2A agent answers discovery questions (which resource fits, its price, how to provision it); it never acts on a leased resource.",
    version: SERVICE_VERSION,
    url: a2a,
    preferredTransport: "JSONRPC",
    supportedInterfaces: A2A_VERSIONS.map((protocolVersion) => ({ url: a2a, protocolBinding: "JSONRPC", protocolVersion })),
    provider: { organization: "Leasehold", url: baseUrl },
    documentationUrl: `${baseUrl}${DISCOVERY.openapi}`,
    capabilities: { streaming: true, pushNotifications: false, extendedAgentCard: false },
    defaultInputModes: [text],
    defaultOutputModes: [text, json],
    skills: [
      {
        id: "recommend-resource",
        name: "Recommend a resource",
        description:
          "Say in plain words what you need. The answer names the resource that fits (a Person, or a Page and its toolType), its price, and how to provision it (route, x402 payment, spend cap, MCP tool), as a text part and a structured data part. It reads configuration only: no token, no leased data.",
        tags: ["discovery", "selection", "pricing", "x402"],
        examples: ["I need a booking page for my clinic.", ...REPRESENTATIVE_QUERIES.map((q) => q.query)],
        inputModes: [text],
        outputModes: [text, json],
      },
      {
        id: "provision-person",
        name: "Provision a Person",
        description: `${DEFINITIONS.person} ${PROVISION.person} or the MCP tool ${MCP_TOOLS.provision.person}; ${formatUsd(cfg.person.priceCents)} per ${cfg.lease.termDays}-day term with ${cfg.person.turnLimit} turns, paid with x402 v2 (per-payment spend cap at least ${formatUsd(cfg.person.priceCents)}). ${advice}.`,
        tags: ["person", "subagent", "provision", "x402"],
        examples: queries("person"),
        inputModes: [text],
        outputModes: [text, json],
      },
      {
        id: "control-person",
        name: "Control a Person",
        description: `Chat with a Person (server-sent events), assign tasks, add knowledge, read its timeline and state, set its counterpart audience, or destroy it, with its capability token on /api/v3/control or MCP. ${advice}; it never acts on a Person.`,
        tags: ["person", "chat", "tasks", "knowledge", "control"],
        examples: ["Ask my Person to summarise this week's tickets.", "Add this FAQ to my Person's knowledge."],
        inputModes: [text],
        outputModes: [text, json],
      },
      {
        id: "provision-page",
        name: "Provision a Page",
        description: `${DEFINITIONS.page} ${PROVISION.page} or the MCP tool ${MCP_TOOLS.provision.page}; ${formatUsd(cfg.page.priceCents)} per ${cfg.lease.termDays}-day term with ${cfg.page.submissionLimit} submissions, paid with x402 v2. ${advice}, with the toolType to choose.`,
        tags: ["page", "form", "scheduler", "provision", "x402"],
        examples: queries("page"),
        inputModes: [text],
        outputModes: [text, json],
      },
      {
        id: "control-page",
        name: "Control a Page",
        description: `Update a Page's content, set its counterpart audience, read its submissions (JSON or CSV), or destroy it, with its capability token on /api/v3/control or MCP. ${advice}; it never acts on a Page.`,
        tags: ["page", "submissions", "audience", "control"],
        examples: ["List the new submissions of my intake form.", "Make my booking page private to these emails."],
        inputModes: [text],
        outputModes: [text, json],
      },
    ],
    securitySchemes: {
      capabilityToken: {
        httpAuthSecurityScheme: {
          scheme: "Bearer",
          bearerFormat: "at_live_…",
          description: `Capability token of one resource, for /api/v3/control and ${DISCOVERY.mcp} only (never send it to /a2a); rotate with ${TOKEN_REFRESH}.`,
        },
      },
      x402: {
        apiKeySecurityScheme: { location: "header", name: "PAYMENT-SIGNATURE", description: "x402 v2 payment for provisioning and renewal." },
      },
    },
    // /a2a itself is public: no client should send it a token or a payment.
    securityRequirements: [],
  };
}
