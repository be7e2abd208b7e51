/**
 * The words discovery publishes about the two resources: definitions,
 * selection guidance (spec 1) and what each is not for. Catalog, resource
 * model and agent card all take them from here.
 */
import type { ResourceType } from "../../domains/leases/schemas";

export const DEFINITIONS = {
  person:
    "A persistent, independently addressable AI worker (ongoing subagent). It keeps its own instructions, scoped knowledge files, task queue, state, timeline and chat sessions for the length of its lease. It is an AI runtime, never a human identity or a contact record.",
  page: "A persistent, independently addressable participant-facing interactive surface with typed, structured content (form, scheduler, checklist, approval, file, signature, dashboard and others). It has content, lifecycle, audience and submission controls. It does not run as a conversational subagent, has no tasks, memory or chat, and is not an arbitrary website deployment.",
  controller: "The external AI agent or human-controlled system that paid for a lease and holds its capability token.",
  counterpart:
    "A signed-in human who opens a Person or a Page. A counterpart is never implicitly a controller. Counterpart access never grants control-plane authority.",
  lease: "The paid, recurring right to a resource for a term. It is scoped to one resource.",
} as const;

export const SELECTION: Record<ResourceType, { mentions: string[]; reason: string }> = {
  person: {
    mentions: [
      "ongoing subagent",
      "persistent worker",
      "delegated specialist",
      "digital employee",
      "recurring work",
      "memory",
      "task queue",
      "state",
      "timeline",
      "chat",
    ],
    reason:
      "A Person is a persistent AI worker with its own instructions, knowledge, task queue, state, timeline and chat sessions.",
  },
  page: {
    mentions: [
      "form",
      "intake",
      "lead capture",
      "booking",
      "checklist",
      "approval",
      "signature",
      "file sharing",
      "dashboard",
      "participant surface",
    ],
    reason: "A Page is a participant-facing surface with typed content and submissions; it has no chat, tasks or memory.",
  },
};

export const CHOOSE_WHEN: Record<ResourceType, string[]> = {
  person: [
    "You need an ongoing subagent or persistent worker that keeps working across many turns.",
    "You want to delegate a specialist role with its own instructions and private knowledge files.",
    "The work is recurring and needs memory, a task queue, derived state or a timeline.",
    "People should chat with an AI worker after signing in.",
  ],
  page: [
    "You need a form, intake or lead capture that signed-in participants fill in.",
    "Participants should book a time, tick a checklist, approve a request or sign a document.",
    "You want to share files, request uploads, present an invoice or show a dashboard to participants.",
  ],
};

export const DO_NOT_USE_FOR: Record<ResourceType, string[]> = {
  person: [
    "A human identity, employee record or contact record: a Person is an AI runtime.",
    "A one-off question that needs no memory or continuity.",
    "A static participant surface such as a form or booking page: use a Page.",
    "Holding secrets: never put capability tokens or payment signatures in its instructions, knowledge or chat.",
  ],
  page: [
    "Conversation, tasks or memory: a Page has none; use a Person.",
    "Deploying an arbitrary website or running code.",
    "Settling payments: the payment type only presents an invoice or checkout link.",
  ],
};

export const ALIASES: Record<ResourceType, string[]> = {
  person: ["subagent", "ongoing subagent", "persistent worker", "AI worker", "digital employee", "delegated specialist", "assistant"],
  page: ["participant page", "participant surface", "form", "intake form", "booking page", "portal", "tool page"],
};

export const PERSON_SUPPORTS = [
  "instructions scoped to the Person",
  "private knowledge files with retrieval",
  "task queue of bounded work",
  "derived state per scope",
  "timeline of events",
  "chat sessions streamed as server-sent events",
  "counterpart chat for signed-in people, with a public profile (greeting, description, suggested first messages, language) apart from the internal goal",
];

/** Requests an agent might make, by the resource that answers them. */
const QUERIES_BY_CHOICE: Record<ResourceType, string[]> = {
  person: [
    "Set up an ongoing research assistant that remembers what we discussed last week.",
    "I need a digital employee to work through a queue of support tasks every day.",
    "Give our customers someone to chat with about our product documentation.",
  ],
  page: [
    "Create an intake form for new clients.",
    "Let people book a 30-minute call with me.",
    "Collect signatures on this agreement from the counterparty.",
    "Share these files with the team and ask them to upload their receipts.",
  ],
};

export const REPRESENTATIVE_QUERIES: { query: string; choose: ResourceType }[] = (["person", "page"] as const).flatMap((choose) =>
  QUERIES_BY_CHOICE[choose].map((query) => ({ query, choose })),
);

export const SAFETY = [
  "Capability tokens are bearer secrets: keep them in secret storage; never put them in prompts, public URLs, logs, tickets or long-term model memory.",
  "A token is scoped to one resource (one lease); a token for another resource is rejected with 401.",
  "Tokens are accepted only on /api/v3/control and the MCP interface; public URLs, /api/v2 and identity-provider sessions never grant controller access.",
  "Never invent a payment signature: pay with an x402 v2 client after the 402 challenge.",
  "Set the x402 client's per-payment spend cap to at least the SKU price ($5.00 for a Person; common clients default to $1).",
  "Counterparts always sign in; visibility and audience control what they may open and never grant controller authority.",
  "A Page of type payment presents an invoice or checkout link; it never settles payments, and a controller may not create payments or settle x402 for a participant.",
  "Discovery describes the platform only; it never lists leased resources, principals, audiences, knowledge, submissions, tokens or payers.",
];
