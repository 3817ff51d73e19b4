import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";

import { Field } from "../field";
import { TextInput } from "./text-input";
import {
  drawForcedStates,
  lookOf,
  showcaseParameters,
  StatesTable,
  stateProps,
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
  play: async ({ canvasElement }) => {
    drawForcedStates();
    // Each forced state is visible: the focus ring, the error border, the disabled look.
    const rest = lookOf(canvasElement, "default");
    await waitFor(() => expect(lookOf(canvasElement, "focus").outline).toBe("solid"));
    await expect(rest.outline).not.toBe("solid");
    await expect(lookOf(canvasElement, "error").border).not.toBe(rest.border);
    await expect(lookOf(canvasElement, "disabled").background).not.toBe(rest.background);
  },
};
