import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";

import { Field } from "../field";
import { Select } from "./select";

const meta = {
  title: "Forms/Select",
  component: Select,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "A native select: works with every keyboard, screen reader and phone picker. Use it for longer lists (countries); use RadioGroup for a few visible choices.",
      },
    },
  },
  decorators: [
    (Story) => (
      <Field label="Country" className="max-w-sm">
        <Story />
      </Field>
    ),
  ],
  args: {
    placeholder: "Please select",
    options: [
      { value: "UK", label: "United Kingdom" },
      { value: "SG", label: "Singapore" },
    ],
    onChange: fn(),
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole("combobox", { name: "Country" });
    await userEvent.selectOptions(select, "SG");
    await expect(select).toHaveValue("SG");
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    // The native control owns its keys (arrows, type-ahead, the platform picker); the test
    // checks that it is reachable by Tab and announces its name and options.
    const select = within(canvasElement).getByRole("combobox", { name: "Country" });
    await userEvent.tab();
    await expect(select).toHaveFocus();
    await expect(
      within(select)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Please select", "United Kingdom", "Singapore"]);
  },
};
