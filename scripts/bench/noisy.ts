/**
 * The noisy neighbour: the control read's p99 while hostile requests of every
 * class that once stalled the instance run beside it, against its p99 alone,
 * in the same run on the same server. Goal: at most 2×.
 *
 * The hostile classes, each sent back to back by its own loop (one request at
 * a time per class, as one cheap client would; all loops in a process of their
 * own at the lowest CPU priority, as clients on another machine: hostile.ts), with the most expensive
 * content the service accepts today (each class tries the sizes that once
 * stalled it, then smaller ones, and uses the largest the content contract
 * lets through):
 * - an unpaid provision body of 100 form fields with distinct costly patterns (402 or 400);
 * - a form answer at its longest against its costliest pattern, refused and repeated;
 * - the sealed PDF of a signature on the longest document, downloaded again and again;
 * - a dashboard with the most charts and points, viewed by a signed-in person;
 * - the export of a Person at its knowledge quota;
 * - knowledge uploads of the largest file, each removed again.
 * Besides the ratio, the server's own longest main-thread stall over the noisy
 * phase (GET /api/internal/runtime) is reported.
 */
import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import type pg from "pg";
import { EXPORT_WORK_UNITS_BASE, EXPORT_WORK_UNITS_PER_KIB } from "../../lib/domains/persons/control/export";
import { KNOWLEDGE_WORK_UNITS_PER_KIB } from "../../lib/domains/persons/knowledge/knowledge";
import { hostileClients, type HostileRequest } from "./hostile";

type Record_ = { name: string; leasehold: string; baseline: string; ratio: number | null; goal: string; met: boolean };
type Cannon = (url: string, headers: Record<string, string>, connections: number, duration?: number) => Promise<{ rps: number; p50: number; p99: number; mean: number }>;
type Provision = (kind: "persons" | "pages", body: unknown) => Promise<{ id: string; token: string }>;

export interface NoisyOptions {
  /** The bench's app (rate limits out of reach): the setup goes there. */
  appUrl: string;
  /** A second instance on the same database with the default rate limits and work budgets, trusting one proxy hop (X-Forwarded-For): the measure goes there. */
  noisy: { url: string; pid: number };
  cronSecret: string;
  sql: pg.Pool;
  provision: Provision;
  cannon: Cannon;
  record: (row: Record_) => void;
  raw: Record<string, unknown>;
  seconds: number;
}

const json = { "content-type": "application/json" };

/**
 * Reads paced as a tenant within the default limits reads: each victim reads
 * its own Person with its own token from its own client address, one read
 * every `everyMs` (a read that takes longer starts the next at once), for
 * `seconds`. Every read's latency counts, those still waiting when the time
 * is up too (a stalled server cannot hide its stall by answering nothing).
 */
async function latencies(victims: { url: string; headers: Record<string, string> }[], everyMs: number, seconds: number) {
  const until = performance.now() + seconds * 1000;
  const samples: number[] = [];
  let failures = 0;
  const failed: Record<string, number> = {};
  await Promise.all(
    victims.map(async (victim, v) => {
      await new Promise((resolve) => setTimeout(resolve, (everyMs * v) / victims.length)); // spread over the period
      while (performance.now() < until) {
        const started = performance.now();
        const response = await fetch(victim.url, { headers: victim.headers }).catch(() => null);
        await response?.arrayBuffer().catch(() => null);
        if (!response?.ok) {
          failures += 1;
          const status = String(response?.status ?? "no answer");
          failed[status] = (failed[status] ?? 0) + 1;
        }
        const took = performance.now() - started;
        samples.push(took);
        if (took < everyMs) await new Promise((resolve) => setTimeout(resolve, everyMs - took));
      }
    }),
  );
  samples.sort((a, b) => a - b);
  const at = (p: number) => samples[Math.min(samples.length - 1, Math.floor((p / 100) * samples.length))] ?? Infinity;
  return { requests: samples.length, failures, failed, p50: Math.round(at(50) * 10) / 10, p99: Math.round(at(99) * 10) / 10, max: Math.round((samples.at(-1) ?? Infinity) * 10) / 10 };
}

