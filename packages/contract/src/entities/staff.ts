import { z } from "zod";

import { CURRENCIES } from "../constants";
import { messages } from "../messages";
import { count, hhmm, id, isoDate, isoDateTime, money } from "../primitives";
import { serverTexts } from "../server-texts";

/**
 * The staff part of the API (the brand's back office): its request bodies and answers. Staff
 * are not customers: their own sign-in and cookie, roles `agent` and `admin` (DESIGN.md,
 * "Staff and roles"). Money in pounds, dates as `YYYY-MM-DD`, as everywhere on the wire.
 */

/** What a staff member may do: an agent runs bookings, requests and transfers; an admin also refunds, prices, the calendar and staff accounts. */
export const staffRole = z.enum(["agent", "admin"], {
  error: serverTexts.staffFieldInvalid("Role"),
});
export type StaffRole = z.infer<typeof staffRole>;

/** A required line of text, trimmed, with a clear message when empty or too long. */
const text = (label: string, max: number) =>
  z
    .string({ error: serverTexts.staffFieldRequired(label) })
    .trim()
    .min(1, serverTexts.staffFieldRequired(label))
    .max(max, messages.tooLong(max));

/** An optional line of text ("" when left out). */
const optionalText = (label: string, max: number) =>
  z
    .string({ error: serverTexts.staffFieldInvalid(label) })
    .trim()
    .max(max, messages.tooLong(max))
    .default("");

/** Money a staff member types: pounds, at most two decimals, zero or more. */
const amount = (label: string) =>
  z
    .number({ error: serverTexts.staffFieldRequired(label) })
    .pipe(money)
    .refine((value) => value >= 0, serverTexts.staffFieldInvalid(label));

const staffEmail = z
  .string({ error: serverTexts.staffFieldRequired("Email") })
  .trim()
  .toLowerCase()
  .min(1, serverTexts.staffFieldRequired("Email"))
  .max(254, messages.tooLong(254))
  .pipe(z.email({ error: serverTexts.staffFieldInvalid("Email") }));

// ── Sign-in and accounts ──────────────────────────────────────────────────────────────────────

export const staffLoginBody = z.object({
  email: staffEmail,
  password: z
    .string({ error: serverTexts.staffFieldRequired("Password") })
    .min(1, serverTexts.staffFieldRequired("Password"))
    .max(200, messages.tooLong(200)),
  /** A solved captcha (ALTCHA's payload), once the server asks for one after failures. */
  altcha: z.string().max(4096, messages.tooLong(4096)).optional(),
});
export type StaffLoginBody = z.input<typeof staffLoginBody>;

/** Who is signed in to the staff console. */
export const staffUser = z.object({
  staffId: id,
  email: z.string(),
  name: z.string(),
  role: staffRole,
});
export type StaffUser = z.infer<typeof staffUser>;

/**
 * The business the console works for, as the server is set up: the currency its amounts are
 * in and the time zone of its "today" (the board's and the calendar's default day).
 */
export const staffBusiness = z.object({
  currency: z.enum(CURRENCIES),
  timeZone: z.string().min(1),
});
export type StaffBusiness = z.infer<typeof staffBusiness>;

/** The sign-in's and `staffMe`'s answer: who is signed in, and for which business. */
export const staffSession = staffUser.extend({ business: staffBusiness });
export type StaffSession = z.infer<typeof staffSession>;

export const staffAccount = staffUser.extend({
  disabled: z.boolean(),
  createdAt: isoDateTime,
  lastSignInAt: isoDateTime.nullable(),
});
export type StaffAccount = z.infer<typeof staffAccount>;

/** A new staff account. The password is checked by the server (length, not a common one). */
export const staffCreateAccountBody = z.object({
  email: staffEmail,
  name: text("Name", 100),
  role: staffRole,
  password: z
    .string({ error: serverTexts.staffFieldRequired("Password") })
    .min(1, serverTexts.staffFieldRequired("Password"))
    .max(200, messages.tooLong(200)),
});
export type StaffCreateAccountBody = z.input<typeof staffCreateAccountBody>;

// ── Bookings ──────────────────────────────────────────────────────────────────────────────────

export const staffBookingStatus = z.enum(
  ["Open", "Confirmed", "Completed", "Cancelled", "Refunded"],
  { error: serverTexts.staffFieldInvalid("Status") },
);
export type StaffBookingStatus = z.infer<typeof staffBookingStatus>;

/** The board's filters: a day (default: the business's today), a status, a crew's name. */
export const staffBookingsQuery = z.object({
  date: isoDate.optional(),
  status: staffBookingStatus.optional(),
  crew: z.string().trim().max(100, messages.tooLong(100)).optional(),
});

