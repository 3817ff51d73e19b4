import { z } from "zod";

import { HOUSE_TYPES } from "../constants";
import { count, hhmm, id, isoDate, isoDateTime, money } from "../primitives";
import { ADDON_QUANTITY_MAX, ADDON_QUANTITY_MIN, CART_QUANTITY_MAX } from "../rules/quantities";

/**
 * Booking-flow entities (booking-flow section 3; locations and questions also in
 * visitor-and-entry section 3).
 */

/**
 * Package listing item. `pType` is one of `PACKAGE_TYPES` (or "Estimated" in the
 * assessment flow) but legacy data varies in case and spacing: read it with `packageGroup`
 * (`booking-values.ts`). `rate` is text with the price between two asterisk markers
 * ("From **£45.00** per visit"): `splitRate` in @bookwell/ui splits it for display.
 */
export const packageItem = z.looseObject({
  matname: z.string(),
  matnum: id,
  /** A second job is joined by ";" for the add-on flow. */
  jobnum: id,
  jobnum2: z.string().optional(),
  baseamt: money,
  rate: z.string(),
  price: money,
  /** HTML; render through the kit's sanitising component only. */
  description: z.string(),
  /** Image. */
  directory: z.string(),
  pType: z.string(),
});
export type PackageItem = z.infer<typeof packageItem>;

/** Time slot. */
export const timeSlot = z.object({ shiftnum: id, starttime: hhmm, endtime: hhmm });
export type TimeSlot = z.infer<typeof timeSlot>;

/**
 * The most slots one hold takes: at Finalise and Checkout every session of every line in the
 * cart is held (an accepted quotation's plan of 12 sessions, beside other lines).
 */
export const MAX_HELD_SLOTS = 100;

/**
 * A slot hold: the places the customer's chosen slots keep for them while they
 * book (`POST booking/hold/{arnum}`, renewed at every step; an empty list lets them go).
 */
export const slotHoldBody = z.object({
  slots: z.array(z.object({ shiftnum: id, date: isoDate })).max(MAX_HELD_SLOTS),
});
export type SlotHoldBody = z.infer<typeof slotHoldBody>;

/** The hold as the server keeps it: when it ends (ISO instant), and its length in seconds. */
export const slotHold = z.object({
  expiresAt: isoDateTime,
  holdSeconds: count,
});
export type SlotHold = z.infer<typeof slotHold>;

/** Holiday info: the lead time in days and the holidays (dates as YYYY-MM-DD on the wire). */
export const holidayInfo = z.object({
  startAfterDays: count,
  holidays: z.array(z.object({ pubDate: isoDate })),
});
export type HolidayInfo = z.infer<typeof holidayInfo>;

export const houseType = z.enum(HOUSE_TYPES);

/** A saved location as the booking flow offers it (choose-location dialog, booking info). */
export const locationOption = z.looseObject({
  locationid: id,
  locationname: z.string(),
  fulladdr: z.string(),
  addr1: z.string().optional(),
  addr3: z.string().optional(),
  postcode: z.string().optional(),
  unitno: z.string().optional(),
  isDefault: z.boolean().optional(),
  housetype: z.string().optional(),
  area: z.number().optional(),
  bedroomqty: count.optional(),
  bathroomqty: count.optional(),
});
export type LocationOption = z.infer<typeof locationOption>;

/** Question of the property questionnaire. `wvalues` are the options joined by ";". */
export const question = z.looseObject({
  qnnum: id,
  wqn: z.string(),
  winputtype: z.enum(["button", "string", "combobox"]),
  wvalues: z.string(),
  /**
   * Options (as written in `wvalues`) that route to Schedule Assessment instead of Find
   * Best Packages. The spec's "marker" made explicit.
   */
  assessmentValues: z.array(z.string()).optional(),
});
export type Question = z.infer<typeof question>;

/** Questionnaire answers, kept by the kit and sent with package and assessment calls. */
export const questionnaireAnswers = z.looseObject({
  locationid: z.string().optional(),
  locationname: z.string().optional(),
  fulladdr: z.string().optional(),
  housetype: z.string().optional(),
  area: z.number().optional(),
  bedroomqty: count.optional(),
  bathroomqty: count.optional(),
  addr1: z.string().optional(),
  addr2: z.string().optional(),
  addr3: z.string().optional(),
  unitno: z.string().optional(),
  postcode: z.string().optional(),
  ptc: z.string().optional(),
  specialinstruction: z.string().optional(),
  /** The answer given to each question, by `qnnum`. */
  answers: z.array(z.object({ qnnum: id, value: z.string() })).optional(),
});
export type QuestionnaireAnswers = z.infer<typeof questionnaireAnswers>;

/** Add-on option (package add-ons, line add-ons, multi-job add-ons). */
export const addonOption = z.looseObject({
  groupnum: id,
  groupdesc: z.string(),
  choicetype: z.string(),
  optionnum: id,
  optiondesc: z.string(),
  price: money,
  maxchoice: count,
  minchoice: count,
  selected: z.boolean(),
  qty: count,
  uom: z.string(),
  totalamt: money,
  qtyeditable: z.boolean(),
  directory: z.string().optional(),
  imageurl: z.string().optional(),
  desc: z.string().optional(),
});
export type AddonOption = z.infer<typeof addonOption>;

