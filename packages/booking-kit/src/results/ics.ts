import type { BookedVisit } from "./booked-visits";

/**
 * An iCalendar file (RFC 5545) of booked visits. Times are the business's local times with a
 * TZID (a visit at 09:00 in London stays at 09:00 wherever the customer opens it), and the
 * file carries the VTIMEZONE the TZID names, built from the zone's real offsets around the
 * visits. Lines end in CRLF, text is escaped, long lines are folded at 75 octets.
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
  const parts = new Intl.DateTimeFormat("en-GB", {
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

export type IcsOptions = {
  /** The business's IANA time zone, e.g. "Europe/London". */
  timeZone: string;
  /** Makes each event's UID unique and stable, e.g. the transaction id. */
  uidPrefix: string;
  /** DTSTAMP. @default now */
  now?: Date;
  /** The product identifier. @default "-//Bookwell//Booking Kit//EN" */
  prodId?: string;
};

/** The .ics text of the visits (CRLF line ends). */
export function buildIcs(visits: readonly BookedVisit[], options: IcsOptions): string {
  const dates = visits.map((v) => v.date).sort();
  const stamp = utcStamp(options.now ?? new Date());
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${options.prodId ?? "-//Bookwell//Booking Kit//EN"}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    ...(dates.length ? vtimezone(options.timeZone, dates[0]!, dates.at(-1)!) : []),
    ...visits.flatMap((visit, index) => [
      "BEGIN:VEVENT",
      `UID:${escapeText(`${options.uidPrefix}-${index + 1}`)}@bookwell`,
      `DTSTAMP:${stamp}`,
      `DTSTART;TZID=${options.timeZone}:${localDateTime(visit.date, visit.start)}`,
      `DTEND;TZID=${options.timeZone}:${localDateTime(visit.date, visit.end)}`,
      `SUMMARY:${escapeText(visit.title)}`,
      ...(visit.location ? [`LOCATION:${escapeText(visit.location)}`] : []),
      "END:VEVENT",
    ]),
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join("\r\n") + "\r\n";
}
