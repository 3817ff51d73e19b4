"use client";
import { Check } from "lucide-react";
import type * as React from "react";

import { cn } from "../lib/cn";

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
};

/**
 * The booking wizard's progress header: every step numbered, the current and earlier ones
 * marked active, the current one with aria-current="step". Not interactive: moving between
 * steps is the wizard's job (PREVIOUS and CONTINUE).
 */
export function StepProgress({
  steps,
  current,
  label = "Booking progress",
  className,
  ...props
}: StepProgressProps) {
  return (
    <nav
      aria-label={label}
      data-slot="step-progress"
      className={cn("w-full", className)}
      {...props}
    >
      <ol className="flex w-full items-start">
        {steps.map((step, index) => {
          const state = index < current ? "complete" : index === current ? "current" : "upcoming";
          return (
            <li
              key={step}
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
                className={cn(
                  "grid size-8 place-items-center rounded-full border-2 text-sm font-semibold",
                  "border-border bg-background text-muted-foreground",
                  "group-data-[state=complete]:border-primary group-data-[state=complete]:bg-primary group-data-[state=complete]:text-primary-foreground",
                  "group-data-[state=current]:border-primary group-data-[state=current]:bg-primary group-data-[state=current]:text-primary-foreground",
                )}
              >
                {state === "complete" ? <Check className="size-4" strokeWidth={3} /> : index + 1}
              </span>
              <span className="text-xs font-medium text-muted-foreground group-data-[state=current]:text-foreground sm:text-sm">
                {step}
                <span className="sr-only">
                  {state === "complete"
                    ? " (completed)"
                    : state === "current"
                      ? " (current step)"
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