/** One visit on the board. `crewName` is "" until a crew is assigned. */
export const staffBookingItem = z.object({
  refnum: id,
  ticket: z.string(),
  arnum: id,
  customer: z.string(),
  serviceType: z.string(),
  serviceDate: isoDate,
  shiftnum: id,
  start: hhmm,
  end: hhmm,
  status: staffBookingStatus,
  crewName: z.string(),
  progress: z.number().int().min(0).max(100),
  price: money,
  /** Awaiting a bank transfer or a gateway: the booking is not paid yet. */
  awaitingPayment: z.boolean(),
});
export type StaffBookingItem = z.infer<typeof staffBookingItem>;

/** A visit in full, with everything the lifecycle actions change. */
export const staffBookingDetail = staffBookingItem.extend({
  email: z.string(),
  mobile: z.string(),
  address: z.string(),
  sessionNo: count,
  sessionQty: count,
  crewPhone: z.string(),
  crewPhoto: z.string(),
  crewQty: count,
  lat: z.number().nullable(),
  longi: z.number().nullable(),
  notes: z.string(),
  customerRemarks: z.string(),
  modifiedBy: z.string(),
  modifiedReason: z.string(),
  modifiedOn: isoDateTime.nullable(),
  /** Paid for this visit (its share of the cart), in pounds. */
  paid: money,
  refunded: money,
});
export type StaffBookingDetail = z.infer<typeof staffBookingDetail>;

/** A crew photo: an address under this site (`/images/...`) or an https URL. */
const photo = z
  .string({ error: serverTexts.staffFieldInvalid("Crew photo") })
  .trim()
  .max(500, messages.tooLong(500))
  .refine(
    (value) => value === "" || /^\/(?!\/)\S*$/.test(value) || /^https:\/\/\S+$/.test(value),
    serverTexts.staffFieldInvalid("Crew photo"),
  )
  .default("");

export const staffAssignCrewBody = z.object({
  crewName: text("Crew name", 100),
  crewPhone: z
    .string({ error: serverTexts.staffFieldRequired("Crew phone") })
    .trim()
    .min(1, serverTexts.staffFieldRequired("Crew phone"))
    .max(20, messages.tooLong(20))
    .regex(/^\+?[0-9 ()-]{6,20}$/, serverTexts.staffFieldInvalid("Crew phone")),
  crewPhoto: photo,
  crewQty: z
    .number({ error: serverTexts.staffFieldInvalid("Crew size") })
    .int(serverTexts.staffFieldInvalid("Crew size"))
    .min(1, serverTexts.staffFieldInvalid("Crew size"))
    .max(20, serverTexts.staffFieldInvalid("Crew size"))
    .default(1),
});
export type StaffAssignCrewBody = z.input<typeof staffAssignCrewBody>;

/** The crew's position, which the customer's map shows. */
export const staffCrewPositionBody = z.object({
  lat: z
    .number({ error: serverTexts.staffFieldRequired("Latitude") })
    .min(-90, serverTexts.staffFieldInvalid("Latitude"))
    .max(90, serverTexts.staffFieldInvalid("Latitude")),
  longi: z
    .number({ error: serverTexts.staffFieldRequired("Longitude") })
    .min(-180, serverTexts.staffFieldInvalid("Longitude"))
    .max(180, serverTexts.staffFieldInvalid("Longitude")),
});

export const staffProgressBody = z.object({
  progress: z
    .number({ error: serverTexts.staffFieldRequired("Progress") })
    .int(serverTexts.staffFieldInvalid("Progress"))
    .min(0, serverTexts.staffFieldInvalid("Progress"))
    .max(100, serverTexts.staffFieldInvalid("Progress")),
});

/** Cancelling needs a reason, which the customer is told. */
export const staffCancelBody = z.object({ reason: text("Reason", 500) });

// ── Bank transfers ────────────────────────────────────────────────────────────────────────────

/** A booking awaiting a bank transfer: the reference the customer pays with and the deadline. */
export const staffTransferItem = z.object({
  refnum: id,
  arnum: id,
  customer: z.string(),
  email: z.string(),
  reference: z.string(),
  amount: money,
  payBy: isoDateTime,
  expired: z.boolean(),
  services: z.string(),
  firstDate: isoDate.nullable(),
});
export type StaffTransferItem = z.infer<typeof staffTransferItem>;

/** The amount the bank shows as received; it must equal what is due. */
export const staffRecordTransferBody = z.object({
  amount: amount("Amount received"),
  bankReference: optionalText("Bank reference", 100),
});
export type StaffRecordTransferBody = z.input<typeof staffRecordTransferBody>;

