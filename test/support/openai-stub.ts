/**
 * An OpenAI-compatible HTTP server for tests, so the service's real provider code
 * (@ai-sdk/openai-compatible, and @ai-sdk/openai through `.chat(modelId)`) can be
 * exercised without a network. It binds to 127.0.0.1 on a free port.
 *
 *   POST /v1/chat/completions  the next scripted reply (or the default one), as a
 *                              `chat.completion` JSON, or with `stream: true` as
 *                              server-sent `chat.completion.chunk` events ending in
 *                              `data: [DONE]`
 *   GET  /v1/models            a list with the one model "stub-model"
 *   anything else              404 with OpenAI's error JSON
 *
 * With `apiKey`, both endpoints above answer 401 unless the request carries
 * `Authorization: Bearer <apiKey>`; such a request does not use up a scripted reply.
 *
 * The wire format follows what the two providers parse (their dist code): error
 * bodies `{ error: { message, type, param, code } }`; choices carry `index`; tool calls
 * carry `type: "function"` and their arguments as a JSON string; stream tool calls are
 * announced with index, id, type and name, and their arguments arrive in two pieces.
 *
 * Note that the AI SDK retries 408, 409, 429 and 5xx answers (maxRetries, default 2),
 * and every attempt uses up one scripted reply.
 */
import http from "node:http";

export interface ScriptedReply {
  text?: string;
  toolCalls?: { name: string; arguments: Record<string, unknown> }[];
  /** Milliseconds before a non-streamed answer, and between the chunks of a streamed one. */
  delayMs?: number;
  fail?: { status: number; message: string };
}

export interface StubRequest {
  /** The URL path without the query, e.g. "/v1/chat/completions". */
  path: string;
  /** The parsed JSON body; the raw text if it is not JSON; undefined if empty. */
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- whatever the client sent
  /** Header names in lower case; repeated headers joined with ", ". */
  headers: Record<string, string>;
}

export interface OpenAiStub {
  /** Base URL including /v1, e.g. http://127.0.0.1:PORT/v1 */
  url: string;
  /** Every request received, in order. */
  requests: StubRequest[];
  /** Queues replies, used in order; when the queue is empty, the default reply is used. */
  script(...replies: ScriptedReply[]): void;
  /** Replaces the default reply (initially `{ text: "Stub reply." }`). */
  setDefault(reply: ScriptedReply): void;
  close(): Promise<void>;
}

export const STUB_MODEL_ID = "stub-model";

const MAX_BODY_BYTES = 10 * 1024 * 1024;
const MAX_DELAY_MS = 30_000;
const WORDS_PER_CHUNK = 2;

const errorTypes: Record<number, string> = {
  400: "invalid_request_error",
  401: "invalid_request_error",
  403: "permission_error",
  404: "invalid_request_error",
  409: "conflict_error",
  413: "invalid_request_error",
  422: "invalid_request_error",
  429: "rate_limit_error",
};

function errorBody(status: number, message: string, code: string | null = null) {
  return { error: { message, type: errorTypes[status] ?? (status >= 500 ? "server_error" : "invalid_request_error"), param: null, code } };
}

function sendJson(response: http.ServerResponse, status: number, value: unknown): void {
  if (response.destroyed || response.writableEnded) return;
  response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(value));
}

/** Splits text into pieces of a few words whose concatenation is exactly the text. */
function splitText(text: string): string[] {
  const words = text.match(/\s*\S+\s*/g);
  if (!words) return text.length > 0 ? [text] : [];
  const pieces: string[] = [];
  for (let i = 0; i < words.length; i += WORDS_PER_CHUNK) pieces.push(words.slice(i, i + WORDS_PER_CHUNK).join(""));
  return pieces;
}

function estimateTokens(value: unknown): number {
  const text = typeof value === "string" ? value : (JSON.stringify(value) ?? "");
  return Math.max(1, Math.ceil(text.length / 4));
}

function flattenHeaders(headers: http.IncomingHttpHeaders): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) flat[name] = Array.isArray(value) ? value.join(", ") : value;
  }
  return flat;
}

