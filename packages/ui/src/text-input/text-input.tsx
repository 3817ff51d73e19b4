"use client";
import type * as React from "react";

import { controlClasses, useFieldControl } from "../field";
import { cn } from "../lib/cn";

export type TextInputProps = React.ComponentProps<"input">;

/** A one-line text input. Put it in a Field for its label, hint and error. */
export function TextInput({ className, type = "text", ...props }: TextInputProps) {
  const wired = useFieldControl(props);
  return (
    <input
      data-slot="text-input"
      type={type}
      className={cn(controlClasses, className)}
      {...wired}
    />
  );
}
