import type { CartLine } from "@bookwell/contract";

/** One visit of a paid booking, as the result page offers it for a calendar. */
export type BookedVisit = {
  /** What is booked, e.g. "Home Cleaning, 3 hours". */
  title: string;
  /** "YYYY-MM-DD", in the business's time zone. */
  date: string;
  /** "HH:mm", in the business's time zone. */
  start: string;
  /** "HH:mm". */
  end: string;
  /** The service address. */
  location?: string;
};

/**
 * The navigation state of the payment result page: `txnId` when paid (no id → Payment Failed),
 * the visits of the paid cart (the schedule shown, and the add-to-calendar download), and the
 * booking's reference and amounts as the server gave them (never worked out in the browser).
 */
export type PaymentResultState = {
  txnId?: string;
  visits?: BookedVisit[];
  /** The booking's reference: the paid cart's `refnum`. */
  reference?: string;
  /** What was paid, in pounds: the server's amount for the attempt. */
  amountPaid?: number;
  /** Credit redeemed against it, in pounds (0 or absent: none). */
  creditUsed?: number;
};

/** The navigation state of the bank-transfer page. */
export type PayNowState = {
  sor: string;
  qrPayload?: string | undefined;
  amount?: number | undefined;
  /** Until when the booking's places are held for the transfer (ISO time). */
  payBy?: string | undefined;
};

/** A payment deadline as the customer reads it: "Thursday 26 Nov 2026, 10:00", the business's time. */
export function formatDeadline(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat("en-GB", {
    weekday: "long",
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone,
  }).format(new Date(iso));
}

/**
 * Each job of each cart line with a date and a time (a two-job line gives two visits), and
 * each session of a plan (the line's `sessions`, as the server scheduled them),
 * titled with its session number as the account area shows it ("3/4").
 */
export function visitsOf(lines: readonly CartLine[]): BookedVisit[] {
  const visits: BookedVisit[] = [];
  for (const line of lines) {
    const location = [line.shipunitno, line.shipaddr1, line.shipaddr2, line.shippostcode]
      .filter(Boolean)
      .join(", ");
    const sessions = line.sessions ?? [];
    if (sessions.length > 1 && line.starttime && line.endtime) {
      for (const session of sessions) {
        visits.push({
          title: `${line.matname}, session ${session.sessionNo}/${sessions.length}`,
          date: session.date,
          start: line.starttime,
          end: line.endtime,
          location: location || undefined,
        });
      }
    } else if (line.startdate && line.starttime && line.endtime) {
      visits.push({
        title: line.matname,
        date: line.startdate,
        start: line.starttime,
        end: line.endtime,
        location: location || undefined,
      });
    }
    if (line.startdate2 && line.starttime2 && line.endtime2) {
      visits.push({
        title: line.matname,
        date: line.startdate2,
        start: line.starttime2,
        end: line.endtime2,
        location: location || undefined,
      });
    }
  }
  return visits;
}
