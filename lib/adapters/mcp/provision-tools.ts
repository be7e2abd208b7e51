/**
 * Paid provisioning over MCP, following the x402 v2 MCP transport
 * (coinbase/x402 specs/transports-v2/mcp.md):
 *
 *  1. A call without a payment answers a tool result with `isError` whose
 *     content[0].text (the transport's required place) is JSON holding the
 *     `{"x402/error": {code: 402, message, data}}` wrapper beside REST's
 *     body (`error`, `code`, x402Version, resource, accepts). No
 *     structuredContent (optional in the transport): the most used MCP
 *     client (the v1 TypeScript SDK) checks structuredContent against the
 *     tool's output schema even on an error and would throw (lib/adapters/mcp/tool.ts).
 *  2. The client signs a PaymentPayload for one of `accepts` and calls the
 *     tool again with it in the request's `_meta["x402/payment"]`.
 *  3. The payment goes through the same core as REST (`acceptPaymentPayload`):
 *     verify, claim with the resource in one transaction, settle. The result
 *     carries the new resource and its one-time token, and the settlement in
 *     `_meta["x402/payment-response"]`.
 *
 * So the guarantees are REST's: one resource per payment (a replay answers
 * payment_already_used), and no charge without a resource.
 */
import type { z } from "zod";
import { config, formatUsd } from "../../core/config";
import { ApiError } from "../../core/http/errors";
import type { ResourceType } from "../../domains/leases/schemas";
import { pagePurchase } from "../../flows/purchase/page";
import { PAGE_BODY_LIMITS, PAGE_LIMITS, PageProvisionedSchema, PageProvisionInputSchema } from "../../domains/pages/schemas";
import { acceptPaymentPayload } from "../../domains/payments/accept";
import { chargeForTool } from "../../domains/payments/charge";
import { challengeError } from "../../domains/payments/x402";
import { personPurchase } from "../../flows/purchase/person";
import { checkWebhookInput } from "../../domains/webhooks/endpoints";
import { checkLogoUrl } from "../../domains/pages/logo";
import { checkToolUrls } from "../../domains/persons/runtime/tool-config";
import { provisionToolBazaar } from "../catalog/bazaar";
import type { WebhookInput } from "../../domains/webhooks/schemas";
import { PersonProvisionedSchema, PersonProvisionInputSchema } from "../../domains/persons/shapes/schemas";
import { defineTool, errorResult, openWorld, type ToolAnswer, type ToolCall, type ToolDefinition, type ToolResult, WRITE } from "./tool";

export const PAYMENT_META = "x402/payment";
export const PAYMENT_RESPONSE_META = "x402/payment-response";

const PAID = openWorld(WRITE);

/** An x402 error as the MCP transport wants it; other errors as usual. */
export function paymentFailure(error: ApiError): ToolResult {
  const extra = error.extra as { x402Version?: number; resource?: unknown; accepts?: unknown[]; extensions?: unknown; reason?: string } | undefined;
  if (!extra?.accepts) return errorResult(error);
  const required = { x402Version: extra.x402Version, error: error.message, resource: extra.resource, accepts: extra.accepts, extensions: extra.extensions };
  const body: Record<string, unknown> = { ...error.body(), "x402/error": { code: 402, message: error.message, data: required } };
  if (error.code === "payment_failed") {
    body[PAYMENT_RESPONSE_META] = { success: false, errorReason: extra.reason ?? "settlement_failed", transaction: "", network: config().payment.network };
  }
  return { content: [{ type: "text", text: JSON.stringify(body) }], isError: true };
}

