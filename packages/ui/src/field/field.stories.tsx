import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";

import { TextInput } from "../text-input";
import { Field } from "./field";

const meta = {
  title: "Forms/Field",
  component: Field,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "Wraps one control with its label, hint and error, and wires `id`, `aria-describedby` and `aria-invalid` onto it. The error is read with a hidden “Error:” prefix. Use it for every text-like control; Checkbox and RadioGroup carry their own label.",
      },
    },
  },
  args: { label: "Email address", children: <TextInput type="email" autoComplete="email" /> },
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("textbox", { name: "Email address" });
    await userEvent.click(input);
    await userEvent.keyboard("alice@example.com");
    await expect(input).toHaveValue("alice@example.com");
  },
};

export const WithHint: Story = {
  args: { hint: "We send your booking confirmation here." },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("textbox", { name: "Email address" });
    await expect(input).toHaveAccessibleDescription("We send your booking confirmation here.");
  },
};

export const WithError: Story = {
  tags: ["visual"],
  args: {
    required: true,
    hint: "We send your booking confirmation here.",
    error: "You have entered an invalid email address.",
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("textbox", { name: /Email address/ });
    await expect(input).toBeInvalid();
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription(
      "We send your booking confirmation here. Error: You have entered an invalid email address.",
    );
  },
};