export async function startOpenAiStub(options: { apiKey?: string } = {}): Promise<OpenAiStub> {
  const requests: StubRequest[] = [];
  const queue: ScriptedReply[] = [];
  let defaultReply: ScriptedReply = { text: "Stub reply." };
  let toolCallCounter = 0;
  let completionCounter = 0;
  const closing = new AbortController();

  /** Resolves after ms, or at once when the stub closes or the answer is gone. */
  const sleep = (ms: number, response: http.ServerResponse) =>
    new Promise<void>((resolve) => {
      if (ms <= 0 || closing.signal.aborted || response.destroyed) return resolve();
      const done = () => {
        clearTimeout(timer);
        closing.signal.removeEventListener("abort", done);
        response.off("close", done);
        resolve();
      };
      const timer = setTimeout(done, Math.min(ms, MAX_DELAY_MS));
      closing.signal.addEventListener("abort", done);
      response.on("close", done);
    });

  async function chatCompletion(requestBody: unknown, response: http.ServerResponse): Promise<void> {
    if (typeof requestBody !== "object" || requestBody === null || Array.isArray(requestBody)) {
      sendJson(response, 400, errorBody(400, "We could not parse the JSON body of your request."));
      return;
    }
    const body = requestBody as { model?: unknown; messages?: unknown; stream?: unknown; stream_options?: { include_usage?: unknown } };
    if (!Array.isArray(body.messages)) {
      sendJson(response, 400, errorBody(400, "Missing required parameter: 'messages'.", "missing_required_parameter"));
      return;
    }
    const reply = queue.shift() ?? defaultReply;
    const delayMs = reply.delayMs ?? 0;

    if (reply.fail) {
      await sleep(delayMs, response);
      sendJson(response, reply.fail.status, errorBody(reply.fail.status, reply.fail.message));
      return;
    }

    const model = typeof body.model === "string" ? body.model : STUB_MODEL_ID;
    const id = `chatcmpl-stub${++completionCounter}`;
    const created = Math.floor(Date.now() / 1000);
    const toolCalls = (reply.toolCalls ?? []).map((call) => ({
      id: `call_${++toolCallCounter}`,
      type: "function" as const,
      function: { name: call.name, arguments: JSON.stringify(call.arguments) },
    }));
    const text = reply.text ?? (toolCalls.length > 0 ? null : "");
    const finishReason = toolCalls.length > 0 ? "tool_calls" : "stop";
    const promptTokens = estimateTokens(body.messages);
    const completionTokens = estimateTokens([text ?? "", ...toolCalls.map((call) => call.function)]);
    const usage = { prompt_tokens: promptTokens, completion_tokens: completionTokens, total_tokens: promptTokens + completionTokens };

    if (body.stream !== true) {
      await sleep(delayMs, response);
      sendJson(response, 200, {
        id,
        object: "chat.completion",
        created,
        model,
        choices: [
          {
            index: 0,
            message: { role: "assistant", content: text, ...(toolCalls.length > 0 ? { tool_calls: toolCalls } : {}), refusal: null },
            logprobs: null,
            finish_reason: finishReason,
          },
        ],
        usage,
        system_fingerprint: "fp_stub",
      });
      return;
    }

    const chunk = (choices: unknown[], extra: Record<string, unknown> = {}) => ({
      id,
      object: "chat.completion.chunk",
      created,
      model,
      system_fingerprint: "fp_stub",
      choices,
      ...extra,
    });
    const delta = (value: Record<string, unknown>, finish: string | null = null) => ({ index: 0, delta: value, logprobs: null, finish_reason: finish });

    // Like OpenAI: the first chunk has the role, and content "" (null when the reply is only tool calls).
    const events: unknown[] = [chunk([delta({ role: "assistant", content: text === null ? null : "", refusal: null })])];
    for (const piece of splitText(text ?? "")) events.push(chunk([delta({ content: piece })]));
    toolCalls.forEach((call, index) => {
      const args = call.function.arguments;
      const half = Math.ceil(args.length / 2);
      events.push(
        chunk([delta({ tool_calls: [{ index, id: call.id, type: "function", function: { name: call.function.name, arguments: args.slice(0, half) } }] })]),
      );
      if (half < args.length) events.push(chunk([delta({ tool_calls: [{ index, function: { arguments: args.slice(half) } }] })]));
    });
    events.push(chunk([delta({}, finishReason)]));
    if (body.stream_options?.include_usage === true) events.push(chunk([], { usage }));

    response.writeHead(200, { "content-type": "text/event-stream; charset=utf-8", "cache-control": "no-cache", connection: "keep-alive" });
    response.flushHeaders();
    for (const [i, event] of events.entries()) {
      if (i > 0) await sleep(delayMs, response);
      if (response.destroyed || closing.signal.aborted) return;
      response.write(`data: ${JSON.stringify(event)}\n\n`);
    }
    if (!response.destroyed) response.end("data: [DONE]\n\n");
  }

  const server = http.createServer(async (request, response) => {
    try {
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const piece of request) {
        size += (piece as Buffer).length;
        if (size > MAX_BODY_BYTES) {
          sendJson(response, 413, errorBody(413, "Request body too large."));
          request.destroy();
          return;
        }
        chunks.push(piece as Buffer);
      }
      const raw = Buffer.concat(chunks).toString("utf8");
      let body: unknown = undefined;
      if (raw.length > 0) {
        try {
          body = JSON.parse(raw);
        } catch {
          body = raw;
        }
      }
      const path = new URL(request.url ?? "/", "http://stub").pathname;
      const headers = flattenHeaders(request.headers);
      requests.push({ path, body, headers });

      const route =
        request.method === "POST" && path === "/v1/chat/completions" ? "chat" : request.method === "GET" && path === "/v1/models" ? "models" : null;
      if (!route) {
        sendJson(response, 404, errorBody(404, `Invalid URL (${request.method} ${path})`, "unknown_url"));
        return;
      }
      if (options.apiKey !== undefined && headers.authorization !== `Bearer ${options.apiKey}`) {
        const message = headers.authorization
          ? "Incorrect API key provided. You can find your API key at https://platform.openai.com/account/api-keys."
          : "You didn't provide an API key. You need to provide your API key in an Authorization header using Bearer auth (i.e. Authorization: Bearer YOUR_KEY).";
        sendJson(response, 401, errorBody(401, message, headers.authorization ? "invalid_api_key" : null));
        return;
      }
      if (route === "models") {
        sendJson(response, 200, { object: "list", data: [{ id: STUB_MODEL_ID, object: "model", created: 0, owned_by: "openai-stub" }] });
        return;
      }
      if (typeof body === "string") {
        sendJson(response, 400, errorBody(400, "We could not parse the JSON body of your request."));
        return;
      }
      await chatCompletion(body, response);
    } catch (error) {
      if (!response.headersSent) sendJson(response, 500, errorBody(500, `openai stub: ${String(error)}`));
      else response.destroy();
    }
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  const { port } = server.address() as { port: number };

  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    script: (...replies) => void queue.push(...replies),
    setDefault: (reply) => void (defaultReply = reply),
    close: () =>
      new Promise<void>((resolve, reject) => {
        closing.abort();
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
