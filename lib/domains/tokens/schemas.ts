/** The capability token as issued, and as a refresh returns it. */
import { z } from "zod";
import "zod-openapi";
import { ResourceTypeSchema } from "../leases/schemas";
import { TOKEN_PREFIX } from "../../core/token-format";

export const CapabilityTokenSchema = z
  .object({
    token: z
      .string()
      // A pattern, not .startsWith (which zod publishes as format "starts_with", not a JSON Schema format).
      .regex(new RegExp(`^${TOKEN_PREFIX}`))
      .meta({ description: "The plaintext capability token. Shown once: store it in secret storage." }),
    tokenType: z.literal("Bearer"),
    resourceType: ResourceTypeSchema,
    resourceId: z.string(),
    expiresAt: z.iso.datetime(),
    graceEndsAt: z.iso.datetime().meta({ description: "Until then an expired token can still be refreshed." }),
  })
  .meta({ id: "CapabilityToken", description: "A bearer token scoped to one resource (one lease)." });

export type IssuedToken = z.infer<typeof CapabilityTokenSchema>;

export const TokenRefreshSchema = z
  .object({ capabilityToken: CapabilityTokenSchema })
  .meta({ id: "TokenRefresh", description: "The replacement token; the presented token is revoked." });
