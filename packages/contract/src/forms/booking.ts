import { z } from "zod";

import { BOOKING_SALUTATIONS, COUNTRIES } from "../constants";
import { questionnaireAnswers } from "../entities/booking";
import { paymentRef } from "../entities/checkout";
import { messages, texts } from "../messages";
import { EMAIL_PATTERN, id, isoDate, money } from "../primitives";
import { countryCode } from "../rules/countries";
import type { FieldError, Rule } from "./rules";
import {
  email,
  field,
  postcode,
  formSchema,
  maxLength,
  oneOf,
  required,
  rule,
  runRules,
  text,
} from "./rules";

/** Booking-flow forms and their rules (booking-flow section 5). */

// ── Booking Information ────────────────────────────────────────────────────────────────────
export type BookingInformationForm = {
  shiptitle: string;
  shipfirstname: string;
  shiplastname: string;
  shipphone: string;
  shipemail: string;
  shippostcode: string;
  shipunitno: string;
  shipaddr1: string;
  shipaddr2: string;
  /** Country. */
  shipaddr3: string;
  /** Notes for crew. */
  remarks: string;
};
const fill = messages.fillAllDetails;
/** Every required field reports "Please fill all the details.". */
export const bookingInformationRules: readonly Rule<BookingInformationForm>[] = [
  required("shiptitle", fill),
  oneOf("shiptitle", BOOKING_SALUTATIONS, fill),
  required("shipfirstname", fill),
  maxLength("shipfirstname", 15),
  required("shiplastname", fill),
  maxLength("shiplastname", 15),
  required("shipphone", fill),
  rule(
    "shipphone",
    messages.tooLong(15),
    (f) => text(f, "shipphone").replace(/\D/g, "").length <= 15,
  ),
  required("shipemail", fill),
  email("shipemail"),
  maxLength("shipemail", 50),
  required("shippostcode", fill),
  // Per country, not the spec's single 6 (docs/decisions/postcodes-per-country.md).
  postcode("shippostcode", texts.postcodeInvalid, "shipaddr3"),
  required("shipunitno", fill),
  maxLength("shipunitno", 10),
  required("shipaddr1", fill),
  maxLength("shipaddr1", 100),
  maxLength("shipaddr2", 100),
  required("shipaddr3", fill),
  oneOf("shipaddr3", COUNTRIES, fill),
  maxLength("remarks", 250),
];
export function validateBookingInformation(form: Partial<BookingInformationForm>) {
  return runRules(bookingInformationRules, form);
}

/**
 * The contact and billing checks that checkout (the kit's form) and confirm cart (the server's
 * body) share, in the spec's order: salutation, first name, mobile, email (required, then
 * pattern), postal code, unit number, address, country; a length limit right after its
 * field's required check. The two name the phone and postcode fields differently.
 */
function contactAndBillingRules<T extends ContactAndBilling>(names: {
  phone: keyof T & string;
  postcode: keyof T & string;
}): Rule<T>[] {
  return [
    required<T>("title", messages.salutationRequired),
    required<T>("firstname", messages.firstNameRequiredTitle),
    maxLength<T>("firstname", 15),
    maxLength<T>("lastname", 15),
    required<T>(names.phone, messages.mobileRequired),
    maxLength<T>(names.phone, 15),
    required<T>("email", messages.emailRequired),
    email<T>("email"),
    maxLength<T>("email", 50),
    required<T>(names.postcode, messages.postalCodeRequired),
    // The billing country's postcode rule: a UK postcode in full, Singapore's 6 digits.
    postcode<T>(names.postcode, texts.postcodeInvalid, "addr3"),
    required<T>("unitno", messages.unitNumberRequired),
    maxLength<T>("unitno", 10),
    required<T>("addr1", messages.addressRequired),
    maxLength<T>("addr1", 100),
    maxLength<T>("addr2", 100),
    required<T>("addr3", messages.countryRequired),
    // One of the ISO list: the card's billing details need its two-letter code.
    rule<T>("addr3", messages.countryRequired, (f) => {
      const country = text(f, "addr3");
      return country === "" || countryCode(country) !== undefined;
    }),
  ];
}
type ContactAndBilling = Record<
  "title" | "firstname" | "lastname" | "email" | "unitno" | "addr1" | "addr2" | "addr3",
  string
>;

// ── Checkout ───────────────────────────────────────────────────────────────────────────────
/** The checkout state the spec validates (names as the spec's checkout state). */
export type CheckoutForm = {
  hasSession: boolean;
  refnum: string;
  title: string;
  firstname: string;
  lastname: string;
  phoneNumber: string;
  email: string;
  postalCode: string;
  unitno: string;
  addr1: string;
  addr2: string;
  /** Country. */
  addr3: string;
  finalAmount: number;
};
/**
 * In the spec's exact order: session, cart reference, salutation, first name, mobile, email
 * (required, then pattern), postal code, unit number, address, country, final amount. A
 * field's length limit is checked right after that field's required check.
 */