/** CPU time (ms) of a process and of the processes it started, as /proc counts them (user + system). */
function cpuMs(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
      ticks += Number(fields[11]) + Number(fields[12]); // utime, stime
    } catch {
      // gone
    }
  }
  return ticks * 10; // USER_HZ is 100 on Linux
}

/** A process and the processes it started. */
function withChildren(parent: number): number[] {
  const parentOf = (pid: string) => {
    try {
      return Number(readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ")[1]);
    } catch {
      return -1;
    }
  };
  return [parent, ...readdirSync("/proc").filter((name) => /^\d+$/.test(name) && parentOf(name) === parent).map(Number)];
}

/** The PostgreSQL server's processes: the postmaster of a backend of `sql` and every process it started. */
async function postgresPids(sql: pg.Pool): Promise<number[]> {
  const { rows } = await sql.query<{ pid: number }>("SELECT pg_backend_pid() AS pid");
  return withChildren(Number(readFileSync(`/proc/${rows[0]!.pid}/stat`, "utf8").split(") ")[1]!.split(" ")[1]));
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export async function benchNoisyNeighbour(options: NoisyOptions): Promise<void> {
  const { appUrl, sql, provision, cannon, record, raw, seconds } = options;
  const control = (token: string, method: string, path: string, body?: unknown) =>
    fetch(`${appUrl}${path}`, { method, headers: { ...bearer(token), ...(body === undefined ? {} : json) }, body: body === undefined ? undefined : JSON.stringify(body) });

  // A signed-in counterpart (a NextAuth session made directly, as the Lighthouse measure does).
  const email = `noisy-${randomBytes(4).toString("hex")}@example.com`;
  const { rows: users } = await sql.query(`INSERT INTO "User" (id, email, "emailVerified") VALUES ($1, $2, now()) RETURNING id`, [`usr_${randomBytes(8).toString("hex")}`, email]);
  const sessionToken = randomBytes(32).toString("hex");
  await sql.query(`INSERT INTO "Session" (id, "sessionToken", "userId", expires) VALUES ($1, $2, $3, now() + interval '1 day')`, [`ses_${randomBytes(8).toString("hex")}`, sessionToken, users[0].id]);
  const counterpart = { cookie: `next-auth.session-token=${sessionToken}`, origin: appUrl };

  /** PATCHes the Page with the first candidate content the service accepts; answers which one. */
  const largestAccepted = async (page: { id: string; token: string }, candidates: { label: string; content: unknown }[]) => {
    for (const candidate of candidates) {
      const response = await control(page.token, "PATCH", `/api/v3/control/pages/${page.id}`, { content: candidate.content });
      if (response.ok) return candidate.label;
      await response.arrayBuffer();
    }
    throw new Error(`no candidate content was accepted for Page ${page.id}`);
  };

  console.log("  setting up the hostile classes…");
  // 1. Patterns: a form whose field is as costly as the contract allows, answered at its longest.
  const form = await provision("pages", { label: "Noisy form", toolType: "custom_form", content: { title: "Codes", fields: [{ name: "code", label: "Code", type: "text" }] } });
  const formFields = (repeat: number, maxLength: number, count: number) => ({
    title: "Codes",
    responsesPerPerson: 10,
    fields: Array.from({ length: count }, (_, i) => ({ name: `code${i}`, label: `Code ${i}`, type: "text", maxLength, pattern: `\\w{1,${repeat}}\\w{1,${repeat}}\\d` })),
  });
  const formShape = await largestAccepted(
    form,
    [
      [1000, 20_000, 12],
      [1000, 2_000, 12],
      [100, 2_000, 12],
      [100, 500, 4],
      [10, 200, 2],
      [10, 50, 1],
    ].map(([repeat, maxLength, count]) => ({ label: `${count} fields, \\w{1,${repeat}}×2, answers of ${maxLength}`, content: formFields(repeat!, maxLength!, count!) })),
  );
  const formContent = (await (await control(form.token, "GET", `/api/v3/control/pages/${form.id}`)).json()).content as { fields: { name: string; maxLength: number }[] };
  const hostileAnswers = Object.fromEntries(formContent.fields.map((field) => [field.name, "a".repeat(field.maxLength)]));

  // 2. The sealed PDF of the longest document the contract allows.
  const contract = await provision("pages", { label: "Noisy contract", toolType: "e_signature", content: { document_title: "Agreement", document_markdown: "# Agreement\n\nWe agree." } });
  const clause = "The tenant keeps the flat in good order, and the landlord insures the building and its fixtures against fire. ";
  const documentShape = await largestAccepted(
    contract,
    [200_000, 100_000, 50_000, 20_000, 5_000].map((size) => ({ label: `${size} characters`, content: { document_title: "Agreement", document_markdown: `# Agreement\n\n${clause.repeat(Math.floor(size / clause.length))}`.slice(0, size) } })),
  );
  const sign = (body: unknown) => fetch(`${appUrl}/api/counterpart/pages/${contract.id}/submissions`, { method: "POST", headers: { ...json, ...counterpart }, body: JSON.stringify(body) });
  const probe = await sign({ typedName: "Noisy Signer", agree: true });
  const seen = ((await probe.json()) as { current?: { version?: string } }).current?.version;
  const signed = await sign({ typedName: "Noisy Signer", agree: true, seen });
  if (signed.status !== 201) throw new Error(`signing: ${signed.status} ${await signed.text()}`);
  const submissionId = ((await signed.json()) as { submissionId: string }).submissionId;

  // 3. The largest dashboard.
  const dashboard = await provision("pages", { label: "Noisy dashboard", toolType: "data_dashboard", content: { dashboard_title: "Metrics", charts: [{ title: "One", type: "bar", data: [{ label: "a", value: 1 }] }] } });
  const charts = (count: number, points: number) =>
    Array.from({ length: count }, (_, c) => ({ title: `Chart ${c}`, type: c % 2 ? "line" : "bar", data: Array.from({ length: points }, (_, p) => ({ label: `p${p}`, value: (p * 37 + c) % 101 })) }));
  const dashboardShape = await largestAccepted(
    dashboard,
    [
      [50, 1000],
      [20, 500],
      [12, 200],
      [6, 100],
      [3, 50],
    ].map(([count, points]) => ({ label: `${count} charts × ${points} points`, content: { dashboard_title: "Metrics", charts: charts(count!, points!) } })),
  );

  // 4. A Person at its knowledge quota, and 5. another one taking uploads.
  const exported = await provision("persons", { name: "Noisy archive", goal: "Hold a lot of knowledge." });
  const uploader = await provision("persons", { name: "Noisy uploads", goal: "Take files." });
  const knowledgeFile = (n: number, bytes: number) => ({ name: `notes-${n}.md`, mimeType: "text/markdown", content: `# Notes ${n}\n\n${"The clinic opens at nine and closes at five on weekdays. ".repeat(Math.ceil(bytes / 56))}`.slice(0, bytes) });
  let fileBytes = 512 * 1024 - 1024;
  for (let n = 0; n < 200; n++) {
    const response = await control(exported.token, "POST", `/api/v3/control/persons/${exported.id}/files`, knowledgeFile(n, fileBytes));
    if (response.status === 413 && fileBytes > 16 * 1024) {
      fileBytes = Math.floor(fileBytes / 2);
      continue;
    }
    await response.arrayBuffer();
    if (response.status === 409 || response.status === 413) break; // at the quota
    if (!response.ok) throw new Error(`knowledge upload: ${response.status}`);
  }

  // The measure runs on the noisy instance (default limits and work budgets), each tenant from a client address of its own.
  const target = options.noisy.url;
  let nextAddress = 1;
  const addressFor = () => ({ "x-forwarded-for": `198.51.100.${nextAddress++}` });
  const at = (token: string, from: Record<string, string>, method: string, path: string, body?: unknown) =>
    fetch(`${target}${path}`, { method, headers: { ...bearer(token), ...from, ...(body === undefined ? {} : json) }, body: body === undefined ? undefined : JSON.stringify(body) });

  // What heavy work costs here, against the work units the service charges for it (lib/core/runtime/work-budget.ts):
  // the server's and PostgreSQL's CPU over uploads and exports of the largest kind, measured from /proc.
  const serverPids = withChildren(options.noisy.pid);
  const dbPids = await postgresPids(sql);
  const measured = async (times: number, work: () => Promise<unknown>) => {
    const before = cpuMs(serverPids) + cpuMs(dbPids);
    for (let i = 0; i < times; i++) await work();
    return (cpuMs(serverPids) + cpuMs(dbPids) - before) / times;
  };
  const calibrator = await provision("persons", { name: "Noisy calibration", goal: "Take files." });
  const calibrationFrom = addressFor();
  const calibrationFile = knowledgeFile(1, fileBytes);
  const perUpload = await measured(4, async () => {
    const response = await at(calibrator.token, calibrationFrom, "POST", `/api/v3/control/persons/${calibrator.id}/files`, calibrationFile);
    const body = (await response.json().catch(() => ({}))) as { id?: string };
    if (body.id) await control(calibrator.token, "DELETE", `/api/v3/control/persons/${calibrator.id}/files/${body.id}`).then((r) => r.arrayBuffer());
  });
  const knowledgeBytes = Number((await sql.query(`SELECT COALESCE(SUM("sizeBytes"), 0) AS bytes FROM "KnowledgeFile" WHERE "personId" = $1`, [exported.id])).rows[0].bytes);
  const perExport = await measured(2, () => control(exported.token, "GET", `/api/v3/control/persons/${exported.id}/export`).then((r) => r.arrayBuffer()));
  const uploadKiB = Buffer.byteLength(calibrationFile.content) / 1024;
  const units = {
    upload: { measuredMsPerKiB: perUpload / uploadKiB, chargedPerKiB: KNOWLEDGE_WORK_UNITS_PER_KIB, measuredMs: perUpload, charged: Math.ceil(uploadKiB * KNOWLEDGE_WORK_UNITS_PER_KIB) },
    export: { measuredMs: perExport, charged: EXPORT_WORK_UNITS_BASE + Math.ceil((knowledgeBytes / 1024) * EXPORT_WORK_UNITS_PER_KIB), knowledgeKiB: Math.round(knowledgeBytes / 1024) },
  };
  console.log(`  work units: a ${Math.round(uploadKiB)} KiB knowledge file took ${perUpload.toFixed(0)} ms of CPU (server and database), charged ${units.upload.charged} units; an export of ${units.export.knowledgeKiB} KiB of knowledge took ${perExport.toFixed(0)} ms, charged ${units.export.charged}`);

  const from = Object.fromEntries(["provision", "form", "pdf", "dashboard", "export", "upload"].map((name) => [name, addressFor()]));
  const counterpartAt = { cookie: counterpart.cookie, origin: target };
  const asController = (token: string, address: Record<string, string>) => ({ ...bearer(token), ...address });
  const hostile: Record<string, HostileRequest> = {
    "unpaid provision, 100 costly patterns": { method: "POST", url: `${target}/api/v3/resources/pages`, headers: { ...json, ...from.provision }, costlyPatterns: true },
    [`form answers at maxLength (${formShape})`]: {
      method: "POST",
      url: `${target}/api/counterpart/pages/${form.id}/submissions`,
      headers: { ...json, ...counterpartAt, ...from.form },
      body: JSON.stringify({ answers: hostileAnswers }),
    },
    [`sealed PDF download (${documentShape})`]: { method: "GET", url: `${target}/api/v3/control/pages/${contract.id}/submissions/${submissionId}/pdf`, headers: asController(contract.token, from.pdf!) },
    [`dashboard view (${dashboardShape})`]: { method: "GET", url: `${target}/pages/${dashboard.id}`, headers: { cookie: counterpart.cookie, ...from.dashboard } },
    "Person export at its knowledge quota": { method: "GET", url: `${target}/api/v3/control/persons/${exported.id}/export`, headers: asController(exported.token, from.export!) },
    "knowledge upload of the largest file": {
      method: "POST",
      url: `${target}/api/v3/control/persons/${uploader.id}/files`,
      headers: { ...asController(uploader.token, from.upload!), ...json },
      body: JSON.stringify(knowledgeFile(0, fileBytes)),
      removeCreated: { base: appUrl, token: uploader.token, path: `/api/v3/control/persons/${uploader.id}/files` },
    },
  };

  // The victims: other tenants' control reads, each Person read with its own token from its own address,
  // about once a second each: within the default limit of 120 a minute per token.
  const victims = await Promise.all(Array.from({ length: 12 }, (_, v) => provision("persons", { name: `Neighbour ${v}`, goal: "Be read." })));
  const readers = victims.map((victim) => ({ url: `${target}/api/v3/control/persons/${victim.id}`, headers: { ...bearer(victim.token), ...addressFor() } }));
  const EVERY_MS = 800;
  const read = (phaseSeconds: number) => latencies(readers, EVERY_MS, phaseSeconds);
  await cannon(`${appUrl}/api/v3/control/persons/${victims[0]!.id}`, bearer(victims[0]!.token), 8, 2); // the bench app warm; the noisy app below
  await read(3);
  // The hostile clients in a process of their own at the lowest priority, as if on another machine (scripts/bench/hostile.ts).
  const clients = hostileClients(hostile);
  await clients.warm(); // each route's code loaded once

  const alone = await read(seconds);
  const since = Date.now();
  clients.start();
  const noisy = await read(seconds * 2);
  const counts = await clients.stop();
  const runtime = (await (await fetch(`${target}/api/internal/runtime?since=${since}`, { headers: bearer(options.cronSecret) })).json()) as { eventLoop: { maxCpuMs: number; maxGapMs: number } };
  raw.noisy = { alone, noisy, counts, runtime: runtime.eventLoop, units };
  for (const [name, byStatus] of Object.entries(counts)) {
    console.log(`  ${name}: ${Object.entries(byStatus).map(([status, n]) => `${n} × ${status}`).join(", ")} during the noisy phase`);
  }
  const ratio = noisy.p99 / alone.p99;
  console.log(`  control reads alone: ${alone.requests}, p50 ${alone.p50} ms, p99 ${alone.p99} ms, max ${alone.max} ms; beside the hostile classes: ${noisy.requests}, p50 ${noisy.p50} ms, p99 ${noisy.p99} ms, max ${noisy.max} ms`);
  record({
    name: `noisy neighbour: control read p99 beside every hostile class (default limits, a client address each) vs alone; ${readers.length} tenants reading every ${EVERY_MS} ms`,
    leasehold: `${noisy.p99} ms (${noisy.requests} reads, ${noisy.failures} failed${noisy.failures ? `: ${JSON.stringify(noisy.failed)}` : ""})`,
    baseline: `${alone.p99} ms (${alone.requests} reads, alone)`,
    ratio,
    goal: "≤ 2×",
    met: ratio <= 2 && noisy.failures === 0,
  });
  record({
    name: "noisy neighbour: the server's longest main-thread stall meanwhile (CPU time between two event-loop ticks)",
    leasehold: `${runtime.eventLoop.maxCpuMs} ms`,
    baseline: "—",
    ratio: null,
    goal: "informative (tests hold it under 50 ms per class)",
    met: true,
  });
  record({
    name: "work units: measured CPU (server and database) of a knowledge upload and an export of the largest kind, against the units charged",
    leasehold: `upload ${units.upload.measuredMs.toFixed(0)} ms, export ${units.export.measuredMs.toFixed(0)} ms`,
    baseline: `charged ${units.upload.charged} and ${units.export.charged} units`,
    ratio: null,
    goal: "informative (a unit is about a millisecond)",
    met: true,
  });
}
