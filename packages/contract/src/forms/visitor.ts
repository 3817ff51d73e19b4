import { z } from "zod";

import { ENQUIRY_SALUTATIONS } from "../constants";
import type { Question, QuestionnaireAnswers } from "../entities/booking";
import { messages, texts } from "../messages";
import { isoDate } from "../primitives";
import { addDays } from "../rules/calendar";
import { newsletterRules } from "./newsletter";
import type { FieldError, Rule } from "./rules";
import {
  checked,
  email,
  field,
  formSchema,
  maxLength,
  postcode,
  oneOf,
  optionalField,
  required,
  rule,
  runRules,
  text,
} from "./rules";

/** Public forms (visitor-and-entry section 5). Each carries the ALTCHA payload `altcha`. */

// ── Newsletter (its rules in newsletter.ts, without zod: the footer's form loads them) ──────
export * from "./newsletter";
export const newsletterBody = formSchema({ email: field() }, newsletterRules);
export type NewsletterBody = z.input<typeof newsletterBody>;

// ── Contact Us (full form) and Have a Question? (short form) ───────────────────────────────
export type ContactForm = {
  ptc: string;
  ptcemail: string;
  /** Full form only; the short question form leaves it out. */
  contactnumber?: string;
  message: string;
  altcha: string;
};
const contactStart: readonly Rule<ContactForm>[] = [
  required("ptc", messages.nameRequired),
  maxLength("ptc", 20),
  required("ptcemail", messages.emailRequired),
  email("ptcemail"),
  maxLength("ptcemail", 50),
];
const contactEnd: readonly Rule<ContactForm>[] = [
  required("altcha", messages.captchaRequired),
  maxLength("message", 250),
];
/** Contact Us: name, email, contact number, captcha, message. */
export const contactUsRules: readonly Rule<ContactForm>[] = [
  ...contactStart,
  required("contactnumber", messages.contactNumberRequired),
  maxLength("contactnumber", 15),
  ...contactEnd,
];
/** Have a Question?: name, email, captcha, message (no contact number). */
export const contactQuestionRules: readonly Rule<ContactForm>[] = [...contactStart, ...contactEnd];
export function validateContactUs(form: Partial<ContactForm>) {
  return runRules(contactUsRules, form);
}
export function validateContactQuestion(form: Partial<ContactForm>) {
  return runRules(contactQuestionRules, form);
}
/**
 * `POST home/contactus`, both forms: a body that has `contactnumber` is the full form and
 * must fill it; a body without it is the short question form.
 */
export const contactBody = formSchema(
  {
    ptc: field(),
    ptcemail: field(),
    contactnumber: optionalField(),
    message: field(),
    altcha: field(),
  },
  [
    ...contactStart,
    rule<ContactForm>(
      "contactnumber",
      messages.contactNumberRequired,
      (f) => f.contactnumber === undefined || text(f, "contactnumber") !== "",
    ),
    maxLength<ContactForm>("contactnumber", 15),
    ...contactEnd,
  ],
);
export type ContactBody = z.input<typeof contactBody>;

// ── Corporate enquiry ──────────────────────────────────────────────────────────────────────
export type CorporateEnquiryForm = {
  servicetype: string[];
  title: string;
  firstname: string;
  mobile: string;
  email: string;
  postcode: string;
  message: string;
  iagree: boolean;
  /** YYYY-MM-DD; defaults to two days ahead ({@link defaultPreferredDate}). */
  preferreddate: string;
  altcha: string;
};
export const corporateEnquiryRules: readonly Rule<CorporateEnquiryForm>[] = [
  rule(
    "servicetype",
    messages.serviceTypeRequired,
    (f) => Array.isArray(f.servicetype) && f.servicetype.some((s) => s.trim() !== ""),
  ),
  required("email", messages.emailRequired),
  email("email"),
  maxLength("email", 50),
  required("firstname", messages.firstNameRequiredTitle),
  maxLength("firstname", 50),
  required("mobile", messages.phoneNumberRequiredTitle),
  maxLength("mobile", 15),
  required("postcode", messages.postalCodeRequiredTitle),
  postcode("postcode", texts.postcodeInvalid),
  checked("iagree", messages.privacyConsentRequired),
  required("altcha", messages.captchaRequired),
  oneOf("title", ENQUIRY_SALUTATIONS, messages.salutationRequired),
  maxLength("message", 250),
  rule("preferreddate", messages.chooseDate, (f) => {
    const value = text(f, "preferreddate");
    return value === "" || isoDate.safeParse(value).success;
  }),
];
export function validateCorporateEnquiry(form: Partial<CorporateEnquiryForm>) {
  return runRules(corporateEnquiryRules, form);
}
export const corporateEnquiryBody = formSchema(
  {
    servicetype: z.array(z.string()).default([]),
    title: field(),
    firstname: field(),
    mobile: field(),
    email: field(),
    postcode: field(),
    message: field(),
    iagree: z.boolean().default(false),
    preferreddate: field(),
    altcha: field(),
  },
  corporateEnquiryRules,
);
export type CorporateEnquiryBody = z.input<typeof corporateEnquiryBody>;

/** The enquiry's preferred date default: two days after `today` (both YYYY-MM-DD). */
export function defaultPreferredDate(today: string): string {
  return addDays(today, 2);
}

// ── Be A Service Crew ──────────────────────────────────────────────────────────────────────
export type CrewForm = {
  firstname: string;
  lastname: string;
  mobile: string;
  email: string;
  postcode: string;
  addr1: string;
  addr2: string;
  message: string;
  iagree: boolean;
  altcha: string;
};
/** Checked in the spec's order. */
export const crewRules: readonly Rule<CrewForm>[] = [
  required("firstname", messages.firstNameRequired),
  maxLength("firstname", 20),
  required("lastname", messages.lastNameRequired),
  maxLength("lastname", 20),
  required("mobile", messages.mobileRequired),
  maxLength("mobile", 15),
  required("email", messages.emailRequired),
  email("email"),
  maxLength("email", 50),
  required("postcode", messages.postalCodeRequired),
  postcode("postcode", texts.postcodeInvalid),
  checked("iagree", messages.privacyConsentRequired),
  required("altcha", messages.captchaRequired),
  maxLength("addr1", 100),
  maxLength("addr2", 100),
  maxLength("message", 250),
];
export function validateCrew(form: Partial<CrewForm>) {
  return runRules(crewRules, form);
}
/** `POST home/joinus`. */
export const crewBody = formSchema(
  {
    firstname: field(),
    lastname: field(),
    mobile: field(),
    email: field(),
    postcode: field(),
    addr1: field(),
    addr2: field(),
    message: field(),
    iagree: z.boolean().default(false),
    altcha: field(),
  },
  crewRules,
);
export type CrewBody = z.input<typeof crewBody>;

// ── Property questionnaire ─────────────────────────────────────────────────────────────────
/**
 * Every question must be answered (not empty, not "0"), else "Please fill all the details.".
 * Returns one error per unanswered question, keyed by its `qnnum`.
 */
export function validateQuestionnaire(
  questions: readonly Pick<Question, "qnnum">[],
  answers: QuestionnaireAnswers,
): FieldError[] {
  const given = new Map((answers.answers ?? []).map((a) => [a.qnnum, a.value.trim()]));
  return questions
    .filter((q) => {
      const value = given.get(q.qnnum) ?? "";
      return value === "" || value === "0";
    })
    .map((q) => ({ field: q.qnnum, message: messages.fillAllDetails }));
}
