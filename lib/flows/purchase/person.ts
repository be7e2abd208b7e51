/** Provisioning a Person: what a paid POST /api/v3/resources/persons buys. */
import type { z } from "zod";
import type { Prisma } from "../../core/db/generated/client";
import { provisionPurchase } from "./provision";
import { personRecord } from "../../domains/persons/runtime/record";
import { sealTools } from "../../domains/persons/runtime/tool-config";
import type { PersonProvisionInputSchema } from "../../domains/persons/shapes/schemas";

export type PersonProvisionInput = z.output<typeof PersonProvisionInputSchema>;

export function personPurchase(input: PersonProvisionInput | null, baseUrl: string) {
  return provisionPurchase({
    resourceType: "person",
    create:
      input &&
      (async (tx, { id, leaseId }) => {
        await tx.person.create({
          data: {
            id,
            leaseId,
            name: input.name,
            goal: input.goal,
            instructions: input.instructions ?? null,
            visibility: input.visibility,
            audienceEmails: input.audienceEmails,
            // Header secrets sealed for this Person (lib/domains/persons/runtime/tool-config.ts): never stored in the clear.
            tools: sealTools(input.tools, id, {}) as Prisma.InputJsonValue,
            ...(input.profile ? { profile: input.profile as Prisma.InputJsonValue } : {}),
          },
        });
      }),
    webhook: input?.webhook,
    load: async (tx, id) => personRecord(await tx.person.findUniqueOrThrow({ where: { id }, include: { lease: true } }), baseUrl),
  });
}
