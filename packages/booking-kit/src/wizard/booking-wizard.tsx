"use client";
import type { CalendarDate } from "@bookwell/contract";
import { Skeleton, StepProgress } from "@bookwell/ui";
import * as React from "react";

import { useKit } from "../kit-context";
import { PackageSummary, PackageSummaryPlaceholder } from "./package-summary";
import { StepLoadBoundary } from "./step-loading";
import { stepModules, wizardSteps } from "./step-modules";
import { useBookingWizard } from "./use-booking-wizard";
import {
  stepIndex,
  WIZARD_PLACEHOLDER,
  WIZARD_STEP_LABELS,
  WIZARD_STEPS,
  type WizardEntry,
} from "./wizard-machine";

// Each step is a module of its own, off the booking page's first load (see `stepModules`).
// Date & Time's starts loading with this module in the browser; on a slow network the loading
// line stays until it is there. The later steps load once the page has settled, or at once when a
// date is chosen (CONTINUE is near); one still loading shows the step skeleton.
// In a task of its own: starting the load inserts a preload link for each of its dependencies,
// which in this module's evaluation lengthened the task that hydrates the page.
if (typeof document !== "undefined")
  setTimeout(() => void stepModules.dateTime().catch(() => undefined), 0);
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

/**
 * The four-step booking wizard (booking-flow.md sections 2 and 4) over the pure machine
 * (`wizard-machine.ts`): a progress header, Date & Time, Booking Information, Finalise
 * Booking and Checkout & Payment, PREVIOUS on the later steps. A visitor is asked to log in
 * on Date & Time's CONTINUE and goes on once logged in. Until the line is saved, the answers
 * are kept for the tab (`wizardProgressStore`), so a reload reopens the same step with them.
 * Its state and effects are `use-booking-wizard.ts`'s; this renders them. Memoised: the page
 * around it re-rendering (its own state follows `onInProgressChange` as a date is chosen) does
 * not render the wizard again while its props are the same.
 */
export const BookingWizard = React.memo(function BookingWizard({
  entry,
  today,
  onInProgressChange,
  onRedirect,
}: BookingWizardProps) {
  const { settings } = useKit();
  const wizard = useBookingWizard({ entry, today, onInProgressChange });
  const { dispatch, entered, businessDay, headingRef, rootRef, focusHeading, retryStep } = wizard;
  // The entry is navigation state, which the server never has: until mounted (the server's
  // render and the hydrating one) the wizard is its placeholder, as the server painted it, so
  // hydration matches and keeps the page (a mismatch made React render the whole document
  // again in the browser, the header's announcements blank until their module came). The step
  // then comes in a transition (`useBookingWizard`), rendered in slices.
  const state = entered === "checking" ? WIZARD_PLACEHOLDER : wizard.state;
  // CONTINUE and PREVIOUS bring another step: it renders in a transition, in slices the
  // browser can paint and answer between, rather than in the press's own task.
  const toStep = (action: Parameters<typeof dispatch>[0]) =>
    React.startTransition(() => dispatch(action));

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
      {ownHeading && pkg ? (
        <PackageSummary pkg={pkg} currency={settings.currency} />
      ) : entered === "checking" ? (
        <PackageSummaryPlaceholder />
      ) : null}
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
                toStep({ type: "CONTINUE_DATE_TIME", hasSession: wizard.hasSession() })
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
            draft={wizard.draft}
            onDraftChange={wizard.setDraft}
            toLine={(form) => wizard.toLine(pkg, form)}
            onPrevious={() => toStep({ type: "PREVIOUS" })}
            savedLine={wizard.savedLine}
            onSaved={wizard.lineSaved}
          />
        </LaterStep>
      ) : state.step === "FINALIZE_BOOKING" ? (
        <LaterStep key={state.step} step={FinaliseStep} onShown={focusHeading} onRetry={retryStep}>
          <FinaliseStep
            // Entered with FINALIZE there is no package to go back to.
            onPrevious={pkg ? () => toStep({ type: "PREVIOUS" }) : undefined}
            onContinue={() => toStep({ type: "CONTINUE_FINALIZE" })}
          />
        </LaterStep>
      ) : state.step === "CHECKOUT_PAYMENT" ? (
        <LaterStep key={state.step} step={CheckoutStep} onShown={focusHeading} onRetry={retryStep}>
          <CheckoutStep
            onPrevious={() => toStep({ type: "PREVIOUS" })}
            onContinue={() => undefined}
            onRedirect={onRedirect}
            holdExpiresAt={state.holdExpiresAt}
            onHoldExpired={wizard.holdLost}
          />
        </LaterStep>
      ) : null}
    </div>
  );
});

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
