/** What a payment answers: its receipt, a pending settlement, and a renewal. */
import { z } from "zod";
import "zod-openapi";
import { LeaseSchema, ResourceTypeSchema } from "../leases/schemas";

export const PaymentReceiptSchema = z
  .object({
    network: z.string(),
    asset: z.string(),
    amount: z.string().meta({ description: "Atomic units of the asset." }),
    payer: z.string(),
    transaction: z.string().nullable(),
    status: z.enum(["settled", "pending"]),
  })
  .meta({ id: "PaymentReceipt" });

export const PaymentPendingSchema = z
  .object({
    status: z.literal("pending"),
    paymentId: z.string(),
    payment: PaymentReceiptSchema,
    message: z.string(),
  })
  .meta({ id: "PaymentPending", description: "Settlement not confirmed yet; retry the same request with the same PAYMENT-SIGNATURE." });

const holderOnly = (what: string) =>
  z.number().int().optional().meta({ description: `${what}; only when the request carries this resource's capability token (anyone may pay for a renewal, only the controller sees usage).` });

export const RenewedLeaseSchema = LeaseSchema.extend({
  included: holderOnly("Turns (Person) or submissions (Page) included per term"),
  used: holderOnly("Used this term"),
  remaining: holderOnly("Left this term"),
}).meta({ id: "RenewedLease", description: "The renewed lease: its term for anyone who paid, its usage for the token holder only." });

export const RenewalSchema = z
  .object({ resourceType: ResourceTypeSchema, resourceId: z.string(), lease: RenewedLeaseSchema, payment: PaymentReceiptSchema })
  .meta({ id: "Renewal" });
