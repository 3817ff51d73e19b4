import { calendarFile } from "@bookwell/contract";

/** One visit of a booking: its calendar date and, when known, its time window (local times). */
export interface MailSession {
  /** `YYYY-MM-DD`, the business's calendar date. */
  date: string;
  /** `HH:MM` in the business's time zone; absent: an all-day event. */
  start?: string;
  /** `HH:MM`; absent: two hours after `start`. */
  end?: string;
  /** How the mail names the window ("Morning, 08:00 to 10:00"). */
  label?: string;
}

/**
 * The booking's visits as an iCalendar file, by the contract's writer (the same one as the
 * kit's "Add to calendar"): one event a session in the business's time zone, each with a
 * stable UID so a second mail for the same booking updates, not doubles.
 */
export function bookingCalendar(options: {
  refnum: string;
  service: string;
  address: string;
  sessions: readonly MailSession[];
  brandName: string;
  /** The brand's domain: each UID is `{refnum}-{n}@{domain}`, the kit's download's too. */
  domain: string;
  timeZone: string;
  now?: Date;
}): string {
  return calendarFile(
    options.sessions.map((session, index) => ({
      uid: `${options.refnum}-${index + 1}@${options.domain}`,
      title: `${options.service} (${options.brandName})`,
      date: session.date,
      start: session.start,
      end: session.end,
      description: `Booking ${options.refnum}${session.label ? `, ${session.label}` : ""}`,
      location: options.address,
      status: "CONFIRMED",
    })),
    {
      timeZone: options.timeZone,
      // The brand's own product id: a mail of one brand never names another.
      prodId: `-//${options.brandName}//Bookings//EN`,
      ...(options.now ? { now: options.now } : {}),
    },
  );
}
