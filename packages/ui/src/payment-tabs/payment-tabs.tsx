"use client";
import * as TabsPrimitive from "@radix-ui/react-tabs";
import { useControllableState } from "@radix-ui/react-use-controllable-state";
import * as React from "react";

import { cn } from "../lib/cn";
import { paymentMethodLabels, resolvePaymentMethod, type PaymentMethod } from "./payment-methods";

export type PaymentTabsProps = Omit<
  React.ComponentProps<"div">,
  "defaultValue" | "onChange" | "children" | "dir"
> & {
  /** The ENABLED methods, in display order; one tab each. Disabled methods are left out. */
  methods: readonly PaymentMethod[];
  /**
   * The chosen method (controlled).
   * @default undefined
   */
  value?: PaymentMethod;
  /**
   * The initially chosen method when uncontrolled. Whatever is chosen, when it is not
   * enabled and exactly one method is, that one is shown and reported through
   * `onValueChange` (also when `methods` arrive after the first render).
   * @default undefined
   */
  defaultValue?: PaymentMethod;
  /**
   * Called with the method the customer chooses.
   * @default undefined
   */
  onValueChange?: (method: PaymentMethod) => void;
  /** Renders the panel of a method (card entry, bank details...). */
  children: (method: PaymentMethod) => React.ReactNode;
  /**
   * Tab names per method.
   * @default paymentMethodLabels
   */
  labels?: Partial<Record<PaymentMethod, string>>;
  /**
   * Accessible name of the tab list.
   * @default "Payment method"
   */
  label?: string;
  /**
   * Shown when no method is enabled.
   * @default "No payment method is available."
   */
  emptyMessage?: React.ReactNode;
};

/** Payment-method tabs (Radix Tabs): a tab per enabled method, the only one preselected. */
export function PaymentTabs({
  methods,
  value,
  defaultValue,
  onValueChange,
  children,
  labels,
  label = "Payment method",
  emptyMessage = "No payment method is available.",
  className,
  ...props
}: PaymentTabsProps) {
  const names = { ...paymentMethodLabels, ...labels };
  const [chosen, setChosen] = useControllableState<PaymentMethod | undefined>({
    prop: value,
    defaultProp: defaultValue,
    onChange: (method) => {
      if (method !== undefined) onValueChange?.(method);
    },
    caller: "PaymentTabs",
  });
  const current = resolvePaymentMethod(methods, chosen);

  // A preselection the customer did not make (the only enabled method) becomes the choice,
  // so it stays if more methods arrive, and is reported (once), so the app's payment type
  // matches the tab on screen, e.g. only bank transfer enabled while the app defaults to card.
  React.useEffect(() => {
    if (current !== undefined && current !== chosen) setChosen(current);
  }, [current, chosen, setChosen]);

  if (methods.length === 0) {
    return (
      <div
        data-slot="payment-tabs"
        data-state="empty"
        className={cn("text-sm", className)}
        {...props}
      >
        {emptyMessage}
      </div>
    );
  }

  return (
    <TabsPrimitive.Root
      data-slot="payment-tabs"
      value={current ?? ""}
      onValueChange={(next) => setChosen(next as PaymentMethod)}
      activationMode="automatic"
      className={cn("space-y-4", className)}
      {...props}
    >
      <TabsPrimitive.List
        aria-label={label}
        className="flex flex-wrap gap-1 rounded-md bg-muted p-1"
      >
        {methods.map((method) => (
          <TabsPrimitive.Trigger
            key={method}
            value={method}
            data-slot="payment-tabs-trigger"
            className={cn(
              "min-h-11 flex-1 rounded-md px-4 text-sm font-medium text-foreground",
              "transition-colors duration-(--duration-fast) hover:bg-background/60",
              "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
              "data-[state=active]:bg-background data-[state=active]:shadow-sm",
            )}
          >
            {names[method]}
          </TabsPrimitive.Trigger>
        ))}
      </TabsPrimitive.List>
      {methods.map((method) => (
        <TabsPrimitive.Content
          key={method}
          value={method}
          data-slot="payment-tabs-panel"
          className="focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          {current === method ? children(method) : null}
        </TabsPrimitive.Content>
      ))}
    </TabsPrimitive.Root>
  );
}
