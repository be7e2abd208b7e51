/**
 * The A2A agent card of the platform, served at /api/v3/agent-card and
 * /.well-known/agent-card.json. It follows the A2A 1.0 card
 * (supportedInterfaces, securitySchemes, securityRequirements) and keeps the
 * 0.3 members (url, preferredTransport, protocolVersion) that older clients
 * read. It describes the platform only, never a leased resource.
 */
import { z } from "zod";
import "zod-openapi";
import { config, formatUsd, type Config } from "../config";
import { DEFINITIONS, REPRESENTATIVE_QUERIES } from "./glossary";
import { DISCOVERY, PROVISION, TOKEN_REFRESH } from "./routes";

export const SERVICE_VERSION = "0.1.0";

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
    securityRequirements: z.array(z.record(z.string(), z.array(z.string()))),
  })
  .meta({ id: "AgentCard", description: "A2A-shaped platform card." });

export type AgentCard = z.infer<typeof AgentCardSchema>;

export function buildAgentCard(baseUrl: string, cfg: Config = config()): AgentCard {
  const a2a = `${baseUrl}${DISCOVERY.a2a}`;
  const json = "application/json";
  const queries = (choose: "person" | "page") => REPRESENTATIVE_QUERIES.filter((q) => q.choose === choose).map((q) => q.query);
  return {
    protocolVersion: "0.3.0",
    name: "Leasehold",
    description:
      "Agent control plane: lease a Person (a persistent AI worker) or a Page (a participant-facing surface), paid with x402 v2, and control it with a capability token over REST or MCP.",
    version: SERVICE_VERSION,
    url: a2a,
    preferredTransport: "JSONRPC",
    supportedInterfaces: [{ url: a2a, protocolBinding: "JSONRPC", protocolVersion: "1.0" }],
    provider: { organization: "Leasehold", url: baseUrl },
    documentationUrl: `${baseUrl}${DISCOVERY.openapi}`,
    capabilities: { streaming: true, pushNotifications: false, extendedAgentCard: false },
    defaultInputModes: [json, "text/plain"],
    defaultOutputModes: [json, "text/plain", "text/event-stream"],
    skills: [
      {
        id: "provision-person",
        name: "Provision a Person",
        description: `${DEFINITIONS.person} ${PROVISION.person}; ${formatUsd(cfg.person.priceCents)} per ${cfg.lease.termDays}-day term with ${cfg.person.turnLimit} turns, paid with x402 v2.`,
        tags: ["person", "subagent", "provision", "x402"],
        examples: queries("person"),
        inputModes: [json],
        outputModes: [json],
      },
      {
        id: "control-person",
        name: "Control a Person",
        description:
          "Chat with a Person (server-sent events), assign tasks, add knowledge, read its timeline and state, set its counterpart audience, or destroy it, with its capability token.",
        tags: ["person", "chat", "tasks", "knowledge", "control"],
        examples: ["Ask my Person to summarise this week's tickets.", "Add this FAQ to my Person's knowledge."],
        inputModes: [json, "text/plain"],
        outputModes: [json, "text/event-stream"],
      },
      {
        id: "provision-page",
        name: "Provision a Page",
        description: `${DEFINITIONS.page} ${PROVISION.page}; ${formatUsd(cfg.page.priceCents)} per ${cfg.lease.termDays}-day term with ${cfg.page.submissionLimit} submissions, paid with x402 v2.`,
        tags: ["page", "form", "scheduler", "provision", "x402"],
        examples: queries("page"),
        inputModes: [json],
        outputModes: [json],
      },
      {
        id: "control-page",
        name: "Control a Page",
        description: "Update a Page's content, set its counterpart audience, read its submissions (JSON or CSV), or destroy it, with its capability token.",
        tags: ["page", "submissions", "audience", "control"],
        examples: ["List the new submissions of my intake form.", "Make my booking page private to these emails."],
        inputModes: [json],
        outputModes: [json, "text/csv"],
      },
    ],
    securitySchemes: {
      capabilityToken: {
        httpAuthSecurityScheme: { scheme: "Bearer", bearerFormat: "at_live_…", description: `Capability token of one resource; rotate with ${TOKEN_REFRESH}.` },
      },
      x402: {
        apiKeySecurityScheme: { location: "header", name: "PAYMENT-SIGNATURE", description: "x402 v2 payment for provisioning and renewal." },
      },
    },
    securityRequirements: [{ capabilityToken: [] }],
  };
}
