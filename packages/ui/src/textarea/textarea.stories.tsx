import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";

import { Field } from "../field";
import { Textarea } from "./textarea";
import {
  expectFieldStatesDistinct,
  showcaseParameters,
  stateProps,
  StatesTable,
} from "../testing/states-showcase";

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
    // `parameters.fieldError` shows the Field's error (the control is marked invalid).
    (Story, { parameters }) =>
      parameters.showcase ? (
        <Story />
      ) : (
        <Field
          label="Notes for crew"
          className="max-w-md"
          error={parameters.fieldError as string | undefined}
        >
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

/** The error state: the Field's message under the control, which is marked invalid. */
export const WithError: Story = {
  parameters: { fieldError: "Please tell the crew how to get in." },
  play: async ({ canvasElement }) => {
    const control = within(canvasElement).getByRole("textbox", { name: "Notes for crew" });
    await expect(control).toHaveAttribute("aria-invalid", "true");
    await expect(control).toHaveAccessibleDescription(
      expect.stringContaining("Please tell the crew how to get in."),
    );
  },
};

/** Disabled: shown, not editable, skipped by Tab. */
export const Disabled: Story = {
  args: { disabled: true, defaultValue: "Key under the mat" },
  play: async ({ canvasElement }) => {
    const control = within(canvasElement).getByRole("textbox", { name: "Notes for crew" });
    await expect(control).toBeDisabled();
    await expect(control).toHaveValue("Key under the mat");
    await userEvent.tab();
    await expect(control).not.toHaveFocus();
  },
};

/** Empty and filled, at rest, hovered, focused from the keyboard, in error and disabled, side by side. */
export const States: Story = {
  parameters: { ...showcaseParameters, showcase: true },
  render: (args) => (
    <StatesTable
      caption="States"
      rows={["Empty", "Filled"] as const}
      states={["default", "hover", "focus", "error", "disabled"]}
      render={(row, state) => (
        <Textarea
          {...args}
          aria-label={`Notes for crew (${row}, ${state})`}
          className="w-48"
          defaultValue={row === "Filled" ? "The key is under the mat." : undefined}
          {...stateProps(state)}
        />
      )}
    />
  ),
  play: ({ canvasElement }) => expectFieldStatesDistinct(canvasElement),
};
