/**
 * Every job with its handler: the one list the workers start from (a
 * long-running server's startWorkers and serverless's drain route,
 * lib/flows/workers/start.ts). The jobs are defined in lib/domains/jobs (name, payload,
 * policy: low, so any domain may enqueue them); their handlers live in the
 * domains that own the work, above lib/domains/jobs. This flow sits above every
 * domain, so it may name them all; each handler's module is imported only
 * when the workers load it.
 *
 * Typed over every job name: a job without its line here, or a line for a
 * name that is not a job, does not compile (and lib/flows/workers/registry.test.ts
 * says which).
 */
import { jobNames, type JobName } from "../../domains/jobs/catalogue";
import type { JobHandler, JobHandlers } from "../../domains/jobs/engine";

export const JOB_HANDLERS: { readonly [N in JobName]: () => Promise<JobHandler<N>> } = {
  "person.task": async () => (await import("../../domains/persons/work/task-worker")).taskJobHandlers()["person.task"],
  "lease.timer": async () => (await import("../../domains/leases/notices")).leaseTimerHandler,
  "person.schedule.sweep": async () => (await import("../../domains/persons/work/schedule-worker")).scheduleSweepHandler,
  "webhook.delivery": async () => (await import("../../domains/webhooks/delivery")).webhookDeliveryHandler,
  "mail.send": async () => (await import("../../domains/mail/queue")).mailSendHandler,
  "link.trigger": async () => (await import("../../domains/persons/work/task-worker")).taskJobHandlers()["link.trigger"],
  "booking.remind": async () => (await import("../../domains/pages/behaviour/scheduler/remind")).bookingRemindHandler,
  "person.approval.resume": async () => (await import("../../domains/persons/work/task-worker")).taskJobHandlers()["person.approval.resume"],
  "person.approval.expire": async () => (await import("../../domains/persons/work/task-worker")).taskJobHandlers()["person.approval.expire"],
};

/** The handlers of `names` (every job by default), loaded. */
export async function loadJobHandlers(names: readonly JobName[] = jobNames): Promise<JobHandlers> {
  const loaded = await Promise.all(names.map(async (name) => [name, await JOB_HANDLERS[name]()] as const));
  return Object.fromEntries(loaded) as JobHandlers;
}
