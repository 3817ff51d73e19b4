import {
  addDays,
  type CalendarDate,
  calendarDateOf,
  formatCalendarDate,
  monthOf,
  weekdayNames,
  weekdayOf,
} from "@bookwell/contract";

/**
 * A quotation's schedule is the text the quote shows ("Mondays, 08:00 to 10:00", or a date
 * and a window, "Friday 4 December 2026, 10:30 to 12:30"). Accepting the quote books it: the
 * cart line needs a date and a shift. These pure rules read the text and pick them.
 */

export interface QuoteSchedule {
  /** A calendar date the text names (D Month YYYY, DD/MM/YYYY or YYYY-MM-DD). */
  date?: CalendarDate;
  /** The day of the week the text names, 0 = Sunday … 6 = Saturday (a named date gives its own). */
  weekday?: number;
  /** HH:MM, the first time the text names. */
  start?: string;
  /** HH:MM, the time after "to" (or a dash), if any. */
  end?: string;
}

const pad = (n: number) => String(n).padStart(2, "0");

function hhmm(hours: string, minutes: string): string | undefined {
  const h = Number(hours);
  const m = Number(minutes);
  return h <= 23 && m <= 59 ? `${pad(h)}:${minutes}` : undefined;
}

/** What a quotation's schedule text says; whatever it does not say is left out. */
export function parseQuoteSchedule(text: string): QuoteSchedule {
  const schedule: QuoteSchedule = {};
  const iso = /\b(\d{4})-(\d{2})-(\d{2})\b/.exec(text);
  const slashed = /\b(\d{1,2})\/(\d{1,2})\/(\d{4})\b/.exec(text);
  const spelled = /\b(\d{1,2})(?:st|nd|rd|th)?\s+([a-z]{3,9})\.?,?\s+(\d{4})\b/i.exec(text);
  let date: CalendarDate | undefined;
  if (iso) date = calendarDateOf(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  else if (slashed)
    date = calendarDateOf(Number(slashed[3]), Number(slashed[2]), Number(slashed[1]));
  else if (spelled) {
    const month = monthOf(spelled[2]!);
    if (month >= 0) date = calendarDateOf(Number(spelled[3]), month + 1, Number(spelled[1]));
  }
  if (date) {
    schedule.date = date;
    schedule.weekday = weekdayOf(date);
  } else {
    const day = /\b(sun|mon|tue|wed|thu|fri|sat)[a-z]*\b/i.exec(text);
    if (day) {
      const named = day[1]!.toLowerCase();
      schedule.weekday = weekdayNames().findIndex(
        (name) => name.slice(0, 3).toLowerCase() === named,
      );
    }
  }
  // A time has a colon; no date format read above has one.
  const times = /\b(\d{1,2}):(\d{2})\b(?:\s*(?:to|-|–|until)\s*(\d{1,2}):(\d{2})\b)?/i.exec(text);
  if (times) {
    const start = hhmm(times[1]!, times[2]!);
    if (start) schedule.start = start;
    const end = times[3] && times[4] ? hhmm(times[3], times[4]) : undefined;
    if (start && end) schedule.end = end;
  }
  return schedule;
}

/**
 * The day the quoted work starts: the quoted date when it is still bookable; otherwise (a
 * date already past the lead time, or only a weekday named) the first bookable day on or
 * after `earliest` on the quoted weekday; with no day named, the first bookable day. A
 * holiday is never chosen. `earliest` is today plus the package's lead time.
 */
export function quoteStartDate(
  schedule: QuoteSchedule,
  earliest: CalendarDate,
  holidays: ReadonlySet<CalendarDate>,
): CalendarDate {
  let date = schedule.date && schedule.date >= earliest ? schedule.date : earliest;
  // Two years of days is more than any weekday and holiday list needs: stop there.
  for (let i = 0; i < 730; i++) {
    const weekdayOk = schedule.weekday === undefined || weekdayOf(date) === schedule.weekday;
    if (weekdayOk && !holidays.has(date)) return date;
    date = addDays(date, 1);
  }
  return date;
}

export interface ShiftChoice {
  shiftnum: string;
  /** HH:MM */
  starttime: string;
  /** HH:MM */
  endtime: string;
}

/**
 * The shift of the quoted times: the one starting at the quoted start (and ending at the
 * quoted end, when one is given); otherwise the job's first shift of the day. None when the
 * job has no shifts.
 */
export function quoteShift(
  schedule: QuoteSchedule,
  shifts: readonly ShiftChoice[],
): ShiftChoice | undefined {
  const byTime = [...shifts].sort((a, b) => a.starttime.localeCompare(b.starttime));
  const exact = byTime.find(
    (s) => s.starttime === schedule.start && (!schedule.end || s.endtime === schedule.end),
  );
  return exact ?? byTime.find((s) => s.starttime === schedule.start) ?? byTime[0];
}

/** A schedule as a quotation writes it: "Friday 4 December 2026, 10:30 to 12:30". */
export function formatQuoteSchedule(date: CalendarDate, start: string, end: string): string {
  return `${formatCalendarDate(date, "EEEE d MMMM yyyy")}, ${start} to ${end}`;
}
