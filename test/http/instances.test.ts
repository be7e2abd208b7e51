import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/core/db/client";
import { signedHeader, challenge, bearer, payer, provision, PERSON_BODY } from "../support/agent";
import { counterpartCookie } from "../support/counterpart";
import { startInstance, type Instance } from "../support/instance";

// Several instances, one truth: two `next start` processes against one
// PostgreSQL; every limit and every payment holds across both.
const PAYER = 18; // shared with mcp.test.ts (REST provisions only; nobody counts its leases)

const CRON_SECRET = "a-cron-secret-for-the-instances-test";
let a: Instance;
let b: Instance;

beforeAll(async () => {
  // Task loops off, so the queue test below decides who works what.
  const env = { TASK_WORKER: "off", CRON_SECRET };
  [a, b] = await Promise.all([startInstance({ name: "instance-a", env }), startInstance({ name: "instance-b", env })]);
}, 180_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
});

const spread = (i: number) => (i % 2 === 0 ? a : b).url;

describe("two instances, one database", () => {
  it("100 parallel chats with 10 turns left: exactly 10 answered, over both instances", async () => {
    const person = await provision(PAYER, "persons");
    const lease = await db().lease.findFirstOrThrow({ where: { resourceId: person.id } });
    await db().lease.update({ where: { id: lease.id }, data: { usedUnits: lease.includedUnits - 10 } });

    const answers = await Promise.all(
      Array.from({ length: 100 }, async (_, i) => {
        const response = await fetch(`${spread(i)}/api/v3/control/persons/${person.id}/chat`, {
          method: "POST",
          headers: { ...bearer(person.token), "content-type": "application/json" },
          body: JSON.stringify({ message: `Question ${i}` }),
        });
        const body = await response.text(); // read the whole stream: the turn is counted either way
        return { status: response.status, instance: i % 2, body };
      }),
    );
    const ok = answers.filter((answer) => answer.status === 200);
    expect(ok).toHaveLength(10);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(90);
    for (const refused of answers.filter((answer) => answer.status === 429)) expect(JSON.parse(refused.body).code).toBe("turns_exhausted");
    expect((await db().lease.findUniqueOrThrow({ where: { id: lease.id } })).usedUnits).toBe(lease.includedUnits);
    expect(await db().chatSession.count({ where: { personId: person.id } })).toBe(10);
  });

  it("20 parallel submissions with 5 left: exactly 5 recorded, over both instances", async () => {
    const page = await provision(PAYER, "pages"); // the default contact form, public
    const lease = await db().lease.findFirstOrThrow({ where: { resourceId: page.id } });
    await db().lease.update({ where: { id: lease.id }, data: { usedUnits: lease.includedUnits - 5 } });
    const form = (await db().page.findUniqueOrThrow({ where: { id: page.id } })).content as { fields: { name: string; type: string; required: boolean }[] };
    const answersFor = (i: number) =>
      Object.fromEntries(form.fields.filter((f) => f.required).map((f) => [f.name, f.type === "email" ? `p${i}@example.com` : `Answer ${i}`]));

    const cookies = await Promise.all(Array.from({ length: 20 }, (_, i) => counterpartCookie(`visitor-${i}-${page.id.toLowerCase()}@example.com`)));
    const statuses = await Promise.all(
      cookies.map(async (cookie, i) => {
        const response = await fetch(`${spread(i)}/api/counterpart/pages/${page.id}/submissions`, {
          method: "POST",
          headers: { cookie, "content-type": "application/json" },
          body: JSON.stringify({ answers: answersFor(i) }),
        });
        const body = await response.json();
        if (response.status !== 201) expect(body.code).toBe("submissions_exhausted");
        return response.status;
      }),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
    expect(await db().submission.count({ where: { pageId: page.id } })).toBe(5);
    expect((await db().lease.findUniqueOrThrow({ where: { id: lease.id } })).usedUnits).toBe(lease.includedUnits);
  });

  it("the same payment signature sent to both at once buys one resource", async () => {
    const { required } = await challenge("/api/v3/resources/persons", PERSON_BODY);
    const signature = await signedHeader(PAYER, required);
    // This payer's Persons: other files buy Persons at the same moment.
    const mine = () => db().lease.count({ where: { principal: payer(PAYER).address.toLowerCase(), resourceType: "person" } });
    const before = await mine();
    const send = (url: string) =>
      fetch(`${url}/api/v3/resources/persons`, {
        method: "POST",
        headers: { "content-type": "application/json", "PAYMENT-SIGNATURE": signature },
        body: JSON.stringify(PERSON_BODY),
      }).then(async (response) => ({ status: response.status, body: await response.json() }));
    const answers = await Promise.all([send(a.url), send(b.url), send(a.url), send(b.url)]);
    const created = answers.filter((answer) => answer.status === 201);
    expect(created).toHaveLength(1);
    for (const other of answers.filter((answer) => answer.status !== 201)) {
      expect(other.status).toBe(409);
      expect(["payment_in_progress", "payment_already_used"]).toContain(other.body.code);
    }
    expect(await mine()).toBe(before + 1);
    const payments = await db().payment.findMany({ where: { resourceId: created[0]!.body.person.id } });
    expect(payments).toHaveLength(1);
    expect(payments[0]!.status).toBe("settled");
  });

  it("a task queue worked from both instances runs each task once", async () => {
    const person = await provision(PAYER, "persons");
    const created = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        fetch(`${spread(i)}/api/v3/control/persons/${person.id}/tasks`, {
          method: "POST",
          headers: { ...bearer(person.token), "content-type": "application/json" },
          body: JSON.stringify({ title: `Task ${i}`, instructions: `Say the number ${i}.` }),
        }).then((response) => response.json() as Promise<{ id: string }>),
      ),
    );
    // POST /tasks drains after its answer; the cron route drains too. Drive both instances at once until nothing is queued.
    const drain = (url: string) => fetch(`${url}/api/internal/jobs/drain`, { headers: { authorization: `Bearer ${CRON_SECRET}` } });
    const deadline = Date.now() + 60_000;
    for (;;) {
      const open = await db().task.count({ where: { personId: person.id, status: { in: ["queued", "running"] } } });
      if (open === 0) break;
      if (Date.now() > deadline) throw new Error(`${open} tasks still open`);
      await Promise.all([drain(a.url), drain(b.url), drain(a.url), drain(b.url)]);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const tasks = await db().task.findMany({ where: { id: { in: created.map((task) => task.id) } } });
    expect(tasks).toHaveLength(12);
    for (const task of tasks) {
      expect(task.status).toBe("succeeded");
      expect(task.turnsUsed).toBe(1);
    }
    // Each task ran exactly once: one turn each, one start and one finish on the timeline.
    const lease = await db().lease.findFirstOrThrow({ where: { resourceId: person.id } });
    expect(lease.usedUnits).toBe(12);
    const started = await db().timelineEvent.count({ where: { resourceId: person.id, type: "person.task.started" } });
    expect(started).toBe(12);
  });
});
