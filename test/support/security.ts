/**
 * What the security suite shares: its own funded payers, raw HTTP (exact
 * bytes, repeated and non-ASCII headers, which fetch cannot send), the
 * `{error, code}` contract, and snapshots of the rows of given resources to
 * prove that refused requests wrote nothing.
 */
import http from "node:http";
import type { Address } from "viem";
import { db } from "@/lib/core/db/client";
import { ERROR_CODES } from "@/lib/core/http/errors";
import { asset, baseUrl } from "./agent";
import { mintTestUsdc } from "./mint";

/**
 * The security suite's payers: Hardhat accounts beyond the 20 the chain funds
 * (so no other test file shares them, nor their 25-lease limit), given test
 * USDC here by the token's master minter (account #0). They pay by signature only and
 * need no gas. One per test file (test/payments/hosted-facilitator and test/pages/blob-storage borrow #46 and #48).
 */
/**
 * A token-shaped string a test stores on purpose (as a row written before
 * tokens were refused in text would hold one), to show that what leaves the
 * service is scrubbed of it. Its body starts with PLANTED_TOKEN_MARK, so the
 * scan of the database for tokens the service stored (tokens-at-rest.test.ts)
 * tells it apart, whichever test file runs beside it.
 */
export const PLANTED_TOKEN_MARK = "PLANTED";
export function plantedToken(): string {
  const alphabet = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
  let body = PLANTED_TOKEN_MARK;
  while (body.length < 36) body += alphabet[Math.floor(Math.random() * alphabet.length)];
  return `at_live_${body}`;
}

export const SECURITY_PAYERS = { fuzz: 40, auth: 41, tokens: 42, restart: 43, regressions: 44, mcpFuzz: 45, hostedFacilitator: 46, blobStorage: 48, leaseWrites: 60 } as const;

/** Mints 1,000 test USDC to account `index`. */
export async function fundPayer(index: number): Promise<Address> {
  return mintTestUsdc({ rpcUrl: process.env.LEASEHOLD_TEST_RPC!, asset: asset(), index, amount: "1000" });
}

export interface RawRequest {
  method: string;
  /** Path and query, sent exactly as given (no normalisation, no encoding). */
  path: string;
  /** Header lines in order; a name may repeat. Values are sent as latin1 bytes. */
  headers?: [string, string][];
  body?: Buffer | string;
  /** Another service than the main test instance. */
  base?: string;
}

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  text: string;
}

const agents = new Map<string, http.Agent>();
function agentFor(base: string): http.Agent {
  let agent = agents.get(base);
  if (!agent) {
    agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
    agents.set(base, agent);
  }
  return agent;
}

/** One HTTP request with exactly these bytes (node:http, not fetch, which merges and checks headers). */
export function send(request: RawRequest): Promise<RawResponse> {
  const url = new URL(request.base ?? baseUrl());
  const lines: string[] = ["host", url.host];
  for (const [name, value] of request.headers ?? []) lines.push(name, value);
  if (request.body !== undefined) lines.push("content-length", String(Buffer.byteLength(request.body)));
  return new Promise((resolve, reject) => {
    let answered = false;
    const outgoing = http.request(
      { host: url.hostname, port: url.port, method: request.method, path: request.path, headers: lines, agent: agentFor(url.origin) },
      (response) => {
        answered = true;
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("error", reject);
        response.on("end", () => {
          const body = Buffer.concat(chunks);
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body, text: body.toString("utf8") });
        });
      },
    );
    outgoing.setTimeout(60_000, () => outgoing.destroy(new Error("no answer within 60 s")));
    // A server may answer (413) and close before a large body is all sent: the answer is what counts.
    outgoing.on("error", (error) => {
      if (!answered) reject(error);
    });
    if (request.body !== undefined) outgoing.write(request.body);
    outgoing.end();
  });
}

/**
 * What is wrong with an error answer, if anything: it must be JSON
 * `{error: string, code}` with a code of ERROR_CODES and that code's status.
 */
export function errorShapeProblem(response: RawResponse): string | null {
  if (response.status < 400) return null;
  const type = String(response.headers["content-type"] ?? "");
  if (!/^application\/json\b/i.test(type)) return `content-type ${type || "(none)"} instead of application/json`;
  let body: unknown;
  try {
    body = JSON.parse(response.text);
  } catch {
    return "a body that is not JSON";
  }
  const { error, code } = (body ?? {}) as { error?: unknown; code?: unknown };
  if (typeof error !== "string" || !error) return "no error message";
  if (typeof code !== "string" || !(code in ERROR_CODES)) return `code ${JSON.stringify(code)} is not in ERROR_CODES`;
  const status = ERROR_CODES[code as keyof typeof ERROR_CODES].status;
  if (status !== response.status) return `code ${code} answered with ${response.status}, the table says ${status}`;
  return null;
}

