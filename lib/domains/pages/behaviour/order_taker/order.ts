/** Placing an order on an order_taker Page, priced from the catalog the person was shown. */
import { translator, type Locale } from "../../../../core/i18n";
import { openForWriting, type SubmitMeta } from "../../open";
import { perPersonGuard } from "../../per-person";
import { catalogSnapshot } from "../../rendered";
import { assertSeen, type FieldErrors } from "../../seen";
import { recordSubmission } from "../../submissions";

/**
 * `seen`: the version of the catalog snapshot (items, prices, currency) the
 * person's form was rendered with; the order is priced from it. One order
 * per person unless the content allows more (`orders_per_person`): a further
 * one is 409 already_submitted, checked first and again atomically where it
 * is recorded. Problems are said in `locale` (the Page's, on its page).
 */
export async function placeOrder(pageId: string, quantities: (itemId: string) => string | null, note: string, seen: string | undefined, meta: SubmitMeta, locale: Locale = "en") {
  const t = translator(locale, "order");
  const page = await openForWriting(pageId, meta.email, ["order_taker"]);
  const perPerson = await perPersonGuard(page, meta.email);
  const catalog = catalogSnapshot(page.content as Record<string, unknown>);
  assertSeen(catalog, seen, "catalog");
  const errors: FieldErrors = {};
  const lines: { id: string; name: string; quantity: number; unitPrice: number }[] = [];
  for (const item of catalog.items) {
    const raw = quantities(item.id)?.trim() ?? "";
    if (raw === "" || raw === "0") continue;
    const quantity = Number(raw);
    if (!Number.isInteger(quantity) || quantity < 0 || quantity > item.maxQuantity) {
      errors[item.id] = t("wholeNumber", { max: item.maxQuantity });
      continue;
    }
    lines.push({ id: item.id, name: item.name, quantity, unitPrice: item.price });
  }
  if (!lines.length && !Object.keys(errors).length) errors.order = t("chooseOne");
  if (note.length > 2_000) errors.note = t("noteTooLong");
  if (Object.keys(errors).length) return { ok: false as const, errors };
  const total = Math.round(lines.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0) * 100) / 100;
  const submission = await recordSubmission({
    pageId,
    kind: "order",
    submitterEmail: meta.email,
    data: { items: lines, total, currency: catalog.currency, ...(note.trim() ? { note: note.trim() } : {}), catalog },
    ip: meta.ip,
    userAgent: meta.userAgent,
    perPerson,
  });
  return { ok: true as const, total, currency: catalog.currency, id: submission.id };
}
