import {
  messages,
  questionOptions,
  type LocationOption,
  type Question,
  type QuestionnaireAnswers,
} from "@bookwell/contract";

/**
 * The choose-location dialog's rules (visitor-and-entry.md sections 4 and 5): a saved
 * property or the new-property questionnaire, never both; every question answered (not empty
 * or 0) or "Please fill all the details."; an answer marked for assessment leads to Schedule
 * Assessment, otherwise Find Best Packages. Pure: unit-tested in Node.
 */

/** What the customer has chosen so far: a saved property, or answers by `qnnum`. */
export interface QuestionnaireDraft {
  locationid: string | null;
  answers: Readonly<Record<string, string>>;
}

export const emptyDraft: QuestionnaireDraft = { locationid: null, answers: {} };

export type DraftEvent =
  { type: "pick-location"; locationid: string } | { type: "answer"; qnnum: string; value: string };

/** Picking a saved property clears the manual answers; answering clears the saved property. */
export function draftReducer(draft: QuestionnaireDraft, event: DraftEvent): QuestionnaireDraft {
  switch (event.type) {
    case "pick-location":
      return { locationid: event.locationid, answers: {} };
    case "answer":
      return { locationid: null, answers: { ...draft.answers, [event.qnnum]: event.value } };
  }
}

/** The spec's "answered": not empty and not 0. */
export function isAnswered(value: string | undefined): boolean {
  const text = value?.trim() ?? "";
  return text !== "" && text !== "0";
}

/** The questions still to answer, in order; none once a saved property is chosen. */
export function unansweredQuestions(
  questions: readonly Question[],
  draft: QuestionnaireDraft,
): Question[] {
  if (draft.locationid !== null) return [];
  return questions.filter((q) => !isAnswered(draft.answers[q.qnnum]));
}

/** A saved property is chosen, or every question is answered. */
export function isDraftComplete(
  questions: readonly Question[],
  draft: QuestionnaireDraft,
): boolean {
  if (draft.locationid !== null) return true;
  return questions.length > 0 && unansweredQuestions(questions, draft).length === 0;
}

/** The message to show, or null when the draft may go on. */
export function validateDraft(
  questions: readonly Question[],
  draft: QuestionnaireDraft,
): string | null {
  return isDraftComplete(questions, draft) ? null : messages.fillAllDetails;
}

const normalise = (text: string) => text.trim().toLowerCase();

/**
 * Whether an answer is marked for assessment. An empty marker (`assessmentValues: [""]`)
 * marks any answer: the server uses it for categories that are always assessed.
 */
export function isAssessmentAnswer(question: Question, value: string | undefined): boolean {
  if (!isAnswered(value)) return false;
  return (question.assessmentValues ?? []).some(
    (marker) => normalise(marker) === "" || normalise(marker) === normalise(value ?? ""),
  );
}

/** Where the questionnaire leads: only the new-property answers can ask for an assessment. */
export function questionnaireNext(
  questions: readonly Question[],
  draft: QuestionnaireDraft,
): "schedule-assessment" | "find-packages" {
  if (draft.locationid !== null) return "find-packages";
  return questions.some((q) => isAssessmentAnswer(q, draft.answers[q.qnnum]))
    ? "schedule-assessment"
    : "find-packages";
}

/** The button that goes on, as the spec names it. */
export const nextLabels = {
  "schedule-assessment": "Schedule Assessment",
  "find-packages": "Find Best Packages",
} as const;

/** How a question is asked: buttons (single choice), a text box, or a list. */
export function questionChoices(question: Question): string[] {
  return question.winputtype === "string" ? [] : questionOptions(question.wvalues);
}

/**
 * The stored questionnaire answers (booking-storage `questionnaireStore`): the saved
 * property's details, or every question's answer by `qnnum` (the server reads bedrooms and
 * house type from them).
 */
export function toQuestionnaireAnswers(
  questions: readonly Question[],
  draft: QuestionnaireDraft,
  locations: readonly LocationOption[],
): QuestionnaireAnswers {
  const location =
    draft.locationid === null
      ? undefined
      : locations.find((l) => l.locationid === draft.locationid);
  if (location) {
    const { locationid, locationname, fulladdr, housetype, area, bedroomqty, bathroomqty } =
      location;
    const { addr1, addr3, unitno, postcode } = location;
    return dropUndefined({
      locationid,
      locationname,
      fulladdr,
      housetype,
      area,
      bedroomqty,
      bathroomqty,
      addr1,
      addr3,
      unitno,
      postcode,
    });
  }
  return {
    answers: questions.map((q) => ({
      qnnum: q.qnnum,
      value: (draft.answers[q.qnnum] ?? "").trim(),
    })),
  };
}

function dropUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}
