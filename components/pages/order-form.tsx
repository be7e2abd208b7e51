"use client";

/**
 * order_taker's body: the catalog with quantity steppers and a running total,
 * a summary to review before placing the order, and, for a person who
 * already ordered, what they ordered (with "Place another order" while the
 * Page takes more from them). Money, numbers and dates in the Page's locale.
 */
import { useEffect, useRef, useState } from "react";
import { useTranslations } from "use-intl/react";
import { useFormats } from "@/components/i18n/client";
import { describedBy, FieldError, FormField } from "@/components/ui/field";
import type { ActionState } from "./action-state";
import { ErrorSummary, type FieldProblem } from "./error-summary";
import { Seen } from "./interactive";
import { Result } from "./result";
import { MoreAnswers } from "./more-answers";
import { useActionForm } from "./use-action-form";

type Action = (state: ActionState, formData: FormData) => Promise<ActionState>;

export interface OrderItemView {
  id: string;
  name: string;
  description: string | null;
  price: number;
  maxQuantity: number;
}

/** One order the person placed, as recorded (lib/domains/pages/behaviour/order_taker/order.ts). */
export interface PlacedOrder {
  id: string;
  createdAt: string;
  items: { id: string; name: string; quantity: number; unitPrice: number }[];
  total: number;
  currency: string;
  note?: string;
}

const BUTTON = "rounded-md bg-stone-900 px-5 py-2 font-medium text-white hover:bg-stone-700 disabled:opacity-60";
const SECONDARY = "rounded-md border border-stone-400 bg-white px-5 py-2 font-medium text-stone-900 hover:border-stone-900";
const STEP =
  "flex h-11 w-11 items-center justify-center rounded-md border border-stone-400 bg-white text-xl font-semibold text-stone-900 hover:border-stone-900 aria-disabled:cursor-not-allowed aria-disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-stone-900";

/** A whole number from 0 to max, or null. */
const quantityOf = (raw: string | undefined, max: number): number | null => {
  const text = (raw ?? "").trim();
  if (text === "") return 0;
  if (!/^\d+$/.test(text)) return null;
  const n = Number(text);
  return n <= max ? n : null;
};

/** The summary's heading, focused when the summary opens (a screen reader reads it; the keyboard is there). */
function ReviewHeading({ children }: { children: React.ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <h2 ref={heading} id="order-review-title" tabIndex={-1} className="text-xl font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-stone-900">
      {children}
    </h2>
  );
}

/** The order table's columns: the message key of each heading and its padding and alignment. */
const COLUMNS = [
  ["item", "py-2 pr-2"],
  ["quantity", "px-2 py-2 text-right"],
  ["unitPrice", "px-2 py-2 text-right"],
  ["lineTotal", "py-2 pl-2 text-right"],
] as const;

