"use client";
import { useControllableState } from "@radix-ui/react-use-controllable-state";
import * as React from "react";

import { Button } from "../button/button";
import { Field } from "../field/field";
import { TextInput } from "../text-input/text-input";

export type VoucherFieldProps = Omit<
  React.ComponentProps<"div">,
  "defaultValue" | "onChange" | "children"
> & {
  /**
   * Visible label of the text field.
   * @default "Voucher code"
   */
  label?: React.ReactNode;
  /**
   * The code typed (controlled).
   * @default undefined
   */
  value?: string;
  /**
   * Initial code when uncontrolled.
   * @default ""
   */
  defaultValue?: string;
  /**
   * Called with the text as the customer types.
   * @default undefined
   */
  onValueChange?: (value: string) => void;
  /**
   * A discount from a voucher is in place: the field is disabled and the button becomes
   * the remove action.
   * @default false
   */
  discountApplied?: boolean;
  /**
   * The apply or remove request is in progress: the button shows a spinner and ignores
   * further clicks.
   * @default false
   */
  pending?: boolean;
  /**
   * Announced while pending.
   * @default "Checking voucher"
   */
  pendingLabel?: string;
  /**
   * Error message shown under the field and tied to it with aria-describedby.
   * @default undefined
   */
  error?: React.ReactNode;
  /**
   * Called with the trimmed code when the customer applies a non-empty code (button or Enter).
   * @default undefined
   */
  onApply?: (code: string) => void;
  /**
   * Called when the customer removes the applied voucher.
   * @default undefined
   */
  onRemove?: () => void;
  /**
   * Text of the apply button.
   * @default "APPLY"
   */
  applyLabel?: string;
  /**
   * Text of the remove button.
   * @default "REMOVE"
   */
  removeLabel?: string;
  /**
   * Placeholder of the text field.
   * @default undefined
   */
  placeholder?: string;
  /**
   * Name of the text field in a surrounding form.
   * @default "voucher"
   */
  name?: string;
};

/** A voucher code field with APPLY; once a discount is applied the field locks and REMOVE appears. */
export function VoucherField({
  label = "Voucher code",
  value: valueProp,
  defaultValue = "",
  onValueChange,
  discountApplied = false,
  pending = false,
  pendingLabel = "Checking voucher",
  error,
  onApply,
  onRemove,
  applyLabel = "APPLY",
  removeLabel = "REMOVE",
  placeholder,
  name = "voucher",
  className,
  ...props
}: VoucherFieldProps) {
  const [value, setValue] = useControllableState({
    prop: valueProp,
    defaultProp: defaultValue,
    onChange: onValueChange,
    caller: "VoucherField",
  });
  const hasError = error !== undefined && error !== null && error !== false && error !== "";
  const buttonRef = React.useRef<HTMLButtonElement>(null);
  // Applying with Enter in the field: once the discount is in place the field is disabled,
  // which would drop focus to the page; it goes to REMOVE instead.
  const appliedFromField = React.useRef(false);

  React.useEffect(() => {
    if (discountApplied && appliedFromField.current) buttonRef.current?.focus();
    appliedFromField.current = false;
  }, [discountApplied]);

  const apply = (from: "field" | "button") => {
    if (pending || discountApplied) return;
    const code = value.trim();
    if (!code) return;
    appliedFromField.current = from === "field";
    onApply?.(code);
  };

  return (
    <Field
      label={label}
      error={hasError ? error : undefined}
      data-slot="voucher-field"
      data-state={discountApplied ? "applied" : "empty"}
      className={className}
      {...props}
    >
      <div className="flex gap-2">
        <TextInput
          name={name}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder={placeholder}
          value={value}
          disabled={discountApplied}
          onChange={(event) => setValue(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              apply("field");
            }
          }}
          className="min-w-0 flex-1 disabled:cursor-not-allowed disabled:bg-muted"
        />
        {discountApplied ? (
          <Button
            ref={buttonRef}
            variant="outline"
            pending={pending}
            pendingLabel={pendingLabel}
            onClick={() => onRemove?.()}
          >
            {removeLabel}
          </Button>
        ) : (
          <Button
            ref={buttonRef}
            variant="secondary"
            pending={pending}
            pendingLabel={pendingLabel}
            onClick={() => apply("button")}
          >
            {applyLabel}
          </Button>
        )}
      </div>
    </Field>
  );
}
