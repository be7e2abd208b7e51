/** An order as a submission: the items and prices the person saw, the total, a note; the event page.order.created. */
import { z } from "zod";
import { defineSubmissionKind } from "../define";
import { storedList, storedNumber, storedText } from "../shared";

export const OrderDataSchema = z.looseObject({
  items: storedList(z.looseObject({ id: storedText, name: storedText, quantity: storedNumber, unitPrice: storedNumber })),
  total: storedNumber,
  currency: storedText,
  note: storedText,
});

export const orderKind = defineSubmissionKind({
  data: OrderDataSchema,
  event: "page.order.created",
  eventData: (data, { ref }) => ({
    ...ref,
    items: data.items.map(({ id, name, quantity, unitPrice }) => ({ id, name, quantity, unitPrice })),
    total: data.total,
    currency: data.currency,
    ...(data.note ? { note: data.note } : {}),
  }),
  summary: (data, { t, f, clip }) => [
    ...data.items.map((item) => `${item.quantity || 0} × ${clip(item.name)} (${f.money(item.unitPrice || 0, data.currency)})`),
    t("summaryTotal", { total: f.money(data.total || 0, data.currency) }),
    ...(data.note ? [t("summaryNote", { note: clip(data.note) })] : []),
  ],
  receipt: true,
  shown: () => ({}),
  alreadySubmitted: ({ when, count, max }) =>
    max === 1 ? `You already placed an order here on ${when}. Nothing was changed.` : `You have already placed ${count} orders here, the most this Page allows (last on ${when}). Nothing was changed.`,
});
