/** order_taker: catalog or order intake; payment and fulfilment are arranged separately. */
import { z } from "zod";
import "zod-openapi";
import { definePageType } from "../define";
import { orderKind } from "./submission";
import { currency, key, text, uniqueBy } from "../shared";
import { headingFrom } from "../heading";

/** The most orders an order_taker Page may take from one person (`orders_per_person`). */
export const MAX_ORDERS_PER_PERSON = 100;

export const OrderItemSchema = z
  .looseObject({
    id: key,
    name: text(200),
    description: z.string().max(2_000).optional(),
    price: z.number().min(0).meta({ description: "Unit price in `currency` (major units, e.g. 12.50)." }),
    category: z.string().max(100).optional(),
    max_quantity: z.number().int().min(1).max(10_000).default(100),
  })
  .meta({ id: "OrderItem" });

export const OrderTakerContentSchema = z
  .looseObject({
    title: text(200),
    description: z.string().max(5_000).optional(),
    currency: currency.default("USD"),
    featured_category: z.string().max(100).optional(),
    checkout_mode: z
      .enum(["request", "external"])
      .default("request")
      .meta({ description: "request: the order is recorded, no payment is taken; external: the controller arranges payment and fulfilment." }),
    orders_per_person: z
      .number()
      .int()
      .min(1)
      .max(MAX_ORDERS_PER_PERSON)
      .optional()
      .meta({
        description: `Extension: how many orders one signed-in person (one email address) may place; 1 when absent. A further one is refused (409 already_submitted) and the page shows the person's order instead of the catalog (with "Place another order" while more are allowed). At most ${MAX_ORDERS_PER_PERSON}.`,
      }),
    items: z.array(OrderItemSchema).min(1).max(500).superRefine(uniqueBy((i) => i.id, "item id")).meta({ description: "Extension: the catalog offered." }),
  })
  .meta({ id: "OrderTakerContent" });

export const orderTaker = definePageType({
  purpose: "Catalog or order intake; any payment provider or fulfilment must be configured separately",
  contentKeys: ["title", "description", "currency", "featured_category", "checkout_mode"],
  content: OrderTakerContentSchema,
  examples: [
    {
      summary: "A bakery's pre-orders for Saturday pick-up",
      label: "Saturday pre-orders",
      content: {
        title: "Pre-order for Saturday",
        description: "Order by Thursday 18:00, pick up on Saturday from 8:00 at 4 Mill Lane.",
        currency: "GBP",
        checkout_mode: "request",
        items: [
          { id: "sourdough", name: "Sourdough loaf", price: 4.5, category: "Bread", max_quantity: 6 },
          { id: "croissant", name: "Butter croissant", price: 1.8, category: "Pastry", max_quantity: 24 },
          { id: "cinnamon", name: "Cinnamon bun", description: "With cardamom.", price: 2.6, category: "Pastry", max_quantity: 12 },
        ],
      },
    },
  ],
  heading: headingFrom("title"),
  submissions: { order: orderKind },
  events: ["page.order.created"],
  perPerson: (content) => {
    const max = content.orders_per_person;
    return { kind: "order", max: typeof max === "number" && Number.isInteger(max) && max >= 1 ? Math.min(max, MAX_ORDERS_PER_PERSON) : 1 };
  },
});
