import { Badge } from "@bookwell/ui";

import { bookingStatusLabel } from "./bookings";

/**
 * A booking's status as the customer reads it: Open is pending, the rest confirmed. A module
 * of its own: Booking Details shows it without My Booking's lists and date filters.
 */
export function BookingStatus({ status }: { status: string }) {
  const label = bookingStatusLabel(status);
  return <Badge tone={label === "Pending" ? "warning" : "success"}>{label}</Badge>;
}
