import NextAuth from "next-auth";
import { authOptions } from "@/lib/auth/options";
import { traced } from "@/lib/http/request-context";

type Context = { params: Promise<{ nextauth: string[] }> };

const handler = traced(async (request: Request, context: Context) => {
  return NextAuth(request as never, { params: await context.params } as never, authOptions());
});

export { handler as GET, handler as POST };
