/**
 * A typed client of the Leasehold API for agents written in TypeScript:
 * openapi-fetch over the types generated from the service's OpenAPI
 * document (./openapi.d.ts, `npm run client:generate`). Every path, its
 * parameters, its body and its answers are typed; a Page's `content` is
 * typed by the toolType chosen in the same body.
 *
 *     import { wrapFetchWithPaymentFromConfig } from "@x402/fetch";
 *     const leasehold = leaseholdClient({ baseUrl, pay: wrapFetchWithPaymentFromConfig(fetch, { … }) });
 *     const { page, capabilityToken } = settled((await answered(leasehold.paid.POST("/api/v3/resources/pages", {
 *       body: { label: "Onboarding", toolType: "checklist", content: { title: "First week", tasks: [{ id: "laptop", label: "Collect your laptop" }] } },
 *     }))).data);
 *     const control = leasehold.control(capabilityToken!.token);
 *     await control.GET("/api/v3/control/pages/{id}/submissions", { params: { path: { id: page.id } } });
 *
 * Paid calls (provisioning, renewal) go through `paid`, whose fetch is the
 * one you give as `pay`: an `@x402/fetch`-wrapped fetch that answers the 402
 * challenge (raise its per-payment cap to the price: the catalog's
 * `clientSpendControl`). Control calls go through `control(token)`, which
 * sends the capability token as `Authorization: Bearer`; discovery through
 * `public`. This file depends on openapi-fetch and the generated types only,
 * so it can be copied into an agent's own code as it is.
 */
import createClient, { type Client } from "openapi-fetch";
import type { components, paths, webhooks } from "./openapi";

export type { components, paths, webhooks };
export type Schemas = components["schemas"];
export type ToolType = Schemas["ToolType"];
/** The provision body of a Page of this toolType, with its typed content. */
export type PageProvisionInput<T extends ToolType = ToolType> = Extract<Schemas["PageProvisionInput"], { toolType: T }>;
/** The content of a Page of this toolType, as its provision body and PATCH take it. */
export type ContentOf<T extends ToolType> = NonNullable<PageProvisionInput<T>["content"]>;
/** An event as the event stream, the JSON pages and webhooks carry it, with the data of its type. */
export type TypedEvent = Schemas["TypedEvent"];

export type LeaseholdClient = Client<paths>;

export interface LeaseholdOptions {
  /** The service's origin, e.g. http://localhost:3000. */
  baseUrl: string;
  /** The fetch of paid calls: an `@x402/fetch`-wrapped fetch (wrapFetchWithPayment or wrapFetchWithPaymentFromConfig). */
  pay?: typeof fetch;
  /** The fetch of every other call (default: the global fetch). */
  fetch?: typeof fetch;
  /** Headers sent with every call (not the token: see control). */
  headers?: Record<string, string>;
}

export interface Leasehold {
  /** Discovery and anything else that needs neither payment nor token. */
  public: LeaseholdClient;
  /** Provisioning and renewal, paid through `pay`. */
  paid: LeaseholdClient;
  /** Control of one resource with its capability token (at_live_…). */
  control(token: string): LeaseholdClient;
}

export function leaseholdClient(options: LeaseholdOptions): Leasehold {
  const base = { baseUrl: options.baseUrl.replace(/\/+$/, ""), headers: options.headers };
  const plain = options.fetch ?? ((input: Request) => fetch(input));
  const pay = options.pay;
  return {
    public: createClient<paths>({ ...base, fetch: plain }),
    paid: createClient<paths>({
      ...base,
      fetch: pay ?? (() => Promise.reject(new Error("Paid calls need `pay`: an @x402/fetch-wrapped fetch."))),
    }),
    control: (token: string) => createClient<paths>({ ...base, fetch: plain, headers: { ...base.headers, authorization: `Bearer ${token}` } }),
  };
}

/** What the service answered instead of a success: its status and its `{ error, code }` body. */
export class LeaseholdError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    const { error, code } = (body ?? {}) as { error?: string; code?: string };
    super(`${status}${code ? ` ${code}` : ""}: ${error ?? JSON.stringify(body)}`);
    this.name = "LeaseholdError";
  }
}

/** A call's data and its response (for headers such as PAYMENT-RESPONSE); throws LeaseholdError when the answer is not a success. */
export async function answered<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<{ data: T; response: Response }> {
  const { data, error, response } = await call;
  if (error !== undefined || data === undefined) throw new LeaseholdError(response.status, error);
  return { data, response };
}

/**
 * A paid call's answer once settled (201). A 202 means the payment is still
 * settling: repeat the same request with the same payment (never pay again);
 * this throws then, with the service's message.
 */
export function settled<T>(data: T): Exclude<T, { status: "pending" }> {
  const pending = data as { status?: unknown; message?: string };
  if (pending.status === "pending") throw new Error(`The payment is still settling: ${pending.message ?? "repeat the same request with the same payment"}`);
  return data as Exclude<T, { status: "pending" }>;
}

/** Content for a PATCH of a Page of this toolType, typed by it (the PATCH body itself takes any toolType's content). */
export const pageContent = <T extends ToolType>(toolType: T, content: ContentOf<T>): ContentOf<T> => {
  void toolType;
  return content;
};
