import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";

import { VoucherField } from "./voucher-field";
import {
  expectFieldStatesDistinct,
  lookOf,
  showcaseParametersFor,
  StatesTable,
} from "../testing/states-showcase";

const meta = {
  title: "Commerce/VoucherField",
  component: VoucherField,
  tags: ["autodocs"],
  args: { onApply: fn(), onRemove: fn(), onValueChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          "Use VoucherField in the cart to apply one promo code. The app decides whether a code " +
          "is valid and passes `discountApplied`, `pending` and `error` back. Do not use it for " +
          "gift-card balances or credit: use CreditRedeemField.",
      },
    },
  },
} satisfies Meta<typeof VoucherField>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * By pointer, then from the keyboard: Tab reaches the field, Enter applies the code, and
 * the APPLY button takes Enter too (ending focused on it).
 */
export const Playground: Story = {
  tags: ["visual"],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole("textbox", { name: "Voucher code" });
    await userEvent.click(canvas.getByRole("button", { name: "APPLY" }));
    await expect(args.onApply).not.toHaveBeenCalled();
    await userEvent.type(field, " SPRING10 ");
    await userEvent.click(canvas.getByRole("button", { name: "APPLY" }));
    await expect(args.onApply).toHaveBeenCalledWith("SPRING10");
    await userEvent.clear(field);
    field.blur();
    await userEvent.tab();
    await expect(field).toHaveFocus();
    await userEvent.keyboard("WELCOME{Enter}");
    await expect(args.onApply).toHaveBeenLastCalledWith("WELCOME");
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "APPLY" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onApply).toHaveBeenCalledTimes(3);
  },
};

export const Applied: Story = {
  tags: ["visual"],
  args: { defaultValue: "SPRING10", discountApplied: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("textbox", { name: "Voucher code" })).toBeDisabled();
    await userEvent.click(canvas.getByRole("button", { name: "REMOVE" }));
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole("button", { name: "APPLY" })).toBeNull();
  },
};

export const Pending: Story = {
  args: { defaultValue: "SPRING10", pending: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole("button", { name: /APPLY/ });
    await expect(button).toHaveAttribute("aria-disabled", "true");
    // The announcement takes its text once mounted (an effect): wait for it, as a reader would.
    await waitFor(() => expect(canvas.getByRole("status")).toHaveTextContent("Checking voucher"));
    await userEvent.click(button);
    await expect(args.onApply).not.toHaveBeenCalled();
  },
};

export const WithError: Story = {
  tags: ["visual"],
  args: { defaultValue: "NOPE", error: "This voucher code is not valid." },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole("textbox", { name: "Voucher code" });
    await expect(field).toHaveAccessibleDescription("Error: This voucher code is not valid.");
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toBeEnabled();
  },
};

function StatefulVoucher() {
  const [applied, setApplied] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [code, setCode] = useState("");
  const settle = (next: () => void) => {
    setPending(true);
    void Promise.resolve().then(() => {
      setPending(false);
      next();
    });
  };
  return (
    <VoucherField
      value={code}
      onValueChange={setCode}
      discountApplied={applied}
      pending={pending}
      error={error}
      onApply={(value) =>
        settle(() => {
          if (value === "SPRING10") {
            setError(undefined);
            setApplied(true);
          } else setError("This voucher code is not valid.");
        })
      }
      onRemove={() =>
        settle(() => {
          setApplied(false);
          setCode("");
        })
      }
    />
  );
}

/** Fails if the field stayed enabled after a successful APPLY. */
export const ApplyThenRemove: Story = {
  render: () => <StatefulVoucher />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole("textbox", { name: "Voucher code" });
    await userEvent.type(field, "WRONG");
    await userEvent.click(canvas.getByRole("button", { name: "APPLY" }));
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription("Error: This voucher code is not valid."),
    );
    await expect(field).toBeEnabled();

    // Keyboard: Enter in the field applies; focus moves to REMOVE as the field locks.
    await userEvent.clear(field);
    await userEvent.type(field, "SPRING10{Enter}");
    await waitFor(() => expect(field).toBeDisabled());
    await expect(canvas.getByRole("button", { name: "REMOVE" })).toHaveFocus();
    await expect(field).toHaveValue("SPRING10");
    await expect(field).not.toHaveAttribute("aria-describedby");
    const remove = canvas.getByRole("button", { name: "REMOVE" });
    await expect(canvas.queryByRole("button", { name: "APPLY" })).toBeNull();

    await userEvent.click(remove);
    await waitFor(() => expect(field).toBeEnabled());
    await expect(field).toHaveValue("");
    await expect(canvas.getByRole("button", { name: "APPLY" })).toBeVisible();
  },
};

/**
 * Empty and with a code typed, at rest, with APPLY hovered, the field focused from the
 * keyboard, in error and disabled (a discount applied: the field is locked and the button
 * becomes REMOVE), side by side.
 */
export const States: Story = {
  parameters: showcaseParametersFor({ hover: "button", focus: "input" }),
  render: (args) => (
    <StatesTable
      caption="States"
      rows={["Empty", "Code typed"] as const}
      states={["default", "hover", "focus", "error", "disabled"]}
      render={(row, state) => (
        <VoucherField
          {...args}
          data-showcase-state={state}
          className="w-64"
          defaultValue={row === "Code typed" || state === "disabled" ? "SPRING10" : ""}
          error={state === "error" ? "This code has expired." : undefined}
          discountApplied={state === "disabled"}
        />
      )}
    />
  ),
  play: async ({ canvasElement }) => {
    await expectFieldStatesDistinct(canvasElement, { part: "input" });
    const rest = lookOf(canvasElement, "default", 0, "button");
    await waitFor(() =>
      expect(lookOf(canvasElement, "hover", 0, "button").background).not.toBe(rest.background),
    );
  },
};
