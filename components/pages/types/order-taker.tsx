/** order_taker: the catalog with quantities, priced as shown. */
import { OrderForm } from "@/components/pages/booking";
import { Description } from "@/components/pages/views";
import { catalogSnapshot } from "@/lib/pages/rendered";
import type { ViewProps } from "./view";

export function OrderTakerView({ actions, content }: ViewProps<"order_taker">) {
  const catalog = catalogSnapshot(content);
  return (
    <>
      <Description text={content.description} />
      <OrderForm action={actions.order} items={catalog.items} currency={catalog.currency} seen={catalog.version} />
    </>
  );
}
