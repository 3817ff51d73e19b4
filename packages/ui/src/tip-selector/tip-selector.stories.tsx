import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";

import { TipSelector } from "./tip-selector";
import {
  expectToggleStatesDistinct,
  showcaseParametersFor,
  StatesTable,
} from "../testing/states-showcase";

const meta = {
  title: "Commerce/TipSelector",
  component: TipSelector,
  tags: ["autodocs"],
  args: { amounts: [2, 5, 10], onValueChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          "Use TipSelector to offer a few preset tip amounts; pressing the chosen one again " +
          "clears it. Not for free amounts: use a money input.",
      },
    },
  },
} satisfies Meta<typeof TipSelector>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * By pointer, then from the keyboard: Tab moves between amounts, Enter chooses one and Space
 * on the chosen amount clears it.
 */
export const Playground: Story = {
  tags: ["visual"],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("group", { name: "Tip" })).toBeVisible();
    const five = canvas.getByRole("button", { name: "£5.00" });
    await expect(five).toHaveAttribute("aria-pressed", "false");
    await userEvent.click(five);
    await expect(five).toHaveAttribute("aria-pressed", "true");
    await expect(args.onValueChange).toHaveBeenLastCalledWith(5);
    await userEvent.click(canvas.getByRole("button", { name: "£10.00" }));
    await expect(five).toHaveAttribute("aria-pressed", "false");
    await expect(args.onValueChange).toHaveBeenLastCalledWith(10);
    canvas.getByRole("button", { name: "£10.00" }).blur();
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "£2.00" })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    await expect(five).toHaveAttribute("aria-pressed", "true");
    await userEvent.keyboard(" ");
    await expect(args.onValueChange).toHaveBeenLastCalledWith(null);
  },
};

export const PressAgainClears: Story = {
  args: { defaultValue: 2 },
  play: async ({ canvasElement, args }) => {
    const two = within(canvasElement).getByRole("button", { name: "£2.00" });
    await expect(two).toHaveAttribute("aria-pressed", "true");
    await userEvent.click(two);
    await expect(two).toHaveAttribute("aria-pressed", "false");
    await expect(args.onValueChange).toHaveBeenLastCalledWith(null);
  },
};

export const WithDisabledAmount: Story = {
  args: { isAmountDisabled: (amount: number) => amount > 5, currency: "SGD" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "S$10.00" })).toBeDisabled();
  },
};

function ControlledDemo() {
  const [tip, setTip] = useState<number | null>(5);
  return (
    <div className="space-y-2">
      <TipSelector amounts={[2, 5, 10]} value={tip} onValueChange={setTip} />
      <output aria-label="Tip chosen">{tip === null ? "none" : tip}</output>
    </div>
  );
}

export const Controlled: Story = {
  render: () => <ControlledDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "£5.00" }));
    await expect(canvas.getByRole("status", { name: "Tip chosen" })).toHaveTextContent("none");
  },
};

/** The booking feedback's preset tips (£1, £2, £5, £10), one already chosen. */
export const FeedbackTips: Story = {
  args: { amounts: [1, 2, 5, 10], defaultValue: 5, label: "Tip for your crew" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole("group", { name: "Tip for your crew" });
    const names = within(group)
      .getAllByRole("button")
      .map((button) => button.textContent);
    await expect(names).toEqual(["£1.00", "£2.00", "£5.00", "£10.00"]);
    await expect(canvas.getByRole("button", { name: "£5.00" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    // Selecting the same amount again clears the tip.
    await userEvent.click(canvas.getByRole("button", { name: "£5.00" }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(null);
    for (const button of within(group).getAllByRole("button")) {
      await expect(button).toHaveAttribute("aria-pressed", "false");
    }
  },
};

/** An amount not chosen and chosen, at rest, hovered, focused from the keyboard and disabled, side by side. */
export const States: Story = {
  parameters: showcaseParametersFor({ hover: "button", focus: "button" }),
  render: (args) => (
    <StatesTable
      caption="States"
      rows={["Not chosen", "Chosen"] as const}
      states={["default", "hover", "focus", "disabled"]}
      render={(row, state) => (
        <TipSelector
          {...args}
          data-showcase-state={state}
          label={`Tip (${row}, ${state})`}
          amounts={[5]}
          defaultValue={row === "Chosen" ? 5 : null}
          isAmountDisabled={() => state === "disabled"}
        />
      )}
    />
  ),
  play: ({ canvasElement }) => expectToggleStatesDistinct(canvasElement),
};