export const checkoutRules: readonly Rule<CheckoutForm>[] = [
  rule("hasSession", messages.sessionExpired, (f) => f.hasSession === true),
  required("refnum", messages.oopsTryAgain),
  ...contactAndBillingRules<CheckoutForm>({ phone: "phoneNumber", postcode: "postalCode" }),
  rule(
    "finalAmount",
    messages.oops,
    (f) => typeof f.finalAmount === "number" && f.finalAmount >= 0,
  ),
];
/** Every checkout failure, one per field, in the spec's order. */
export function checkoutErrors(form: Partial<CheckoutForm>): FieldError<keyof CheckoutForm>[] {
  return runRules(checkoutRules, form);
}
/** The first failing checkout message in the spec's order, or undefined when all pass. */
export function validateCheckout(form: Partial<CheckoutForm>): string | undefined {
  return checkoutErrors(form)[0]?.message;
}

/** `POST booking/cart/confirm/{refnum}` body. `paidamt` = total − `creditused`. */
export type ConfirmCartForm = {
  title: string;
  firstname: string;
  lastname: string;
  mobile: string;
  email: string;
  postcode: string;
  unitno: string;
  addr1: string;
  addr2: string;
  addr3: string;
  creditused: number;
  paidamt: number;
  paymentref: string;
};
export const confirmCartRules: readonly Rule<ConfirmCartForm>[] = [
  ...contactAndBillingRules<ConfirmCartForm>({ phone: "mobile", postcode: "postcode" }),
  rule("paidamt", messages.oops, (f) => typeof f.paidamt === "number" && f.paidamt >= 0),
  rule("creditused", messages.oops, (f) => typeof f.creditused === "number" && f.creditused >= 0),
];
export const confirmCartBody = formSchema(
  {
    title: field(),
    firstname: field(),
    lastname: field(),
    mobile: field(),
    email: field(),
    postcode: field(),
    unitno: field(),
    addr1: field(),
    addr2: field(),
    addr3: field(),
    creditused: money,
    paidamt: money,
    paymentref: paymentRef,
  },
  confirmCartRules,
);
export type ConfirmCartBody = z.input<typeof confirmCartBody>;

// ── Schedule assessment ────────────────────────────────────────────────────────────────────
export type AssessmentForm = {
  reqdate: string;
  reqtimefrom: string;
  reqtimeto: string;
  shipaddr: string;
  shipemail: string;
  shipname: string;
  shipphone: string;
};
/** Times in half-hour steps, 00:00 to 23:30. */
export const HALF_HOURS: readonly string[] = Array.from(
  { length: 48 },
  (_, i) => `${String(Math.floor(i / 2)).padStart(2, "0")}:${i % 2 ? "30" : "00"}`,
);
/**
 * Required fields report "Please fill all the details."; `today` (YYYY-MM-DD, business date)
 * rules out past dates.
 */
export function assessmentRules(today: string): readonly Rule<AssessmentForm>[] {
  return [
    required("reqdate", fill),
    rule("reqdate", messages.chooseDate, (f) => {
      const value = text(f, "reqdate");
      return value === "" || (isoDate.safeParse(value).success && value >= today);
    }),
    required("reqtimefrom", fill),
    rule(
      "reqtimefrom",
      fill,
      (f) => text(f, "reqtimefrom") === "" || HALF_HOURS.includes(text(f, "reqtimefrom")),
    ),
    required("reqtimeto", fill),
    rule(
      "reqtimeto",
      fill,
      (f) => text(f, "reqtimeto") === "" || HALF_HOURS.includes(text(f, "reqtimeto")),
    ),
    required("shipaddr", fill),
    maxLength("shipaddr", 50),
    required("shipemail", fill),
    rule("shipemail", messages.invalidEmail, (f) => {
      const v = text(f, "shipemail");
      return v === "" || EMAIL_PATTERN.test(v);
    }),
    maxLength("shipemail", 30),
    required("shipname", fill),
    maxLength("shipname", 30),
    required("shipphone", fill),
    maxLength("shipphone", 15),
  ];
}
export function validateAssessment(form: Partial<AssessmentForm>, today: string) {
  return runRules(assessmentRules(today), form);
}
/**
 * `POST booking/{arnum}/assessment`. The past-date rule needs the business date, so the
 * server runs `validateAssessment(body, today)` after parsing.
 */
export const assessmentBody = formSchema(
  {
    arnum: id,
    catnum: id,
    email: z.string(),
    parameters: questionnaireAnswers,
    reqdate: field(),
    reqtimefrom: field(),
    reqtimeto: field(),
    shipaddr: field(),
    shipemail: field(),
    shipname: field(),
    shipphone: field(),
  },
  assessmentRules("0000-01-01"),
);
export type AssessmentBody = z.input<typeof assessmentBody>;
