/**
 * The benchmark's baseline for a control read: a bare node:http + pg server
 * doing the same work as GET /api/v3/control/persons/{id} at its core (hash
 * the bearer token, one indexed lookup joining token, lease and Person, JSON),
 * with none of the framework. Run as a child process by scripts/bench/run.ts.
 */
import { createHash } from "node:crypto";
import http from "node:http";
import pg from "pg";

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const QUERY = `
  SELECT p.id, p.name, p.goal, p.instructions, p.tools, p.visibility, p."audienceEmails", p."ownerEmail", p."createdAt", p."updatedAt",
         l.id AS "leaseId", l.status, l."termStart", l."termEnd", l."includedUnits", l."usedUnits", l.renewals
    FROM "CapabilityToken" t
    JOIN "Lease" l ON l.id = t."leaseId"
    JOIN "Person" p ON p.id = t."resourceId"
   WHERE t."tokenHash" = $1 AND t."revokedAt" IS NULL AND t."expiresAt" > now() AND t."resourceId" = $2`;

const server = http.createServer(async (request, response) => {
  const match = /^\/api\/v3\/control\/persons\/([^/?]+)$/.exec(request.url ?? "");
  const token = /^Bearer (\S+)$/.exec(request.headers.authorization ?? "")?.[1];
  if (!match || !token) return response.writeHead(401, { "content-type": "application/json" }).end('{"error":"unauthorized","code":"unauthorized"}');
  const hash = createHash("sha256").update(token).digest("hex");
  const { rows } = await pool.query(QUERY, [hash, match[1]]);
  const row = rows[0];
  if (!row) return response.writeHead(401, { "content-type": "application/json" }).end('{"error":"unauthorized","code":"unauthorized"}');
  const body = {
    id: row.id,
    type: "person",
    name: row.name,
    goal: row.goal,
    instructions: row.instructions,
    tools: row.tools,
    visibility: row.visibility,
    audienceEmails: row.audienceEmails,
    ownerEmail: row.ownerEmail,
    lease: {
      id: row.leaseId,
      status: row.status,
      termStart: row.termStart,
      termEnd: row.termEnd,
      included: row.includedUnits,
      used: row.usedUnits,
      remaining: row.includedUnits - row.usedUnits,
      renewals: row.renewals,
    },
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
  response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(body));
});

server.listen(Number(process.env.PORT), "127.0.0.1", () => console.log("ready"));
