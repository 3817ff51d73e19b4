import { z } from "zod";

import { TOP_UP_MAX } from "../constants";
import { feedbackItem } from "../entities/account";
import { id, isoDate, money } from "../primitives";
import { feedbackRules, locationRules, particularsRules, refundRules } from "./account-rules";
import { field, formSchema, optionalField } from "./rules";

/** Account-area request bodies (account-area section 5), on the forms' rules (`account-rules.ts`). */
// ── Particulars ────────────────────────────────────────────────────────────────────────────
/**
 * `PUT myaccount/myparticulars/{arnum}`. The future-dob rule needs the business date: the
 * server also runs `validateParticulars(body, today)`.
 */
export const particularsBody = formSchema(
  {
    arnum: id,
    title: field(),
    firstname: field(),
    lastname: field(),
    email: field(),
    mobile: field(),
    dob: field(),
  },
  particularsRules("9999-12-31"),
);
export type ParticularsBody = z.input<typeof particularsBody>;

// ── Location ───────────────────────────────────────────────────────────────────────────────
const intField = () =>
  z
    .union([z.number(), z.string()])
    .default(0)
    .transform((v) => (String(v).trim() === "" ? 0 : Number.parseInt(String(v), 10)));
/** `PUT myaccount/mylocations/{arnum}?locationId=`: the full location; numbers parsed as integers. */
export const locationBody = formSchema(
  {
    locationid: optionalField(),
    locationname: field(),
    addr1: field(),
    addr2: field(),
    addr3: field(),
    unitno: field(),
    postcode: field(),
    housetype: field(),
    area: intField(),
    bedroomqty: intField(),
    bathroomqty: intField(),
    ptc: field(),
    isDefault: z.boolean().default(false),
    specialinstruction: field(),
  },
  locationRules,
);
export type LocationBody = z.input<typeof locationBody>;

// ── Change date and skip ───────────────────────────────────────────────────────────────────
/**
 * `POST mybooking/details/changedate/{refnum}`: a change sends `shiftnum`; a skip sends only
 * `requestDate` (the booking's `skiptodate`).
 */
export const changeDateBody = z.object({
  refnum: id,
  requestDate: isoDate,
  shiftnum: id.optional(),
});
export type ChangeDateBody = z.input<typeof changeDateBody>;

// ── Refund ─────────────────────────────────────────────────────────────────────────────────
export const refundBody = formSchema({ refnum: id, reason: field(), remark: field() }, refundRules);
export type RefundBody = z.input<typeof refundBody>;

// ── Feedback ───────────────────────────────────────────────────────────────────────────────
/** `POST mybooking/details/feedback/{refnum}`. The server checks the tip against credit itself. */
export const feedbackBody = formSchema(
  {
    refnum: id,
    rating: z.number().default(0),
    items: z.array(feedbackItem).default([]),
    remark: field(),
    tipamt: money.default(0),
  },
  feedbackRules,
);
export type FeedbackBody = z.input<typeof feedbackBody>;

// ── Top-up ─────────────────────────────────────────────────────────────────────────────────
/**
 * `POST mycredit/{arnum}`: creates the credit record a top-up pays for; answers its
 * `refnum`. `qty` is the amount in whole pounds; `payref` the payment type ("card").
 */
export const createCreditBody = z.object({
  arnum: id,
  payref: z.string().min(1),
  qty: z.number().int().min(1).max(TOP_UP_MAX),
  idempotencyKey: z.string().min(8).max(128),
});
export type CreateCreditBody = z.input<typeof createCreditBody>;
