import type { BookingDetail } from "@bookwell/contract";
import { isValidLatLng } from "@bookwell/ui/map";

import type { BookingListType } from "./bookings";

/** Where a booking's crew is, for the map of Booking Details. */
export type CrewLocation = { lat: number; lng: number; crew: string };

/**
 * The crew's position on an upcoming booking (account-area.md section 2, "crew location map"),
 * or null when there is nothing a customer could use a map for:
 * - a past booking: the service is over, and where its crew is now is none of the customer's
 *   business (nor useful to them);
 * - no crew assigned yet (`crewname` empty): no one to locate;
 * - no position (`lat`/`longi` null, 0,0 or off the globe).
 */
export function crewLocationOf(
  type: BookingListType,
  booking: Pick<BookingDetail, "crewname" | "lat" | "longi">,
): CrewLocation | null {
  if (type !== "active") return null;
  const crew = booking.crewname.trim();
  if (!crew || !isValidLatLng(booking.lat, booking.longi)) return null;
  return { lat: booking.lat as number, lng: booking.longi as number, crew };
}