/** The lines of an order: a table of item, quantity, price and amount, and the total. */
function OrderLines({ lines, currency, total, caption }: { lines: { id: string; name: string; quantity: number; unitPrice: number }[]; currency: string; total: number; caption: string }) {
  const t = useTranslations("order");
  const formats = useFormats();
  return (
    <table className="w-full border-collapse text-left">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-stone-300 text-sm text-stone-600">
          {COLUMNS.map(([key, className]) => (
            <th key={key} scope="col" className={`${className} font-medium`}>
              {t(key)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.id} className="border-b border-stone-200">
            <th scope="row" className="py-2 pr-2 font-medium">
              {line.name}
            </th>
            <td className="px-2 py-2 text-right tabular-nums">{formats.number(line.quantity)}</td>
            <td className="px-2 py-2 text-right tabular-nums">{formats.money(line.unitPrice, currency)}</td>
            <td className="py-2 pl-2 text-right tabular-nums">{formats.money(Math.round(line.quantity * line.unitPrice * 100) / 100, currency)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={3} className="py-2 pr-2 text-right font-semibold">
            {t("total")}
          </th>
          <td className="py-2 pl-2 text-right text-lg font-semibold tabular-nums">{formats.money(total, currency)}</td>
        </tr>
      </tfoot>
    </table>
  );
}

/** One item of the catalog: its name, price and limit, its message, and its quantity with − and +. */
function QuantityItem({ item, raw, error, currency, set }: { item: OrderItemView; raw: string; error?: string; currency: string; set: (value: string) => void }) {
  const t = useTranslations("order");
  const formats = useFormats();
  const current = quantityOf(raw, item.maxQuantity);
  // A typed quantity out of range steps back into it (9 of at most 3: − gives 3).
  const typed = Number.parseInt(raw, 10);
  const base = current ?? (Number.isFinite(typed) && typed > item.maxQuantity ? item.maxQuantity + 1 : 0);
  const step = (delta: number) => set(String(Math.min(item.maxQuantity, Math.max(0, base + delta))));
  const atMin = base <= 0;
  const atMax = base >= item.maxQuantity;
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-stone-200 bg-white p-3">
      <div className="min-w-0 flex-1">
        <label htmlFor={`field-qty-${item.id}`} id={`name-${item.id}`} className="font-medium">
          {item.name}
        </label>
        <p className="text-stone-700">
          {t("each", { price: formats.money(item.price, currency) })}
          <span className="text-sm text-stone-600"> · {t("upTo", { max: item.maxQuantity })}</span>
        </p>
        {item.description ? <p className="text-sm text-stone-600">{item.description}</p> : null}
        <FieldError id={`field-qty-${item.id}-error`} message={error} />
      </div>
      <div className="flex items-center gap-2">
        <button type="button" className={STEP} aria-label={t("fewer")} aria-describedby={`name-${item.id}`} aria-disabled={atMin} onClick={() => !atMin && step(-1)}>
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={`field-qty-${item.id}`}
          name={`qty-${item.id}`}
          type="number"
          inputMode="numeric"
          min={0}
          max={item.maxQuantity}
          step={1}
          value={raw}
          onChange={(event) => set(event.currentTarget.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(error && `field-qty-${item.id}-error`)}
          className="h-11 w-20 rounded-md border border-stone-300 px-3 text-center tabular-nums aria-[invalid=true]:border-red-600"
        />
        <button type="button" className={STEP} aria-label={t("more")} aria-describedby={`name-${item.id}`} aria-disabled={atMax} onClick={() => !atMax && step(1)}>
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </li>
  );
}

/**
 * The catalog as the server snapshot it (lib/domains/pages/rendered.ts catalogSnapshot):
 * the prices shown are the prices ordered. Quantities with − and + (bounded
 * by each item's maximum; the number can be typed too), the running total,
 * then "Review your order" shows the summary and "Place order" sends it. A
 * refusal (a quantity, a changed catalog) brings the list back with the
 * error summary at the top; what was chosen is kept.
 */
export function OrderForm({ action, items, currency, seen, form }: { action: Action; items: OrderItemView[]; currency: string; seen: string; form?: ReturnType<typeof useActionForm> }) {
  const t = useTranslations("order");
  const formats = useFormats();
  const own = useActionForm(action);
  // The action's state held by the caller (OrderArea keeps it across the page's refresh), else the form's own.
  const { state, pending, onSubmit } = form ?? own;
  const [quantities, setQuantities] = useState<Record<string, string>>({});
  const [note, setNote] = useState("");
  // The review is for the action's answer it was opened after: a new answer (a refusal) brings the list back.
  const [reviewFor, setReviewFor] = useState<ActionState | null>(null);
  const [problems, setProblems] = useState<{ at: ActionState; items: Record<string, string>; message?: string } | null>(null);

  if (state.ok) return <Result ok>{state.message}</Result>;

  const lines = items.flatMap((item) => {
    const quantity = quantityOf(quantities[item.id], item.maxQuantity);
    return quantity ? [{ id: item.id, name: item.name, quantity, unitPrice: item.price }] : [];
  });
  const total = Math.round(lines.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0) * 100) / 100;
  const count = lines.reduce((sum, line) => sum + line.quantity, 0);
  const set = (id: string, value: string) => {
    setQuantities((current) => ({ ...current, [id]: value }));
    // "Choose at least one item" no longer holds once one is chosen.
    if (problems?.message) setProblems({ ...problems, message: undefined });
  };

  // The server's problems for this answer, else the ones found before the review.
  const local = problems && problems.at === state ? problems : null;
  const itemErrors: Record<string, string> = local ? local.items : Object.fromEntries(Object.entries(state.errors ?? {}).filter(([key]) => items.some((item) => item.id === key)));
  const noteError = local ? undefined : state.errors?.note;
  const message = local ? local.message : (state.errors?.order ?? state.message);
  const summary: FieldProblem[] = [
    ...items.filter((item) => itemErrors[item.id]).map((item) => ({ name: `qty-${item.id}`, label: item.name, message: itemErrors[item.id]! })),
    ...(noteError ? [{ name: "note", label: t("note"), message: noteError }] : []),
  ];

  const review = () => {
    const errors: Record<string, string> = {};
    for (const item of items) if (quantityOf(quantities[item.id], item.maxQuantity) === null) errors[item.id] = t("wholeNumber", { max: item.maxQuantity });
    if (Object.keys(errors).length || !lines.length) {
      setProblems({ at: state, items: errors, message: Object.keys(errors).length ? undefined : t("chooseOne") });
      return;
    }
    setProblems(null);
    setReviewFor(state);
  };

  if (reviewFor === state) {
    return (
      <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate aria-labelledby="order-review-title">
        <Seen version={seen} />
        <ReviewHeading>{t("reviewTitle")}</ReviewHeading>
        <p className="text-stone-700">{t("reviewHint")}</p>
        <OrderLines lines={lines} currency={currency} total={total} caption={t("reviewTitle")} />
        {items.map((item) => (
          <input key={item.id} type="hidden" name={`qty-${item.id}`} value={String(quantityOf(quantities[item.id], item.maxQuantity) ?? 0)} />
        ))}
        <input type="hidden" name="note" value={note} />
        {note.trim() ? (
          <div>
            <h3 className="font-medium">{t("yourNote")}</h3>
            <p className="whitespace-pre-wrap text-stone-800">{note.trim()}</p>
          </div>
        ) : null}
        <div className="flex flex-wrap gap-3">
          <button type="submit" disabled={pending} className={BUTTON}>
            {pending ? t("placing") : t("place")}
          </button>
          <button type="button" disabled={pending} onClick={() => setReviewFor(null)} className={SECONDARY}>
            {t("change")}
          </button>
        </div>
        <p className="text-sm text-stone-600">{t("noPayment")}</p>
      </form>
    );
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        review();
      }}
      className="flex flex-col gap-4"
      noValidate
      aria-label={t("formLabel")}
    >
      <ErrorSummary problems={summary} message={message} />
      <Seen version={seen} />
      <ul className="flex flex-col gap-3">
        {items.map((item) => (
          <QuantityItem key={item.id} item={item} raw={quantities[item.id] ?? "0"} error={itemErrors[item.id]} currency={currency} set={(value) => set(item.id, value)} />
        ))}
      </ul>
      <FormField id="field-note" label={t("note")} error={noteError}>
        {(control) => <textarea {...control} name="note" rows={2} maxLength={2000} value={note} onChange={(event) => setNote(event.currentTarget.value)} className="rounded-md border border-stone-300 px-3 py-2" />}
      </FormField>
      <div className="sticky bottom-0 flex flex-wrap items-center justify-between gap-3 rounded-md border border-stone-300 bg-stone-50 p-3">
        <p aria-live="polite" className="flex flex-col">
          <span className="text-sm text-stone-600">{t("itemCount", { count })}</span>
          <span className="text-lg font-semibold tabular-nums">
            {t("total")}: {formats.money(total, currency)}
          </span>
        </p>
        <button type="submit" className={BUTTON}>
          {t("review")}
        </button>
      </div>
      <p className="text-sm text-stone-600">{t("noPayment")}</p>
    </form>
  );
}

/** What the person ordered (newest first): when, the lines, the total and their note. */
function PlacedOrders({ orders, max }: { orders: PlacedOrder[]; max: number }) {
  const t = useTranslations("order");
  const formats = useFormats();
  return (
    <div className="flex flex-col gap-4">
      {orders.map((order, index) => {
        const title = max > 1 ? t("orderOf", { number: orders.length - index, total: max }) : t("yourOrder");
        return (
          <section key={order.id} aria-labelledby={`order-${order.id}`} className="flex flex-col gap-2 rounded-md border border-stone-300 bg-white p-4">
            <h2 id={`order-${order.id}`} className="text-lg font-semibold">
              {title}
            </h2>
            <p className="text-stone-700" suppressHydrationWarning>
              {t("orderedOn", { when: formats.dateTime(order.createdAt) })}
            </p>
            <OrderLines lines={order.items} currency={order.currency} total={order.total} caption={title} />
            {order.note ? (
              <div>
                <h3 className="font-medium">{t("yourNote")}</h3>
                <p className="whitespace-pre-wrap text-stone-800">{order.note}</p>
              </div>
            ) : null}
          </section>
        );
      })}
    </div>
  );
}

/**
 * An order_taker Page's body: the catalog, or (once the person ordered) what
 * they ordered, with "Place another order" while the Page takes more from
 * them. The action renders the page again after an order, so the new one is
 * listed and the catalog closes.
 */
export function OrderArea(props: { action: Action; items: OrderItemView[]; currency: string; seen: string; orders: PlacedOrder[]; max: number; count: number }) {
  const t = useTranslations("order");
  const formats = useFormats();
  const { orders, max, count } = props;
  const latest = orders[0];
  return (
    <MoreAnswers
      action={props.action}
      count={count}
      max={max}
      answered={orders.length > 0}
      form={(form) => <OrderForm action={props.action} items={props.items} currency={props.currency} seen={props.seen} form={form} />}
      thanks={latest ? t("placed", { total: formats.money(latest.total, latest.currency) }) : null}
      list={<PlacedOrders orders={orders} max={max} />}
      texts={{ back: t("backToOrder"), another: t("another"), remaining: (left) => t("remaining", { count: left }), all: t("allPlaced", { max }) }}
    />
  );
}
