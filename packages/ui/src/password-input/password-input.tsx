"use client";
import { Eye, EyeOff } from "lucide-react";
import * as React from "react";

import { controlClasses, useFieldControl } from "../field";
import { cn } from "../lib/cn";

export type PasswordInputProps = Omit<React.ComponentProps<"input">, "type"> & {
  /**
   * Name of the toggle while the password is hidden.
   * @default "Show password"
   */
  showLabel?: string;
  /**
   * Name of the toggle while the password is shown.
   * @default "Hide password"
   */
  hideLabel?: string;
};

/**
 * A password field with a show/hide toggle. Pasting is allowed (password managers need it);
 * pass `autoComplete="current-password"` or `"new-password"`.
 */
export function PasswordInput({
  className,
  showLabel = "Show password",
  hideLabel = "Hide password",
  ...props
}: PasswordInputProps) {
  const [visible, setVisible] = React.useState(false);
  const wired = useFieldControl(props);
  return (
    <div data-slot="password-input" className="relative">
      <input
        type={visible ? "text" : "password"}
        autoCapitalize="none"
        spellCheck={false}
        className={cn(controlClasses, "pr-12", className)}
        {...wired}
      />
      <button
        type="button"
        aria-pressed={visible}
        aria-label={visible ? hideLabel : showLabel}
        aria-controls={wired.id}
        onClick={() => setVisible((shown) => !shown)}
        className="absolute top-1/2 right-1 grid size-9 -translate-y-1/2 place-items-center rounded-md text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
      >
        {visible ? (
          <EyeOff aria-hidden="true" className="size-5" />
        ) : (
          <Eye aria-hidden="true" className="size-5" />
        )}
      </button>
    </div>
  );
}
