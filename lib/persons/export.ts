/**
 * The export bundle (issue 20, controls): everything a Person is, in one
 * JSON document of format `leasehold.person-export/1` (docs/persons.md):
 * its definition, knowledge files with their content, state, tasks, chat
 * sessions with their messages, the whole timeline and the usage meter.
 *
 * - The tools configuration is the Person record's (`personRecord`), the one
 *   GET …/persons/{id} shows: without secrets.
 * - No capability token (stored text is scrubbed when written; every string
 *   of the bundle is scrubbed again) and no webhook (nor its secret).
 * - Bounded (EXPORT_LIMITS): beyond a cap the oldest entries are left out,
 *   and `truncated` says which part was cut.
 * - A read: open while the lease is active or expired, until it is destroyed.
 */
import type { z } from "zod";
import { db } from "../db/client";
import { ApiError } from "../http/errors";
import { now } from "../clock/clock";
import { leaseRecord } from "../leases/lease";
import { removeTokens } from "../tokens/format";
import type { Actor } from "../events/catalogue";
import { EXPORT_FORMAT, EXPORT_LIMITS, type PersonExportSchema } from "./control-schemas";
import { personRecord } from "./record";
import { profileOf } from "./schemas";
import { scrubPersonSecrets } from "./tool-config";
import { taskRecord } from "./tasks";
import { usageRows } from "./usage";
import { scheduleRecord, scheduleRunRecord } from "./schedules";
import { approvalRecord } from "../links/approvals";
import { listLinks } from "../links/links";

export type PersonExport = z.infer<typeof PersonExportSchema>;

/** Every string of a JSON value with capability tokens removed (a second line of defence: stored text is scrubbed when written). */
function scrubbed<T>(value: T): T {
  if (typeof value === "string") return removeTokens(value) as T;
  if (Array.isArray(value)) return value.map(scrubbed) as T;
  if (value && typeof value === "object" && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [removeTokens(key), scrubbed(inner)])) as T;
  }
  return value;
}

/** The chat sessions (most recently active first) with their newest messages, within the caps. */
async function sessionsOf(personId: string) {
  const sessions = await db().chatSession.findMany({ where: { personId }, orderBy: [{ updatedAt: "desc" }, { id: "asc" }], take: EXPORT_LIMITS.sessions + 1 });
  const kept = sessions.slice(0, EXPORT_LIMITS.sessions);
  // First the sizes (newest messages of each session first), to choose what fits; then only those messages' content.
  const sizes = kept.length
    ? await db().$queryRaw<{ id: string; sessionId: string; length: number; rn: bigint }[]>`
        SELECT id, "sessionId", length, rn FROM (
          SELECT id, "sessionId", length(content) AS length,
            row_number() OVER (PARTITION BY "sessionId" ORDER BY "createdAt" DESC, id DESC) AS rn
          FROM "ChatMessage" WHERE "sessionId" = ANY(${kept.map((s) => s.id)}::text[])
        ) m WHERE rn <= ${EXPORT_LIMITS.messagesPerSession + 1} ORDER BY "sessionId", rn`
    : [];
  const bySession = new Map<string, typeof sizes>();
  for (const row of sizes) bySession.set(row.sessionId, [...(bySession.get(row.sessionId) ?? []), row]);
  let chars = 0;
  let messagesCut = false;
  const chosen = new Set<string>();
  const cut = new Set<string>();
  for (const session of kept) {
    for (const row of bySession.get(session.id) ?? []) {
      if (Number(row.rn) > EXPORT_LIMITS.messagesPerSession || chars + row.length > EXPORT_LIMITS.messageChars) {
        cut.add(session.id);
        messagesCut = true;
        break;
      }
      chars += row.length;
      chosen.add(row.id);
    }
  }
  const messages = chosen.size
    ? await db().chatMessage.findMany({ where: { id: { in: [...chosen] } }, orderBy: [{ createdAt: "asc" }, { id: "asc" }], select: { id: true, sessionId: true, role: true, content: true, createdAt: true } })
    : [];
  const messagesOf = new Map<string, typeof messages>();
  for (const message of messages) messagesOf.set(message.sessionId, [...(messagesOf.get(message.sessionId) ?? []), message]);
  return {
    sessionsCut: sessions.length > EXPORT_LIMITS.sessions,
    messagesCut,
    sessions: kept.map((session) => ({
      id: session.id,
      origin: session.origin,
      counterpartEmail: session.counterpartEmail,
      title: session.title,
      createdAt: session.createdAt.toISOString(),
      updatedAt: session.updatedAt.toISOString(),
      messages: (messagesOf.get(session.id) ?? []).map((m) => ({ id: m.id, role: m.role, content: m.content, createdAt: m.createdAt.toISOString() })),
      messagesTruncated: cut.has(session.id),
    })),
  };
}

