import { controlRoute } from "@/lib/adapters/http/control";
import { otherMethods } from "@/lib/adapters/http/handler";
import { openPersonExport } from "@/lib/domains/persons/control/export";

/** Streams every part of the Person (bounded: lib/domains/persons/shapes/control-schemas.ts EXPORT_LIMITS), one export of a Person at a time. */
export const maxDuration = 60;

// A read: open on an expired lease too, until the lease is destroyed.
export const GET = controlRoute("person", async (_request, { id, baseUrl, payer }) =>
  new Response(await openPersonExport(id, baseUrl, payer), {
    headers: { "Content-Type": "application/json", "Cache-Control": "no-store", "Content-Disposition": `attachment; filename="${id}-export.json"` },
  }),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods();
