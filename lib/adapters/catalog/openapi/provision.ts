/**
 * Provisioning and renewal, paid with x402 v2 (the 402 challenge,
 * PAYMENT-SIGNATURE in, PAYMENT-RESPONSE out, 202 while the settlement is
 * open), and the token refresh, with their examples.
 */
import { z } from "zod";
import type { ZodOpenApiOperationObject } from "zod-openapi";
import type { ErrorCode } from "../../../core/http/errors";
import type { PublishedRoute } from "../../../core/http/routes";
import { ResourceTypeSchema } from "../../../domains/leases/schemas";
import { pageBodyExamples, PageProvisionedSchema } from "../../../domains/pages/schemas";
import { PaymentPendingSchema, RenewalSchema } from "../../../domains/payments/schemas";
import { PersonProfileSchema, PersonProvisionedSchema, PersonProvisionInputSchema } from "../../../domains/persons/shapes/schemas";
import { TokenRefreshSchema } from "../../../domains/tokens/schemas";
import { responseExample } from "./examples";
import { PageProvisionBodySchema } from "./page-bodies";
import { capabilityToken, lease, one, page, PAGE_ID, payment, person, PERSON_ID, TERM_END } from "./story";
import { IdParam, type Operation, type Spec } from "./spec";

const PaymentSignatureHeader = z.object({
  "PAYMENT-SIGNATURE": z
    .string()
    .optional()
    .meta({ description: "Base64 x402 v2 payment payload, sent on the retry after the 402 challenge. Never invent one." }),
});
const PaymentResponseHeader = z.object({
  "PAYMENT-RESPONSE": z.string().meta({ description: "Base64 x402 v2 settlement response." }),
  "Idempotent-Replayed": z
    .literal("true")
    .optional()
    .meta({ description: "On the repeat of a paid request with the same x402 payment-identifier id and the same payment: the first answer again (body `replayed: true`; a provision's token is not shown again)." }),
});

const PAYMENT_ERRORS: ErrorCode[] = [
  "payment_required",
  "payment_invalid",
  "payment_failed",
  "payment_already_used",
  "payment_identifier_reused",
  "payment_in_progress",
  "method_not_allowed",
  "rate_limited",
  "internal_error",
  "service_unavailable",
];

/** A paid operation: x402 v2 challenge, PAYMENT-SIGNATURE in, PAYMENT-RESPONSE and a 202 for an open settlement out. */
function paid(resource: "person" | "page" | null, purpose: "provision" | "renew", rest: Pick<Operation, "operationId" | "summary" | "success" | "body" | "bodyExamples">): Spec {
  const params: ZodOpenApiOperationObject["requestParams"] = { header: PaymentSignatureHeader };
  if (purpose === "renew") {
    params.path = resource ? IdParam : z.object({ type: ResourceTypeSchema, id: IdParam.shape.id });
  }
  const errors: ErrorCode[] =
    purpose === "provision"
      ? ["invalid_json", "validation_failed", "unsupported_media_type", "payload_too_large", "active_lease_limit", ...PAYMENT_ERRORS]
      : ["not_found", "lease_not_active", "resource_destroyed", ...PAYMENT_ERRORS];
  return {
    tags: ["provisioning"],
    security: "x402",
    params,
    ...rest,
    success: { ...rest.success, headers: PaymentResponseHeader },
    pending: true,
    errors,
  };
}

/** Provisioning, renewal and token refresh, in the document's order. */
export const PROVISION_SPECS = {
  "POST /api/v3/resources/persons": paid("person", "provision", {
    operationId: "provisionPerson",
    summary: "Provision a Person (x402 v2: 402 challenge, then retry with PAYMENT-SIGNATURE)",
    body: PersonProvisionInputSchema,
    bodyExamples: {
      withProfile: {
        summary: "A front-desk Person with what counterparts see on its chat page (profile), apart from its internal goal",
        value: {
          name: "Ada",
          goal: "Answer patients' questions about opening hours and appointments from the knowledge files; never give medical advice.",
          profile: PersonProfileSchema.meta()?.example,
        },
      },
    },
    success: { status: 201, description: "The Person and its one-time capability token (capabilityToken.token).", schema: PersonProvisionedSchema },
  }),
  "POST /api/v3/resources/pages": paid("page", "provision", {
    operationId: "provisionPage",
    summary: "Provision a Page (x402 v2: 402 challenge, then retry with PAYMENT-SIGNATURE)",
    body: PageProvisionBodySchema,
    bodyExamples: pageBodyExamples("provision"),
    success: { status: 201, description: "The Page and its one-time capability token (capabilityToken.token).", schema: PageProvisionedSchema },
  }),
  "POST /api/v3/resources/{type}/{id}/renew": paid(null, "renew", {
    operationId: "renewLease",
    summary: "Renew a lease for another term (x402 v2; PAYMENT-SIGNATURE required)",
    success: { status: 201, description: "The renewed lease.", schema: RenewalSchema },
  }),
  "POST /api/v3/resources/persons/{id}/renew": paid("person", "renew", {
    operationId: "renewPerson",
    summary: "Renew a Person's lease (the catalog's form of the renew route)",
    success: { status: 201, description: "The renewed lease.", schema: RenewalSchema },
  }),
  "POST /api/v3/resources/pages/{id}/renew": paid("page", "renew", {
    operationId: "renewPage",
    summary: "Renew a Page's lease (the catalog's form of the renew route)",
    success: { status: 201, description: "The renewed lease.", schema: RenewalSchema },
  }),
  "POST /api/v3/tokens/refresh": {
    operationId: "refreshToken",
    summary: "Replace a valid or grace-period capability token of an active lease",
    tags: ["provisioning"],
    security: "bearer",
    success: { status: 200, description: "The replacement token.", schema: TokenRefreshSchema },
    errors: ["unauthorized", "method_not_allowed", "rate_limited", "internal_error"],
  },
} satisfies Partial<Record<PublishedRoute, Spec>>;

// ---- provisioning, renewal, tokens
responseExample(PersonProvisionedSchema, one("The new Person and its token, shown once", { person: { ...person, links: [] }, capabilityToken: capabilityToken("person", PERSON_ID), payment: payment("person") }));
responseExample(PageProvisionedSchema, {
  created: { summary: "The new Page and its token, shown once", value: { page: { ...page, links: [] }, capabilityToken: capabilityToken("page", PAGE_ID), payment: payment("page") } },
  replayed: {
    summary: "The same payment-identifier and payment again: the first answer's Page, without its token",
    value: { page: { ...page, links: [] }, payment: payment("page"), replayed: true },
  },
});
responseExample(PaymentPendingSchema, one("Settlement not confirmed yet", {
  status: "pending",
  paymentId: "cm3x9k1p6v0000za7yb3xc9wd2",
  payment: { ...payment("person"), transaction: null, status: "pending" },
  message: "The payment is settling; retry the same request with the same PAYMENT-SIGNATURE in a few seconds. Never pay again.",
}));
responseExample(RenewalSchema, one("Renewed for another 30 days (usage shown to the token holder only)", {
  resourceType: "person",
  resourceId: PERSON_ID,
  lease: { ...lease("person"), termStart: TERM_END, termEnd: "2027-01-23T09:15:00.000Z", used: 0, remaining: 250, renewals: 1 },
  payment: payment("person"),
}));
responseExample(TokenRefreshSchema, one("The replacement token (the one presented is revoked)", { capabilityToken: capabilityToken("person", PERSON_ID) }));
