import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";

import { Checkbox } from "./checkbox";
import {
  drawForcedStates,
  lookOf,
  showcaseParameters,
  StatesTable,
  stateProps,
} from "../testing/states-showcase";

const meta = {
  title: "Forms/Checkbox",
  component: Checkbox,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "A yes/no choice with its label: consent, “Save address to profile”. Space toggles it. For one choice among several, use RadioGroup.",
      },
    },
  },
  args: { label: "Save address to profile", defaultChecked: true, onCheckedChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** By pointer (the label toggles it), then from the keyboard: Tab reaches it, Space ticks it. */
export const Playground: Story = {
  tags: ["visual"],
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole("checkbox", { name: "Save address to profile" });
    await expect(box).toBeChecked();
    await userEvent.click(within(canvasElement).getByText("Save address to profile"));
    await expect(box).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledWith(false);
    box.blur();
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
  },
};

export const WithError: Story = {
  args: {
    defaultChecked: false,
    label: "I agree to the privacy policy",
    error: "You must agree to the privacy policy.",
  },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole("checkbox", {
      name: "I agree to the privacy policy",
    });
    await expect(box).toHaveAccessibleDescription("Error: You must agree to the privacy policy.");
  },
};

/** Unticked and ticked, at rest, hovered, focused from the keyboard, in error and disabled, side by side. */
export const States: Story = {
  parameters: showcaseParameters,
  render: (args) => (
    <StatesTable
      caption="States"
      rows={["Unticked", "Ticked"] as const}
      states={["default", "hover", "focus", "error", "disabled"]}
      render={(row, state) => (
        <Checkbox
          {...args}
          label={`Save (${state})`}
          defaultChecked={row === "Ticked"}
          {...stateProps(state)}
        />
      )}
    />
  ),
  play: async ({ canvasElement }) => {
    drawForcedStates();
    const rest = lookOf(canvasElement, "default");
    await waitFor(() => expect(lookOf(canvasElement, "focus").outline).toBe("solid"));
    await expect(rest.outline).not.toBe("solid");
    await expect(lookOf(canvasElement, "error").border).not.toBe(rest.border);
    await expect(lookOf(canvasElement, "disabled").opacity).toBe("0.5");
  },
};
