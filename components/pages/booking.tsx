"use client";

import { useSyncExternalStore } from "react";
import { Seen } from "./interactive";
import { Result } from "./result";
import { useActionForm } from "./use-action-form";
import type { ActionState } from "./action-state";

type Action = (state: ActionState, formData: FormData) => Promise<ActionState>;
const subscribe = () => () => {};

/** Free slots, grouped by day and shown in the visitor's own timezone. */
export function SchedulerForm({ action, slots, duration, booked = [] }: { action: Action; slots: string[]; duration: number; booked?: string[] }) {
  const { state, pending, onSubmit } = useActionForm(action);
  // Times are formatted in the browser's timezone only (the server does not know it).
  const zone = useSyncExternalStore(subscribe, () => Intl.DateTimeFormat().resolvedOptions().timeZone, () => null);
  // The booking just made, while it stands (cancelled since: the times are offered again).
  if (state.ok && state.message && booked.includes(state.message)) {
    return (
      <Result ok>
        Booked: {new Date(state.message).toLocaleString(undefined, { dateStyle: "full", timeStyle: "short" })} ({duration} minutes). It is listed under Your bookings, where you can cancel it.
      </Result>
    );
  }
  if (!zone) return <p className="text-stone-600">Loading times…</p>;
  if (!slots.length) return <p className="text-stone-700">No times are free at the moment.</p>;
  const days = new Map<string, string[]>();
  for (const slot of slots) {
    const day = new Date(slot).toLocaleDateString(undefined, { weekday: "long", day: "numeric", month: "long" });
    days.set(day, [...(days.get(day) ?? []), slot]);
  }
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
      {!state.ok && (state.message || state.errors) ? (
        <Result ok={false}>{state.message ?? Object.values(state.errors ?? {}).join(" ")}</Result>
      ) : null}
      <p className="text-sm text-stone-600">Times are shown in your timezone ({zone}); each booking lasts {duration} minutes.</p>
      {[...days].slice(0, 14).map(([day, daySlots]) => (
        <fieldset key={day} className="flex flex-col gap-2">
          <legend className="font-medium">{day}</legend>
          <div className="flex flex-wrap gap-2">
            {daySlots.map((slot) => (
              <label key={slot} className="flex items-center gap-1 rounded-md border border-stone-300 px-3 py-1 has-[:checked]:border-stone-900 has-[:checked]:bg-stone-100">
                <input type="radio" name="slot" value={slot} required />
                {new Date(slot).toLocaleTimeString(undefined, { hour: "2-digit", minute: "2-digit" })}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      <button type="submit" disabled={pending} className="self-start rounded-md bg-stone-900 px-5 py-2 font-medium text-white hover:bg-stone-700 disabled:opacity-60">
        {pending ? "Booking…" : "Book this time"}
      </button>
    </form>
  );
}

/** One of the person's upcoming bookings, with a way to cancel it (the slot is free again for others). */
function BookingItem({ booking, duration, zone, pending, onSubmit }: { booking: { id: string; slot: string }; duration: number; zone: string; pending: boolean; onSubmit: (event: React.FormEvent<HTMLFormElement>) => void }) {
  const when = new Date(booking.slot).toLocaleString(undefined, { dateStyle: "full", timeStyle: "short" });
  return (
    <li className="flex flex-col gap-2 rounded-md border border-stone-300 bg-white p-3">
      <p className="font-medium">
        {when} <span className="font-normal text-stone-600">({duration} minutes, {zone})</span>
      </p>
      <details>
        <summary className="cursor-pointer self-start text-sm font-medium text-stone-700 underline underline-offset-2">Cancel this booking</summary>
        <form onSubmit={onSubmit} className="mt-2 flex flex-col gap-2" noValidate>
          <input type="hidden" name="booking" value={booking.id} />
          <label htmlFor={`reason-${booking.id}`} className="text-sm font-medium">
            Reason (optional)
          </label>
          <textarea id={`reason-${booking.id}`} name="reason" rows={2} maxLength={1000} className="rounded-md border border-stone-300 px-3 py-2" />
          <button type="submit" disabled={pending} className="self-start rounded-md border border-red-700 px-4 py-2 font-medium text-red-800 hover:bg-red-50 disabled:opacity-60">
            {pending ? "Cancelling…" : "Cancel booking"}
          </button>
        </form>
      </details>
    </li>
  );
}

/**
 * The signed-in person's upcoming bookings on this Page; each can be
 * cancelled. The page is refreshed after a cancellation (the booking leaves
 * this list, its time is offered again below); the outcome stays shown here.
 */
export function MyBookings({ action, bookings, duration }: { action: Action; bookings: { id: string; slot: string }[]; duration: number }) {
  const { state, pending, onSubmit } = useActionForm(action);
  const zone = useSyncExternalStore(subscribe, () => Intl.DateTimeFormat().resolvedOptions().timeZone, () => null);
  if (!zone || (!bookings.length && !state.message && !state.errors)) return null;
  const cancelled = state.ok && state.message ? new Date(state.message).toLocaleString(undefined, { dateStyle: "full", timeStyle: "short" }) : null;
  return (
    <section aria-label="Your bookings" className="flex flex-col gap-2">
      <h2 className="text-lg font-semibold">Your bookings</h2>
      {cancelled ? <Result ok>{`Cancelled: ${cancelled}. The time is free again.`}</Result> : null}
      {!state.ok && (state.message || state.errors) ? <Result ok={false}>{state.message ?? Object.values(state.errors ?? {}).join(" ")}</Result> : null}
      {bookings.length ? (
        <ul className="flex flex-col gap-2">
          {bookings.map((booking) => (
            <BookingItem key={booking.id} booking={booking} duration={duration} zone={zone} pending={pending} onSubmit={onSubmit} />
          ))}
        </ul>
      ) : (
        <p className="text-stone-700">You have no upcoming bookings here.</p>
      )}
    </section>
  );
}

/** The catalog as the server snapshot it (lib/pages/rendered.ts catalogSnapshot): the prices shown are the prices ordered. */
export function OrderForm({ action, items, currency, seen }: { action: Action; items: { id: string; name: string; description: string | null; price: number; maxQuantity: number }[]; currency: string; seen: string }) {
  const { state, pending, onSubmit } = useActionForm(action);
  const money = (n: number) => new Intl.NumberFormat("en", { style: "currency", currency }).format(n);
  if (state.ok) {
    return (
      <Result ok>{state.message}</Result>
    );
  }
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
      {state.message || state.errors?.order ? (
        <Result ok={false}>{state.message ?? state.errors?.order}</Result>
      ) : null}
      <Seen version={seen} />
      <ul className="flex flex-col gap-3">
        {items.map((item) => (
          <li key={item.id} className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-stone-200 bg-white p-3">
            <div>
              <label htmlFor={`qty-${item.id}`} className="font-medium">
                {item.name}
              </label>
              <span className="text-stone-600"> · {money(item.price)}</span>
              {item.description ? <p className="text-sm text-stone-600">{item.description}</p> : null}
              {state.errors?.[item.id] ? <p className="text-sm text-red-700">{state.errors[item.id]}</p> : null}
            </div>
            <input
              id={`qty-${item.id}`}
              name={`qty-${item.id}`}
              type="number"
              inputMode="numeric"
              min={0}
              max={item.maxQuantity}
              defaultValue={typeof state.values?.[`qty-${item.id}`] === "string" ? String(state.values[`qty-${item.id}`]) : "0"}
              className="w-24 rounded-md border border-stone-300 px-3 py-2"
            />
          </li>
        ))}
      </ul>
      <label htmlFor="note" className="font-medium">
        Note (optional)
      </label>
      <textarea id="note" name="note" rows={2} className="rounded-md border border-stone-300 px-3 py-2" />
      <button type="submit" disabled={pending} className="self-start rounded-md bg-stone-900 px-5 py-2 font-medium text-white hover:bg-stone-700 disabled:opacity-60">
        {pending ? "Placing…" : "Place order"}
      </button>
      <p className="text-sm text-stone-600">No payment is taken here.</p>
    </form>
  );
}