export const staffExtendDeadlineBody = z.object({
  payBy: z.iso.datetime({ offset: true, error: serverTexts.staffFieldInvalid("New deadline") }),
});

// ── Requests and quotations ───────────────────────────────────────────────────────────────────

export const staffRequestStatus = z.enum(["Pending", "Quoted", "Accepted"], {
  error: serverTexts.staffFieldInvalid("Status"),
});

export const staffRequestsQuery = z.object({ status: staffRequestStatus.optional() });

export const staffRequestItem = z.object({
  refnum: id,
  arnum: id,
  customer: z.string(),
  serviceType: z.string(),
  reqtype: z.string(),
  requestDate: isoDate,
  status: staffRequestStatus,
  /** A priced quotation waits to be sent. */
  drafted: z.boolean(),
});
export type StaffRequestItem = z.infer<typeof staffRequestItem>;

/** One line of a quotation as priced: amounts per unit in pounds, the discount once. */
export const staffQuoteLineInput = z.object({
  matnum: text("Package", 40),
  qty: z
    .number({ error: serverTexts.staffFieldRequired("Quantity") })
    .int(serverTexts.staffFieldInvalid("Quantity"))
    .min(1, serverTexts.staffFieldInvalid("Quantity"))
    .max(99, serverTexts.staffFieldInvalid("Quantity")),
  base: amount("Base price"),
  weekend: amount("Weekend price").default(0),
  location: amount("Location price").default(0),
  option: amount("Option price").default(0),
  discount: amount("Discount").default(0),
  /** The 12-session price a session: the line offers UPGRADE TO 12 SESSIONS. */
  upgradeBase: amount("12-session price").optional(),
  sessionQty: z
    .number({ error: serverTexts.staffFieldInvalid("Sessions") })
    .int(serverTexts.staffFieldInvalid("Sessions"))
    .min(1, serverTexts.staffFieldInvalid("Sessions"))
    .max(99, serverTexts.staffFieldInvalid("Sessions"))
    .optional(),
  /** Add-on items, as the quotation lists them. */
  addons: z.array(text("Add-on", 100)).max(20).default([]),
  /** When, as the quotation writes it ("14/03/2026 09:00 - 12:00"); "" for the assessment's. */
  schedule: optionalText("Schedule", 200),
});
export type StaffQuoteLineInput = z.input<typeof staffQuoteLineInput>;

export const staffPriceRequestBody = z.object({
  lines: z
    .array(staffQuoteLineInput, { error: serverTexts.staffQuotationEmpty })
    .min(1, serverTexts.staffQuotationEmpty)
    .max(20),
});
export type StaffPriceRequestBody = z.input<typeof staffPriceRequestBody>;

/** A priced line as the customer will see it (the quotation rules of `rules/quote.ts`). */
export const staffQuoteLine = z.object({
  matnum: id,
  matname: z.string(),
  qty: count,
  base: money,
  weekend: money,
  location: money,
  option: money,
  discount: money,
  unit: money,
  total: money,
  upgradeBase: money.nullable(),
  sessionQty: count,
  addons: z.array(z.string()),
  schedule: z.string(),
});
export type StaffQuoteLine = z.infer<typeof staffQuoteLine>;

/** A quotation: its lines, the total as given and, when a line offers it, as the upgrade. */
export const staffQuotation = z.object({
  refnum: id,
  status: staffRequestStatus,
  sent: z.boolean(),
  lines: z.array(staffQuoteLine),
  total: money,
  upgradeTotal: money.nullable(),
  acceptable: z.boolean(),
});
export type StaffQuotation = z.infer<typeof staffQuotation>;

/** A request in full: the assessment asked for, and the quotation so far (null: not priced). */
export const staffRequestDetail = staffRequestItem.extend({
  email: z.string(),
  mobile: z.string(),
  assessment: z
    .object({
      matcatnum: z.string(),
      date: isoDate,
      timeFrom: z.string(),
      timeTo: z.string(),
      address: z.string(),
      contactName: z.string(),
      contactEmail: z.string(),
      contactPhone: z.string(),
      answers: z.record(z.string(), z.unknown()),
    })
    .nullable(),
  quotation: staffQuotation.nullable(),
});
export type StaffRequestDetail = z.infer<typeof staffRequestDetail>;

/** A package of the catalogue, for quotation lines and the price list. */
export const staffCataloguePackage = z.object({
  matnum: id,
  matname: z.string(),
  matcatnum: z.string(),
  base: money,
  sessionQty: count,
  frequency: z.string(),
});
export type StaffCataloguePackage = z.infer<typeof staffCataloguePackage>;

