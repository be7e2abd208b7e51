/**
 * The examples' one story (lib/adapters/catalog/openapi/examples.ts): a dental
 * practice's front desk, its Person, its Page, their lease and neighbours,
 * used by the examples of several resources; and the examples of the shapes
 * that Persons and Pages both answer.
 */
import { AccessSchema, AudienceInputSchema } from "../../../domains/leases/schemas";
import { LinkListSchema, LinkRemovedSchema } from "../../../domains/links/schemas";
import { PAGE_TYPES } from "../../../domains/pages/content";
import { DestroyedSchema } from "../../../domains/persons/shapes/schemas";
import { type Examples, requestExample, responseExample } from "./examples";

// ---------------------------------------------------------------------------
// The shapes. One Person, one Page, one lease and their neighbours, so that
// the examples read as one story: a dental practice's front desk.

export const BASE = "https://leasehold.example";
export const PERSON_ID = "psn_7k2m9q4x8w1v5n3b6c0d";
export const PAGE_ID = "pg_3f8h1j6k9m2p5r7t0v4x";
export const AT = "2026-11-24T09:30:00.000Z";
export const TERM_START = "2026-11-24T09:15:00.000Z";
export const TERM_END = "2026-12-24T09:15:00.000Z";
/** Never a real token: the prefix, then an obviously fake value. */
export const TOKEN = "at_live_EXAMPLE0not0a0real0token0000000000";
export const PAYER = "0x90F79bf6EB2c4f870365E785982E1f101E93b906";
export const USDC = "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913";
export const TX = "0x5c504ed432cb51138bcf09aa5e8a410dd4a1e204ef84bfed1be16dfba1b22060";
export const SCHEDULE_ID = "sch_k4n8q2w6e0r3t7y1u5i9o2p6";
export const LINK_ID = "lnk_c2v6b0n4m8q1w5e9r3t7y1u5";
export const TASK_ID = "cm3x9k5a2b0002qp7rz4t8uvw6";

