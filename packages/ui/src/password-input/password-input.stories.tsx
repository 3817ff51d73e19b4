import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";

import { Field } from "../field";
import { PasswordInput } from "./password-input";
import {
  expectFieldStatesDistinct,
  showcaseParameters,
  stateProps,
  StatesTable,
} from "../testing/states-showcase";

const meta = {
  title: "Forms/PasswordInput",
  component: PasswordInput,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "A password with a show/hide toggle. Pasting works (password managers need it). Set `autoComplete` to `current-password` or `new-password`.",
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
          label="Password"
          className="max-w-sm"
          error={parameters.fieldError as string | undefined}
        >
          <Story />
        </Field>
      ),
  ],
  args: { autoComplete: "current-password", maxLength: 20 },
} satisfies Meta<typeof PasswordInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * By pointer, then from the keyboard: Tab reaches the input, then the show/hide button, which
 * Enter toggles back (ending focused on it).
 */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText("Password", { selector: "input" });
    await expect(input).toHaveAttribute("type", "password");
    await userEvent.click(input);
    await userEvent.paste("Bookwell!2026");
    await expect(input).toHaveValue("Bookwell!2026");
    await userEvent.click(canvas.getByRole("button", { name: "Show password" }));
    await expect(input).toHaveAttribute("type", "text");
    const hide = canvas.getByRole("button", { name: "Hide password" });
    await expect(hide).toHaveAttribute("aria-pressed", "true");
    hide.blur();
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.tab();
    await expect(hide).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(input).toHaveAttribute("type", "password");
    await expect(canvas.getByRole("button", { name: "Show password" })).toHaveFocus();
  },
};

/** The error state: the Field's message under the control, which is marked invalid. */
export const WithError: Story = {
  parameters: { fieldError: "Password is required." },
  play: async ({ canvasElement }) => {
    const control = within(canvasElement).getByLabelText("Password", { selector: "input" });
    await expect(control).toHaveAttribute("aria-invalid", "true");
    await expect(control).toHaveAccessibleDescription(
      expect.stringContaining("Password is required."),
    );
  },
};

/** Disabled: shown, not editable, skipped by Tab. */
export const Disabled: Story = {
  args: { disabled: true, defaultValue: "Bookwell!2026" },
  play: async ({ canvasElement }) => {
    const control = within(canvasElement).getByLabelText("Password", { selector: "input" });
    await expect(control).toBeDisabled();
    await expect(control).toHaveValue("Bookwell!2026");
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
        <div className="w-48">
          <PasswordInput
            {...args}
            aria-label={`Password (${row}, ${state})`}
            defaultValue={row === "Filled" ? "Bookwell!2026" : undefined}
            {...stateProps(state)}
          />
        </div>
      )}
    />
  ),
  play: ({ canvasElement }) => expectFieldStatesDistinct(canvasElement),
};
