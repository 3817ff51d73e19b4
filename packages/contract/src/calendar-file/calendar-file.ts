import { addDays, dateFormat } from "../rules/calendar";

/**
 * The one iCalendar writer (RFC 5545): the kit's "Add to calendar" download and the booking
 * mail's attachment both write their visits through it, so the two files agree. Times are the
 * business's local times with a TZID (a visit at 09:00 in London stays at 09:00 wherever the
 * customer opens it), and the file carries the VTIMEZONE the TZID names, built from the zone's
 * real offsets around the visits. A visit without a time is an all-day event. Lines end in
 * CRLF, text is escaped, long lines are folded at 75 octets. Our own rather than the `ics` or
 * `ical-generator` packages: `ics` writes no TZID, and `ical-generator` needs a second package
 * to make the VTIMEZONE that Intl gives us here.
 */

/** Escapes a TEXT value: backslash, semicolon, comma and newlines (RFC 5545 3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** Folds a content line longer than 75 octets (RFC 5545 3.1), never inside a character. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = "";
  let size = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (size + bytes > limit) {
      parts.push(current);
      current = "";
      size = 0;
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

/** "2026-08-04" and "09:00" → "20260804T090000". */
export function localDateTime(date: string, time: string): string {
  return `${date.replace(/-/g, "")}T${time.replace(":", "")}00`;
}

/** A moment as UTC "YYYYMMDDTHHMMSSZ". */
export function utcStamp(moment: Date): string {
  return moment
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** Minutes east of UTC of `timeZone` at `moment`. */
export function zoneOffsetMinutes(timeZone: string, moment: Date): number {
  const parts = dateFormat("en-GB", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(moment);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(
    get("year"),
    get("month") - 1,
    get("day"),
    get("hour"),
    get("minute"),
    get("second"),
  );
  return Math.round((asUtc - Math.floor(moment.getTime() / 1000) * 1000) / 60_000);
}

const offsetText = (minutes: number) => {
  const sign = minutes < 0 ? "-" : "+";
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, "0")}${String(abs % 60).padStart(2, "0")}`;
};

/** The zone's offset changes between two moments, found by day steps then bisection. */
function transitions(timeZone: string, from: number, to: number) {
  const found: { at: number; before: number; after: number }[] = [];
  const day = 86_400_000;
  let previous = zoneOffsetMinutes(timeZone, new Date(from));
  for (let t = from + day; t <= to; t += day) {
    const offset = zoneOffsetMinutes(timeZone, new Date(t));
    if (offset !== previous) {
      let lo = t - day;
      let hi = t;
      while (hi - lo > 60_000) {
        const mid = lo + Math.floor((hi - lo) / 2);
        if (zoneOffsetMinutes(timeZone, new Date(mid)) === previous) lo = mid;
        else hi = mid;
      }
      // Zones change on a minute: the one minute boundary in (lo, hi].
      found.push({ at: Math.floor(hi / 60_000) * 60_000, before: previous, after: offset });
      previous = offset;
    }
  }
  return found;
}

/** A VTIMEZONE for `timeZone` valid from a year before `first` to a year after `last`. */
export function vtimezone(timeZone: string, first: string, last: string): string[] {
  const year = 365 * 86_400_000;
  const from = Date.parse(`${first}T00:00:00Z`) - year;
  const to = Date.parse(`${last}T00:00:00Z`) + year;
  const startOffset = zoneOffsetMinutes(timeZone, new Date(from));
  const changes = transitions(timeZone, from, to);
  const offsets = [startOffset, ...changes.map((c) => c.after)];
  const standard = Math.min(...offsets);
  const observance = (start: number, before: number, after: number) => {
    const kind = after > standard ? "DAYLIGHT" : "STANDARD";
    // DTSTART of an observance is the local time, in the offset before the change.
    const local = new Date(start + before * 60_000).toISOString();
    return [
      `BEGIN:${kind}`,
      `DTSTART:${local.slice(0, 19).replace(/[-:]/g, "")}`,
      `TZOFFSETFROM:${offsetText(before)}`,
      `TZOFFSETTO:${offsetText(after)}`,
      `END:${kind}`,
    ];
  };
  return [
    "BEGIN:VTIMEZONE",
    `TZID:${timeZone}`,
    ...observance(from, startOffset, startOffset),
    ...changes.flatMap((c) => observance(c.at, c.before, c.after)),
    "END:VTIMEZONE",
  ];
}

/** One visit in a calendar file. */
export type CalendarVisit = {
  /** Unique and stable: a second file with the same UID updates the event, not doubles it. */
  uid: string;
  /** What is booked, e.g. "Home Cleaning, 3 hours". */
  title: string;
  /** "YYYY-MM-DD", in the business's time zone. */
  date: string;
  /** "HH:mm" in the business's time zone; absent: an all-day event. */
  start?: string | undefined;
  /** "HH:mm"; absent: two hours after `start`. */
  end?: string | undefined;
  description?: string | undefined;
  /** The service address. */
  location?: string | undefined;
  status?: "CONFIRMED" | "TENTATIVE" | undefined;
};

export type CalendarFileOptions = {
  /** The business's IANA time zone, e.g. "Europe/London". */
  timeZone: string;
  /** DTSTAMP. @default now */
  now?: Date;
  /** The product identifier. @default "-//Bookwell//Bookwell//EN" */
  prodId?: string;
};

/** "HH:mm" plus two hours, on the next day past midnight. */
function twoHoursLater(date: string, start: string): { date: string; time: string } {
  const [hh = 0, mm = 0] = start.split(":").map(Number);
  const hours = hh + 2;
  const time = `${String(hours % 24).padStart(2, "0")}:${String(mm).padStart(2, "0")}`;
  return { date: hours >= 24 ? addDays(date, 1) : date, time };
}

function eventTimes(visit: CalendarVisit, timeZone: string): string[] {
  if (!visit.start) {
    return [
      `DTSTART;VALUE=DATE:${visit.date.replace(/-/g, "")}`,
      `DTEND;VALUE=DATE:${addDays(visit.date, 1).replace(/-/g, "")}`,
    ];
  }
  const end = visit.end
    ? { date: visit.date, time: visit.end }
    : twoHoursLater(visit.date, visit.start);
  return [
    `DTSTART;TZID=${timeZone}:${localDateTime(visit.date, visit.start)}`,
    `DTEND;TZID=${timeZone}:${localDateTime(end.date, end.time)}`,
  ];
}

/** The .ics text of the visits (CRLF line ends). */
export function calendarFile(
  visits: readonly CalendarVisit[],
  options: CalendarFileOptions,
): string {
  const dates = visits.map((v) => v.date).sort();
  const stamp = utcStamp(options.now ?? new Date());
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${options.prodId ?? "-//Bookwell//Bookwell//EN"}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    ...(dates.length ? vtimezone(options.timeZone, dates[0]!, dates.at(-1)!) : []),
    ...visits.flatMap((visit) => [
      "BEGIN:VEVENT",
      `UID:${escapeText(visit.uid)}`,
      `DTSTAMP:${stamp}`,
      ...eventTimes(visit, options.timeZone),
      `SUMMARY:${escapeText(visit.title)}`,
      ...(visit.description ? [`DESCRIPTION:${escapeText(visit.description)}`] : []),
      ...(visit.location ? [`LOCATION:${escapeText(visit.location)}`] : []),
      ...(visit.status ? [`STATUS:${visit.status}`] : []),
      "END:VEVENT",
    ]),
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join("\r\n") + "\r\n";
}
