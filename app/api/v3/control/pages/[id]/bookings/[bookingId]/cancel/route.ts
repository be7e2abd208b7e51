import { controlWrite } from "@/lib/http/control";
import { otherMethods } from "@/lib/http/handler";
import { cancelBookingByController } from "@/lib/pages/control";
import { BookingCancelInputSchema } from "@/lib/pages/schemas";

export const POST = controlWrite<typeof BookingCancelInputSchema, { id: string; bookingId: string }>(
  "page",
  { schema: BookingCancelInputSchema },
  async ({ reason }, { id, params }) => Response.json(await cancelBookingByController(id, params.bookingId, reason)),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods();
