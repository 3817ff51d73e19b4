import { z } from "zod";

import { FEEDBACK_ITEMS } from "../constants";
import { count, id, isoDate, isoDateTime, money } from "../primitives";
import { paymentRef } from "./checkout";

/** Account-area entities (account-area section 3). Request bodies with rules are in forms/. */

/** Particulars. `dob` is YYYY-MM-DD, or "" when not given. */
export const particulars = z.looseObject({
  arnum: id,
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  mobile: z.string(),
  title: z.string(),
  dob: z.union([isoDate, z.literal("")]),
});
export type Particulars = z.infer<typeof particulars>;

export const contact = z.looseObject({
  guid: id,
  firstname: z.string(),
  lastname: z.string(),
  mobile: z.string(),
  email: z.string(),
  ctype: z.string(),
});
export type Contact = z.infer<typeof contact>;

/** A saved location. `addr3` is the country; `ptc` the owner contact id. */
export const location = z.looseObject({
  locationid: id,
  locationname: z.string(),
  addr1: z.string(),
  addr2: z.string(),
  addr3: z.string(),
  unitno: z.string(),
  postcode: z.string(),
  housetype: z.string(),
  area: z.number(),
  bedroomqty: count,
  bathroomqty: count,
  ptc: z.string(),
  ptcname: z.string(),
  isDefault: z.boolean(),
  specialinstruction: z.string(),
  fulladdr: z.string(),
});
export type Location = z.infer<typeof location>;

/** Owner contact for a location (`myaccount/mylocations/PTC/{arnum}`). */
export const locationOwner = z.looseObject({ ptc: id, ptcname: z.string() });
export type LocationOwner = z.infer<typeof locationOwner>;

/**
 * A listed booking confirmed for bank transfer or a redirect gateway and not paid yet (issue
 * 15): `reference` is what the customer pays with (the bank transfer's SOR, else the cart's
 * reference), `payBy` the ISO time until which its place is held; `expired` once that has
 * passed (its place was released: it lists in History and cannot be resumed).
 */
export const bookingAwaitingPayment = z.object({
  /** The booking to resume (its cart's reference, the ticket). */
  refnum: id,
  reference: z.string(),
  /** How it was to be paid: a card after a resume, or still the bank transfer or gateway. */
  paymentref: paymentRef,
  payBy: isoDateTime,
  expired: z.boolean(),
});
export type BookingAwaitingPayment = z.infer<typeof bookingAwaitingPayment>;

/**
 * Booking list row. Status "Open" shows as pending, anything else as confirmed; a row with
 * `awaitingPayment` (ours) shows as awaiting payment, or released once expired.
 */
export const bookingListItem = z.looseObject({
  ticket: z.string(),
  sessionNo: z.union([z.string(), z.number()]),
  serviceDate: isoDate,
  assignedCrew: z.string(),
  serviceType: z.string(),
  status: z.string(),
  refnum: id,
  awaitingPayment: bookingAwaitingPayment.optional(),
  /** The customer asked for a refund of it (not yet refunded); absent when not. */
  refundRequested: z.literal(true).optional(),
});
export type BookingListItem = z.infer<typeof bookingListItem>;

/**
 * Booking detail (`mybooking/details/{refnum}`). `price` in pounds. `ticket` is the Service
 * Information card's first row (the spec's card); `awaitingPayment` as on the list's row, so a
 * booking opened by its link says it awaits payment, until when, and how to pay.
 */
export const bookingDetail = z.looseObject({
  refnum: id,
  ticket: z.string(),
  awaitingPayment: bookingAwaitingPayment.optional(),
  jobnum: id,
  matnum: id,
  matname: z.string(),
  baseamt: money,
  crewname: z.string(),
  crewimg: z.string(),
  rating: z.number(),
  status: z.string(),
  modifiedby: z.string(),
  reason: z.string(),
  modifiedon: z.string(),
  changebtn: z.boolean(),
  changeable: z.boolean(),
  skipbtn: z.boolean(),
  skiptodate: z.union([isoDate, z.literal("")]),
  notes: z.string(),
  cusremarks: z.string(),
  lat: z.number().nullable(),
  longi: z.number().nullable(),
  createdon: isoDate,
  servicetype: z.string(),
  crewqty: count,
  serviceno: z.string(),
  price: money,
  propertytype: z.string(),
  area: z.number(),
  bedroomqty: count,
  bathroomqty: count,
  shipaddress: z.string(),
  servicedate: isoDate,
  timestart: z.string(),
  timeend: z.string(),
  docurl: z.string(),
  progress: z.union([z.string(), z.number()]),
  /** The day the customer asked for a refund of it (YYYY-MM-DD); absent when none was asked. */
  refundRequestedOn: isoDate.optional(),
});
export type BookingDetail = z.infer<typeof bookingDetail>;

