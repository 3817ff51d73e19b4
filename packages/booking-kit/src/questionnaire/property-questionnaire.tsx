"use client";
import {
  SAVED_LOCATIONS_SHOWN,
  labels,
  texts,
  type LocationOption,
  type Question,
} from "@bookwell/contract";
import {
  Button,
  Field,
  RadioGroup,
  RadioGroupItem,
  Select,
  Spinner,
  TextInput,
  cn,
} from "@bookwell/ui";
import * as React from "react";

import {
  nextLabels,
  questionChoices,
  questionnaireNext,
  unansweredQuestions,
  type DraftEvent,
  type QuestionnaireDraft,
} from "./questionnaire-rules";

export type PropertyQuestionnaireProps = {
  /** The customer's saved properties; `undefined` for a visitor (no saved section). */
  locations?: readonly LocationOption[];
  /** @default false */
  locationsLoading?: boolean;
  /** The category's questions (`booking/questions/{matcatnum}`). */
  questions: readonly Question[];
  /** @default false */
  questionsLoading?: boolean;
  /** What is chosen so far (see `draftReducer`). */
  draft: QuestionnaireDraft;
  onDraftChange: (event: DraftEvent) => void;
  /** "Please fill all the details." after a premature Next, or a loading failure. */
  error?: string | null;
  /**
   * Show which questions are still unanswered ("Please answer this question." beside each):
   * set after a premature Next, so a question's message goes as soon as it is answered.
   * @default false
   */
  showUnanswered?: boolean;
  /** Find Best Packages or Schedule Assessment was pressed. */
  onNext: () => void;
  className?: string;
};

/**
 * The choose-location dialog's body, presentational: saved properties (first 2, then View
 * More) or the new-property questionnaire with button, text and list questions. The next
 * button reads Schedule Assessment when an answer is marked for assessment, Find Best
 * Packages otherwise. State lives in the caller (`draftReducer`).
 */
export function PropertyQuestionnaire({
  locations,
  locationsLoading = false,
  questions,
  questionsLoading = false,
  draft,
  onDraftChange,
  error,
  showUnanswered = false,
  onNext,
  className,
}: PropertyQuestionnaireProps) {
  const unanswered = new Set(unansweredQuestions(questions, draft).map((q) => q.qnnum));
  const [showAll, setShowAll] = React.useState(false);
  const firstHidden = React.useRef<HTMLButtonElement>(null);
  const revealed = React.useRef(false);
  React.useEffect(() => {
    // View More disappears once pressed: move focus to the first property it revealed.
    if (showAll && revealed.current) {
      revealed.current = false;
      firstHidden.current?.focus();
    }
  }, [showAll]);
  // A premature Next moves focus to the first question left unanswered, once its message is
  // there, so the reason is read with it (the attempt count re-renders even when the message
  // is the same as before).
  const [attempts, setAttempts] = React.useState(0);
  const focusQuestion = React.useRef<string | null>(null);
  React.useEffect(() => {
    const qnnum = focusQuestion.current;
    if (!qnnum) return;
    focusQuestion.current = null;
    const control = document.getElementById(questionId(qnnum));
    const target = control?.matches("input, select, textarea")
      ? control
      : control?.querySelector<HTMLElement>('[role="radio"]');
    target?.focus();
  }, [attempts]);
  const next = questionnaireNext(questions, draft);
  const shown = showAll ? locations : locations?.slice(0, SAVED_LOCATIONS_SHOWN);

  return (
    <div data-slot="property-questionnaire" className={cn("flex flex-col gap-6", className)}>
      {locations === undefined && !locationsLoading ? null : (
        <section aria-labelledby="saved-properties" className="flex flex-col gap-3">
          <h3 id="saved-properties" className="text-lg font-semibold">
            Your saved properties
          </h3>
          {locationsLoading ? (
            <Spinner label="Loading your saved properties" />
          ) : locations && locations.length > 0 ? (
            <>
              <RadioGroup
                label="Choose a saved property"
                value={draft.locationid ?? ""}
                onValueChange={(locationid) => onDraftChange({ type: "pick-location", locationid })}
              >
                {shown?.map((location, index) => (
                  <RadioGroupItem
                    key={location.locationid}
                    value={location.locationid}
                    ref={index === SAVED_LOCATIONS_SHOWN ? firstHidden : undefined}
                    label={
                      <>
                        <span className="font-medium">{location.locationname}</span>
                        <span className="block text-sm text-muted-foreground">
                          {location.fulladdr}
                        </span>
                      </>
                    }
                  />
                ))}
              </RadioGroup>
              {!showAll && locations.length > SAVED_LOCATIONS_SHOWN ? (
                <Button
                  variant="outline"
                  className="self-start"
                  onClick={() => {
                    revealed.current = true;
                    setShowAll(true);
                  }}
                >
                  {labels.viewMore}
                </Button>
              ) : null}
            </>
          ) : (
            <p className="text-muted-foreground">You have no saved properties yet.</p>
          )}
        </section>
      )}

      <section aria-labelledby="new-property" className="flex flex-col gap-4">
        <h3 id="new-property" className="text-lg font-semibold">
          {locations === undefined ? "About your property" : "Or tell us about a new property"}
        </h3>
        {questionsLoading ? (
          <Spinner label="Loading the questions" />
        ) : (
          questions.map((question) => (
            <QuestionControl
              key={question.qnnum}
              question={question}
              missing={showUnanswered && unanswered.has(question.qnnum)}
              value={draft.answers[question.qnnum] ?? ""}
              onChange={(value) => onDraftChange({ type: "answer", qnnum: question.qnnum, value })}
            />
          ))
        )}
      </section>

      {error ? (
        <p role="alert" className="font-medium text-destructive">
          {error}
        </p>
      ) : null}
      <Button
        className="self-end"
        disabled={questionsLoading}
        onClick={() => {
          focusQuestion.current = draft.locationid === null ? ([...unanswered][0] ?? null) : null;
          setAttempts((count) => count + 1);
          onNext();
        }}
      >
        {nextLabels[next]}
      </Button>
    </div>
  );
}

const questionId = (qnnum: string) => `question-${qnnum}`;

/** One question, required (the spec: every question answered), with its message when missing. */
function QuestionControl({
  question,
  missing,
  value,
  onChange,
}: {
  question: Question;
  missing: boolean;
  value: string;
  onChange: (value: string) => void;
}) {
  const choices = questionChoices(question);
  const id = questionId(question.qnnum);
  const error = missing ? texts.answerThisQuestion : undefined;
  switch (question.winputtype) {
    case "button":
      return (
        <RadioGroup
          id={id}
          label={question.wqn}
          required
          error={error}
          orientation="horizontal"
          value={value}
          onValueChange={onChange}
        >
          {choices.map((choice) => (
            <RadioGroupItem key={choice} value={choice} label={choice} />
          ))}
        </RadioGroup>
      );
    case "combobox":
      return (
        <Field id={id} label={question.wqn} required error={error}>
          <Select
            placeholder="Please select"
            options={choices.map((choice) => ({ value: choice, label: choice }))}
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
        </Field>
      );
    case "string":
      return (
        <Field id={id} label={question.wqn} required error={error}>
          <TextInput value={value} onChange={(event) => onChange(event.target.value)} />
        </Field>
      );
  }
}
