import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";

import { cn } from "../lib/cn";

export const spinnerVariants = cva(
  "inline-block animate-spin rounded-full border-current border-r-transparent motion-reduce:animate-[spin_1.5s_linear_infinite]",
  {
    variants: {
      size: { sm: "size-4 border-2", md: "size-6 border-2", lg: "size-10 border-4" },
    },
    defaultVariants: { size: "md" },
  },
);

export type SpinnerProps = Omit<React.ComponentProps<"span">, "children"> & {
  /**
   * Diameter of the ring:
   * - `sm`: 16 px, inline beside text or inside a control
   * - `md`: 24 px, for a panel or a card
   * - `lg`: 40 px, for a whole page or dialog loading
   * @default "md"
   */
  size?: VariantProps<typeof spinnerVariants>["size"];
  /**
   * What is loading, announced politely to screen readers.
   * @default "Loading"
   */
  label?: string;
};

/** An indeterminate progress indicator with an announced label. */
export function Spinner({ label = "Loading", size, className, ...props }: SpinnerProps) {
  return (
    <span
      role="status"
      data-slot="spinner"
      className={cn("inline-flex items-center gap-2 text-primary", className)}
      {...props}
    >
      <span aria-hidden="true" className={spinnerVariants({ size })} />
      <span className="sr-only">{label}</span>
    </span>
  );
}