export const errorCode = (response: RawResponse): string | undefined => {
  try {
    return (JSON.parse(response.text) as { code?: string }).code;
  } catch {
    return undefined;
  }
};

/** Runs `work` over `items` with at most `concurrency` at a time. */
export async function pool<T, R>(items: T[], concurrency: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index]!, index);
      }
    }),
  );
  return results;
}

const json = (value: unknown) => JSON.parse(JSON.stringify(value, (_key, v) => (typeof v === "bigint" ? v.toString() : v)));

/**
 * Everything stored about these resource ids (and anything that names them):
 * the rows of the Person, Page, Lease and tokens in full (so an update shows),
 * and the number of rows of every table that hangs off them. Other test files
 * write to the same database at the same time, so the suite compares what
 * concerns its own resources (and the ids it made up), not global counts.
 */
export async function snapshot(ids: string[]) {
  const client = db();
  const [persons, pages, leases, tokens, payments] = await Promise.all([
    client.person.findMany({ where: { id: { in: ids } }, orderBy: { id: "asc" } }),
    client.page.findMany({ where: { id: { in: ids } }, orderBy: { id: "asc" } }),
    client.lease.findMany({ where: { resourceId: { in: ids } }, orderBy: { id: "asc" } }),
    client.capabilityToken.findMany({ where: { resourceId: { in: ids } }, orderBy: { id: "asc" } }),
    client.payment.findMany({ where: { resourceId: { in: ids } }, orderBy: { id: "asc" } }),
  ]);
  const counts = {
    Task: await client.task.count({ where: { personId: { in: ids } } }),
    KnowledgeFile: await client.knowledgeFile.count({ where: { personId: { in: ids } } }),
    KnowledgePassage: await client.knowledgePassage.count({ where: { personId: { in: ids } } }),
    ChatSession: await client.chatSession.count({ where: { personId: { in: ids } } }),
    ChatMessage: await client.chatMessage.count({ where: { personId: { in: ids } } }),
    PersonState: await client.personState.count({ where: { personId: { in: ids } } }),
    TimelineEvent: await client.timelineEvent.count({ where: { resourceId: { in: ids } } }),
    Submission: await client.submission.count({ where: { pageId: { in: ids } } }),
    PageUpload: await client.pageUpload.count({ where: { pageId: { in: ids } } }),
    ChecklistProgress: await client.checklistProgress.count({ where: { pageId: { in: ids } } }),
  };
  return json({ persons, pages, leases, tokens, payments, counts });
}

/** Row counts of the main tables (for the log: other files write to them too). */
export async function tableCounts(): Promise<Record<string, number>> {
  const client = db();
  return {
    Person: await client.person.count(),
    Page: await client.page.count(),
    Lease: await client.lease.count(),
    Payment: await client.payment.count(),
    CapabilityToken: await client.capabilityToken.count(),
    Task: await client.task.count(),
    KnowledgeFile: await client.knowledgeFile.count(),
    Submission: await client.submission.count(),
    ChatMessage: await client.chatMessage.count(),
    TimelineEvent: await client.timelineEvent.count(),
  };
}

/** Leases and payments of these payer addresses (a fuzzer's made-up payers: there must be none). */
export async function rowsOfPayers(addresses: string[]): Promise<{ leases: number; payments: number }> {
  const lower = addresses.map((a) => a.toLowerCase());
  return {
    leases: await db().lease.count({ where: { principal: { in: lower } } }),
    payments: await db().payment.count({ where: { payer: { in: lower } } }),
  };
}

/** A signed-in counterpart: a User and a database Session, as NextAuth's adapter stores them; returns the cookie. */
export async function counterpartCookie(email: string): Promise<{ cookie: string; userId: string }> {
  const user = await db().user.upsert({ where: { email }, update: {}, create: { email, emailVerified: new Date() } });
  const sessionToken = `sec-${crypto.randomUUID()}`;
  await db().session.create({ data: { sessionToken, userId: user.id, expires: new Date(Date.now() + 86_400_000) } });
  return { cookie: `next-auth.session-token=${sessionToken}`, userId: user.id };
}