async function pay<T>(
  call: ToolCall,
  toolName: string,
  resourceType: ResourceType,
  purchase: Parameters<typeof acceptPaymentPayload<T>>[2],
  input: unknown,
): Promise<{ result: T; receipt: unknown; settlement: unknown; replayed?: boolean }> {
  const charge = chargeForTool(toolName, resourceType, "provision", { input, bazaar: provisionToolBazaar(resourceType) });
  const payment = call.meta[PAYMENT_META];
  if (payment === undefined) {
    throw challengeError(
      charge,
      "payment_required",
      `Payment required: pay with x402 v2 and call ${toolName} again with the same arguments and the payment payload in _meta["${PAYMENT_META}"].`,
    );
  }
  const outcome = await acceptPaymentPayload(payment, charge, purchase, `${resourceType}.provision`);
  if (outcome.status === "pending") {
    throw new ApiError(
      "payment_pending",
      `The payment was accepted but its settlement is not confirmed yet. Call ${toolName} again with the same arguments and the same payment in a few seconds to receive the result. Do not pay again.`,
      { extra: { paymentId: outcome.paymentId, payment: outcome.receipt } },
    );
  }
  return { result: outcome.result, receipt: outcome.receipt, settlement: outcome.settlement, replayed: outcome.replayed };
}

function answer(
  member: "person" | "page",
  paid: { result: { record: unknown; capabilityToken: unknown; webhook?: unknown }; receipt: unknown; settlement: unknown; replayed?: boolean },
): ToolAnswer {
  const { capabilityToken, webhook } = paid.result;
  return {
    value: {
      [member]: paid.result.record,
      ...(capabilityToken ? { capabilityToken } : {}),
      payment: paid.receipt,
      ...(webhook ? { webhook } : {}),
      ...(paid.replayed ? { replayed: true } : {}),
    },
    meta: { [PAYMENT_RESPONSE_META]: paid.settlement },
  };
}

/** A webhook in the arguments is checked before the payment is taken (as REST does). */
const checkWebhook = async (type: ResourceType, webhook: WebhookInput | undefined) => {
  if (webhook) await checkWebhookInput(type, webhook, ["webhook"]);
};

/**
 * A Page's content as provision_page and update_page list it: by reference to
 * get_resource_model, which has each toolType's contract and examples (twelve
 * contracts inlined in a tool list would cost a model more than every other
 * tool together). The arguments are checked against the whole contract.
 */
export const pageContentByReference = (what: string) => ({
  type: "object",
  description: `${what}; its keys depend on toolType: get_resource_model gives each toolType's contentContract (schema and examples). At most ${PAGE_LIMITS.contentBytes} bytes as JSON.`,
});

const priceOf = (type: ResourceType) => {
  const cfg = config();
  return formatUsd(type === "person" ? cfg.person.priceCents : cfg.page.priceCents);
};

/** Built on use: the descriptions quote the configured prices. */
export const provisionTools = (): ToolDefinition[] => [
  defineTool({
    name: "provision_person",
    title: "Provision a Person (paid, x402)",
    description: `Lease a Person (a persistent AI worker) for one term, ${priceOf("person")} with x402 v2: call without payment for the requirements, then again with the signed payload in _meta["${PAYMENT_META}"]. Keep the answer's capabilityToken in secret storage.`,
    input: PersonProvisionInputSchema,
    output: PersonProvisionedSchema,
    annotations: PAID,
    run: async (input: z.output<typeof PersonProvisionInputSchema>, call) => {
      await checkWebhook("person", input.webhook);
      await checkToolUrls(input.tools);
      return answer("person", await pay(call, "provision_person", "person", personPurchase(input, call.baseUrl), input));
    },
    failure: paymentFailure,
  }),
  defineTool({
    name: "provision_page",
    title: "Provision a Page (paid, x402)",
    description: `Lease a Page (form, scheduler, checklist, approval, e-signature, file vault, dashboard, …) for one term, ${priceOf("page")} with x402 v2: call without payment for the requirements, then again with the signed payload in _meta["${PAYMENT_META}"]. content depends on toolType (get_resource_model: contentContract and examples). Keep the answer's capabilityToken in secret storage.`,
    input: PageProvisionInputSchema,
    output: PageProvisionedSchema,
    annotations: PAID,
    byReference: { content: pageContentByReference("The Page's content") },
    maxInputBytes: PAGE_BODY_LIMITS.provision,
    run: async (input: z.output<typeof PageProvisionInputSchema>, call) => {
      await checkWebhook("page", input.webhook);
      await checkLogoUrl(input.branding);
      return answer("page", await pay(call, "provision_page", "page", pagePurchase(input, call.baseUrl), input));
    },
    failure: paymentFailure,
  }),
];
