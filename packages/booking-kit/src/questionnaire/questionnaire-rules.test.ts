import { messages, type LocationOption, type Question } from "@bookwell/contract";
import { describe, expect, it } from "vitest";

import {
  draftReducer,
  emptyDraft,
  isAnswered,
  isAssessmentAnswer,
  isDraftComplete,
  questionChoices,
  questionnaireNext,
  toQuestionnaireAnswers,
  unansweredQuestions,
  validateDraft,
} from "./questionnaire-rules";

const questions: Question[] = [
  {
    qnnum: "Q1",
    wqn: "What type of property is it?",
    winputtype: "button",
    wvalues: "Apartment;Landed;Other",
  },
  {
    qnnum: "Q2",
    wqn: "How many bedrooms?",
    winputtype: "combobox",
    wvalues: "1;2;3;4;5;6 or more",
    assessmentValues: ["6 or more"],
  },
  { qnnum: "Q3", wqn: "Anything our crew should know?", winputtype: "string", wvalues: "" },
];

const home: LocationOption = {
  locationid: "L1",
  locationname: "Home",
  fulladdr: "1 High Street, London",
  housetype: "Apartment",
  bedroomqty: 2,
  bathroomqty: 1,
  postcode: "E1 6AN",
};

const answered = (answers: Record<string, string>) =>
  Object.entries(answers).reduce(
    (draft, [qnnum, value]) => draftReducer(draft, { type: "answer", qnnum, value }),
    emptyDraft,
  );

describe("questionnaire rules (visitor-and-entry sections 4 and 5)", () => {
  it("an answer is not empty and not 0", () => {
    expect(isAnswered(undefined)).toBe(false);
    expect(isAnswered("  ")).toBe(false);
    expect(isAnswered("0")).toBe(false);
    expect(isAnswered(" 0 ")).toBe(false);
    expect(isAnswered("10")).toBe(true);
    expect(isAnswered("Apartment")).toBe(true);
  });

  it("every question must be answered, else Please fill all the details.", () => {
    expect(validateDraft(questions, emptyDraft)).toBe(messages.fillAllDetails);
    expect(validateDraft(questions, answered({ Q1: "Landed", Q2: "2" }))).toBe(
      "Please fill all the details.",
    );
    expect(validateDraft(questions, answered({ Q1: "Landed", Q2: "2", Q3: "0" }))).toBe(
      messages.fillAllDetails,
    );
    expect(validateDraft(questions, answered({ Q1: "Landed", Q2: "2", Q3: "A cat" }))).toBeNull();
  });

  it("names the questions still to answer, in order, and none once a saved property is chosen", () => {
    const qnnums = (draft: Parameters<typeof unansweredQuestions>[1]) =>
      unansweredQuestions(questions, draft).map((q) => q.qnnum);
    expect(qnnums(emptyDraft)).toEqual(["Q1", "Q2", "Q3"]);
    expect(qnnums(answered({ Q2: "2", Q3: "0" }))).toEqual(["Q1", "Q3"]);
    expect(qnnums(answered({ Q1: "Landed", Q2: "2", Q3: "A cat" }))).toEqual([]);
    expect(qnnums(draftReducer(emptyDraft, { type: "pick-location", locationid: "L1" }))).toEqual(
      [],
    );
  });

  it("a category without questions is complete only with a saved property", () => {
    expect(isDraftComplete([], emptyDraft)).toBe(false);
    expect(
      isDraftComplete([], draftReducer(emptyDraft, { type: "pick-location", locationid: "L1" })),
    ).toBe(true);
  });

  it("a saved property is enough on its own", () => {
    const draft = draftReducer(emptyDraft, { type: "pick-location", locationid: "L1" });
    expect(validateDraft(questions, draft)).toBeNull();
  });

  it("picking a saved property clears the manual answers", () => {
    const draft = draftReducer(answered({ Q1: "Landed", Q2: "3" }), {
      type: "pick-location",
      locationid: "L1",
    });
    expect(draft).toEqual({ locationid: "L1", answers: {} });
  });

  it("answering a question clears the saved property", () => {
    const picked = draftReducer(emptyDraft, { type: "pick-location", locationid: "L1" });
    expect(draftReducer(picked, { type: "answer", qnnum: "Q1", value: "Landed" })).toEqual({
      locationid: null,
      answers: { Q1: "Landed" },
    });
  });

  it("an answer marked for assessment leads to Schedule Assessment", () => {
    expect(questionnaireNext(questions, answered({ Q1: "Landed", Q2: "2", Q3: "x" }))).toBe(
      "find-packages",
    );
    expect(questionnaireNext(questions, answered({ Q1: "Landed", Q2: "6 or more", Q3: "x" }))).toBe(
      "schedule-assessment",
    );
    // Marked options are matched as written, ignoring case and spacing.
    expect(isAssessmentAnswer(questions[1]!, " 6 OR MORE ")).toBe(true);
  });

  it("an empty marker marks any answer (an always-assessed category)", () => {
    const describe: Question = {
      qnnum: "A1",
      wqn: "Describe the works that were done",
      winputtype: "string",
      wvalues: "",
      assessmentValues: [""],
    };
    expect(isAssessmentAnswer(describe, "")).toBe(false);
    expect(isAssessmentAnswer(describe, "New kitchen")).toBe(true);
  });

  it("a saved property always leads to Find Best Packages", () => {
    const draft = draftReducer(answered({ Q2: "6 or more" }), {
      type: "pick-location",
      locationid: "L1",
    });
    expect(questionnaireNext(questions, draft)).toBe("find-packages");
  });

  it("button and list questions offer their options; text questions none", () => {
    expect(questionChoices(questions[0]!)).toEqual(["Apartment", "Landed", "Other"]);
    expect(questionChoices(questions[1]!)).toHaveLength(6);
    expect(questionChoices(questions[2]!)).toEqual([]);
  });

  it("stores the saved property's details", () => {
    const draft = draftReducer(emptyDraft, { type: "pick-location", locationid: "L1" });
    expect(toQuestionnaireAnswers(questions, draft, [home])).toEqual({
      locationid: "L1",
      locationname: "Home",
      fulladdr: "1 High Street, London",
      housetype: "Apartment",
      bedroomqty: 2,
      bathroomqty: 1,
      postcode: "E1 6AN",
    });
  });

  it("stores every answer by qnnum, trimmed, in question order", () => {
    const draft = answered({ Q3: " Two cats ", Q1: "Landed", Q2: "3" });
    expect(toQuestionnaireAnswers(questions, draft, [home])).toEqual({
      answers: [
        { qnnum: "Q1", value: "Landed" },
        { qnnum: "Q2", value: "3" },
        { qnnum: "Q3", value: "Two cats" },
      ],
    });
  });
});
