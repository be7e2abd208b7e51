/**
 * Runs once when a server instance starts (never during next build): the
 * Node.js runtime's start-up checks and task loop (instrumentation-node.ts,
 * imported only there, as Next.js recommends, so the Edge build does not
 * warn about Node.js APIs). Errors Next.js catches while rendering or routing
 * are logged as JSON too.
 */
import type { Instrumentation } from "next";

export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs" && process.env.NEXT_PHASE !== "phase-production-build") {
    const { startInstance } = await import("./instrumentation-node");
    startInstance();
  }
}

export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { log } = await import("./lib/core/log");
  const { REQUEST_ID_HEADER, isSaneRequestId } = await import("./lib/core/http/request-context");
  const header = [request.headers[REQUEST_ID_HEADER]].flat()[0];
  log.error(
    {
      err: error,
      reqId: isSaneRequestId(header) ? header : undefined,
      method: request.method,
      path: request.path.split("?")[0],
      routePath: context.routePath,
      routeType: context.routeType,
    },
    "Request error",
  );
};
