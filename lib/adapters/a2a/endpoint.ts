/**
 * POST /a2a: the A2A JSON-RPC binding, with the official SDK's transport-
 * agnostic pieces (DefaultRequestHandler and the JSON-RPC transport handlers
 * of @a2a-js/sdk) wired to a Fetch API Request and Response, the way its
 * Express adapter wires them to Express.
 *
 * - `A2A-Version: 1.0` (what the SDK's client sends): SendMessage,
 *   SendStreamingMessage… Without the header, or with 0.3: the 0.3 methods
 *   message/send, message/stream… through the SDK's compatibility handler.
 * - Streaming methods answer `text/event-stream`, one JSON-RPC response per
 *   `data:` event; the others answer one JSON-RPC response.
 * - Malformed JSON and JSON-RPC, unknown methods and unsupported versions get
 *   the SDK's JSON-RPC errors with HTTP 200, as JSON-RPC over HTTP does; a body
 *   declared as another media type (415), a body too large (413) and our own
 *   failures (500) get the service's `{error, code}`.
 *
 * The request's Authorization and Cookie headers are never handed on: the
 * agent behind this endpoint cannot see a token even if a client sends one.
 */
import { A2A_VERSION_HEADER, AgentCard, formatSSEErrorEvent, formatSSEEvent, SSE_HEADERS } from "@a2a-js/sdk";
import { LegacyJsonRpcTransportHandler } from "@a2a-js/sdk/compat/v0_3/server";
import { A2A_ERROR_CODE, RequestMalformedError } from "@a2a-js/sdk/errors";
import {
  DefaultExecutionEventBusManager,
  DefaultRequestHandler,
  defaultServerCallContextBuilder,
  InMemoryTaskStore,
  JsonRpcTransportHandler,
  UnauthenticatedUser,
  validateVersion,
} from "@a2a-js/sdk/server";
import { buildAgentCard } from "../catalog/agent-card";
import { config } from "../../core/config";
import { baseUrlOf, DEFAULT_BODY_LIMIT_BYTES, readBodyText, requireJsonContentType } from "../http/handler";
import { ApiError } from "../../core/http/errors";
import { AdvisorExecutor } from "./executor";

type JsonRpcEnvelope = { jsonrpc: string; id: string | number | null; result?: unknown; error?: unknown };
type Answer = JsonRpcEnvelope | AsyncGenerator<JsonRpcEnvelope, void, undefined>;

const LEGACY_VERSION = "0.3";
const NOT_HANDED_ON = new Set(["authorization", "cookie", "proxy-authorization"]);

const rpcError = (id: JsonRpcEnvelope["id"], error: { code: number; message: string; data?: unknown }): JsonRpcEnvelope => ({
  jsonrpc: "2.0",
  id,
  error,
});

function idOf(body: unknown): JsonRpcEnvelope["id"] {
  if (body && typeof body === "object" && "id" in body) {
    const id = (body as { id: unknown }).id;
    if (typeof id === "string" || (typeof id === "number" && Number.isInteger(id))) return id;
  }
  return null;
}

function isAsyncIterable(answer: Answer): answer is AsyncGenerator<JsonRpcEnvelope, void, undefined> {
  return typeof (answer as AsyncGenerator<JsonRpcEnvelope>)[Symbol.asyncIterator] === "function";
}

/** The SDK's JSON-RPC error of a thrown error, in the dialect of the request's version. */
function mapError(error: unknown, legacy: boolean): { code: number; message: string; data?: unknown } {
  return legacy ? LegacyJsonRpcTransportHandler.mapToLegacyJSONRPCError(error) : JsonRpcTransportHandler.mapToJSONRPCError(error);
}

/** A stream's events as server-sent events; an error after the first event ends it with an `error` event. */
function sseResponse(first: IteratorResult<JsonRpcEnvelope>, rest: AsyncIterator<JsonRpcEnvelope>, id: JsonRpcEnvelope["id"], legacy: boolean) {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      try {
        if (!first.done) controller.enqueue(encoder.encode(formatSSEEvent(first.value)));
        for (let next = await rest.next(); !next.done; next = await rest.next()) controller.enqueue(encoder.encode(formatSSEEvent(next.value)));
      } catch (error) {
        controller.enqueue(encoder.encode(formatSSEErrorEvent(rpcError(id, mapError(error, legacy)))));
      } finally {
        controller.close();
      }
    },
    async cancel() {
      await rest.return?.();
    },
  });
  // Connection is a hop-by-hop header the server sets itself.
  const headers = Object.fromEntries(Object.entries(SSE_HEADERS).filter(([name]) => name.toLowerCase() !== "connection"));
  return new Response(body, { status: 200, headers });
}

/** Answers one POST /a2a. Throws ApiError for a body that is not JSON or too large. */
export async function handleA2aPost(request: Request): Promise<Response> {
  requireJsonContentType(request, "Send the A2A JSON-RPC request as application/json.");
  let text: string;
  try {
    text = await readBodyText(request, DEFAULT_BODY_LIMIT_BYTES);
  } catch (error) {
    // Bytes that are not UTF-8 cannot be JSON: the binding's parse error, like any other unparseable body.
    if (error instanceof ApiError && error.code === "invalid_json") {
      return Response.json(rpcError(null, { code: A2A_ERROR_CODE.PARSE_ERROR, message: "Invalid JSON payload: the body is not UTF-8." }));
    }
    throw error;
  }

  const requestedVersion = request.headers.get(A2A_VERSION_HEADER) || undefined;
  const legacy = (requestedVersion ?? LEGACY_VERSION) === LEGACY_VERSION;

  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return Response.json(rpcError(null, { code: A2A_ERROR_CODE.PARSE_ERROR, message: "Invalid JSON payload." }));
  }
  const id = idOf(body);
  if (typeof body !== "object" || body === null) {
    return Response.json(rpcError(null, mapError(new RequestMalformedError("A JSON-RPC request is a JSON object."), legacy)));
  }

  const card = AgentCard.fromJSON(buildAgentCard(baseUrlOf(request, config().publicBaseUrl)));
  // Nothing is ever stored: the agent answers with a Message, never a Task.
  const handler = new DefaultRequestHandler(card, new InMemoryTaskStore(), new AdvisorExecutor(), new DefaultExecutionEventBusManager());
  const headers = Object.fromEntries([...request.headers].filter(([name]) => !NOT_HANDED_ON.has(name.toLowerCase())));
  const context = defaultServerCallContextBuilder({ extensions: undefined, user: new UnauthenticatedUser(), headers, requestedVersion });

  let answer: Answer;
  try {
    validateVersion(context.requestedVersion, card, "JSONRPC");
    const transport = legacy ? new LegacyJsonRpcTransportHandler(handler) : new JsonRpcTransportHandler(handler);
    answer = await transport.handle(body as Record<string, unknown>, context);
  } catch (error) {
    const mapped = mapError(error, legacy);
    // Our own failure is the service's 500 (logged); the caller's is a JSON-RPC error.
    if (mapped.code === A2A_ERROR_CODE.INTERNAL_ERROR) throw error;
    return Response.json(rpcError(id, mapped));
  }
  if (!isAsyncIterable(answer)) return Response.json(answer);

  // Errors before the first event are still a plain JSON-RPC answer.
  const iterator = answer[Symbol.asyncIterator]();
  let first: IteratorResult<JsonRpcEnvelope>;
  try {
    first = await iterator.next();
  } catch (error) {
    return Response.json(rpcError(id, mapError(error, legacy)));
  }
  return sseResponse(first, iterator, id, legacy);
}
