import { NextResponse, type NextRequest } from "next/server";
import { errorResponse } from "@/lib/http/errors";
import { gateApiRequest } from "@/lib/http/gate";

export function proxy(request: NextRequest) {
  const refusal = gateApiRequest(request.method, request.nextUrl.pathname);
  return refusal ? errorResponse(refusal) : NextResponse.next();
}

export const config = { matcher: ["/api/:path*", "/a2a"] };
