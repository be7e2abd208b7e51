/** scheduler: the person's upcoming bookings (to cancel or move), then a month calendar of the free times. */
import { MyBookings, SchedulerForm } from "@/components/pages/booking";
import { Description } from "@/components/pages/views";
import { availableSlots, myBookings } from "@/lib/domains/pages/behaviour/scheduler/book";
import type { ViewProps } from "./view";

export async function SchedulerView({ page, actions, content, email }: ViewProps<"scheduler">) {
  const bookings = await myBookings(page, email);
  const questions = (content.questions ?? []).map(({ name, label, type, required, placeholder, helpText, options, min, max }) => ({ name, label, type, required, placeholder, helpText, options, min, max }));
  return (
    <>
      <Description text={content.description} />
      <MyBookings action={actions.cancelBooking} bookings={bookings} duration={content.slot_duration_minutes} />
      <SchedulerForm
        action={actions.book}
        slots={await availableSlots(page)}
        duration={content.slot_duration_minutes}
        hostZone={content.timezone}
        questions={questions}
        movable={bookings.filter((booking) => !booking.locked)}
        booked={bookings.map((booking) => booking.slot)}
      />
    </>
  );
}
