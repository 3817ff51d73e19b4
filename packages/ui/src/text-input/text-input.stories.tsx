import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";

import { Field } from "../field";
import { TextInput } from "./text-input";
import {
  expectFieldStatesDistinct,
  showcaseParameters,
  stateProps,
  StatesTable,
} from "../testing/states-showcase";

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
    (Story, { parameters }) =>
      parameters.showcase ? (
        <Story />
      ) : (
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

/** Empty and filled, at rest, hovered, focused from the keyboard, in error and disabled, side by side (a text input has no hover style of its own). */
export const States: Story = {
  parameters: { ...showcaseParameters, showcase: true },
  render: (args) => (
    <StatesTable
      caption="States"
      rows={["Empty", "Filled"] as const}
      states={["default", "hover", "focus", "error", "disabled"]}
      render={(row, state) => (
        <TextInput
          {...args}
          aria-label={`First name (${row}, ${state})`}
          className="w-40"
          placeholder={row === "Empty" ? "Alice" : undefined}
          defaultValue={row === "Filled" ? "Alice" : undefined}
          {...stateProps(state)}
        />
      )}
    />
  ),
  play: ({ canvasElement }) => expectFieldStatesDistinct(canvasElement),
};