/** GET …/export: the bundle. */
export async function exportPerson(personId: string, baseUrl: string): Promise<PersonExport> {
  const person = await db().person.findUnique({ where: { id: personId }, include: { lease: true } });
  if (!person) throw new ApiError("not_found", `No Person ${personId}.`);
  const record = personRecord(person, baseUrl);
  const [files, states, tasks, chats, events, usage, schedules, approvals, links] = await Promise.all([
    db().knowledgeFile.findMany({ where: { personId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] }),
    db().personState.findMany({ where: { personId }, orderBy: { updatedAt: "desc" }, take: EXPORT_LIMITS.stateScopes + 1 }),
    db().task.findMany({ where: { personId }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: EXPORT_LIMITS.tasks + 1 }),
    sessionsOf(personId),
    db().timelineEvent.findMany({ where: { resourceType: "person", resourceId: personId }, orderBy: { seq: "desc" }, take: EXPORT_LIMITS.timeline + 1 }),
    usageRows(personId, undefined, EXPORT_LIMITS.usageDays + 1),
    db().personSchedule.findMany({ where: { personId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }], include: { runs: { orderBy: { scheduledFor: "desc" }, take: 200 } } }),
    db().personApproval.findMany({ where: { personId }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: EXPORT_LIMITS.approvals + 1 }),
    listLinks("person", personId),
  ]);
  const bundle: PersonExport = {
    format: EXPORT_FORMAT,
    exportedAt: now().toISOString(),
    person: {
      id: person.id,
      name: person.name,
      goal: person.goal,
      instructions: person.instructions,
      visibility: person.visibility,
      audienceEmails: person.audienceEmails,
      ownerEmail: person.ownerEmail,
      profile: profileOf(person.profile),
      // As the Person record shows it (secrets never: only whether one is set).
      tools: record.tools,
      paused: record.paused,
      pausedAt: record.pausedAt,
      createdAt: person.createdAt.toISOString(),
      updatedAt: person.updatedAt.toISOString(),
    },
    lease: leaseRecord(person.lease, now()),
    knowledgeFiles: files.map((file) => ({
      id: file.id,
      name: file.name,
      mimeType: file.mimeType,
      sizeBytes: file.sizeBytes,
      sha256: file.sha256,
      createdAt: file.createdAt.toISOString(),
      content: file.content,
    })),
    state: states.slice(0, EXPORT_LIMITS.stateScopes).map((state) => ({
      scopeId: state.scopeId,
      facts: (state.data ?? {}) as Record<string, unknown>,
      recordedBy: (state.recordedBy ?? {}) as Record<string, unknown>,
      version: state.version,
      updatedAt: state.updatedAt.toISOString(),
    })),
    tasks: tasks.slice(0, EXPORT_LIMITS.tasks).map(taskRecord),
    schedules: schedules.map(({ runs, ...schedule }) => ({ ...scheduleRecord(schedule), runs: runs.map(scheduleRunRecord) })),
    approvals: approvals.slice(0, EXPORT_LIMITS.approvals).map(approvalRecord),
    links,
    chatSessions: chats.sessions,
    timeline: events
      .slice(0, EXPORT_LIMITS.timeline)
      .reverse()
      .map((event) => ({
        seq: event.seq,
        type: event.type,
        actor: event.actor as Actor,
        actorEmail: event.actorEmail,
        data: (event.data ?? {}) as Record<string, unknown>,
        createdAt: event.createdAt.toISOString(),
      })),
    usage: usage.slice(-EXPORT_LIMITS.usageDays),
    limits: { ...EXPORT_LIMITS },
    truncated: {
      tasks: tasks.length > EXPORT_LIMITS.tasks,
      approvals: approvals.length > EXPORT_LIMITS.approvals,
      chatSessions: chats.sessionsCut,
      messages: chats.messagesCut,
      timeline: events.length > EXPORT_LIMITS.timeline,
      state: states.length > EXPORT_LIMITS.stateScopes,
      usage: usage.length > EXPORT_LIMITS.usageDays,
    },
  };
  return scrubPersonSecrets(personId, person.tools, scrubbed(bundle));
}
