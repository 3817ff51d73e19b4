import {
  addonOption,
  questionnaireAnswers,
  type AddonOption,
  type QuestionnaireAnswers,
} from "@bookwell/contract";
import { z } from "zod";

import { createStoredValue, type StoredValue } from "../session/stored-value";

/**
 * What the booking flow keeps between pages (booking-flow.md sections 2 and 4): the property
 * questionnaire's answers (prefill for Date & Time, the packages call's body) and the add-ons
 * chosen on the add-on listing. Both are cleared after a cart line is saved.
 */
export const questionnaireStore: StoredValue<QuestionnaireAnswers> = createStoredValue(
  "questionnaire",
  questionnaireAnswers,
);
export const chosenAddonsStore: StoredValue<AddonOption[]> = createStoredValue(
  "addons",
  z.array(addonOption),
);
