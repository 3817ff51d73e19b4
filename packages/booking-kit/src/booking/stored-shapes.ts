import type { AddonOption, QuestionnaireAnswers } from "@bookwell/contract";

import type { StoredValueCheck } from "../lib/stored-value";

/**
 * Hand-written checks of the shapes the booking flow keeps in the browser and hands between
 * pages, so the listing's and the wizard's first load carry no zod (about 24 KB
 * gzip). What is checked is our own data, written by our code: a check that refuses anything
 * malformed (and the caller falls back to "nothing stored") is all it needs. The API's
 * answers are still checked with the contract's zod schemas, in the queries' later chunks.
 *
 * Each check mirrors the contract's schema of the same name (`id`, `count`, `money`...);
 * `stored-shapes.test.ts` runs the stored values' checks and the contract's schemas on the
 * same values, so the two cannot drift apart.
 */
export type Check = (value: unknown) => boolean;

export const isString: Check = (value) => typeof value === "string";
export const isBoolean: Check = (value) => typeof value === "boolean";
/** The contract's `id`: a non-empty string. */
export const isId: Check = (value) => typeof value === "string" && value.length > 0;
/** The contract's `count`: a whole number, zero or more. */
export const isCount: Check = (value) =>
  typeof value === "number" && Number.isInteger(value) && value >= 0;
/** A finite number (zod's `z.number()`: no NaN, no Infinity). */
export const isNumber: Check = (value) => typeof value === "number" && Number.isFinite(value);
/**
 * The contract's `money`, as far as a stored shape goes: a finite number. The amounts kept
 * were the server's (checked when they came); the rule of at most two decimals lives once,
 * in the contract, and importing it from the contract's main entry brings its zod schemas
 * with it. Amounts are decided by the server again whenever they are sent back.
 */
export const isMoney: Check = isNumber;
/** A calendar date as the wizard keeps it: `YYYY-MM-DD`. */
export const isCalendarDate: Check = (value) =>
  typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value);

export const optional =
  (check: Check): Check =>
  (value) =>
    value === undefined || check(value);
export const nullable =
  (check: Check): Check =>
  (value) =>
    value === null || check(value);
export const oneOf =
  (...allowed: readonly string[]): Check =>
  (value) =>
    typeof value === "string" && allowed.includes(value);
export const arrayOf =
  (check: Check): Check =>
  (value) =>
    Array.isArray(value) && value.every((item) => check(item));

/** A plain object (not null, not an array). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * An object whose named fields pass their checks. Other fields are kept, as the contract's
 * loose objects keep them (a field a newer version added is not a reason to drop the rest).
 */
export const objectOf =
  (fields: Readonly<Record<string, Check>>): Check =>
  (value) =>
    isRecord(value) && Object.entries(fields).every(([key, check]) => check(value[key]));

/** A check as `createStoredValue` takes it: the value itself when it passes, else nothing. */
export function storedCheck<T>(check: Check): StoredValueCheck<T> {
  return {
    safeParse: (value) => (check(value) ? { success: true, data: value as T } : { success: false }),
  };
}

// The booking flow's stored values (booking-storage.ts).

const optionalString = optional(isString);

/** The contract's `questionnaireAnswers`. */
const isQuestionnaireAnswers = objectOf({
  locationid: optionalString,
  locationname: optionalString,
  fulladdr: optionalString,
  housetype: optionalString,
  area: optional(isNumber),
  bedroomqty: optional(isCount),
  bathroomqty: optional(isCount),
  addr1: optionalString,
  addr2: optionalString,
  addr3: optionalString,
  unitno: optionalString,
  postcode: optionalString,
  ptc: optionalString,
  specialinstruction: optionalString,
  answers: optional(arrayOf(objectOf({ qnnum: isId, value: isString }))),
});

/** The contract's `addonOption`. */
const isAddonOption = objectOf({
  groupnum: isId,
  groupdesc: isString,
  choicetype: isString,
  optionnum: isId,
  optiondesc: isString,
  price: isMoney,
  maxchoice: isCount,
  minchoice: isCount,
  selected: isBoolean,
  qty: isCount,
  uom: isString,
  totalamt: isMoney,
  qtyeditable: isBoolean,
  directory: optionalString,
  imageurl: optionalString,
  desc: optionalString,
});

/** Booking Information as typed (the form's fields, and whether to save the address). */
export interface BookingDraft {
  shiptitle: string;
  shipfirstname: string;
  shiplastname: string;
  shipphone: string;
  shipemail: string;
  shippostcode: string;
  shipunitno: string;
  shipaddr1: string;
  shipaddr2: string;
  shipaddr3: string;
  remarks: string;
  shiplocationid: string;
  saveAddress: boolean;
}

/** The wizard's answers so far (Date & Time, Booking Information), as a reload finds them. */
export interface WizardProgress {
  /** The package the answers are for: they come back only for the same one. */
  pkg: {
    matname: string;
    matnum: string;
    jobnum: string;
    jobnum2?: string | null;
    baseamt: number;
  };
  step: "DATE_TIME" | "BOOKING_INFORMATION";
  date: string | null;
  shift: string | null;
  date2: string | null;
  shift2: string | null;
  /** Booking Information as typed; null until that step was shown. */
  draft: BookingDraft | null;
  /** Whose answers (the session's arnum; "" for a visitor's Date & Time). */
  owner: string;
  /** The business day they were given: a later day starts afresh (dates and slots move on). */
  savedOn: string;
}

const isBookingDraft = objectOf({
  shiptitle: isString,
  shipfirstname: isString,
  shiplastname: isString,
  shipphone: isString,
  shipemail: isString,
  shippostcode: isString,
  shipunitno: isString,
  shipaddr1: isString,
  shipaddr2: isString,
  shipaddr3: isString,
  remarks: isString,
  shiplocationid: isString,
  saveAddress: isBoolean,
});

const isWizardProgress = objectOf({
  pkg: objectOf({
    matname: isString,
    matnum: isString,
    jobnum: isString,
    jobnum2: optional(nullable(isString)),
    baseamt: isNumber,
  }),
  step: oneOf("DATE_TIME", "BOOKING_INFORMATION"),
  date: nullable(isCalendarDate),
  shift: nullable(isString),
  date2: nullable(isCalendarDate),
  shift2: nullable(isString),
  draft: nullable(isBookingDraft),
  owner: isString,
  savedOn: isCalendarDate,
});

/** What `questionnaireStore`, `chosenAddonsStore` and `wizardProgressStore` read through. */
export const questionnaireAnswersCheck = storedCheck<QuestionnaireAnswers>(isQuestionnaireAnswers);
export const chosenAddonsCheck = storedCheck<AddonOption[]>(arrayOf(isAddonOption));
export const wizardProgressCheck = storedCheck<WizardProgress>(isWizardProgress);
