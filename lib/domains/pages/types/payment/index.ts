/** payment: an invoice or checkout presentation; the service never settles anything. */
import { z } from "zod";
import "zod-openapi";
import { definePageType } from "../define";
import { currency, httpsUrl, text } from "../shared";
import { headingFrom } from "../heading";

export const LineItemSchema = z
  .looseObject({
    description: text(500),
    quantity: z.number().positive().default(1),
    unit_price: z.number().min(0).meta({ description: "In `currency`, major units." }),
  })
  .meta({ id: "LineItem" });

/** Who bills, or who is billed: a name, with an address and email if wanted. */
export const InvoicePartySchema = z
  .looseObject({
    name: text(200),
    address: z.string().max(1_000).optional().meta({ description: "Postal address; line breaks are kept." }),
    email: z.email().max(320).optional(),
  })
  .meta({ id: "InvoiceParty" });

export const PaymentContentSchema = z
  .looseObject({
    invoice_title: text(200),
    due_date: z.iso.date().optional().meta({ description: "Shown in the person's locale; a date before today is shown as overdue." }),
    biller: InvoicePartySchema.optional().meta({ description: "Who bills; the Page's branding organisation when left out." }),
    billed_to: InvoicePartySchema.optional().meta({ description: "Who is billed; the signed-in person's email when left out." }),
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
        biller: { name: "Marta Lopes Consulting", address: "Rua da Prata 80\n1100-420 Lisboa", email: "billing@martalopes.example" },
        billed_to: { name: "Northwind Trading Lda", address: "Avenida da Liberdade 110\n1250-146 Lisboa" },
        checkout_url: "https://pay.example.com/i/2026-031",
        line_items: [
          { description: "Strategy workshop (1 day)", quantity: 1, unit_price: 1800 },
          { description: "Follow-up calls (hours)", quantity: 6, unit_price: 150 },
        ],
      },
    },
  ],
  heading: headingFrom("title", "invoice_title"),
  submissions: {},
  events: [],
});
