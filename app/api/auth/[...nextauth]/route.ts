import NextAuth from "next-auth";
import type { NextRequest } from "next/server";
import { guardAuthRequest } from "@/lib/adapters/http/auth-guard";
import { authOptions } from "@/lib/domains/auth/options";
import { apiRoute } from "@/lib/adapters/http/handler";
import { whoIsAsking } from "@/lib/domains/pages/open";

type Context = { params: Promise<{ nextauth: string[] }> };

// Traced (request id, access line) by apiRoute; bodies are read within a
// limit, and sign-in emails are rate limited, before NextAuth runs.
const handler = apiRoute(async (request: Request, context: Context) => {
  const params = await context.params;
  const guarded = await guardAuthRequest(request as NextRequest, params.nextauth);
  // Sign-in emails say who is asking, for a link that leads to a Page (lib/domains/pages/open.ts whoIsAsking).
  return NextAuth(guarded as never, { params } as never, authOptions(whoIsAsking));
});

export { handler as GET, handler as POST };
