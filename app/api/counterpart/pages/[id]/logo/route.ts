import { limitedRoute } from "@/lib/adapters/http/rate-limit";
import { pageLogo } from "@/lib/domains/pages/logo";

/** A Page's logo from this origin (lib/domains/pages/logo.ts): shown on the Page and its sign-in page, before anyone signs in. */
export const GET = limitedRoute("/api/counterpart/pages/{id}/logo", async (_request: Request, context: { params: Promise<{ id: string }> }) => {
  const { id } = await context.params;
  const logo = await pageLogo(id);
  return new Response(new Uint8Array(logo.body), {
    headers: { "content-type": logo.type, "cache-control": "public, max-age=600", "x-content-type-options": "nosniff", "content-security-policy": "default-src 'none'; sandbox" },
  });
});
