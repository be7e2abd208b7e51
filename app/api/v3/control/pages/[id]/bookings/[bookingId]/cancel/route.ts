import { controlWrite } from "@/lib/adapters/http/control";
import { otherMethods } from "@/lib/adapters/http/handler";
import { cancelBookingByController } from "@/lib/domains/pages/control";
import { BookingCancelInputSchema } from "@/lib/domains/pages/schemas";

export const POST = controlWrite<typeof BookingCancelInputSchema, { id: string; bookingId: string }>(
  "page",
  { schema: BookingCancelInputSchema },
  async ({ reason }, { id, params }) => Response.json(await cancelBookingByController(id, params.bookingId, reason)),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods();
