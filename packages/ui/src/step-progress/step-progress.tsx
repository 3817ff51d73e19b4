"use client";
import { Check } from "lucide-react";
import type * as React from "react";

import { cn } from "../lib/cn";

/** Where a step stands relative to the current one. */
export type StepState = "complete" | "current" | "upcoming";

/** The state of the step at `index` when `current` is the current step's index. */
export function stepState(index: number, current: number): StepState {
  return index < current ? "complete" : index === current ? "current" : "upcoming";
}

export type StepProgressProps = Omit<React.ComponentProps<"nav">, "children"> & {
  /** The steps' labels, in order. */
  steps: readonly string[];
  /**
   * The index of the current step (0-based). Earlier steps show as complete (a check mark),
   * later ones as upcoming (their number).
   */
  current: number;
  /**
   * The landmark's name.
   * @default "Booking progress"
   */
  label?: string;
  /**
   * The line shown above the circles on narrow screens (below 640 px), where the step labels
   * would not fit under them.
   * @default (step, total, label) => `Step ${step} of ${total}: ${label}`
   */
  summary?: (step: number, total: number, label: string) => string;
  /**
   * What screen readers hear after a completed and after the current step's label.
   * @default { complete: "(completed)", current: "(current step)" }
   */
  stateLabels?: { complete: string; current: string };
};

const defaultSummary = (step: number, total: number, label: string) =>
  `Step ${step} of ${total}: ${label}`;
const defaultStateLabels = { complete: "(completed)", current: "(current step)" };

/**
 * The booking wizard's progress header: a row of numbered circles with labels, the current
 * and earlier steps marked active (data-state "complete" or "current"), the current one with
 * aria-current="step". Below 640 px the labels give way to one line, "Step 2 of 4: Booking
 * Information", above the circles (screen readers still read every label in the list). Not
 * interactive: moving between steps is the wizard's job (PREVIOUS and CONTINUE).
 */
export function StepProgress({
  steps,
  current,
  label = "Booking progress",
  summary = defaultSummary,
  stateLabels = defaultStateLabels,
  className,
  ...props
}: StepProgressProps) {
  const currentLabel = steps[current];
  return (
    <nav
      aria-label={label}
      data-slot="step-progress"
      className={cn("flex w-full flex-col gap-2", className)}
      {...props}
    >
      {currentLabel === undefined ? null : (
        // The list below says the same to screen readers; this line is for the eye only.
        <p
          aria-hidden="true"
          data-slot="step-progress-summary"
          className="text-center text-sm font-semibold text-foreground sm:hidden"
        >
          {summary(current + 1, steps.length, currentLabel)}
        </p>
      )}
      <ol className="flex w-full items-start">
        {steps.map((step, index) => {
          const state = stepState(index, current);
          return (
            <li
              key={index}
              data-state={state}
              aria-current={state === "current" ? "step" : undefined}
              className="group relative flex flex-1 flex-col items-center gap-2 text-center"
            >
              {index > 0 ? (
                <span
                  aria-hidden="true"
                  className="absolute top-4 right-1/2 -z-10 h-0.5 w-full bg-border group-data-[state=complete]:bg-primary group-data-[state=current]:bg-primary"
                />
              ) : null}
              <span
                aria-hidden="true"
                data-slot="step-progress-marker"
                className={cn(
                  "grid size-8 place-items-center rounded-full border-2 text-sm font-semibold",
                  "border-border bg-background text-muted-foreground",
                  "group-data-[state=complete]:border-primary group-data-[state=complete]:bg-primary group-data-[state=complete]:text-primary-foreground",
                  "group-data-[state=current]:border-primary group-data-[state=current]:bg-primary group-data-[state=current]:text-primary-foreground",
                )}
              >
                {state === "complete" ? <Check className="size-4" strokeWidth={3} /> : index + 1}
              </span>
              <span
                data-slot="step-progress-label"
                className="max-sm:sr-only text-sm font-medium text-muted-foreground group-data-[state=current]:text-foreground"
              >
                {step}
                <span className="sr-only">
                  {state === "complete"
                    ? ` ${stateLabels.complete}`
                    : state === "current"
                      ? ` ${stateLabels.current}`
                      : ""}
                </span>
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
