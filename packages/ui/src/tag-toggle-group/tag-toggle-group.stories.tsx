import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";

import { TagToggleGroup } from "./tag-toggle-group";
import {
  expectToggleStatesDistinct,
  showcaseParametersFor,
  StatesTable,
} from "../testing/states-showcase";

const tags = [
  { value: "home", label: "Home cleaning" },
  { value: "office", label: "Office cleaning" },
  { value: "laundry", label: "Laundry" },
  { value: "pest", label: "Pest control", disabled: true },
];

const meta = {
  title: "Primitives/TagToggleGroup",
  component: TagToggleGroup,
  tags: ["autodocs"],
  args: { tags, label: "Filter by service", onValueChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          "Use TagToggleGroup for filters or preferences where any number of tags can be on. " +
          "For exactly one choice use a radio group; for a form value prefer checkboxes.",
      },
    },
  },
} satisfies Meta<typeof TagToggleGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * By pointer, then from the keyboard: Tab moves between tags (skipping the disabled one),
 * Space and Enter toggle them.
 */
export const Playground: Story = {
  tags: ["visual"],
  args: { defaultValue: ["office"] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("group", { name: "Filter by service" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Office cleaning" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await userEvent.click(canvas.getByRole("button", { name: "Home cleaning" }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(["home", "office"]);
    await userEvent.click(canvas.getByRole("button", { name: "Office cleaning" }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(["home"]);
    await expect(canvas.getByRole("button", { name: "Office cleaning" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    await expect(canvas.getByRole("button", { name: "Pest control" })).toBeDisabled();
    canvas.getByRole("button", { name: "Office cleaning" }).blur();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Office cleaning" })).toHaveFocus();
    await userEvent.keyboard(" ");
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    await expect(args.onValueChange).toHaveBeenLastCalledWith(["home", "office", "laundry"]);
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Laundry" })).not.toHaveFocus();
  },
};

function ControlledDemo() {
  const [value, setValue] = useState<string[]>(["laundry"]);
  return (
    <div className="space-y-2">
      <TagToggleGroup tags={tags} label="Services" value={value} onValueChange={setValue} />
      <button type="button" className="min-h-11 underline" onClick={() => setValue([])}>
        Clear filters
      </button>
    </div>
  );
}

export const Controlled: Story = {
  render: () => <ControlledDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const laundry = canvas.getByRole("button", { name: "Laundry" });
    await expect(laundry).toHaveAttribute("aria-pressed", "true");
    await userEvent.click(canvas.getByRole("button", { name: "Clear filters" }));
    await expect(laundry).toHaveAttribute("aria-pressed", "false");
  },
};

/** The booking feedback's items: any of them toggled on and off. */
export const FeedbackTags: Story = {
  args: {
    label: "What went well?",
    tags: [
      { value: "clean", label: "Clean" },
      { value: "thorough", label: "Thorough" },
      { value: "helpful", label: "Helpful" },
      { value: "eco", label: "Eco" },
      { value: "safe", label: "Safe" },
      { value: "professional", label: "Professional" },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("group", { name: "What went well?" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Safe" }));
    await userEvent.click(canvas.getByRole("button", { name: "Clean" }));
    // Reported in the tags' order, not the order of clicks.
    await expect(args.onValueChange).toHaveBeenLastCalledWith(["clean", "safe"]);
    await userEvent.keyboard(" ");
    await expect(canvas.getByRole("button", { name: "Clean" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    await expect(args.onValueChange).toHaveBeenLastCalledWith(["safe"]);
  },
};

/** A tag off and on, at rest, hovered, focused from the keyboard and disabled, side by side. */
export const States: Story = {
  parameters: showcaseParametersFor({ hover: "button", focus: "button" }),
  render: (args) => (
    <StatesTable
      caption="States"
      rows={["Off", "On"] as const}
      states={["default", "hover", "focus", "disabled"]}
      render={(row, state) => (
        <TagToggleGroup
          {...args}
          data-showcase-state={state}
          label={`Filter (${row}, ${state})`}
          tags={[{ value: "office", label: "Office cleaning", disabled: state === "disabled" }]}
          defaultValue={row === "On" ? ["office"] : []}
        />
      )}
    />
  ),
  play: ({ canvasElement }) => expectToggleStatesDistinct(canvasElement),
};
