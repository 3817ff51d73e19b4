import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";

import { CreditRedeemField, type CreditRedeemResult } from "./credit-redeem-field";
import {
  expectFieldStatesDistinct,
  lookOf,
  showcaseParametersFor,
  StatesTable,
} from "../testing/states-showcase";

/**
 * A stand-in for the app's rule, for these stories only: up to min(available, total), at most
 * 2 decimals. Bookwell's kit passes the contract's `validateCreditRedeem`, the rule the
 * server applies, with the catalogue's texts.
 */
function storyRule(available: number, total: number) {
  const max = Math.min(available, total);
  return (text: string): CreditRedeemResult => {
    const typed = text.trim();
    if (!/^\d*(\.\d*)?$/.test(typed) || typed === "" || typed === ".") {
      return { ok: false, reason: "Enter an amount such as 5.00" };
    }
    if ((typed.split(".")[1] ?? "").length > 2)
      return { ok: false, reason: "Use at most 2 decimals" };
    const amount = Number(typed);
    if (amount > max) return { ok: false, reason: `You can redeem up to £${max.toFixed(2)}` };
    return { ok: true, amount };
  };
}

const meta = {
  title: "Commerce/CreditRedeemField",
  component: CreditRedeemField,
  tags: ["autodocs"],
  args: { available: 12.5, validate: storyRule(12.5, 40), onRedeem: fn() },
  parameters: {
    docs: {
      description: {
        component:
          "Use CreditRedeemField at checkout to take some of the customer's credit off the " +
          "total. The app passes the rule as `validate` (the amount's bounds and decimals, and " +
          "why it is refused); the field shows the reason on the input and moves focus back to " +
          "it. Not for voucher codes: use VoucherField.",
      },
    },
  },
} satisfies Meta<typeof CreditRedeemField>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * By pointer, then from the keyboard: Enter in the field checks the amount (the message
 * shows, focus stays), Tab reaches Redeem and Enter redeems.
 */
export const Playground: Story = {
  tags: ["visual"],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("textbox", { name: "Credit to redeem" });
    await expect(input).toHaveAccessibleDescription("Available credit: £12.50");
    await userEvent.type(input, "10.25");
    await userEvent.click(canvas.getByRole("button", { name: "Redeem" }));
    await expect(args.onRedeem).toHaveBeenCalledWith(10.25);
    await userEvent.clear(input);
    input.blur();
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard("1.005{Enter}");
    await expect(canvas.getByText("Use at most 2 decimals")).toBeVisible();
    await expect(input).toHaveFocus();
    await userEvent.keyboard("{Backspace}");
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Redeem" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onRedeem).toHaveBeenLastCalledWith(1);
  },
};

export const TooMuch: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("textbox", { name: "Credit to redeem" });
    await userEvent.type(input, "12.51");
    await userEvent.click(canvas.getByRole("button", { name: "Redeem" }));
    await expect(args.onRedeem).not.toHaveBeenCalled();
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveFocus();
    await expect(input).toHaveAccessibleDescription(
      "Available credit: £12.50 Error: You can redeem up to £12.50",
    );
    // Typing clears the message; the exact maximum is accepted.
    await userEvent.clear(input);
    await expect(input).not.toHaveAttribute("aria-invalid");
    await userEvent.type(input, "12.5");
    await userEvent.click(canvas.getByRole("button", { name: "Redeem" }));
    await expect(args.onRedeem).toHaveBeenCalledWith(12.5);
  },
};

export const CappedByTotal: Story = {
  args: { available: 100, validate: storyRule(100, 30) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("textbox", { name: "Credit to redeem" });
    await userEvent.type(input, "31{Enter}");
    await expect(canvas.getByText("You can redeem up to £30.00")).toBeVisible();
    await expect(args.onRedeem).not.toHaveBeenCalled();
  },
};

export const WithAppError: Story = {
  tags: ["visual"],
  args: { defaultValue: "5", error: "Credit could not be redeemed. Please try again." },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("textbox", { name: "Credit to redeem" });
    await expect(input).toHaveAccessibleDescription(
      "Available credit: £12.50 Error: Credit could not be redeemed. Please try again.",
    );
  },
};

/**
 * Empty and with an amount typed, at rest, with REDEEM hovered, the amount focused from the
 * keyboard and in error, side by side. The field has no disabled state (while a redemption is
 * sent, its button shows progress).
 */
export const States: Story = {
  parameters: showcaseParametersFor({ hover: "button", focus: "input" }),
  render: (args) => (
    <StatesTable
      caption="States"
      rows={["Empty", "Amount typed"] as const}
      states={["default", "hover", "focus", "error"]}
      render={(row, state) => (
        <CreditRedeemField
          {...args}
          data-showcase-state={state}
          className="w-64"
          defaultValue={row === "Amount typed" ? "5.00" : ""}
          error={state === "error" ? "You can redeem up to £12.50" : undefined}
        />
      )}
    />
  ),
  play: async ({ canvasElement }) => {
    await expectFieldStatesDistinct(canvasElement, { part: "input", states: ["error"] });
    const rest = lookOf(canvasElement, "default", 0, "button");
    await waitFor(() =>
      expect(lookOf(canvasElement, "hover", 0, "button").background).not.toBe(rest.background),
    );
  },
};
