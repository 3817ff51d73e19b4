import {
  addonOption,
  questionnaireAnswers,
  type AddonOption,
  type QuestionnaireAnswers,
} from "@bookwell/contract";
import { z } from "zod";

import {
  createStoredValue,
  type SessionStorageLike,
  type StoredValue,
  WIZARD_PROGRESS_KEY,
} from "../session/stored-value";

/**
 * What the booking flow keeps between pages (booking-flow.md sections 2 and 4): the property
 * questionnaire's answers (prefill for Date & Time, the packages call's body) and the add-ons
 * chosen on the add-on listing. Both are cleared after a cart line is saved. And the wizard's
 * own answers while they are not saved yet (`wizardProgressStore`).
 */
export const questionnaireStore: StoredValue<QuestionnaireAnswers> = createStoredValue(
  "questionnaire",
  questionnaireAnswers,
);
export const chosenAddonsStore: StoredValue<AddonOption[]> = createStoredValue(
  "addons",
  z.array(addonOption),
);

const selectedPackage = z.object({
  matname: z.string(),
  matnum: z.string(),
  jobnum: z.string(),
  jobnum2: z.string().nullish(),
  baseamt: z.number(),
});
const calendarDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const bookingDraft = z.object({
  shiptitle: z.string(),
  shipfirstname: z.string(),
  shiplastname: z.string(),
  shipphone: z.string(),
  shipemail: z.string(),
  shippostcode: z.string(),
  shipunitno: z.string(),
  shipaddr1: z.string(),
  shipaddr2: z.string(),
  shipaddr3: z.string(),
  remarks: z.string(),
  shiplocationid: z.string(),
  saveAddress: z.boolean(),
});

const wizardProgress = z.object({
  /** The package the answers are for: they come back only for the same one. */
  pkg: selectedPackage,
  step: z.enum(["DATE_TIME", "BOOKING_INFORMATION"]),
  date: calendarDate.nullable(),
  shift: z.string().nullable(),
  date2: calendarDate.nullable(),
  shift2: z.string().nullable(),
  /** Booking Information as typed; null until that step was shown. */
  draft: bookingDraft.nullable(),
  /** Whose answers (the session's arnum; "" for a visitor's Date & Time). */
  owner: z.string(),
  /** The business day they were given: a later day starts afresh (dates and slots move on). */
  savedOn: calendarDate,
});

/** The wizard's answers so far (Date & Time, Booking Information), as a reload finds them. */
export type WizardProgress = z.infer<typeof wizardProgress>;

/**
 * The wizard's answers while a booking is in progress, so a reload (after the browser's leave
 * prompt) reopens the step with them (issue 15). Kept in `sessionStorage`: this tab only,
 * gone when it closes. Cleared once the line is saved to the cart and at logout.
 */
export const wizardProgressStore: StoredValue<WizardProgress> = createStoredValue(
  WIZARD_PROGRESS_KEY,
  wizardProgress,
  browserSessionStorage,
);

const memory = new Map<string, string>();
const memoryStorage: SessionStorageLike = {
  getItem: (key) => memory.get(key) ?? null,
  setItem: (key, value) => void memory.set(key, value),
  removeItem: (key) => void memory.delete(key),
};

/** `window.sessionStorage`; memory when it cannot be used (private mode); none on a server. */
function browserSessionStorage(): SessionStorageLike | null {
  if (typeof window === "undefined") return null;
  try {
    return window.sessionStorage;
  } catch {
    return memoryStorage;
  }
}
