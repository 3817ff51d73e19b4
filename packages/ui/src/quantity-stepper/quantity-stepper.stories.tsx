import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";

import { QuantityStepper } from "./quantity-stepper";

const meta = {
  title: "Forms/QuantityStepper",
  component: QuantityStepper,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "A whole-number quantity (add-ons 0 to 100, shop items 1 to 5). Buttons stop at the bounds; typed text that is not a whole number in range is refused with a message and the last valid value is kept.",
      },
    },
  },
  args: {
    label: "Quantity of Ironing",
    min: 0,
    max: 100,
    defaultValue: 1,
    onValueChange: fn(),
    onInvalid: fn(),
  },
} satisfies Meta<typeof QuantityStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * By pointer, then from the keyboard: the arrow keys step the focused quantity.
 */
export const Playground: Story = {
  tags: ["visual"],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Increase Quantity of Ironing" }));
    await expect(canvas.getByRole("spinbutton", { name: "Quantity of Ironing" })).toHaveValue("2");
    await expect(args.onValueChange).toHaveBeenLastCalledWith(2);
    const input = canvas.getByRole("spinbutton", { name: "Quantity of Ironing" });
    input.focus();
    await userEvent.keyboard("{ArrowUp}{ArrowUp}{ArrowDown}");
    await expect(input).toHaveAttribute("aria-valuenow", "3");
  },
};

export const Bounds: Story = {
  args: { min: 1, max: 5, defaultValue: 5, label: "Quantity" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Increase Quantity" })).toBeDisabled();
    await userEvent.click(canvas.getByRole("button", { name: "Decrease Quantity" }));
    await expect(canvas.getByRole("spinbutton")).toHaveAttribute("aria-valuenow", "4");
  },
};

export const RejectsInvalidText: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("spinbutton", { name: "Quantity of Ironing" });
    for (const text of ["2.5", "101", "abc"]) {
      await userEvent.clear(input);
      await userEvent.type(input, `${text}{Enter}`);
      await expect(input).toBeInvalid();
      await expect(canvas.getByText("Enter a whole number from 0 to 100")).toBeVisible();
      await expect(input).toHaveAttribute("aria-valuenow", "1");
    }
    await expect(args.onInvalid).toHaveBeenCalledTimes(3);
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await userEvent.clear(input);
    await userEvent.type(input, "42{Enter}");
    await expect(input).toBeValid();
    await expect(args.onValueChange).toHaveBeenCalledWith(42);
  },
};