export const staffSetPriceBody = z.object({ base: amount("Price") });

// ── Refunds ───────────────────────────────────────────────────────────────────────────────────

export const staffRefundStatus = z.enum(["Requested", "Approved", "Refused"], {
  error: serverTexts.staffFieldInvalid("Status"),
});

export const staffRefundsQuery = z.object({ status: staffRefundStatus.optional() });

export const staffRefundItem = z.object({
  refnum: id,
  ticket: z.string(),
  arnum: id,
  customer: z.string(),
  serviceType: z.string(),
  serviceDate: isoDate,
  reason: z.string(),
  remark: z.string(),
  requestedAt: isoDateTime,
  status: staffRefundStatus,
  /** What was paid for this visit, and the most a refund may still give back. */
  paid: money,
  refundable: money,
  /** Whether its payment can go back to a card (a card payment through the gateway). */
  toCardPossible: z.boolean(),
  decision: z
    .object({
      amount: money,
      to: z.enum(["card", "credit"]).nullable(),
      reason: z.string(),
      by: z.string(),
      at: isoDateTime,
    })
    .nullable(),
});
export type StaffRefundItem = z.infer<typeof staffRefundItem>;

export const staffApproveRefundBody = z.object({
  amount: amount("Refund amount").refine(
    (value) => value > 0,
    serverTexts.staffFieldInvalid("Refund amount"),
  ),
  to: z.enum(["card", "credit"], { error: serverTexts.staffFieldInvalid("Refund to") }),
});
export type StaffApproveRefundBody = z.input<typeof staffApproveRefundBody>;

export const staffRefuseRefundBody = z.object({ reason: text("Reason", 500) });

// ── Calendar ──────────────────────────────────────────────────────────────────────────────────

export const staffHoliday = z.object({ date: isoDate, name: z.string() });
export type StaffHoliday = z.infer<typeof staffHoliday>;

export const staffHolidayBody = z.object({
  date: isoDate,
  name: text("Name", 100),
});

/** Every shift of every job on a day: its usual capacity, the day's, and places taken. */
export const staffShiftDay = z.object({
  jobnum: id,
  matname: z.string(),
  shiftnum: id,
  start: hhmm,
  end: hhmm,
  /** The shift's usual capacity. */
  defaultCapacity: count,
  /** This day's: the usual one unless set for the day (0: closed). */
  capacity: count,
  taken: count,
});
export type StaffShiftDay = z.infer<typeof staffShiftDay>;

export const staffCapacity = z.object({
  date: isoDate,
  holiday: z.string().nullable(),
  shifts: z.array(staffShiftDay),
});
export type StaffCapacity = z.infer<typeof staffCapacity>;

export const staffSetCapacityBody = z.object({
  shiftnum: text("Time slot", 40),
  date: isoDate,
  capacity: z
    .number({ error: serverTexts.staffFieldRequired("Capacity") })
    .int(serverTexts.staffFieldInvalid("Capacity"))
    .min(0, serverTexts.staffFieldInvalid("Capacity"))
    .max(999, serverTexts.staffFieldInvalid("Capacity")),
});

/** Closes a day: every shift's capacity 0 (one job's, or every job's when none is named). */
export const staffCloseDayBody = z.object({
  date: isoDate,
  jobnum: z.string().trim().max(40, messages.tooLong(40)).optional(),
});

// ── Tips and feedback, audit ──────────────────────────────────────────────────────────────────

export const staffFeedbackQuery = z.object({
  datefrom: isoDate.optional(),
  dateto: isoDate.optional(),
});

export const staffFeedbackItem = z.object({
  refnum: id,
  arnum: id,
  customer: z.string(),
  serviceType: z.string(),
  serviceDate: isoDate,
  crewName: z.string(),
  rating: z.number().int(),
  items: z.array(z.string()),
  remark: z.string(),
  tip: money,
  givenAt: isoDateTime,
});
export type StaffFeedbackItem = z.infer<typeof staffFeedbackItem>;

export const staffAuditQuery = z.object({
  /** Entries before this id (the next page). */
  before: z.coerce.number<number>().int().min(1).optional(),
  /** One record's entries (a booking's refnum, a staff id...). */
  subject: z.string().trim().max(60, messages.tooLong(60)).optional(),
});

/** One staff action: who, what, on what, when, and the record before and after. */
export const staffAuditEntry = z.object({
  id: z.number().int(),
  at: isoDateTime,
  staffId: id,
  staffName: z.string(),
  action: z.string(),
  subject: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type StaffAuditEntry = z.infer<typeof staffAuditEntry>;

export const staffCapacityQuery = z.object({ date: isoDate });
