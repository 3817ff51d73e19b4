/**
 * The account area's rules that need no database: what a customer may do with a booking,
 * and how credit lots expire and are used. Amounts are integer pence; dates are YYYY-MM-DD.
 */
import { addDays } from "@bookwell/contract";

/** Statuses of a booking that is over: it can no longer change. */
export const CLOSED_STATUSES = ["Completed", "Cancelled", "Refunded"] as const;

export interface BookingFacts {
  status: string;
  servicedate: string;
  /** The package's lead time: a new date, and any change, needs this many days' notice. */
  startAfterDays: number;
  /** Days between sessions of a recurring package (7 for weekly); 0 for a one-off. */
  repeatEveryDays: number;
  /** Public holidays (no service): a skip goes on to the next session date that is not one. */
  holidays?: ReadonlySet<string>;
}

export interface BookingActions {
  /** The change-date button is shown (an active booking). */
  changebtn: boolean;
  /** The skip button is shown (an active session of a recurring package). */
  skipbtn: boolean;
  /** Both buttons work: the service is still more than the lead time away. */
  changeable: boolean;
  /** Where a skip moves the session: one repeat later; "" when there is no skip. */
  skiptodate: string;
}

/**
 * The spec's flags (account-area section 4): buttons show on active bookings, and work while
 * the service date is at least the package's lead time away (the notice a crew needs).
 */
export function bookingActions(booking: BookingFacts, today: string): BookingActions {
  const active =
    booking.servicedate >= today &&
    !(CLOSED_STATUSES as readonly string[]).includes(booking.status);
  const skipbtn = active && booking.repeatEveryDays > 0;
  let skiptodate = "";
  if (skipbtn) {
    skiptodate = addDays(booking.servicedate, booking.repeatEveryDays);
    while (booking.holidays?.has(skiptodate)) {
      skiptodate = addDays(skiptodate, booking.repeatEveryDays);
    }
  }
  return {
    changebtn: active,
    skipbtn,
    changeable: active && booking.servicedate >= addDays(today, booking.startAfterDays),
    skiptodate,
  };
}

export interface CreditEntry {
  /** Pence: above 0 acquires credit, below 0 uses it. */
  amount: number;
  /** When it happened. */
  date: string;
  /** When acquired credit expires ("" never); ignored for use. */
  expiry: string;
}

export interface CreditBalance {
  /** Credit left to use today. */
  available: number;
  used: number;
  acquired: number;
  /** What is left of each lot still valid today, by expiry date, soonest first. */
  expiring: Array<{ amount: number; date: string }>;
}

/**
 * Credit as lots: each acquisition is a lot with an expiry date; each use draws from the lots
 * still valid on its date, soonest expiry first; what is left of a lot after its expiry is lost.
 */
export function creditBalance(entries: readonly CreditEntry[], today: string): CreditBalance {
  const ordered = [...entries].sort(
    (a, b) => a.date.localeCompare(b.date) || Number(b.amount > 0) - Number(a.amount > 0),
  );
  const lots: Array<{ left: number; expiry: string }> = [];
  let used = 0;
  let acquired = 0;
  const valid = (expiry: string, on: string) => expiry === "" || expiry >= on;
  for (const entry of ordered) {
    if (entry.amount > 0) {
      acquired += entry.amount;
      lots.push({ left: entry.amount, expiry: entry.expiry });
      lots.sort((a, b) => (a.expiry || "9999").localeCompare(b.expiry || "9999"));
      continue;
    }
    used += -entry.amount;
    let owed = -entry.amount;
    for (const lot of lots) {
      if (owed === 0) break;
      if (!valid(lot.expiry, entry.date)) continue;
      const take = Math.min(lot.left, owed);
      lot.left -= take;
      owed -= take;
    }
  }
  const live = lots.filter((lot) => lot.left > 0 && valid(lot.expiry, today));
  const byDate = new Map<string, number>();
  for (const lot of live) {
    if (lot.expiry) byDate.set(lot.expiry, (byDate.get(lot.expiry) ?? 0) + lot.left);
  }
  return {
    available: live.reduce((sum, lot) => sum + lot.left, 0),
    used,
    acquired,
    expiring: [...byDate].map(([date, amount]) => ({ amount, date })),
  };
}
