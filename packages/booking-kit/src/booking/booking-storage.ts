import type { AddonOption, QuestionnaireAnswers } from "@bookwell/contract";

import {
  chosenAddonsCheck,
  questionnaireAnswersCheck,
  wizardProgressCheck,
  type WizardProgress,
} from "./stored-shapes";
import {
  createStoredValue,
  type SessionStorageLike,
  type StoredValue,
  WIZARD_PROGRESS_KEY,
} from "../lib/stored-value";

/**
 * What the booking flow keeps between pages (booking-flow.md sections 2 and 4): the property
 * questionnaire's answers (prefill for Date & Time, the packages call's body) and the add-ons
 * chosen on the add-on listing. Both are cleared after a cart line is saved. And the wizard's
 * own answers while they are not saved yet (`wizardProgressStore`). Each is checked when read
 * by a hand-written check of its shape (`stored-shapes.ts`), not a zod schema: the listing and
 * the wizard read them on their first load, and zod stays off it. A stored value
 * that does not pass reads as nothing stored.
 */
export const questionnaireStore: StoredValue<QuestionnaireAnswers> = createStoredValue(
  "questionnaire",
  questionnaireAnswersCheck,
);
export const chosenAddonsStore: StoredValue<AddonOption[]> = createStoredValue(
  "addons",
  chosenAddonsCheck,
);

export type { WizardProgress } from "./stored-shapes";

/**
 * The wizard's answers while a booking is in progress, so a reload (after the browser's leave
 * prompt) reopens the step with them. Kept in `sessionStorage`: this tab only,
 * gone when it closes. Cleared once the line is saved to the cart and at logout.
 */
export const wizardProgressStore: StoredValue<WizardProgress> = createStoredValue(
  WIZARD_PROGRESS_KEY,
  wizardProgressCheck,
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