export const feedbackItem = z.enum(FEEDBACK_ITEMS);

export const feedbackListRow = z.looseObject({
  ticket: z.string(),
  date: isoDate,
  servicetype: z.string(),
  crew: z.string(),
  rating: z.number(),
  refnum: id,
});
export type FeedbackListRow = z.infer<typeof feedbackListRow>;

export const feedbackDetail = z.looseObject({
  rating: z.number(),
  tipamt: money,
  items: z.array(feedbackItem),
  remark: z.string(),
});
export type FeedbackDetail = z.infer<typeof feedbackDetail>;

/** Request row. `requesetdate` is spelled so in the spec. */
export const requestItem = z.looseObject({
  ticket: z.string(),
  servicetype: z.string(),
  reqtype: z.string(),
  requesetdate: isoDate,
  status: z.string(),
  viewasquote: z.boolean(),
  refnum: id,
});
export type RequestItem = z.infer<typeof requestItem>;

/**
 * Quote line. Line total = (baseamt + totalWkdamt + totalLocamt + optamt) × qty − discamt,
 * computed by the server. `addon` holds items separated by "||".
 */
export const quoteLine = z.looseObject({
  matname: z.string(),
  imagefile: z.string(),
  description: z.string().optional(),
  qty: count,
  baseamt: money,
  totalWkdamt: money,
  totalLocamt: money,
  optamt: money,
  discamt: money,
  total: money.optional(),
  isUpgrade: z.boolean(),
  rate: z.string().optional(),
  duration: z.number().optional(),
  sessionQty: count.optional(),
  frequency: z.string().optional(),
  addon: z.string().optional(),
  shiphousetype: z.string().optional(),
  shipsize: z.number().optional(),
  shipbedroomQty: count.optional(),
  shipbathroomQty: count.optional(),
  schedule: z.string().optional(),
  shipfirstname: z.string().optional(),
  shipfulladdr: z.string().optional(),
  shiplastname: z.string().optional(),
  shipphone: z.string().optional(),
  shipemail: z.string().optional(),
});
export type QuoteLine = z.infer<typeof quoteLine>;

/** Credit summary. `expiryList[].qty` is credit in pounds. */
export const creditSummary = z.looseObject({
  total: money,
  used: money,
  acquired: money,
  expiryList: z.array(z.object({ qty: money, date: isoDate })),
});
export type CreditSummary = z.infer<typeof creditSummary>;

/** Available credit (`mycredit/total/{arnum}`). */
export const creditTotal = z.looseObject({ total: money });
export type CreditTotal = z.infer<typeof creditTotal>;

/** Credit transaction: `trantype` "-" for used, "+" for acquired. */
export const creditTransaction = z.looseObject({
  ticket: z.string(),
  servicetype: z.string().optional(),
  trantype: z.string(),
  trandate: isoDate,
  qty: money,
  expirydate: z.union([isoDate, z.literal("")]),
});
export type CreditTransaction = z.infer<typeof creditTransaction>;

/** The credit record made before a top-up is paid (`POST mycredit/{arnum}` answer). */
export const creditRecord = z.looseObject({ refnum: id });
export type CreditRecord = z.infer<typeof creditRecord>;

/** Inbox item. `message` and `sender` are user content: render as text or sanitised HTML. */
export const inboxItem = z.looseObject({
  guid: id,
  sender: z.string(),
  sendtime: isoDateTime,
  message: z.string(),
  unread: z.boolean(),
  profileimageurl: z.string(),
});
export type InboxItem = z.infer<typeof inboxItem>;
/** `GET myinbox/unread/{arnum}`: the messages not opened yet, for the header. */
export const inboxUnread = z.object({ unread: z.number().int().min(0) });
export type InboxUnread = z.infer<typeof inboxUnread>;
