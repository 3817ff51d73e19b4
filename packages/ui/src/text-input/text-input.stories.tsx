import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";

import { Field } from "../field";
import { TextInput } from "./text-input";

const meta = {
  title: "Forms/TextInput",
  component: TextInput,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "A one-line input. Always inside a Field (or with an `aria-label`). Set `type`, `autoComplete` and `inputMode` so phones show the right keyboard and browsers can fill it.",
      },
    },
  },
  decorators: [
    (Story) => (
      <Field label="First name" className="max-w-sm">
        <Story />
      </Field>
    ),
  ],
  args: { maxLength: 20, autoComplete: "given-name" },
} satisfies Meta<typeof TextInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("textbox", { name: "First name" });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard("Alexandra-Elizabeth-Jones");
    await expect(input).toHaveValue("Alexandra-Elizabeth-");
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: "Alice" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("textbox", { name: "First name" })).toBeDisabled();
  },
};
