"use client";
import { businessToday, type CalendarDate, messages, texts } from "@bookwell/contract";
import { useNotify } from "@bookwell/ui";
import * as React from "react";

import { useAuthDialog } from "../auth/auth-dialog-context";
import {
  chosenAddonsStore,
  questionnaireStore,
  wizardProgressStore,
} from "../booking/booking-storage";
import { useRefuseEntry } from "../entry/entry-hooks";
import { useHandleError, useKit, useSession } from "../kit-context";
import { useMountedInTransition, useStoredValue } from "../lib/hooks";
import { afterNextPaint, whenPageSettled } from "../lib/when-page-settled";
import {
  prefillBookingInformation,
  toCartLineInput,
  type BookingInformationDraft,
  type SavedLine,
} from "./booking-prefill";
import { useLeaveConfirmation } from "./leave-confirmation";
import { stepModules } from "./step-modules";
import { useSlotHold } from "./use-slot-hold";
import {
  restoreProgress,
  startWizard,
  wizardReducer,
  type SelectedPackage,
  type WizardEntry,
  WIZARD_PLACEHOLDER,
} from "./wizard-machine";

/**
 * The booking wizard's state and effects, for `BookingWizard` to render: the machine
 * (`wizard-machine.ts`), whether the entry is allowed, the login asked for on Date & Time,
 * Booking Information's draft (prefilled once, kept for the tab until the line is saved, brought
 * back after a reload), the leave confirmation, the slot hold (`use-slot-hold.ts`), the later
 * steps' modules and each new step's heading taking focus.
 */
