import {
  COUNTRIES,
  FEEDBACK_ITEMS,
  FEEDBACK_MAX_RATING,
  HOUSE_TYPES,
  TOP_UP_MAX,
} from "../constants";
import { messages, texts } from "../messages";
import { isRealDate } from "../primitive-checks";
import {
  email,
  maxLength,
  oneOf,
  postcode,
  required,
  rule,
  runRules,
  text,
  type Rule,
} from "./rule-list";

/**
 * Account-area forms (account-area section 5): their fields and rules, with no schema library,
 * so a page checks a form without loading zod. The request bodies built on these rules are
 * `account.ts`.
 */
// ── Particulars ────────────────────────────────────────────────────────────────────────────
export type ParticularsForm = {
  arnum: string;
  title: string;
  firstname: string;
  lastname: string;
  email: string;
  mobile: string;
  /** YYYY-MM-DD, or "" when not given (the spec sends it only if it differs from today). */
  dob: string;
};
/** `today` (YYYY-MM-DD, business date) rules out a future date of birth. */
export function particularsRules(today: string): readonly Rule<ParticularsForm>[] {
  return [
    required("firstname", messages.firstNameRequired),
    maxLength("firstname", 20),
    required("lastname", messages.lastNameRequired),
    maxLength("lastname", 20),
    required("email", messages.emailIdRequired),
    email("email"),
    maxLength("email", 50),
    required("mobile", messages.phoneRequired),
    maxLength("mobile", 15),
    rule("dob", messages.chooseDate, (f) => {
      const v = text(f, "dob");
      return v === "" || (isRealDate(v) && v <= today);
    }),
  ];
}
export function validateParticulars(form: Partial<ParticularsForm>, today: string) {
  return runRules(particularsRules(today), form);
}
// ── Location ───────────────────────────────────────────────────────────────────────────────
export type LocationForm = {
  locationid?: string;
  locationname: string;
  addr1: string;
  addr2: string;
  /** Country. */
  addr3: string;
  unitno: string;
  postcode: string;
  housetype: string;
  /** Property size. */
  area: number | string;
  bedroomqty: number | string;
  bathroomqty: number | string;
  ptc: string;
  isDefault: boolean;
  specialinstruction: string;
};
const positiveNumber = (v: unknown) =>
  Number.isFinite(Number(v)) && Number(v) > 0 && String(v).trim() !== "";
const wholeOrBlank = (v: unknown) =>
  v === undefined || String(v).trim() === "" || /^\d+$/.test(String(v).trim());
export const locationRules: readonly Rule<LocationForm>[] = [
  required("locationname", messages.locationNameRequired),
  maxLength("locationname", 20),
  required("addr1", messages.firstAddressRequired),
  maxLength("addr1", 100),
  maxLength("addr2", 100),
  required("addr3", messages.countryRequired),
  oneOf("addr3", COUNTRIES, messages.countryRequired),
  required("housetype", messages.houseTypeRequired),
  oneOf("housetype", HOUSE_TYPES, messages.houseTypeRequired),
  rule("area", messages.propertySizeRequired, (f) => positiveNumber(f.area)),
  maxLength("unitno", 20),
  postcode("postcode", texts.postcodeInvalid, "addr3"),
  maxLength("specialinstruction", 250),
  rule("bedroomqty", messages.outOfRange(0, 99), (f) => wholeOrBlank(f.bedroomqty)),
  rule("bathroomqty", messages.outOfRange(0, 99), (f) => wholeOrBlank(f.bathroomqty)),
];
export function validateLocation(form: Partial<LocationForm>) {
  return runRules(locationRules, form);
}
// ── Change date and skip ───────────────────────────────────────────────────────────────────
export type ChangeDateForm = { refnum: string; requestDate: string; shiftnum: string };
export const changeDateRules: readonly Rule<ChangeDateForm>[] = [
  required("requestDate", messages.chooseDate),
  required("shiftnum", messages.chooseShift),
];
export const skipDateRules: readonly Rule<ChangeDateForm>[] = [
  required("requestDate", messages.chooseDate),
];
export function validateChangeDate(form: Partial<ChangeDateForm>) {
  return runRules(changeDateRules, form);
}
export function validateSkipDate(form: Partial<ChangeDateForm>) {
  return runRules(skipDateRules, form);
}
// ── Refund ─────────────────────────────────────────────────────────────────────────────────
export type RefundForm = { refnum: string; reason: string; remark: string };
export const refundRules: readonly Rule<RefundForm>[] = [
  required("reason", messages.refundReasonRequired),
  // One of the brand's reasons (its configuration): the server checks that against its own.
  maxLength("reason", 100),
  maxLength("remark", 500),
];
export function validateRefund(form: Partial<RefundForm>) {
  return runRules(refundRules, form);
}
// ── Feedback ───────────────────────────────────────────────────────────────────────────────
export type FeedbackForm = {
  refnum: string;
  rating: number;
  items: string[];
  remark: string;
  /** Tip in pounds; 0 for none. */
  tipamt: number;
  /** Form only: the customer's available credit, which must cover the tip. */
  availableCredit: number;
};
export const feedbackRules: readonly Rule<FeedbackForm>[] = [
  rule(
    "rating",
    messages.ratingRequired,
    (f) =>
      Number.isInteger(f.rating) && (f.rating ?? 0) >= 1 && (f.rating ?? 0) <= FEEDBACK_MAX_RATING,
  ),
  rule(
    "tipamt",
    messages.notEnoughCreditsForTip,
    (f) => f.availableCredit === undefined || (f.tipamt ?? 0) <= f.availableCredit,
  ),
  rule("tipamt", messages.outOfRange(0, TOP_UP_MAX), (f) => (f.tipamt ?? 0) >= 0),
  rule("items", messages.oops, (f) =>
    (f.items ?? []).every((i) => (FEEDBACK_ITEMS as readonly string[]).includes(i)),
  ),
  maxLength("remark", 500),
];
export function validateFeedback(form: Partial<FeedbackForm>) {
  return runRules(feedbackRules, form);
}
// ── Top-up ─────────────────────────────────────────────────────────────────────────────────
export type TopUpForm = {
  /** Pounds: a preset or a flexible whole amount. */
  amount: number | string;
  email: string;
  mobile: string;
  fullname: string;
};
export const topUpRules: readonly Rule<TopUpForm>[] = [
  rule("amount", messages.topUpAmountRequired, (f) => {
    const s = String(f.amount ?? "").trim();
    return /^\d+$/.test(s) && Number(s) > 0;
  }),
  rule("amount", messages.outOfRange(0, TOP_UP_MAX), (f) => Number(f.amount) <= TOP_UP_MAX),
  required("email", messages.emailRequired),
  email("email"),
  maxLength("email", 50),
  required("mobile", messages.mobileRequired),
  maxLength("mobile", 15),
  required("fullname", messages.fullnameRequired),
];
export function validateTopUp(form: Partial<TopUpForm>) {
  return runRules(topUpRules, form);
}
