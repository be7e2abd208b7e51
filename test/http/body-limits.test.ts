/**
 * Body limits of the endpoints whose bodies used to be read whole: /mcp (the
 * MCP handler read any body) and NextAuth's POST routes. A declared
 * Content-Length over the limit is refused before a byte of the body is
 * sent; a streamed body is refused as soon as it passes the limit; both
 * before anything parses it.
 */
import { randomBytes } from "node:crypto";
import http from "node:http";
import { describe, expect, it } from "vitest";
import { AUTH_BODY_LIMIT } from "@/lib/adapters/http/auth-guard";
import { db } from "@/lib/core/db/client";
import { mcpBodyLimit } from "@/lib/adapters/mcp/server";
import { baseUrl } from "../support/agent";

/**
 * Sends the headers with a Content-Length of `declared` and no body at all,
 * and resolves with the answer: only a server that refuses without reading
 * the body answers.
 */
function declareOnly(path: string, declared: number, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${baseUrl()}${path}`, { method: "POST", headers: { ...headers, "content-length": String(declared) } });
    const timer = setTimeout(() => {
      request.destroy();
      reject(new Error("no answer without the body: the server waited for it"));
    }, 10_000);
    request.on("response", (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => {
        clearTimeout(timer);
        request.destroy();
        resolve({ status: response.statusCode ?? 0, body });
      });
    });
    request.on("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    request.flushHeaders();
  });
}

/**
 * Streams a body of `size` bytes in chunks, without a Content-Length, on a
 * connection of its own, and resolves with the answer as soon as there is
 * one (the rest of the body is then not sent).
 */
async function streamed(path: string, size: number, headers: Record<string, string>, chunk = "x".repeat(64 * 1024)): Promise<{ status: number; body: string }> {
  // The server answers and closes while the body is still coming: on a loaded machine the client's next write can
  // fail (EPIPE, ECONNRESET) before it has read the answer, which the closed connection then loses. Tried again, then.
  for (let attempt = 1; ; attempt++) {
    try {
      return await streamedOnce(path, size, headers, chunk);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (attempt >= 3 || (code !== "EPIPE" && code !== "ECONNRESET")) throw error;
    }
  }
}

function streamedOnce(path: string, size: number, headers: Record<string, string>, chunk: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${baseUrl()}${path}`, { method: "POST", headers, agent: false });
    let sent = 0;
    let answered = false;
    const pump = () => {
      while (!answered && sent < size) {
        sent += chunk.length;
        if (!request.write(chunk)) return void request.once("drain", pump);
      }
      if (!answered) request.end();
    };
    request.on("response", (response) => {
      answered = true;
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (part: string) => (body += part));
      response.on("end", () => {
        request.destroy();
        resolve({ status: response.statusCode ?? 0, body });
      });
    });
    request.on("error", (error) => (answered ? undefined : reject(error)));
    pump();
  });
}

describe("body limits enforced before parsing", () => {
  const mcpHeaders = { "content-type": "application/json", accept: "application/json, text/event-stream" };

  it("/mcp: a declared Content-Length over the limit is 413 without reading the body", async () => {
    const { status, body } = await declareOnly("/mcp", mcpBodyLimit() + 1, mcpHeaders);
    expect(status).toBe(413);
    expect(JSON.parse(body)).toMatchObject({ code: "payload_too_large" });
  });

  it("/mcp: a streamed body (not even JSON) is 413 once it passes the limit", async () => {
    const { status, body } = await streamed("/mcp", mcpBodyLimit() + 1024 * 1024, mcpHeaders);
    expect(status).toBe(413);
    expect(JSON.parse(body).code).toBe("payload_too_large");
  });

  it("/mcp: a body within the limit still works", async () => {
    const response = await fetch(`${baseUrl()}/mcp`, {
      method: "POST",
      headers: mcpHeaders,
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "initialize", params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "t", version: "1" } } }),
    });
    expect(response.status).toBe(200);
  });

  it("NextAuth POST routes: over 16 KiB is 413, declared or streamed", async () => {
    const form = { "content-type": "application/x-www-form-urlencoded" };
    const declared = await declareOnly("/api/auth/signin/email", 10 * 1024 * 1024, form);
    expect(declared.status).toBe(413);
    expect(JSON.parse(declared.body)).toMatchObject({ code: "payload_too_large" });
    const stream = await streamed("/api/auth/callback/email", AUTH_BODY_LIMIT + 1024, form, "a=".padEnd(1024, "b"));
    expect(stream.status).toBe(413);
    // Ordinary sign-in requests are not affected.
    const csrf = await fetch(`${baseUrl()}/api/auth/csrf`);
    expect(csrf.status).toBe(200);
    const signIn = await fetch(`${baseUrl()}/api/auth/signin/email`, {
      method: "POST",
      headers: form,
      body: new URLSearchParams({ email: "limits@example.com", csrfToken: "wrong", json: "true" }),
    });
    expect(signIn.status).toBeLessThan(400);
  });

  it("the counterpart chat: a declared Content-Length over its 256 KiB is 413 without reading the body", async () => {
    // A signed-in counterpart (a NextAuth database session), since the session is checked before the body.
    const user = await db().user.upsert({ where: { email: "limits@example.com" }, update: {}, create: { email: "limits@example.com", emailVerified: new Date() } });
    const sessionToken = randomBytes(32).toString("hex");
    await db().session.create({ data: { sessionToken, userId: user.id, expires: new Date(Date.now() + 3_600_000) } });
    const { status, body } = await declareOnly("/api/counterpart/persons/psn_missing/chat", 10 * 1024 * 1024, {
      "content-type": "application/json",
      cookie: `next-auth.session-token=${sessionToken}`,
    });
    expect(status).toBe(413);
    expect(JSON.parse(body).code).toBe("payload_too_large");
  });

  it("Page content: at most 256 KiB as JSON, even in a body within the route's 512 KiB (400 before any payment is asked for)", async () => {
    const content = { title: "Big", document_markdown: "x".repeat(300 * 1024) };
    const response = await fetch(`${baseUrl()}/api/v3/resources/pages`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ label: "Big", toolType: "artifact", content }),
    });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.code).toBe("validation_failed");
    expect(body.details).toContainEqual({ path: "content", message: expect.stringMatching(/262144 bytes/) });
    const fits = await fetch(`${baseUrl()}/api/v3/resources/pages`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ label: "Fits", toolType: "artifact", content: { ...content, document_markdown: "x".repeat(200 * 1024) } }),
    });
    expect(fits.status).toBe(402);
  });

  it("/api/v3 routes: a body over the route's limit is 413 before any parsing, even when it is not JSON", async () => {
    // Next.js reads the body of a request its proxy runs for before the route does
    // (buffering up to 10 MB), so here the limit holds once the body is in, still before parsing.
    const { status, body } = await streamed("/api/v3/resources/persons", 300 * 1024, { "content-type": "application/json" }, "{{{{".repeat(1024));
    expect(status).toBe(413);
    expect(JSON.parse(body).code).toBe("payload_too_large");
  });
});
