"use client";
import { DialogDescription, DialogHeader, DialogTitle } from "@bookwell/ui";
import { useQuery } from "@tanstack/react-query";
import * as React from "react";

import { packageListingState, type ServiceStart } from "../booking/booking-entry";
import { questionnaireStore } from "../booking/booking-storage";
import { useHandleError, useKit, useSession } from "../kit-context";
import { locationsQuery, questionsQuery } from "../queries/queries";
import { PropertyQuestionnaire } from "./property-questionnaire";
import {
  draftReducer,
  emptyDraft,
  questionnaireNext,
  toQuestionnaireAnswers,
  validateDraft,
} from "./questionnaire-rules";

export type ChooseLocationViewProps = {
  /** The opening's options: `matcatnum` names the questionnaire. */
  options: ServiceStart;
  /** Called once the answers are stored, before navigating away. */
  onDone: () => void;
};

/**
 * The choose-location dialog's body, connected: the customer's saved properties
 * (`booking/locations/{arnum}`, customers only) and the category's questions
 * (`booking/questions/{matcatnum}`). Going on stores the answers (`questionnaireStore`) and
 * asks the site for `{ to: "schedule-assessment", state: { matcatnum } }` when an answer is
 * marked for assessment, `{ to: "package-listing", state: { matcatnum } }` otherwise.
 */
export function ChooseLocationView({ options, onDone }: ChooseLocationViewProps) {
  const { client, navigate } = useKit();
  const user = useSession();
  const handleError = useHandleError();
  const matcatnum = options.matcatnum ?? "";
  const [draft, dispatch] = React.useReducer(draftReducer, emptyDraft);
  const [error, setError] = React.useState<string | null>(null);
  const [nextPressed, setNextPressed] = React.useState(false);
  const locations = useQuery({
    ...locationsQuery(client, user?.arnum ?? "", user?.email ?? ""),
    enabled: user !== null,
  });
  const questions = useQuery({ ...questionsQuery(client, matcatnum), enabled: matcatnum !== "" });
  React.useEffect(() => {
    if (locations.error) handleError(locations.error);
  }, [locations.error, handleError]);
  React.useEffect(() => {
    if (questions.error) handleError(questions.error);
  }, [questions.error, handleError]);

  const questionList = questions.data ?? [];
  return (
    <>
      <DialogHeader>
        <DialogTitle>Choose location</DialogTitle>
        <DialogDescription>
          Pick one of your properties, or tell us about the property to be cleaned.
        </DialogDescription>
      </DialogHeader>
      <PropertyQuestionnaire
        locations={user ? (locations.data ?? (locations.isError ? [] : undefined)) : undefined}
        locationsLoading={user !== null && locations.isPending}
        questions={questionList}
        questionsLoading={questions.isPending && matcatnum !== ""}
        draft={draft}
        onDraftChange={(event) => {
          setError(null);
          dispatch(event);
        }}
        error={error}
        showUnanswered={nextPressed}
        onNext={() => {
          setNextPressed(true);
          const message = validateDraft(questionList, draft);
          setError(message);
          if (message) return;
          questionnaireStore.set(toQuestionnaireAnswers(questionList, draft, locations.data ?? []));
          const next = questionnaireNext(questionList, draft);
          onDone();
          navigate(
            next === "schedule-assessment"
              ? { to: "schedule-assessment", state: { matcatnum } }
              : { to: "package-listing", state: packageListingState(options) },
          );
        }}
      />
    </>
  );
}
