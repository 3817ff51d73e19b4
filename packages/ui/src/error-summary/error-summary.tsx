"use client";
import * as React from "react";

import { cn } from "../lib/cn";

export interface ErrorSummaryItem {
  /** The id of the field the error belongs to; the link moves focus there. */
  fieldId: string;
  /** The message, as the field shows it. */
  message: string;
}

export type ErrorSummaryProps = Omit<React.ComponentProps<"div">, "title"> & {
  /** The errors, in the order of the fields on the page. Nothing renders when empty. */
  errors: readonly ErrorSummaryItem[];
  /**
   * The heading.
   * @default "There is a problem"
   */
  title?: string;
  /**
   * Move focus to the summary when it appears or its errors change (after a submit).
   * @default true
   */
  autoFocus?: boolean;
};

/**
 * The GOV.UK error summary: a box at the top of a form listing every error as a link to its
 * field. It takes focus when it appears, so the screen reader reads it at once.
 */
export function ErrorSummary({
  errors,
  title = "There is a problem",
  autoFocus = true,
  className,
  ...props
}: ErrorSummaryProps) {
  const ref = React.useRef<HTMLDivElement>(null);
  const titleId = React.useId();
  const signature = errors.map((error) => `${error.fieldId}:${error.message}`).join("|");

  React.useEffect(() => {
    if (autoFocus && signature) ref.current?.focus();
  }, [autoFocus, signature]);

  if (errors.length === 0) return null;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      aria-labelledby={titleId}
      data-slot="error-summary"
      className={cn(
        "rounded-md border-4 border-destructive bg-background p-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
        className,
      )}
      {...props}
    >
      <h2 id={titleId} className="text-lg font-semibold text-foreground">
        {title}
      </h2>
      <ul className="mt-2 flex list-none flex-col gap-1 p-0">
        {errors.map((error) => (
          <li key={`${error.fieldId}-${error.message}`}>
            <a
              href={`#${error.fieldId}`}
              onClick={(event) => {
                const field = document.getElementById(error.fieldId);
                if (!field) return;
                event.preventDefault();
                field.focus();
                field.scrollIntoView({ block: "center" });
              }}
              className="font-medium text-destructive underline underline-offset-4 hover:no-underline"
            >
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
