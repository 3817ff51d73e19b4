import { Badge } from "@bookwell/ui";

import { bookingStateBeside, bookingStatusLabel } from "./bookings";

/**
 * A booking's status as the customer reads it: Open is pending, the rest confirmed (the spec's
 * word), with what it really is beside it once cancelled, refunded or its refund asked for. A
 * module of its own: Booking Details shows it without My Booking's lists and date filters.
 */
export function BookingStatus({
  status,
  refundRequested = false,
}: {
  status: string;
  /** The customer asked for a refund of it. @default false */
  refundRequested?: boolean;
}) {
  const label = bookingStatusLabel(status);
  const beside = bookingStateBeside(status, refundRequested);
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      <Badge tone={label === "Pending" ? "warning" : "success"}>{label}</Badge>
      {beside ? <Badge tone="neutral">{beside}</Badge> : null}
    </span>
  );
}
