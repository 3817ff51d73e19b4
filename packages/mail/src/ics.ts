import { createEvents, type EventAttributes } from "ics";

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

/** The instant a wall-clock time in `timeZone` names (DST-aware, through Intl). */
export function zonedTimeToUtc(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const [hh, mm] = time.split(":").map(Number) as [number, number];
  const asUtc = Date.UTC(y, m - 1, d, hh, mm);
  const offsetAt = (instant: number) => {
    const parts = new Intl.DateTimeFormat("en-GB", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
    }).formatToParts(new Date(instant));
    const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
    return (
      Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute")) - instant
    );
  };
  // Twice: the first guess's offset may be the other side of a DST change.
  let instant = asUtc - offsetAt(asUtc);
  instant = asUtc - offsetAt(instant);
  return new Date(instant);
}

const utcArray = (date: Date): [number, number, number, number, number] => [
  date.getUTCFullYear(),
  date.getUTCMonth() + 1,
  date.getUTCDate(),
  date.getUTCHours(),
  date.getUTCMinutes(),
];

/**
 * The booking's visits as an iCalendar file (RFC 5545, by the `ics` library): one event a
 * session, each with a stable UID so a second mail for the same booking updates, not doubles.
 */
export function bookingCalendar(options: {
  refnum: string;
  service: string;
  address: string;
  sessions: readonly MailSession[];
  brandName: string;
  timeZone: string;
}): string {
  // The brand's name as an id ("lion-city-clean"): the events' uid domain and the product.
  const slug = options.brandName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  const events: EventAttributes[] = options.sessions.map((session, index) => {
    const common = {
      uid: `${options.refnum}-${index + 1}@${slug}`,
      title: `${options.service} (${options.brandName})`,
      description: `Booking ${options.refnum}${session.label ? `, ${session.label}` : ""}`,
      location: options.address,
      status: "CONFIRMED" as const,
      productId: `${slug}/mail`,
    };
    const [y, m, d] = session.date.split("-").map(Number) as [number, number, number];
    if (!session.start) {
      const next = new Date(Date.UTC(y, m - 1, d + 1));
      return {
        ...common,
        start: [y, m, d],
        end: [next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate()],
      };
    }
    const start = zonedTimeToUtc(session.date, session.start, options.timeZone);
    const end = session.end
      ? zonedTimeToUtc(session.date, session.end, options.timeZone)
      : new Date(start.getTime() + 2 * 3_600_000);
    return {
      ...common,
      start: utcArray(start),
      startInputType: "utc",
      startOutputType: "utc",
      end: utcArray(end),
      endInputType: "utc",
      endOutputType: "utc",
    };
  });
  const { error, value } = createEvents(events);
  if (error || !value) throw error ?? new Error("the calendar could not be made");
  return value;
}
