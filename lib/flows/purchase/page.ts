/** Provisioning a Page: what a paid POST /api/v3/resources/pages buys. */
import type { z } from "zod";
import type { Prisma } from "../../core/db/generated/client";
import { provisionPurchase } from "./provision";
import { parseContent, withWarnings } from "../../domains/pages/content";
import { pageRecord } from "../../domains/pages/record";
import type { PageProvisionInputSchema } from "../../domains/pages/schemas";

export type PageProvisionInput = z.output<typeof PageProvisionInputSchema>;

export function pagePurchase(input: PageProvisionInput | null, baseUrl: string) {
  return provisionPurchase({
    resourceType: "page",
    create:
      input &&
      (async (tx, { id, leaseId }) => {
        const content = parseContent(input.toolType, input.content);
        if (!content.success) throw new Error("Page content is validated with the request body before payment");
        await tx.page.create({
          data: {
            id,
            leaseId,
            label: input.label,
            toolType: input.toolType,
            content: content.data as Prisma.InputJsonValue,
            visibility: input.visibility,
            audienceEmails: input.audienceEmails,
            embedOrigins: input.embedOrigins,
            ...(input.branding ? { branding: input.branding } : {}),
            notifyEmail: input.notify?.email ?? null,
            receipt: input.receipt,
          },
        });
      }),
    webhook: input?.webhook,
    // The answer's Page lists the members of its content its toolType does not read (`warnings`).
    load: async (tx, id) => withWarnings(pageRecord(await tx.page.findUniqueOrThrow({ where: { id }, include: { lease: true } }), baseUrl)),
  });
}
