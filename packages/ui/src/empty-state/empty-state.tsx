"use client";
import { Inbox } from "lucide-react";
import type * as React from "react";

import { cn } from "../lib/cn";

export type EmptyStateProps = Omit<React.ComponentProps<"div">, "title"> & {
  /** What is empty, e.g. "No Records Found". */
  title: React.ReactNode;
  /** What to do about it. */
  description?: React.ReactNode;
  /**
   * An icon.
   * @default an inbox icon
   */
  icon?: React.ReactNode;
  /** An action (a Button or a link) to get out of the empty state. */
  action?: React.ReactNode;
};

/** Says a list or page has nothing to show yet, and what to do next. */
export function EmptyState({
  title,
  description,
  icon,
  action,
  className,
  ...props
}: EmptyStateProps) {
  return (
    <div
      data-slot="empty-state"
      className={cn(
        "flex flex-col items-center gap-3 rounded-lg border border-dashed border-border p-8 text-center",
        className,
      )}
      {...props}
    >
      <span aria-hidden="true" className="text-muted-foreground [&_svg]:size-10">
        {icon ?? <Inbox />}
      </span>
      <p className="text-lg font-semibold text-foreground">{title}</p>
      {description ? (
        <p className="max-w-prose text-sm text-muted-foreground">{description}</p>
      ) : null}
      {action}
    </div>
  );
}
