import { z } from "zod";

import { texts } from "./messages";
import { hasAtMostTwoDecimals, isRealDate } from "./primitive-checks";

/**
 * Wire-level building blocks shared by every entity (DESIGN.md, "Money" and "Dates").
 */

/**
 * An identifier (arnum, refnum, guid, matnum, jobnum, shiftnum, locationid...). Identifiers
 * travel as strings: several carry letters or separators (a second job is joined with ";",
 * an upgraded quote reference ends in "U").
 */
export const id = z.string().min(1);

/** A calendar date on the wire: `YYYY-MM-DD`, and a real day of the calendar. */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Expected a date as YYYY-MM-DD")
  .refine(isRealDate, "Expected a real calendar date");

/** A time of day on the wire: `HH:mm`, 24-hour. */
export const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Expected a time as HH:mm");

/** A moment (inbox send time, audit stamps): ISO 8601 with an offset or `Z`. */
export const isoDateTime = z.iso.datetime({ offset: true });

/**
 * The largest amount, either way, any money field carries: £1,000,000. Every amount the
 * server turns into pence then fits its integer columns with room for a cart's sum.
 */
export const MAX_AMOUNT_POUNDS = 1_000_000;

/**
 * Money on the wire: pounds as a number with at most two decimals (12.5, 12.50 and 12 are all
 * fine; 12.345 is not), no more than {@link MAX_AMOUNT_POUNDS} either way (2^63 is a 400 with
 * the catalogue's message, never a 500). The server computes in integer pence and converts at
 * the edge with {@link penceToPounds}.
 */
export const money = z
  .number()
  .refine(Number.isFinite, "Expected a finite amount")
  .refine((value) => Math.abs(value) <= MAX_AMOUNT_POUNDS, {
    message: texts.amountTooLarge,
    abort: true,
  })
  .refine(hasAtMostTwoDecimals, "Expected an amount in pounds with at most two decimals");

/**
 * Money in a query string: the URL carries it as text ("12.50"), the typed client takes pounds
 * as a number. Read with the same rules as {@link money}.
 */
export const moneyParam = z.coerce.number<number>().pipe(money);

/** A count: a whole number, zero or more. */
export const count = z.number().int().min(0);

/** Numbers some legacy fields send as text ("3") are accepted and read as integers. */
export const intLike = z.union([
  z.number().int(),
  z
    .string()
    .regex(/^-?\d+$/)
    .transform(Number),
]);

/** The `data` of a call that answers nothing but its envelope's message. */
export const noData = z.null();

// The plain checks (no zod), for the browser's first load; kept exported from here too.
export {
  EMAIL_PATTERN,
  hasAtMostTwoDecimals,
  isRealDate,
  penceToPounds,
  poundsToPence,
} from "./primitive-checks";
