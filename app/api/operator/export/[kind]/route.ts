import { z } from "zod";
import { ApiError } from "@/lib/core/http/errors";
import { apiRoute, otherMethods } from "@/lib/adapters/http/handler";
import { exportCsv } from "@/lib/flows/operator/export";
import { requireOperatorRequest } from "@/lib/adapters/http/operator-guard";

const KindSchema = z.enum(["leases", "payments"]);

/**
 * GET /api/operator/export/{leases|payments}: the operator's CSV export
 * (lib/flows/operator/export.ts), streamed; signed-in operators only (401 signed
 * out, 403 not_an_operator), written to the audit log.
 */
export const GET = apiRoute(async (_request: Request, context: { params: Promise<{ kind: string }> }) => {
  const operator = await requireOperatorRequest();
  const kind = KindSchema.safeParse((await context.params).kind);
  if (!kind.success) throw new ApiError("not_found", "Export leases or payments.");
  const body = await exportCsv(operator, kind.data);
  const stamp = new Date().toISOString().slice(0, 10);
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="leasehold-${kind.data}-${stamp}.csv"`,
      "Cache-Control": "no-store",
    },
  });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods();
