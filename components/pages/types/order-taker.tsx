/** order_taker: the catalog with quantities and a running total, priced as shown, reviewed before it is placed; or what the person ordered. */
import { OrderArea, type PlacedOrder } from "@/components/pages/order-form";
import { Description } from "@/components/pages/views";
import { earlierSubmissions, perPersonRule } from "@/lib/domains/pages/per-person";
import { catalogSnapshot } from "@/lib/domains/pages/rendered";
import type { ViewProps } from "./view";

/** How many of the person's orders the page lists (newest first). */
const LISTED = 10;

export async function OrderTakerView({ page, actions, content, email }: ViewProps<"order_taker">) {
  const catalog = catalogSnapshot(content);
  const rule = perPersonRule(page) ?? { kind: "order" as const, max: 1 };
  const earlier = await earlierSubmissions(page.id, "order", email, rule.max);
  const orders: PlacedOrder[] = earlier.slice(0, LISTED).map((submission) => {
    const data = (submission.data ?? {}) as Partial<PlacedOrder>;
    return {
      id: submission.id,
      createdAt: submission.createdAt.toISOString(),
      items: Array.isArray(data.items) ? data.items.map(({ id, name, quantity, unitPrice }) => ({ id, name, quantity, unitPrice })) : [],
      total: Number(data.total ?? 0),
      currency: typeof data.currency === "string" ? data.currency : catalog.currency,
      ...(typeof data.note === "string" && data.note ? { note: data.note } : {}),
    };
  });
  return (
    <>
      <Description text={content.description} />
      <OrderArea action={actions.order} items={catalog.items} currency={catalog.currency} seen={catalog.version} orders={orders} max={rule.max} count={earlier.length} />
    </>
  );
}
