import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";

import { Field } from "../field";
import { Textarea } from "./textarea";

const meta = {
  title: "Forms/Textarea",
  component: Textarea,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "Multi-line text (notes for crew, a message). With `maxLength` it shows the characters remaining, announced only near the limit.",
      },
    },
  },
  decorators: [
    (Story) => (
      <Field label="Notes for crew" className="max-w-md">
        <Story />
      </Field>
    ),
  ],
  args: { maxLength: 250 },
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  tags: ["visual"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole("textbox", { name: "Notes for crew" });
    await expect(box).toHaveAccessibleDescription("250 characters remaining");
    await userEvent.click(box);
    await userEvent.keyboard("Key under the mat");
    await expect(canvas.getByText("233 characters remaining")).toHaveAttribute("aria-live", "off");
  },
};

export const NearTheLimit: Story = {
  args: { maxLength: 20, defaultValue: "Ring the bell" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("7 characters remaining")).toHaveAttribute("aria-live", "polite");
    await userEvent.type(canvas.getByRole("textbox"), " twice and wait");
    await expect(canvas.getByRole("textbox")).toHaveValue("Ring the bell twice ");
    await expect(canvas.getByText("0 characters remaining")).toBeVisible();
  },
};
