import { calendarFile } from "@bookwell/contract";

import type { BookedVisit } from "./booked-visits";

/*
 * The visits as a calendar file: apart from booked-visits.ts, so the result page loads the
 * iCalendar writer (and its time zone's rules) when "Add to calendar" is pressed, not with
 * the page.
 */

export type IcsOptions = {
  /** The business's IANA time zone, e.g. "Europe/London". */
  timeZone: string;
  /**
   * Makes each event's UID unique and stable: the booking's reference, as the confirmation
   * mail's file has it, so a calendar that opens both keeps one event a visit.
   */
  uidPrefix: string;
  /** The brand's domain: each UID is `{uidPrefix}-{n}@{domain}`. */
  domain: string;
  /** DTSTAMP. @default now */
  now?: Date;
};

/** The "Add to calendar" file of the visits, by the contract's iCalendar writer. */
export function buildIcs(visits: readonly BookedVisit[], options: IcsOptions): string {
  return calendarFile(
    visits.map((visit, index) => ({
      ...visit,
      uid: `${options.uidPrefix}-${index + 1}@${options.domain}`,
    })),
    {
      timeZone: options.timeZone,
      // The brand's product id, from its domain: a download of one brand never names another.
      prodId: `-//${options.domain}//Bookings//EN`,
      ...(options.now ? { now: options.now } : {}),
    },
  );
}
