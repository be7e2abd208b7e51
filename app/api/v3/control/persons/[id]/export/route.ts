import { controlRoute } from "@/lib/http/control";
import { otherMethods } from "@/lib/http/handler";
import { exportPerson } from "@/lib/persons/export";

/** Reads every part of the Person (bounded: lib/persons/control-schemas.ts EXPORT_LIMITS). */
export const maxDuration = 60;

// A read: open on an expired lease too, until the lease is destroyed.
export const GET = controlRoute("person", async (_request, { id, baseUrl }) =>
  Response.json(await exportPerson(id, baseUrl), {
    headers: { "Cache-Control": "no-store", "Content-Disposition": `attachment; filename="${id}-export.json"` },
  }),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods();
