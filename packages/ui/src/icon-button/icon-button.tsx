"use client";
import type * as React from "react";

import { buttonVariants } from "../button";
import { cn } from "../lib/cn";
import type { VariantProps } from "class-variance-authority";

export type IconButtonProps = Omit<React.ComponentProps<"button">, "aria-label"> & {
  /**
   * How much it stands out, as Button's `variant`: `ghost` for a toolbar or a row (close,
   * delete), `outline` beside a field (open the calendar), `primary`, `secondary`,
   * `destructive` or `link` as on a Button.
   * @default "ghost"
   */
  variant?: VariantProps<typeof buttonVariants>["variant"];
  /** The accessible name. Required: an icon alone says nothing to a screen reader. */
  label: string;
  /**
   * Size of the square target. `sm` is 36 px, `md` 44 px (the comfortable touch target).
   * @default "md"
   */
  size?: "sm" | "md";
};

/** A square button showing only an icon, named by `label`. */
export function IconButton({
  label,
  variant = "ghost",
  size = "md",
  className,
  children,
  type = "button",
  ...props
}: IconButtonProps) {
  return (
    <button
      data-slot="icon-button"
      type={type}
      aria-label={label}
      title={label}
      className={cn(
        buttonVariants({ variant, size: "icon" }),
        size === "sm" && "size-9",
        className,
      )}
      {...props}
    >
      {children}
    </button>
  );
}
