"use client";
import { businessToday, type CalendarDate, messages, texts } from "@bookwell/contract";
import { Skeleton, StepProgress, useNotify } from "@bookwell/ui";
import * as React from "react";

import { useAuthDialog } from "../auth/auth-dialog-context";
import { loadNowOrWhenSettled } from "../lib/when-page-settled";
import {
  chosenAddonsStore,
  questionnaireStore,
  wizardProgressStore,
} from "../booking/booking-storage";
import {
  restoreProgress,
  startWizard,
  stepIndex,
  WIZARD_STEP_LABELS,
  WIZARD_STEPS,
  wizardReducer,
  type WizardEntry,
  type WizardState,
} from "./wizard-machine";
import { useHandleError, useKit, useSession } from "../kit-context";
import { useSlotHold } from "./use-slot-hold";
import {
  prefillBookingInformation,
  toCartLineInput,
  type BookingInformationDraft,
  type SavedLine,
} from "./booking-prefill";
import { useRefuseEntry } from "../entry/entry-hooks";
import { useMounted, useStoredValue } from "../lib/hooks";
import { useLeaveConfirmation } from "./leave-confirmation";
import { StepLoadBoundary } from "./step-loading";
import { stepModules, wizardSteps } from "./step-modules";
import { PackageSummary } from "./package-summary";

// Each step is a module of its own, off the booking page's first load (see `stepModules`).
// Date & Time's starts loading with this module in the browser; on a slow network the loading
// line stays until it is there. The later steps load once the page has settled, or at once when a
// date is chosen (CONTINUE is near); one still loading shows the step skeleton.
if (typeof document !== "undefined") void stepModules.dateTime().catch(() => undefined);
// A step whose module fails to load (offline, a deploy replaced the assets) shows a message in
// its place with TRY AGAIN, which loads it again (`step-loading.tsx`); the answers stay.
const { DateTimeStep, BookingInformationStep, FinaliseStep, CheckoutStep } = wizardSteps;

export type BookingWizardProps = {
  /**
   * The navigation state the booking page was opened with: `{ package: { matname, matnum,
   * jobnum, jobnum2, baseamt } }` opens Date & Time, `{ redirect: "FINALIZE" }` opens Finalise
   * Booking (a session is required), anything else is a direct access (the message, then
   * `{ to: "home" }`).
   */
  entry: WizardEntry;
  /**
   * The business's today, "YYYY-MM-DD". Stories and tests fix it.
   * @default businessToday(settings.timeZone)
   */
  today?: CalendarDate;
  /**
   * Called when a booking starts or stops being in progress (a date chosen, the line not yet
   * saved), so the site can block in-app navigation too (`useBookingInProgress`). The wizard
   * asks the browser for leave confirmation by itself.
   * @default undefined
   */
  onInProgressChange?: (inProgress: boolean) => void;
  /**
   * Checkout: sends the browser to a redirect gateway's page.
   * @default (url) => window.location.assign(url)
   */
  onRedirect?: (url: string) => void;
};

const placeholderState: WizardState = {
  step: "DATE_TIME",
  pkg: null,
  date: null,
  shift: null,
  date2: null,
  shift2: null,
  loginRequested: false,
  error: null,
  holdExpiresAt: null,
};

/**
 * The four-step booking wizard (booking-flow.md sections 2 and 4) over the pure machine
 * (`wizard-machine.ts`): a progress header, Date & Time, Booking Information, Finalise
 * Booking and Checkout & Payment, PREVIOUS on the later steps. A visitor is asked to log in
 * on Date & Time's CONTINUE and goes on once logged in. Until the line is saved, the answers
 * are kept for the tab (`wizardProgressStore`), so a reload reopens the same step with them.
 */
