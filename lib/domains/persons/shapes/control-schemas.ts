/**
 * Shapes of a Person's controls: pause and resume, the usage
 * meter and the export bundle. Validation, the OpenAPI document and the MCP
 * tool schemas all come from here (rules: pause.ts, usage.ts, export.ts).
 */
import { z } from "zod";
import "zod-openapi";
import { ActorSchema } from "../../events/catalogue";
import { LeaseSchema } from "../../leases/schemas";
import { PersonProfileSchema, TaskSchema } from "./schemas";
import { ToolsViewSchema } from "./tool-schemas";
import { ScheduleRunSchema, ScheduleSchema } from "./schedule-schemas";
import { ApprovalSchema } from "../../links/approval-schemas";
import { LinkSchema } from "../../links/schemas";

export const PAUSE_REASON_MAX = 500;

/** POST …/pause and …/resume: {} or an optional reason, kept on the timeline. */
export const PauseInputSchema = z
  .strictObject({
    reason: z
      .string()
      .trim()
      .min(1)
      .max(PAUSE_REASON_MAX)
      .optional()
      .meta({ description: `Why (at most ${PAUSE_REASON_MAX} characters): recorded on the timeline with person.paused or person.resumed.` }),
  })
  .meta({ id: "PauseInput" });

// ---------------------------------------------------------------- usage

/** How many days one usage read may cover. */
export const USAGE_MAX_DAYS = 366;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const Day = z
  .string()
  .regex(DAY, "a UTC day as YYYY-MM-DD")
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), "a real calendar day");

export const UsageQuerySchema = z
  .strictObject({
    from: Day.optional().meta({ description: "First UTC day (YYYY-MM-DD); default the day the current term started." }),
    to: Day.optional().meta({ description: `Last UTC day (YYYY-MM-DD), inclusive; default today (or the term's last day when it has ended). At most ${USAGE_MAX_DAYS} days from \`from\`.` }),
  })
  .meta({ id: "UsageQuery" });

const count = z.int().min(0);
export const UsageDaySchema = z
  .object({
    day: z.string().meta({ description: "The UTC day, YYYY-MM-DD.", example: "2026-11-24" }),
    turns: count.meta({ description: "Turns charged that day: chat turns (controller and counterparts) and task steps; a turn given back (the model failed before producing anything) is not counted." }),
    inputTokens: count.meta({ description: "Model tokens in (prompt), as the model reported them." }),
    outputTokens: count.meta({ description: "Model tokens out (completion), as the model reported them." }),
    toolCalls: count.meta({ description: "Tool calls the Person made." }),
  })
  .meta({ id: "UsageDay" });

export const PersonUsageSchema = z
  .object({
    term: z
      .object({
        includedTurns: count,
        turnsUsed: count.meta({ description: "Turns used this term: the allowance's own count (the lease's `used`)." }),
        turnsRemaining: count,
        termStart: z.iso.datetime(),
        termEnd: z.iso.datetime(),
      })
      .meta({ description: "The current term's allowance, as the lease counts it." }),
    from: z.string().meta({ description: "The first day read (YYYY-MM-DD, UTC)." }),
    to: z.string().meta({ description: "The last day read (YYYY-MM-DD, UTC), inclusive." }),
    totals: UsageDaySchema.omit({ day: true }).meta({ description: "The sums over `days`." }),
    days: z.array(UsageDaySchema).meta({ description: "Every UTC day from `from` to `to`, oldest first (days without use are zeros)." }),
  })
  .meta({ id: "PersonUsage", description: "The usage meter: turns, model tokens in and out and tool calls per UTC day, with the current term's allowance." });

// ---------------------------------------------------------------- export

export const EXPORT_FORMAT = "leasehold.person-export/1";

/** The caps of one export bundle (docs/persons.md): beyond them the oldest are left out and `truncated` says which part. */
export const EXPORT_LIMITS = {
  /** Tasks, newest first. */
  tasks: 500,
  /** Approval requests, newest first. */
  approvals: 1_000,
  /** Chat sessions, most recently active first. */
  sessions: 200,
  /** Messages of one session, newest first. */
  messagesPerSession: 500,
  /** Characters of message content in the whole bundle. */
  messageChars: 4_000_000,
  /** Timeline events, newest first. */
  timeline: 10_000,
  /** State scopes, most recently updated first. */
  stateScopes: 200,
  /** Days of the usage meter, newest first. */
  usageDays: 400,
} as const;

