import { controlRoute } from "@/lib/adapters/http/control";
import { otherMethods, parseQuery } from "@/lib/adapters/http/handler";
import { SubmissionsQuerySchema } from "@/lib/domains/pages/schemas";
import { listSubmissions, submissionsCsv } from "@/lib/domains/pages/submissions";

export const GET = controlRoute("page", async (request, { id }) => {
  const { limit, cursor, format } = parseQuery(request, SubmissionsQuerySchema);
  const page = await listSubmissions(id, limit, cursor);
  if (format === "csv") {
    return new Response(submissionsCsv(page.submissions), {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="submissions-${id}.csv"`,
        ...(page.nextCursor ? { "X-Next-Cursor": page.nextCursor } : {}),
      },
    });
  }
  return Response.json(page);
});

export const { POST, PUT, PATCH, DELETE } = otherMethods();
