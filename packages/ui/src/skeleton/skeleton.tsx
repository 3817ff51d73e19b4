import type * as React from "react";

import { cn } from "../lib/cn";

/**
 * A placeholder block shown while content loads. Hidden from assistive technology: pair it
 * with a status message (a Spinner or the container's `aria-busy`) so the wait is announced.
 * The shimmer stops under prefers-reduced-motion.
 */
export function Skeleton({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn("animate-pulse rounded-md bg-muted motion-reduce:animate-none", className)}
      {...props}
    />
  );
}