export function BookingWizard({
  entry,
  today,
  onInProgressChange,
  onRedirect,
}: BookingWizardProps) {
  const { settings, session } = useKit();
  const auth = useAuthDialog();
  const user = useSession();
  const answers = useStoredValue(questionnaireStore);
  const addons = useStoredValue(chosenAddonsStore);
  const businessDay = today ?? businessToday(settings.timeZone);

  // Rendering assumes a session; whether there is one is only known in the browser, checked
  // once mounted (a FINALIZE entry without one is refused there).
  const [state, dispatch] = React.useReducer(wizardReducer, entry, (initial) => {
    const start = startWizard(initial, true);
    return start.ok ? start.state : placeholderState;
  });
  const mounted = useMounted();
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

  // The later steps' modules: at once when a date is chosen, otherwise once the page has settled.
  const dateChosen = entered === "ok" && state.date !== null;
  React.useEffect(() => {
    if (entered !== "ok") return;
    return loadNowOrWhenSettled(dateChosen, () => stepModules.later());
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

  if (entered === "refused") return null;
  const current = stepIndex(state.step);
  const pkg = state.pkg;
  // Finalise and Checkout bring their own headings.
  const ownHeading = state.step === "DATE_TIME" || state.step === "BOOKING_INFORMATION";

  return (
    <div
      ref={rootRef}
      data-slot="booking-wizard"
      data-step={state.step}
      className="flex flex-col gap-8"
    >
      <StepProgress
        steps={WIZARD_STEPS.map((step) => WIZARD_STEP_LABELS[step])}
        current={current}
      />
      {ownHeading && pkg ? <PackageSummary pkg={pkg} currency={settings.currency} /> : null}
      {ownHeading ? (
        <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-semibold outline-none">
          {WIZARD_STEP_LABELS[state.step]}
        </h2>
      ) : null}
      {entered === "checking" ? (
        <LoadingBooking />
      ) : state.step === "DATE_TIME" && pkg ? (
        <StepLoadBoundary key={state.step} onRetry={() => retryStep(DateTimeStep)}>
          <React.Suspense fallback={<LoadingBooking />}>
            <DateTimeStep
              pkg={pkg}
              today={businessDay}
              value={state}
              error={state.error}
              onSelectDate={(date) => dispatch({ type: "SELECT_DATE", date })}
              onSelectShift={(shift) => dispatch({ type: "SELECT_SHIFT", shift })}
              onSelectDate2={(date) => dispatch({ type: "SELECT_DATE2", date })}
              onSelectShift2={(shift) => dispatch({ type: "SELECT_SHIFT2", shift })}
              onContinue={() =>
                dispatch({ type: "CONTINUE_DATE_TIME", hasSession: session.get() !== null })
              }
            />
          </React.Suspense>
        </StepLoadBoundary>
      ) : state.step === "BOOKING_INFORMATION" && pkg ? (
        <LaterStep
          key={state.step}
          step={BookingInformationStep}
          onShown={focusHeading}
          onRetry={retryStep}
        >
          <BookingInformationStep
            draft={draft}
            onDraftChange={setDraft}
            toLine={(form) =>
              toCartLineInput({ pkg, dateTime: state, draft: form, answers, addons })
            }
            onPrevious={() => dispatch({ type: "PREVIOUS" })}
            savedLine={savedLine}
            onSaved={(saved) => {
              setSavedLine(saved);
              // The line is in the cart now: nothing left to bring back.
              wizardProgressStore.clear();
              dispatch({ type: "BOOKING_SAVED" });
            }}
          />
        </LaterStep>
      ) : state.step === "FINALIZE_BOOKING" ? (
        <LaterStep key={state.step} step={FinaliseStep} onShown={focusHeading} onRetry={retryStep}>
          <FinaliseStep
            // Entered with FINALIZE there is no package to go back to.
            onPrevious={pkg ? () => dispatch({ type: "PREVIOUS" }) : undefined}
            onContinue={() => dispatch({ type: "CONTINUE_FINALIZE" })}
          />
        </LaterStep>
      ) : state.step === "CHECKOUT_PAYMENT" ? (
        <LaterStep key={state.step} step={CheckoutStep} onShown={focusHeading} onRetry={retryStep}>
          <CheckoutStep
            onPrevious={() => dispatch({ type: "PREVIOUS" })}
            onContinue={() => undefined}
            onRedirect={onRedirect}
            holdExpiresAt={state.holdExpiresAt}
            onHoldExpired={() => holdLost(texts.holdReleased)}
          />
        </LaterStep>
      ) : null}
    </div>
  );
}

/**
 * The wizard before it knows its step (the server's page, the first render) and while Date &
 * Time's module loads: as tall as that step's form (and its skeleton), so the footer is below
 * the fold from the first paint and does not jump when the step arrives.
 */
function LoadingBooking() {
  return (
    <p role="status" className="min-h-[36rem] md:min-h-[32rem]">
      Loading the booking…
    </p>
  );
}

/**
 * A step loaded on use: the step skeleton while its module loads (a slow network), then the
 * step; `onShown` runs once it is on the page (its heading takes focus then). A module that
 * fails to load shows the message with TRY AGAIN, which calls `onRetry` with `step`. Keyed by
 * step, so each step's boundaries are its own and `onShown` runs for each.
 */
function LaterStep<S extends { retry(): void }>({
  step,
  onShown,
  onRetry,
  children,
}: {
  step: S;
  onShown: () => void;
  onRetry: (step: S) => void;
  children: React.ReactNode;
}) {
  return (
    <StepLoadBoundary onRetry={() => onRetry(step)}>
      <React.Suspense fallback={<StepSkeleton />}>
        {children}
        <Shown onShown={onShown} />
      </React.Suspense>
    </StepLoadBoundary>
  );
}

function Shown({ onShown }: { onShown: () => void }): null {
  React.useEffect(() => onShown(), [onShown]);
  return null;
}

/** The step skeleton: a form's and a summary's blocks, as tall as the steps' own loading state. */
function StepSkeleton() {
  return (
    <div data-slot="wizard-step-skeleton" aria-busy="true" className="flex flex-col gap-4">
      <Skeleton className="h-40 w-full" />
      <Skeleton className="h-24 w-full" />
    </div>
  );
}