const iso = z.iso.datetime();

export const PersonExportSchema = z
  .object({
    format: z.literal(EXPORT_FORMAT).meta({ description: "The bundle's format and version; a later, incompatible shape gets a new number." }),
    exportedAt: iso,
    person: z.object({
      id: z.string(),
      name: z.string(),
      goal: z.string(),
      instructions: z.string().nullable(),
      visibility: z.enum(["public", "private"]),
      audienceEmails: z.array(z.string()),
      ownerEmail: z.string().nullable(),
      profile: PersonProfileSchema,
      tools: ToolsViewSchema.meta({ description: "The tools configuration exactly as GET …/persons/{id} shows it: header values as {\"set\": true}, never the secrets." }),
      paused: z.boolean(),
      pausedAt: iso.nullable(),
      createdAt: iso,
      updatedAt: iso,
    }),
    lease: LeaseSchema,
    knowledgeFiles: z.array(
      z.object({ id: z.string(), name: z.string().nullable(), mimeType: z.string(), sizeBytes: z.int(), sha256: z.string(), createdAt: iso, content: z.string() }),
    ),
    state: z.array(
      z.object({
        scopeId: z.string(),
        facts: z.record(z.string(), z.unknown()),
        recordedBy: z.record(z.string(), z.unknown()),
        version: z.int(),
        updatedAt: iso,
      }),
    ),
    tasks: z.array(TaskSchema).meta({ description: "Newest first." }),
    schedules: z
      .array(ScheduleSchema.extend({ runs: z.array(ScheduleRunSchema.omit({ task: true })).meta({ description: "Its kept runs (at most 200), newest first." }) }))
      .meta({ description: "Every schedule with its run history." }),
    approvals: z.array(ApprovalSchema).meta({ description: "Its approval requests, newest first (at most 1,000)." }),
    links: z.array(LinkSchema).meta({ description: "The Pages linked to it." }),
    chatSessions: z
      .array(
        z.object({
          id: z.string(),
          origin: z.enum(["controller", "counterpart"]),
          counterpartEmail: z.string().nullable(),
          title: z.string().nullable(),
          createdAt: iso,
          updatedAt: iso,
          messages: z.array(z.object({ id: z.string(), role: z.string(), content: z.string(), createdAt: iso })).meta({ description: "Oldest first." }),
          messagesTruncated: z.boolean().meta({ description: "True when older messages of this session were left out (a cap)." }),
        }),
      )
      .meta({ description: "Most recently active first." }),
    timeline: z
      .array(z.object({ seq: z.int(), type: z.string(), actor: ActorSchema, actorEmail: z.string().nullable(), data: z.record(z.string(), z.unknown()), createdAt: iso }))
      .meta({ description: "Every event of the Person, oldest first (the timeline and event stream's events)." }),
    usage: z.array(UsageDaySchema).meta({ description: "The usage meter's days with any use, oldest first." }),
    limits: z.object(Object.fromEntries(Object.keys(EXPORT_LIMITS).map((key) => [key, z.int()])) as Record<keyof typeof EXPORT_LIMITS, z.ZodInt>).meta({
      description: "The caps this bundle was made under.",
    }),
    truncated: z
      .object({ tasks: z.boolean(), approvals: z.boolean(), chatSessions: z.boolean(), messages: z.boolean(), timeline: z.boolean(), state: z.boolean(), usage: z.boolean() })
      .meta({ description: "Which parts reached a cap, so that their oldest entries were left out." }),
  })
  .meta({
    id: "PersonExport",
    description:
      "Everything a Person is, in one JSON bundle: its definition (name, goal, instructions, profile, audience, tools without secrets), knowledge files with their content, state, tasks, schedules with their runs, approval requests, links to Pages, chat sessions with their messages, the whole timeline and the usage meter. Never a capability token or a webhook secret.",
  });
