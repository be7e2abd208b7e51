"use client";

import { useActionState, useState } from "react";
import { useFormatter, useTranslations } from "use-intl/react";
import { useBrowserTimeZone, useFormats } from "@/components/i18n/client";
import { FormField } from "@/components/ui/field";
import { ErrorSummary } from "./error-summary";
import { Field, type FieldView } from "./form-page";
import { Result } from "./result";
import { useActionForm } from "./use-action-form";
import type { ActionState } from "./action-state";

type Action = (state: ActionState, formData: FormData) => Promise<ActionState>;

const dayKey = (zone: string, iso: string) => new Intl.DateTimeFormat("en-CA", { timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date(iso));
const dateOf = (key: string) => new Date(`${key}T12:00:00Z`);
/** Monday 1 January 2024 and the six days after it: the calendar's column heads, in the reader's language. */
const MONDAYS = Array.from({ length: 7 }, (_, n) => new Date(Date.UTC(2024, 0, 1 + n, 12)));

/** One month's grid: the days with free times can be chosen (radios, so arrow keys move between them); the others are shown greyed. */
function MonthGrid({ month, free }: { month: string; free: Map<string, string[]> }) {
  const t = useTranslations("scheduler");
  const format = useFormatter();
  const day = useFormats("UTC").day;
  const first = dateOf(`${month}-01`);
  const lead = (first.getUTCDay() + 6) % 7;
  const length = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  const cells: (string | null)[] = [...Array.from({ length: lead }, () => null), ...Array.from({ length }, (_, n) => `${month}-${String(n + 1).padStart(2, "0")}`)];
  return (
    <div className="grid grid-cols-7 gap-1 text-center" role="presentation">
      {MONDAYS.map((d) => (
        <span key={d.toISOString()} aria-hidden="true" className="text-xs font-medium text-stone-600">
          {format.dateTime(d, { weekday: "short", timeZone: "UTC" })}
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
            <input type="radio" name="day" value={key} className="sr-only" aria-label={t("dayFree", { day: day(dateOf(key)), count: free.get(key)!.length })} />
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

/** A booking's moment in the reader's language: "Tuesday 24 November at 09:15" in `zone`. */
function useMoment(zone: string) {
  const formats = useFormats(zone);
  return (iso: string) => formats.dayTime(iso);
}

/** The free times of one day, as radios (shown by CSS when the day is chosen); each time also in the visitor's timezone when that is not the one shown. */
function DayTimes({ day, slots, time, yours }: { day: string; slots: string[]; time: (slot: string) => string; yours: ((slot: string) => string) | null }) {
  const t = useTranslations("scheduler");
  const dayName = useFormats("UTC").day;
  return (
    <fieldset id={`times-${day}`} className="hidden flex-col gap-2">
      <legend className="mb-1 font-medium">{t("freeTimesOn", { day: dayName(dateOf(day)) })}</legend>
      <div className="grid grid-cols-[repeat(auto-fill,minmax(6.5rem,1fr))] gap-2">
        {slots.map((slot) => (
          <label
            key={slot}
            className="cursor-pointer whitespace-nowrap rounded-md border border-stone-300 bg-white px-2 py-2 text-center font-medium hover:border-stone-900 has-[:checked]:border-stone-900 has-[:checked]:bg-stone-900 has-[:checked]:text-white has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-stone-900"
          >
            <input type="radio" name="slot" value={slot} className="sr-only" />
            {time(slot)}
            {yours ? <span className="block text-xs font-normal opacity-75">{t("yours", { time: yours(slot) })}</span> : null}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Whether the chosen time is a new booking or where one of the person's bookings moves. */
function MoveChoice({ movable, moveId, setMoveId, label }: { movable: { id: string; slot: string }[]; moveId: string; setMoveId: (id: string) => void; label: (slot: string) => string }) {
  const t = useTranslations("scheduler");
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 font-medium">{t("thisTimeIs")}</legend>
      <label className="flex items-center gap-2">
        <input type="radio" name="reschedule" value="" checked={moveId === ""} onChange={() => setMoveId("")} />
        {t("newBooking")}
      </label>
      {movable.map((booking) => (
        <label key={booking.id} className="flex items-center gap-2">
          <input id={`move-${booking.id}`} type="radio" name="reschedule" value={booking.id} checked={moveId === booking.id} onChange={() => setMoveId(booking.id)} />
          <span suppressHydrationWarning>{t("moveOption", { when: label(booking.slot) })}</span>
        </label>
      ))}
    </fieldset>
  );
}

/**
 * Free slots as a month calendar (the days with free times) and the chosen
 * day's times, in the host's timezone or, switched, the visitor's (both
 * named), in the Page's language. Without JavaScript it still works: the
 * calendar, the day and the time are native radios (the chosen day's times
 * shown by CSS), in the host's timezone, and the form posts to the server
 * action. `movable`: the person's bookings they may move here instead of
 * booking a new time; when one is chosen, the button says so ("Move my
 * booking to this time").
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
  const t = useTranslations("scheduler");
  const format = useFormatter();
  const { state, pending, onSubmit } = useActionForm(action);
  const [, formAction] = useActionState(action, {});
  const visitorZone = useBrowserTimeZone();
  // The visitor's own timezone once the browser says it (after hydration; the server renders the host's), unless they switch back.
  const [choice, setChoice] = useState<"host" | "visitor" | null>(null);
  // The booking being moved ("" for a new booking), and the one the last answer moved.
  const [moveId, setMoveId] = useState("");
  const [lastMove, setLastMove] = useState("");
  const useVisitor = Boolean(visitorZone) && visitorZone !== hostZone && (choice ?? "visitor") === "visitor";
  const zone = useVisitor && visitorZone ? visitorZone : hostZone;
  const formats = useFormats(zone);
  const visitorFormats = useFormats(visitorZone ?? hostZone);
  const moment = useMoment(zone);
  // The booking just made, while it stands (cancelled since: the times are offered again).
  if (state.ok && state.message && booked.includes(state.message)) {
    return <Result ok>{t(lastMove ? "moved" : "booked", { when: moment(state.message), zone, duration: String(duration) })}</Result>;
  }
  if (!slots.length) return <p className="text-stone-700">{t("noTimes")}</p>;
  const free = new Map<string, string[]>();
  for (const slot of slots) free.set(dayKey(zone, slot), [...(free.get(dayKey(zone, slot)) ?? []), slot]);
  const months = [...new Set([...free.keys()].map((key) => key.slice(0, 7)))];
  const monthName = (m: string) => format.dateTime(dateOf(`${m}-01`), { month: "long", year: "numeric", timeZone: "UTC" });
  const errors = state.ok ? {} : (state.errors ?? {});
  const values = (state.values ?? {}) as Record<string, string | string[]>;
  const moving = movable.find((booking) => booking.id === moveId);
  const problems = Object.entries(errors)
    .filter(([name]) => name !== "slot" && name !== "visitorTimezone")
    .map(([name, message]) => ({ name: `q.${name}`, label: questions.find((q) => q.name === name)?.label ?? name, message }));
  const formMessage = !state.ok ? (state.message ?? errors.slot ?? errors.visitorTimezone) : undefined;
  const css = [
    ...months.map((m, i) => `#sched-months:has(input[name="month"][value="${m}"]:checked) #month-${m}{display:block}` + (i === 0 ? `#sched-months:not(:has(input[name="month"]:checked)) #month-${m}{display:block}` : "")),
    ...[...free.keys()].map((d) => `#sched-cal:has(input[name="day"][value="${d}"]:checked) #times-${d}{display:flex}`),
    `#sched-cal:not(:has(input[name="day"]:checked)) #times-none{display:block}`,
  ].join("\n");
  return (
    <form
      id="sched-form"
      action={formAction}
      onSubmit={(event) => {
        setLastMove(moveId);
        onSubmit(event);
      }}
      className="flex flex-col gap-5"
      noValidate
      aria-label={t("form")}
    >
      <style>{css}</style>
      {problems.length || formMessage ? <ErrorSummary problems={problems} message={formMessage} /> : null}
      {visitorZone ? <input type="hidden" name="visitorTimezone" value={visitorZone} /> : null}
      {moving ? <p className="rounded-md border border-amber-400 bg-amber-50 p-3 text-stone-900">{t("movingBanner", { when: moment(moving.slot) })}</p> : null}
      <fieldset className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
        <legend className="mb-1 font-medium">{t("showTimesIn")}</legend>
        <label className="flex items-center gap-1">
          <input type="radio" name="tz" value="host" checked={!useVisitor} onChange={() => setChoice("host")} />
          {t("hostZone", { zone: hostZone })}
        </label>
        {visitorZone && visitorZone !== hostZone ? (
          <label className="flex items-center gap-1">
            <input type="radio" name="tz" value="visitor" checked={useVisitor} onChange={() => setChoice("visitor")} />
            {t("visitorZone", { zone: visitorZone })}
          </label>
        ) : null}
        <span className="text-stone-600">{t("lasts", { duration: String(duration) })}</span>
      </fieldset>
      <div id="sched-cal" className="grid gap-6 md:grid-cols-[minmax(0,22rem)_1fr]">
        <fieldset id="sched-months" className="flex flex-col gap-2">
          <legend className="mb-1 font-medium">{t("chooseDay")}</legend>
          {months.length > 1 ? (
            <div className="flex flex-wrap gap-2 text-sm">
              {months.map((m, i) => (
                <label key={m} className="cursor-pointer rounded-md border border-stone-300 px-3 py-1 has-[:checked]:border-stone-900 has-[:checked]:bg-stone-100 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-stone-900">
                  <input type="radio" name="month" value={m} defaultChecked={i === 0} className="sr-only" />
                  {monthName(m)}
                </label>
              ))}
            </div>
          ) : null}
          {months.map((m) => (
            <div key={m} id={`month-${m}`} className="hidden">
              <p className="mb-2 font-semibold" aria-hidden={months.length > 1}>
                {monthName(m)}
              </p>
              <MonthGrid month={m} free={free} />
            </div>
          ))}
        </fieldset>
        <div>
          <p id="times-none" className="hidden text-stone-700">
            {t("chooseDayHint")}
          </p>
          {[...free].map(([key, daySlots]) => (
            <DayTimes key={key} day={key} slots={daySlots} time={formats.time} yours={visitorZone && !useVisitor && visitorZone !== hostZone ? visitorFormats.time : null} />
          ))}
        </div>
      </div>
      {questions.length ? (
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-1 font-medium">{t("questions")}</legend>
          {questions.map((field) => (
            <Field key={field.name} field={{ ...field, name: `q.${field.name}` }} value={values[`q.${field.name}`]} error={errors[field.name]} onBusy={() => {}} />
          ))}
        </fieldset>
      ) : null}
      {movable.length ? <MoveChoice movable={movable} moveId={moveId} setMoveId={setMoveId} label={(slot) => `${moment(slot)} (${zone})`} /> : null}
      <button type="submit" disabled={pending} className="self-start rounded-md bg-stone-900 px-5 py-2 font-medium text-white hover:bg-stone-700 disabled:opacity-60">
        {moving ? (pending ? t("moving") : t("move")) : pending ? t("booking") : t("book")}
      </button>
    </form>
  );
}

/** One of the person's upcoming bookings, with a way to move it (to the calendar below, the booking chosen) or cancel it (the slot is free again for others). */
function BookingItem({
  booking,
  duration,
  zone,
  pending,
  onSubmit,
}: {
  booking: { id: string; slot: string; locked?: boolean };
  duration: number;
  zone: string;
  pending: boolean;
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => void;
}) {
  const t = useTranslations("scheduler");
  const moment = useMoment(zone);
  const moveHere = () => {
    // The booking chosen in the calendar's form ("Move my booking to this time"), and the calendar in view.
    document.getElementById(`move-${booking.id}`)?.click();
    const form = document.getElementById("sched-form");
    form?.scrollIntoView({ block: "start" });
    form?.querySelector<HTMLInputElement>('input[name="day"]')?.focus();
  };
  return (
    <li className="flex flex-col gap-2 rounded-md border border-stone-300 bg-white p-3">
      <p className="font-medium">
        {moment(booking.slot)} <span className="font-normal text-stone-600">({t("bookingLength", { duration: String(duration), zone })})</span>
      </p>
      {booking.locked ? (
        <p className="text-sm text-stone-600">{t("locked")}</p>
      ) : (
        <>
          <button type="button" onClick={moveHere} className="self-start rounded-md border border-stone-400 px-4 py-2 text-sm font-medium hover:border-stone-900">
            {t("moveThis")}
          </button>
          <details>
            <summary className="cursor-pointer self-start text-sm font-medium text-stone-700 underline underline-offset-2">{t("cancelSummary")}</summary>
            <form onSubmit={onSubmit} className="mt-2 flex flex-col gap-2" noValidate>
              <input type="hidden" name="booking" value={booking.id} />
              <FormField id={`reason-${booking.id}`} label={t("reason")} labelClassName="text-sm font-medium">
                {(control) => <textarea {...control} name="reason" rows={2} maxLength={1000} className="rounded-md border border-stone-300 px-3 py-2" />}
              </FormField>
              <button type="submit" disabled={pending} className="self-start rounded-md border border-red-700 px-4 py-2 font-medium text-red-800 hover:bg-red-50 disabled:opacity-60">
                {pending ? t("cancelling") : t("cancel")}
              </button>
            </form>
          </details>
        </>
      )}
    </li>
  );
}

/**
 * The signed-in person's upcoming bookings on this Page; each can be moved
 * or cancelled. The page is refreshed after a cancellation (the booking
 * leaves this list, its time is offered again below); the outcome stays
 * shown here.
 */
export function MyBookings({ action, bookings, duration }: { action: Action; bookings: { id: string; slot: string; locked?: boolean }[]; duration: number }) {
  const t = useTranslations("scheduler");
  const { state, pending, onSubmit } = useActionForm(action);
  const zone = useBrowserTimeZone();
  const moment = useMoment(zone ?? "UTC");
  if (!zone || (!bookings.length && !state.message && !state.errors)) return null;
  return (
    <section aria-label={t("yourBookings")} className="flex flex-col gap-2">
      <h2 className="text-lg font-semibold">{t("yourBookings")}</h2>
      {state.ok && state.message ? <Result ok>{t("cancelled", { when: moment(state.message) })}</Result> : null}
      {!state.ok && (state.message || state.errors) ? <Result ok={false}>{state.message ?? Object.values(state.errors ?? {}).join(" ")}</Result> : null}
      {bookings.length ? (
        <ul className="flex flex-col gap-2">
          {bookings.map((booking) => (
            <BookingItem key={booking.id} booking={booking} duration={duration} zone={zone} pending={pending} onSubmit={onSubmit} />
          ))}
        </ul>
      ) : (
        <p className="text-stone-700">{t("noBookings")}</p>
      )}
    </section>
  );
}