/**
 * A cart line as the server returns it (`booking/cart/details/{refnum}`). Amounts are
 * computed by the server. `shipaddr3` is the country ("United Kingdom" by default).
 */
export const cartLine = z.looseObject({
  guid: id,
  refnum: id,
  matname: z.string(),
  matnum: id,
  jobnum: id,
  jobnum2: z.string().optional(),
  shiftnum: z.string().optional(),
  shiftnum2: z.string().optional(),
  startdate: isoDate.optional(),
  startdate2: isoDate.optional(),
  starttime: hhmm.optional(),
  endtime: hhmm.optional(),
  starttime2: hhmm.optional(),
  endtime2: hhmm.optional(),
  imagefile: z.string().optional(),
  qty: count,
  baseamt: money,
  totalamt: money,
  totalWkdamt: money.optional(),
  totalLocamt: money.optional(),
  discamt: money.optional(),
  disctype: z.string().optional(),
  optamt: money.optional(),
  promocode: z.string().optional(),
  duration: z.number().optional(),
  sessionQty: count.optional(),
  /**
   * A catalogue plan of several visits: the price of one visit, (base + add-ons) × qty; the
   * line costs it × `sessionQty` before any voucher (`planPricePence`). Absent otherwise.
   */
  visitamt: money.optional(),
  frequency: z.string().optional(),
  schedule: z.string().optional(),
  /**
   * A plan of several sessions: every session's number and date, in the line's
   * slot, as confirm books them (a holiday moves a session to the next allowed day).
   */
  sessions: z.array(z.object({ sessionNo: count, date: isoDate })).optional(),
  rate: z.string().optional(),
  tnc: z.string().optional(),
  remarks: z.string().optional(),
  addon: z.string().optional(),
  hasAddon: z.boolean().optional(),
  addonList: z.array(addonOption).optional(),
  isMultijob: z.boolean().optional(),
  shiptitle: z.string().optional(),
  shipfirstname: z.string().optional(),
  shiplastname: z.string().optional(),
  shipphone: z.string().optional(),
  shipemail: z.string().optional(),
  shippostcode: z.string().optional(),
  shipunitno: z.string().optional(),
  shipaddr1: z.string().optional(),
  shipaddr2: z.string().optional(),
  shipaddr3: z.string().optional(),
  shiplocationid: z.string().optional(),
  shiphousetype: z.string().optional(),
  shipsize: z.number().optional(),
  shipbedroomQty: count.optional(),
  shipbathroomQty: count.optional(),
  shipfulladdr: z.string().optional(),
  shipptc: z.string().optional(),
  shipptcname: z.string().optional(),
});
export type CartLine = z.infer<typeof cartLine>;

/**
 * A cart line as the kit sends it (`POST booking/cart/{arnum}`): a new line has no `guid`;
 * `qty: 0` removes a line. Amounts in the body are ignored: the server prices every line.
 * `_saveAddress` (default true) also saves the address to the profile.
 */
export const cartLineInput = cartLine.partial().extend({
  matnum: id,
  jobnum: id,
  qty: z.number().int().min(0).max(CART_QUANTITY_MAX),
  _saveAddress: z.boolean().default(true),
});
export type CartLineInput = z.input<typeof cartLineInput>;

/** The save-cart modes: remove one line, or save the whole cart before checkout. */
export const cartSaveMode = z.enum(["remove", "addupdate"]);

/**
 * Cart summary (`booking/cart/summary/{arnum}`): the header's refnum and item count plus the
 * totals. `total` = subtotal − discAmt + serviceFee + tax; `finalAmount` is what is left to
 * pay. All computed by the server.
 */
export const cartSummary = z.looseObject({
  refnum: id,
  totalitem: count,
  subtotal: money,
  discAmt: money,
  serviceFee: money,
  tax: money,
  total: money,
  promoCode: z.string(),
  finalAmount: money,
});
export type CartSummary = z.infer<typeof cartSummary>;

/** A chosen add-on sent back for a line (`POST booking/cart/addons/{refnum}?guid=`). */
export const chosenAddon = z.looseObject({
  groupnum: id,
  choicetype: z.string(),
  optionnum: id,
  selected: z.boolean(),
  qty: z.number().int().min(ADDON_QUANTITY_MIN).max(ADDON_QUANTITY_MAX),
});
export type ChosenAddon = z.infer<typeof chosenAddon>;

/** Voucher body (`POST booking/promo/{arnum}`). `trandate` is the business date. */
export const promoBody = z.object({
  arnum: id,
  refnum: id,
  promoCode: z.string().trim().min(1).max(50),
  trandate: isoDate,
});
export type PromoBody = z.infer<typeof promoBody>;

/** Address lookup answer: address line 1 for a postcode. */
export const addressLookup = z.string();
