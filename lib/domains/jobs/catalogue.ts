/**
 * Every job the service runs, in one list: each is defined in its own file,
 * lib/domains/jobs/definitions/<job>.ts (its queue name, the zod schema of its
 * payload, its retry policy, how long one attempt may run and how often a
 * running attempt must show it is alive, how many may run at once, and for a
 * recurring job its cron), and listed once here. `JobName` and `JobPayload`
 * are derived from this list: enqueueing an unknown name or a wrong payload
 * does not compile.
 *
 * The engine (lib/domains/jobs/engine.ts, pg-boss on the service's PostgreSQL) creates
 * one queue per entry from it; the domain that owns a job holds its handler,
 * and lib/flows/workers/registry.ts pairs every name with its handler (the one list
 * the workers start from). A handler must be idempotent: a job may run again
 * after a crash, and its second run must do no harm (no second charge, no
 * second record). lib/flows/workers/registry.test.ts fails when a definition file
 * is not listed here or a name has no handler.
 */
import type { z } from "zod";
import bookingRemind from "./definitions/booking-remind";
import leaseTimer from "./definitions/lease-timer";
import linkTrigger from "./definitions/link-trigger";
import mailSend from "./definitions/mail-send";
import personApprovalExpire from "./definitions/person-approval-expire";
import personApprovalResume from "./definitions/person-approval-resume";
import personScheduleSweep from "./definitions/person-schedule-sweep";
import personTask from "./definitions/person-task";
import webhookDelivery from "./definitions/webhook-delivery";

export { PULL_MAX_DURATION_SECONDS, retriesCovering, type JobDefinition, type JobPolicy } from "./definitions/define";

/** The job definitions, one line each. */
export const JOB_DEFINITIONS = [personTask, leaseTimer, personScheduleSweep, webhookDelivery, mailSend, linkTrigger, bookingRemind, personApprovalResume, personApprovalExpire] as const;

type Definition = (typeof JOB_DEFINITIONS)[number];
export type JobName = Definition["name"];

/** The definitions by name; a name listed twice stops the module loading. */
export const jobCatalogue = Object.fromEntries(
  JOB_DEFINITIONS.map((definition, i) => {
    if (JOB_DEFINITIONS.findIndex((other) => other.name === definition.name) !== i) throw new Error(`lib/domains/jobs/catalogue.ts: the job ${definition.name} is listed twice.`);
    return [definition.name, definition];
  }),
) as { [D in Definition as D["name"]]: D };

export type JobPayload<N extends JobName> = z.output<(typeof jobCatalogue)[N]["payload"]>;
export const jobNames = JOB_DEFINITIONS.map((definition) => definition.name) as JobName[];