export function useBookingWizard({
  entry,
  today,
  onInProgressChange,
}: {
  entry: WizardEntry;
  today: CalendarDate | undefined;
  onInProgressChange: ((inProgress: boolean) => void) | undefined;
}) {
  const { settings, session } = useKit();
  const auth = useAuthDialog();
  const user = useSession();
  const answers = useStoredValue(questionnaireStore);
  const addons = useStoredValue(chosenAddonsStore);
  const businessDay = today ?? businessToday(settings.timeZone);

  // Rendering assumes a session; whether there is one is only known in the browser, checked
  // once mounted (a FINALIZE entry without one is refused there). The entry is navigation state,
  // which the server never has: until then the wizard is its placeholder, as the server painted
  // it. The step then renders in a transition, in slices, not in one task after hydration.
  const [state, dispatch] = React.useReducer(wizardReducer, entry, (initial) => {
    const start = startWizard(initial, true);
    return start.ok ? start.state : WIZARD_PLACEHOLDER;
  });
  const mounted = useMountedInTransition();
  const verdict = React.useMemo(
    () => (mounted ? startWizard(entry, session.get() !== null) : null),
    [mounted, entry, session],
  );
  const entered = verdict === null ? "checking" : verdict.ok ? "ok" : "refused";
  const refusal = verdict && !verdict.ok ? verdict.message : null;
  useRefuseEntry(refusal !== null, () => (refusal ? messages[refusal] : null));

  // Date & Time CONTINUE without a session: the login dialog, then on.
  React.useEffect(() => {
    if (!state.loginRequested) return;
    dispatch({ type: "LOGIN_HANDLED" });
    auth.open("login", {
      onLoggedIn: () => dispatch({ type: "CONTINUE_DATE_TIME", hasSession: true }),
    });
  }, [state.loginRequested, auth]);

  /** The cart line Booking Information saved: going back and on again updates it. */
  const [savedLine, setSavedLine] = React.useState<SavedLine | null>(null);
  const [draft, setDraft] = React.useState<BookingInformationDraft>(() =>
    prefillBookingInformation(null, null, settings.defaultCountry),
  );
  const prefilled = React.useRef(false);
  /** Booking Information as typed before a reload, for the same customer (see below). */
  const keptDraft = React.useRef<BookingInformationDraft | null>(null);
  React.useEffect(() => {
    // Prefilled when the form is first shown: by then a visitor has logged in.
    if (state.step !== "BOOKING_INFORMATION" || prefilled.current) return;
    prefilled.current = true;
    setDraft(
      keptDraft.current ?? prefillBookingInformation(user, answers, settings.defaultCountry),
    );
  }, [state.step, user, answers, settings.defaultCountry]);

  // A reload (after the leave prompt) finds the answers kept for this tab: once, on entry.
  const restored = React.useRef(false);
  React.useEffect(() => {
    if (entered !== "ok" || restored.current) return;
    restored.current = true;
    const progress = wizardProgressStore.get();
    if (!progress) return;
    const input = { progress, customer: session.get()?.arnum ?? null, today: businessDay };
    if (restoreProgress(state, input) === state) return;
    if (progress.draft && input.customer === progress.owner) keptDraft.current = progress.draft;
    dispatch({ type: "RESTORE", ...input });
  }, [entered, state, session, businessDay]);

  const inProgress =
    entered === "ok" &&
    (state.step === "DATE_TIME" || state.step === "BOOKING_INFORMATION") &&
    state.date !== null;
  React.useEffect(() => {
    if (!inProgress || !state.pkg) return;
    if (state.step !== "DATE_TIME" && state.step !== "BOOKING_INFORMATION") return;
    wizardProgressStore.set({
      pkg: state.pkg,
      step: state.step,
      date: state.date,
      shift: state.shift,
      date2: state.date2,
      shift2: state.shift2,
      draft: prefilled.current ? draft : keptDraft.current,
      owner: session.get()?.arnum ?? "",
      savedOn: businessDay,
    });
    // Written when the answers change, not when the session does: a logout on this page
    // clears the answers and must not find them written again before the page is left.
  }, [inProgress, state, draft, session, businessDay]);
  useLeaveConfirmation(inProgress);
  React.useEffect(() => {
    onInProgressChange?.(inProgress);
  }, [inProgress, onInProgressChange]);

  // The chosen slots are held while the customer books: from Date & Time on, each
  // step renews the hold; a slot taken meanwhile, or a hold run out, sends them back.
  const notify = useNotify();
  const handleError = useHandleError();
  const holdLost = React.useCallback(
    (message: string) => {
      notify.error(message);
      dispatch({ type: "HOLD_LOST" });
    },
    [notify],
  );
  useSlotHold({
    arnum: user?.arnum ?? null,
    state,
    onHeld: (expiresAt) => dispatch({ type: "HOLD_PLACED", expiresAt }),
    onLost: holdLost,
    onError: handleError,
  });

  // The later steps' modules: once the page has settled, or when a date is chosen (CONTINUE is
  // near), after that press has painted: starting their loads takes the main thread a while.
  const dateChosen = entered === "ok" && state.date !== null;
  React.useEffect(() => {
    if (entered !== "ok") return;
    return (dateChosen ? afterNextPaint : whenPageSettled)(() => stepModules.later());
  }, [entered, dateChosen]);

  // Each new step's heading takes focus, so keyboard and screen reader users start there. A
  // step whose module is still loading has no heading yet: it takes focus when it is shown.
  const headingRef = React.useRef<HTMLHeadingElement>(null);
  const rootRef = React.useRef<HTMLDivElement>(null);
  const shownStep = React.useRef(state.step);
  const focusPending = React.useRef(false);
  const focusHeading = React.useCallback(() => {
    if (!focusPending.current) return;
    const heading = headingRef.current ?? rootRef.current?.querySelector<HTMLElement>("h2");
    if (!heading) return;
    focusPending.current = false;
    if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
    heading.focus();
  }, []);
  // TRY AGAIN after a step failed to load: the step loads again, and its heading takes the
  // focus (at once when the wizard draws it, else when the step is shown).
  const retryStep = React.useCallback(
    (step: { retry(): void }) => {
      step.retry();
      focusPending.current = true;
      focusHeading();
    },
    [focusHeading],
  );
  React.useEffect(() => {
    if (shownStep.current === state.step) return;
    shownStep.current = state.step;
    focusPending.current = true;
    focusHeading();
  }, [state.step, focusHeading]);

  /** The line Booking Information built from the form (package, dates, property, add-ons). */
  const toLine = (pkg: SelectedPackage, form: BookingInformationDraft) =>
    toCartLineInput({ pkg, dateTime: state, draft: form, answers, addons });
  /** Booking Information saved the line: it is in the cart, nothing left to bring back. */
  const lineSaved = (saved: SavedLine | null) => {
    setSavedLine(saved);
    wizardProgressStore.clear();
    dispatch({ type: "BOOKING_SAVED" });
  };

  return {
    state,
    dispatch,
    entered,
    businessDay,
    hasSession: () => session.get() !== null,
    draft,
    setDraft,
    savedLine,
    toLine,
    lineSaved,
    holdLost: () => holdLost(texts.holdReleased),
    headingRef,
    rootRef,
    focusHeading,
    retryStep,
  };
}
