import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";

import { cn } from "../lib/cn";

export const badgeVariants = cva(
  "inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap",
  {
    variants: {
      tone: {
        neutral: "border-border bg-muted text-foreground",
        primary: "border-transparent bg-primary text-primary-foreground",
        success: "border-transparent bg-success text-success-foreground",
        warning: "border-transparent bg-warning text-warning-foreground",
        destructive: "border-transparent bg-destructive text-destructive-foreground",
        info: "border-transparent bg-info text-info-foreground",
      },
    },
    defaultVariants: { tone: "neutral" },
  },
);

export type BadgeProps = React.ComponentProps<"span"> & {
  /**
   * Colour, by meaning:
   * - `neutral`: a plain label or count
   * - `primary`: the brand colour, for what should catch the eye ("New", "Default")
   * - `success`: done or paid
   * - `warning`: needs attention soon
   * - `destructive`: failed or cancelled
   * - `info`: information with emphasis
   * @default "neutral"
   */
  tone?: VariantProps<typeof badgeVariants>["tone"];
};

/** A short status or count label ("New", "Paid", "3"). Not interactive. */
export function Badge({ className, tone, ...props }: BadgeProps) {
  return <span data-slot="badge" className={cn(badgeVariants({ tone }), className)} {...props} />;
}
