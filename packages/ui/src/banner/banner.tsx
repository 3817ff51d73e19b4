"use client";
import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";

import { cn } from "../lib/cn";

export const bannerVariants = cva(
  "flex flex-col gap-3 border p-4 sm:flex-row sm:items-center sm:justify-between",
  {
    variants: {
      tone: {
        neutral: "border-border bg-card text-card-foreground",
        info: "border-info bg-background text-foreground",
        success: "border-success bg-background text-foreground",
        warning: "border-warning bg-background text-foreground",
      },
      position: {
        inline: "rounded-lg",
        top: "sticky top-0 z-40 border-x-0 border-t-0 shadow-sm",
        bottom: "fixed inset-x-0 bottom-0 z-40 border-x-0 border-b-0 shadow-lg",
      },
    },
    defaultVariants: { tone: "neutral", position: "inline" },
  },
);

export type BannerProps = Omit<React.ComponentProps<"section">, "title"> &
  VariantProps<typeof bannerVariants> & {
    /** The banner's accessible name, e.g. "Cookies". */
    label: string;
    /** The message (or pass it as `children`). */
    message?: React.ReactNode;
    /** The message, when `message` is not given. */
    children?: React.ReactNode;
    /** The actions, e.g. Accept and Cancel buttons. The banner stores nothing itself. */
    actions?: React.ReactNode;
  };

/**
 * A page-wide message with actions: the cookie banner, the new-version banner. A labelled
 * region, so it can be found; it does not steal focus.
 */
export function Banner({
  label,
  message,
  tone,
  position,
  actions,
  className,
  children,
  ...props
}: BannerProps) {
  return (
    <section
      aria-label={label}
      data-slot="banner"
      className={cn(bannerVariants({ tone, position }), className)}
      {...props}
    >
      <div className="text-sm">{message ?? children}</div>
      {actions ? <div className="flex shrink-0 flex-wrap gap-2">{actions}</div> : null}
    </section>
  );
}
