/** payment: an invoice or checkout presentation; the service never settles anything. */
import { z } from "zod";
import "zod-openapi";
import { definePageType } from "../define";
import { currency, httpsUrl, text } from "../shared";

export const LineItemSchema = z
  .looseObject({
    description: text(500),
    quantity: z.number().positive().default(1),
    unit_price: z.number().min(0).meta({ description: "In `currency`, major units." }),
  })
  .meta({ id: "LineItem" });

export const PaymentContentSchema = z
  .looseObject({
    invoice_title: text(200),
    due_date: z.iso.date().optional(),
    currency: currency.default("USD"),
    checkout_url: httpsUrl.meta({ description: "Where the participant pays; this service never settles anything." }),
    line_items: z.array(LineItemSchema).min(1).max(200),
  })
  .meta({ id: "PaymentContent" });

export const payment = definePageType({
  purpose: "Invoice or checkout presentation; does not settle payments",
  contentKeys: ["invoice_title", "due_date", "currency", "checkout_url", "line_items[]"],
  content: PaymentContentSchema,
  examples: [
    {
      summary: "A consultant's monthly invoice",
      label: "Invoice 2026-031",
      content: {
        invoice_title: "Invoice 2026-031: November consulting",
        due_date: "2026-12-15",
        currency: "EUR",
        checkout_url: "https://pay.example.com/i/2026-031",
        line_items: [
          { description: "Strategy workshop (1 day)", quantity: 1, unit_price: 1800 },
          { description: "Follow-up calls (hours)", quantity: 6, unit_price: 150 },
        ],
      },
    },
  ],
  submissionKinds: [],
  events: [],
});
