"use client";
import type * as React from "react";

import { cn } from "../lib/cn";
import { Spinner } from "../spinner";

export type LoaderProps = Omit<React.ComponentProps<"div">, "children"> & {
  /**
   * Whether the loader covers the page.
   * @default true
   */
  open?: boolean;
  /**
   * What is announced while it shows.
   * @default "Loading"
   */
  label?: string;
};

/**
 * The full-screen loader shown while a page's content loads. It covers the page, blocks
 * pointer input and announces its label; it does not move focus.
 */
export function Loader({ open = true, label = "Loading", className, ...props }: LoaderProps) {
  if (!open) return null;
  return (
    <div
      data-slot="loader"
      aria-busy="true"
      className={cn(
        "fixed inset-0 z-50 grid place-items-center bg-background/80 backdrop-blur-sm",
        className,
      )}
      {...props}
    >
      <div className="flex flex-col items-center gap-3 text-foreground">
        <Spinner size="lg" label={label} />
        <span aria-hidden="true" className="text-sm font-medium">
          {label}
        </span>
      </div>
    </div>
  );
}
