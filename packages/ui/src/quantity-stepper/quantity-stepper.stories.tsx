import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";

import { QuantityStepper } from "./quantity-stepper";
import {
  expectFieldStatesDistinct,
  lookOf,
  showcaseParametersFor,
  StatesTable,
} from "../testing/states-showcase";

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

/**
 * At rest, with the + button hovered, the input focused from the keyboard, in error and
 * disabled, side by side; at a bound, the button that cannot go further is faded.
 */
export const States: Story = {
  parameters: showcaseParametersFor({ hover: "button:last-of-type", focus: "input" }),
  render: (args) => (
    <StatesTable
      caption="States"
      rows={["Within bounds", "At the highest"] as const}
      states={["default", "hover", "focus", "error", "disabled"]}
      render={(row, state) => (
        <div data-showcase-state={state}>
          <QuantityStepper
            {...args}
            label={`Quantity (${row}, ${state})`}
            max={5}
            defaultValue={row === "At the highest" ? 5 : 2}
            aria-invalid={state === "error" || undefined}
            disabled={state === "disabled"}
          />
        </div>
      )}
    />
  ),
  play: async ({ canvasElement }) => {
    await expectFieldStatesDistinct(canvasElement, { part: "input" });
    const rest = lookOf(canvasElement, "default", 0, "button:last-of-type");
    await waitFor(() =>
      expect(lookOf(canvasElement, "hover", 0, "button:last-of-type").background).not.toBe(
        rest.background,
      ),
    );
    await expect(lookOf(canvasElement, "disabled", 0, "button:last-of-type").opacity).toBe("0.5");
    // At the highest, + is faded at rest too.
    await expect(lookOf(canvasElement, "default", 1, "button:last-of-type").opacity).toBe("0.5");
  },
};
