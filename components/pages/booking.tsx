"use client";

import { useActionState, useState, useSyncExternalStore } from "react";
import { Field, type FieldView } from "./form-page";
import { Result } from "./result";
import { useActionForm } from "./use-action-form";
import type { ActionState } from "./action-state";

type Action = (state: ActionState, formData: FormData) => Promise<ActionState>;
const subscribe = () => () => {};

const dayKey = (zone: string, iso: string) => new Intl.DateTimeFormat("en-CA", { timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date(iso));
const timeIn = (zone: string, iso: string) => new Intl.DateTimeFormat(undefined, { timeZone: zone, hour: "2-digit", minute: "2-digit" }).format(new Date(iso));
const dateOf = (key: string) => new Date(`${key}T12:00:00Z`);
const longDay = (key: string) => dateOf(key).toLocaleDateString(undefined, { timeZone: "UTC", weekday: "long", day: "numeric", month: "long" });
const WEEK = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];

/** One month's grid: the days with free times can be chosen (radios, so arrow keys move between them); the others are shown greyed. */
function MonthGrid({ month, free }: { month: string; free: Map<string, string[]> }) {
  const first = dateOf(`${month}-01`);
  const lead = (first.getUTCDay() + 6) % 7;
  const length = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  const cells: (string | null)[] = [...Array.from({ length: lead }, () => null), ...Array.from({ length }, (_, n) => `${month}-${String(n + 1).padStart(2, "0")}`)];
  return (
    <div className="grid grid-cols-7 gap-1 text-center" role="presentation">
      {WEEK.map((d) => (
        <span key={d} aria-hidden="true" className="text-xs font-medium text-stone-500">
          {d}
        </span>
      ))}
      {cells.map((key, n) =>
        !key ? (
          <span key={`blank-${n}`} aria-hidden="true" />
        ) : free.has(key) ? (
          <label
            key={key}
            className="cursor-pointer rounded-md border border-stone-300 bg-white py-2 font-medium text-stone-900 hover:border-stone-900 has-[:checked]:border-stone-900 has-[:checked]:bg-stone-900 has-[:checked]:text-white has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-stone-900"
          >
            <input type="radio" name="day" value={key} className="sr-only" aria-label={`${longDay(key)}, ${free.get(key)!.length} free`} />
            <span aria-hidden="true">{Number(key.slice(8))}</span>
          </label>
        ) : (
          <span key={key} aria-hidden="true" className="py-2 text-stone-500">
            {Number(key.slice(8))}
          </span>
        ),
      )}
    </div>
  );
}

/**
 * Free slots as a month calendar (the days with free times) and the chosen
 * day's times, in the host's timezone or, switched, the visitor's (both
 * named). Without JavaScript it still works: the calendar, the day and the
 * time are native radios (the chosen day's times shown by CSS), in the
 * host's timezone, and the form posts to the server action. `movable`: the
 * person's bookings they may move here instead of booking a new time.
 */
