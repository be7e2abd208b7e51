import NextAuth from "next-auth";
import type { NextRequest } from "next/server";
import { guardAuthRequest } from "@/lib/auth/guard";
import { authOptions } from "@/lib/auth/options";
import { apiRoute } from "@/lib/http/handler";

type Context = { params: Promise<{ nextauth: string[] }> };

// Traced (request id, access line) by apiRoute; bodies are read within a
// limit, and sign-in emails are rate limited, before NextAuth runs.
const handler = apiRoute(async (request: Request, context: Context) => {
  const params = await context.params;
  const guarded = await guardAuthRequest(request as NextRequest, params.nextauth);
  return NextAuth(guarded as never, { params } as never, authOptions());
});

export { handler as GET, handler as POST };
