import { NextResponse, type NextRequest } from "next/server";
import { errorResponse } from "@/lib/http/errors";
import { gateApiRequest } from "@/lib/http/gate";

export function proxy(request: NextRequest) {
  const refusal = gateApiRequest(request.method, request.nextUrl.pathname);
  return refusal ? errorResponse(refusal) : NextResponse.next();
}

// Only the paths the gate answers for (/api/v2 and the routes of the OpenAPI
// document): Next.js reads the whole body of a request its proxy runs for
// before the route sees it, so routes outside these (sign-in, counterparts)
// can refuse an oversized body before it is sent.
export const config = { matcher: ["/api/v2/:path*", "/api/v3/:path*", "/api/health", "/a2a"] };