export function SchedulerForm({
  action,
  slots,
  duration,
  hostZone,
  questions = [],
  movable = [],
  booked = [],
}: {
  action: Action;
  slots: string[];
  duration: number;
  hostZone: string;
  questions?: FieldView[];
  movable?: { id: string; slot: string }[];
  booked?: string[];
}) {
  const { state, pending, onSubmit } = useActionForm(action);
  const [, formAction] = useActionState(action, {});
  const visitorZone = useSyncExternalStore(subscribe, () => Intl.DateTimeFormat().resolvedOptions().timeZone, () => null);
  // The visitor's own timezone once the browser says it (after hydration; the server renders the host's), unless they switch back.
  const [choice, setChoice] = useState<"host" | "visitor" | null>(null);
  const useVisitor = Boolean(visitorZone) && visitorZone !== hostZone && (choice ?? "visitor") === "visitor";
  const zone = useVisitor && visitorZone ? visitorZone : hostZone;
  // The booking just made, while it stands (cancelled since: the times are offered again).
  if (state.ok && state.message && booked.includes(state.message)) {
    return (
      <Result ok>
        Booked: {new Date(state.message).toLocaleString(undefined, { timeZone: zone, dateStyle: "full", timeStyle: "short" })} ({zone}, {duration} minutes). A confirmation with a calendar invite is on its way by email. It is listed under Your bookings, where you can cancel it; to move it, open this page again and choose another time.
      </Result>
    );
  }
  if (!slots.length) return <p className="text-stone-700">No times are free at the moment.</p>;
  const free = new Map<string, string[]>();
  for (const slot of slots) free.set(dayKey(zone, slot), [...(free.get(dayKey(zone, slot)) ?? []), slot]);
  const months = [...new Set([...free.keys()].map((key) => key.slice(0, 7)))];
  const errors = state.ok ? {} : (state.errors ?? {});
  const values = (state.values ?? {}) as Record<string, string | string[]>;
  const css = [
    ...months.map((m, i) => `#sched-months:has(input[name="month"][value="${m}"]:checked) #month-${m}{display:block}` + (i === 0 ? `#sched-months:not(:has(input[name="month"]:checked)) #month-${m}{display:block}` : "")),
    ...[...free.keys()].map((d) => `#sched-cal:has(input[name="day"][value="${d}"]:checked) #times-${d}{display:flex}`),
    `#sched-cal:not(:has(input[name="day"]:checked)) #times-none{display:block}`,
  ].join("\n");
  return (
    <form action={formAction} onSubmit={onSubmit} className="flex flex-col gap-5" noValidate aria-label="Book a time">
      <style>{css}</style>
      {!state.ok && (state.message || errors.slot || errors.visitorTimezone) ? (
        <Result ok={false}>{state.message ?? errors.slot ?? errors.visitorTimezone}</Result>
      ) : null}
      {visitorZone ? <input type="hidden" name="visitorTimezone" value={visitorZone} /> : null}
      <fieldset className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
        <legend className="mb-1 font-medium">Show times in</legend>
        <label className="flex items-center gap-1">
          <input type="radio" name="tz" value="host" checked={!useVisitor} onChange={() => setChoice("host")} />
          the host&apos;s timezone ({hostZone})
        </label>
        {visitorZone && visitorZone !== hostZone ? (
          <label className="flex items-center gap-1">
            <input type="radio" name="tz" value="visitor" checked={useVisitor} onChange={() => setChoice("visitor")} />
            your timezone ({visitorZone})
          </label>
        ) : null}
        <span className="text-stone-600">Each booking lasts {duration} minutes.</span>
      </fieldset>
      <div id="sched-cal" className="grid gap-6 md:grid-cols-[minmax(0,22rem)_1fr]">
        <fieldset id="sched-months" className="flex flex-col gap-2">
          <legend className="mb-1 font-medium">Choose a day</legend>
          {months.length > 1 ? (
            <div className="flex flex-wrap gap-2 text-sm">
              {months.map((m, i) => (
                <label key={m} className="cursor-pointer rounded-md border border-stone-300 px-3 py-1 has-[:checked]:border-stone-900 has-[:checked]:bg-stone-100 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-stone-900">
                  <input type="radio" name="month" value={m} defaultChecked={i === 0} className="sr-only" />
                  {dateOf(`${m}-01`).toLocaleDateString(undefined, { timeZone: "UTC", month: "long", year: "numeric" })}
                </label>
              ))}
            </div>
          ) : null}
          {months.map((m) => (
            <div key={m} id={`month-${m}`} className="hidden">
              <p className="mb-2 font-semibold" aria-hidden={months.length > 1}>
                {dateOf(`${m}-01`).toLocaleDateString(undefined, { timeZone: "UTC", month: "long", year: "numeric" })}
              </p>
              <MonthGrid month={m} free={free} />
            </div>
          ))}
        </fieldset>
        <div>
          <p id="times-none" className="hidden text-stone-700">
            Choose a day to see its free times.
          </p>
          {[...free].map(([day, daySlots]) => (
            <fieldset key={day} id={`times-${day}`} className="hidden flex-col gap-2">
              <legend className="mb-1 font-medium">Free times on {longDay(day)}</legend>
              <div className="grid grid-cols-[repeat(auto-fill,minmax(6.5rem,1fr))] gap-2">
                {daySlots.map((slot) => (
                  <label
                    key={slot}
                    className="cursor-pointer whitespace-nowrap rounded-md border border-stone-300 bg-white px-2 py-2 text-center font-medium hover:border-stone-900 has-[:checked]:border-stone-900 has-[:checked]:bg-stone-900 has-[:checked]:text-white has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-stone-900"
                  >
                    <input type="radio" name="slot" value={slot} className="sr-only" />
                    {timeIn(zone, slot)}
                    {useVisitor && visitorZone ? null : visitorZone && visitorZone !== hostZone ? <span className="block text-xs font-normal opacity-75">{timeIn(visitorZone, slot)} yours</span> : null}
                  </label>
                ))}
              </div>
            </fieldset>
          ))}
        </div>
      </div>
      {questions.length ? (
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-1 font-medium">A few questions</legend>
          {questions.map((field) => (
            <Field key={field.name} field={{ ...field, name: `q.${field.name}` }} value={values[`q.${field.name}`]} error={errors[field.name]} onBusy={() => {}} />
          ))}
        </fieldset>
      ) : null}
      {movable.length ? (
        <fieldset className="flex flex-col gap-1">
          <legend className="mb-1 font-medium">This time is</legend>
          <label className="flex items-center gap-2">
            <input type="radio" name="reschedule" value="" defaultChecked />a new booking
          </label>
          {movable.map((booking) => (
            <label key={booking.id} className="flex items-center gap-2">
              <input type="radio" name="reschedule" value={booking.id} />
              instead of my booking on {new Date(booking.slot).toLocaleString(undefined, { timeZone: zone, dateStyle: "full", timeStyle: "short" })} ({zone}): move it
            </label>
          ))}
        </fieldset>
      ) : null}
      <button type="submit" disabled={pending} className="self-start rounded-md bg-stone-900 px-5 py-2 font-medium text-white hover:bg-stone-700 disabled:opacity-60">
        {pending ? "Booking…" : "Book this time"}
      </button>
    </form>
  );
}

/** One of the person's upcoming bookings, with a way to cancel it (the slot is free again for others). */
function BookingItem({ booking, duration, zone, pending, onSubmit }: { booking: { id: string; slot: string; locked?: boolean }; duration: number; zone: string; pending: boolean; onSubmit: (event: React.FormEvent<HTMLFormElement>) => void }) {
  const when = new Date(booking.slot).toLocaleString(undefined, { dateStyle: "full", timeStyle: "short" });
  return (
    <li className="flex flex-col gap-2 rounded-md border border-stone-300 bg-white p-3">
      <p className="font-medium">
        {when} <span className="font-normal text-stone-600">({duration} minutes, {zone})</span>
      </p>
      {booking.locked ? <p className="text-sm text-stone-600">It starts soon: it can no longer be cancelled or moved here.</p> : (
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
      )}
    </li>
  );
}

/**
 * The signed-in person's upcoming bookings on this Page; each can be
 * cancelled. The page is refreshed after a cancellation (the booking leaves
 * this list, its time is offered again below); the outcome stays shown here.
 */
export function MyBookings({ action, bookings, duration }: { action: Action; bookings: { id: string; slot: string; locked?: boolean }[]; duration: number }) {
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