export const lease = (type: "person" | "page") => ({
  id: type === "person" ? "cm3x9k2q7w0001ab8cd4ef5g" : "cm3x9k3r8x0001bc9de5fg6h",
  status: "active",
  termStart: TERM_START,
  termEnd: TERM_END,
  termDays: 30,
  unit: type === "person" ? "turns" : "submissions",
  included: type === "person" ? 250 : 500,
  used: type === "person" ? 12 : 3,
  remaining: type === "person" ? 238 : 497,
  renewals: 0,
});
/** The default prices (lib/core/config.ts): a Person $5.00, a Page $2.00, in USDC's atomic units. */
export const payment = (type: "person" | "page") => ({ network: "eip155:8453", asset: USDC, amount: type === "person" ? "5000000" : "2000000", payer: PAYER, transaction: TX, status: "settled" });
export const capabilityToken = (type: "person" | "page", id: string) => ({
  token: TOKEN,
  tokenType: "Bearer",
  resourceType: type,
  resourceId: id,
  expiresAt: TERM_END,
  graceEndsAt: "2026-12-31T09:15:00.000Z",
});
export const profile = {
  greeting: "Hi, I'm Ada from Praxis Weber. I can answer questions about opening hours and appointments.",
  description: "Ask about opening hours, parking, or what to bring to your first appointment.",
  suggestions: ["When are you open on Saturday?", "Where can I park?"],
  locale: "en",
};
export const link = {
  id: LINK_ID,
  personId: PERSON_ID,
  personName: "Ada",
  pageId: PAGE_ID,
  pageLabel: "New patient form",
  pageToolType: "custom_form",
  triggers: { on: ["submission"], kinds: ["form"] },
  title: "New patient",
  instructions: "Check the new patient's answers and record a summary in your state under `intake`.",
  maxTurns: 2,
  approvals: false,
  createdAt: "2026-11-24T09:40:00.000Z",
};
export const person = {
  id: PERSON_ID,
  type: "person",
  visibility: "private",
  audienceEmails: ["front-desk@praxis-weber.example"],
  ownerEmail: "dr.weber@praxis-weber.example",
  counterpartUrl: `${BASE}/persons/${PERSON_ID}`,
  lease: lease("person"),
  createdAt: TERM_START,
  updatedAt: AT,
  name: "Ada",
  goal: "Answer patients' questions about opening hours and appointments from the knowledge files; never give medical advice.",
  instructions: "Answer in the patient's language. Keep answers under 80 words.",
  tools: {
    record_state: true,
    create_task: true,
    search_knowledge: true,
    counterpartTools: ["search_knowledge"],
    mcpServers: [
      { name: "calendar", url: "https://calendar.praxis-weber.example/mcp", headers: { Authorization: { set: true } }, allow: ["list_events", "create_event"], requiresApproval: ["create_event"] },
    ],
  },
  enabledTools: ["record_state", "create_task", "search_knowledge"],
  enabledCounterpartTools: ["search_knowledge"],
  ignoredTools: [],
  profile,
  links: [link],
  paused: false,
  pausedAt: null,
};
export const formExample = PAGE_TYPES.custom_form.examples[0]!;
export const page = {
  id: PAGE_ID,
  type: "page",
  visibility: "public",
  audienceEmails: [],
  ownerEmail: "dr.weber@praxis-weber.example",
  counterpartUrl: `${BASE}/pages/${PAGE_ID}`,
  lease: lease("page"),
  createdAt: TERM_START,
  updatedAt: AT,
  label: formExample.label,
  toolType: "custom_form",
  content: formExample.content as Record<string, unknown>,
  embedOrigins: ["https://praxis-weber.example"],
  branding: { organization: "Praxis Weber", accentColor: "#0F766E", contact: "termine@praxis-weber.example", locale: "en" },
  notify: { email: "front-desk@praxis-weber.example" },
  receipt: true,
  links: [link],
};
export const task = {
  id: TASK_ID,
  title: "Weekly summary",
  instructions: "Summarise this week's questions from patients and record the three most common under `faq_candidates`.",
  input: { week: "2026-W48" },
  maxTurns: 3,
  turnsUsed: 2,
  status: "succeeded",
  result: { summary: "Most questions were about Saturday opening hours, parking and insurance forms." },
  error: null,
  createdBy: "controller",
  createdByEmail: null,
  source: null,
  createdAt: "2026-11-24T09:31:00.000Z",
  startedAt: "2026-11-24T09:31:02.000Z",
  finishedAt: "2026-11-24T09:31:19.000Z",
};
export const schedule = {
  id: SCHEDULE_ID,
  kind: "cron",
  title: "Morning summary",
  instructions: "Summarise yesterday's recorded facts in your state under `daily_summary`.",
  maxTurns: 2,
  cron: "0 9 * * MON-FRI",
  timezone: "Europe/Berlin",
  runAt: null,
  missedPolicy: "skip",
  status: "active",
  pausedAt: null,
  nextRunAt: "2026-11-25T08:00:00.000Z",
  finishedAt: null,
  createdAt: AT,
  updatedAt: AT,
};
export const run = {
  id: "m3n7b1v5c9x2z6a0s4d8f2g6",
  scheduledFor: "2026-11-24T08:00:00.000Z",
  handledAt: "2026-11-24T08:00:04.000Z",
  status: "fired",
  reason: null,
  taskId: TASK_ID,
};
export const event = (seq: number, type: string, data: Record<string, unknown>, actor = "system", resource: "person" | "page" = "person") => ({
  id: `evt_${resource === "person" ? PERSON_ID : PAGE_ID}_${seq}`,
  seq,
  type,
  resourceType: resource,
  resourceId: resource === "person" ? PERSON_ID : PAGE_ID,
  actor,
  actorEmail: null,
  data,
  createdAt: AT,
});

export const one = (summary: string, value: unknown): Examples => ({ sample: { summary, value } });

// ---- shapes of both Persons and Pages
responseExample(DestroyedSchema, one("Destroyed", { id: PERSON_ID, type: "person", destroyed: true, destroyedAt: AT }));
requestExample(AudienceInputSchema, one("Private to the front desk, with the practice's owner", {
  visibility: "private",
  audienceEmails: ["front-desk@praxis-weber.example"],
  ownerEmail: "dr.weber@praxis-weber.example",
}));
responseExample(AccessSchema, one("The access now", {
  id: PERSON_ID,
  visibility: "private",
  audienceEmails: ["front-desk@praxis-weber.example"],
  ownerEmail: "dr.weber@praxis-weber.example",
  counterpartUrl: `${BASE}/persons/${PERSON_ID}`,
}));
responseExample(LinkListSchema, one("One link", { links: [link] }));
responseExample(LinkRemovedSchema, one("Removed", { id: LINK_ID, removed: true }));
