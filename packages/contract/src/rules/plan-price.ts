/**
 * What a plan costs (booking-flow.md: a package of several sessions). The listing's price
 * holds per visit ("from £24 an hour" × the visit's hours), so a catalogue plan costs its
 * per-visit price × its sessions. A quoted line is priced by its quotation, whose quantity
 * already counts the sessions: it is one "visit" here.
 */

/** How many visits a catalogue line's price pays for: its package's sessions, at least one. */
export const planVisits = (sessionQty: number | undefined): number =>
  Math.max(1, Math.floor(sessionQty ?? 1) || 1);

/** A catalogue line's price before any voucher: its per-visit price × its visits. */
export const planPricePence = (visitPence: number, sessionQty: number | undefined): number =>
  visitPence * planVisits(sessionQty);
