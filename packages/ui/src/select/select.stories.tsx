import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";

import { Field } from "../field";
import { Select } from "./select";
import {
  expectFieldStatesDistinct,
  showcaseParameters,
  stateProps,
  StatesTable,
} from "../testing/states-showcase";

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
    // `parameters.fieldError` shows the Field's error (the control is marked invalid).
    (Story, { parameters }) =>
      parameters.showcase ? (
        <Story />
      ) : (
        <Field
          label="Country"
          className="max-w-sm"
          error={parameters.fieldError as string | undefined}
        >
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

/**
 * By pointer, then from the keyboard: the native control owns its keys (arrows, type-ahead,
 * the platform picker); Tab reaches it and it announces its name and options.
 */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole("combobox", { name: "Country" });
    await userEvent.selectOptions(select, "SG");
    await expect(select).toHaveValue("SG");
    await expect(args.onChange).toHaveBeenCalled();
    select.blur();
    await userEvent.tab();
    await expect(select).toHaveFocus();
    await expect(
      within(select)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Please select", "United Kingdom", "Singapore"]);
  },
};

/** The error state: the Field's message under the control, which is marked invalid. */
export const WithError: Story = {
  parameters: { fieldError: "Please select your country." },
  play: async ({ canvasElement }) => {
    const control = within(canvasElement).getByRole("combobox", { name: "Country" });
    await expect(control).toHaveAttribute("aria-invalid", "true");
    await expect(control).toHaveAccessibleDescription(
      expect.stringContaining("Please select your country."),
    );
  },
};

/** Disabled: shown, not editable, skipped by Tab. */
export const Disabled: Story = {
  args: { disabled: true, defaultValue: "SG" },
  play: async ({ canvasElement }) => {
    const control = within(canvasElement).getByRole("combobox", { name: "Country" });
    await expect(control).toBeDisabled();
    await expect(control).toHaveValue("SG");
    await userEvent.tab();
    await expect(control).not.toHaveFocus();
  },
};

/** Nothing chosen and chosen, at rest, hovered, focused from the keyboard, in error and disabled, side by side. */
export const States: Story = {
  parameters: { ...showcaseParameters, showcase: true },
  render: (args) => (
    <StatesTable
      caption="States"
      rows={["Nothing chosen", "Chosen"] as const}
      states={["default", "hover", "focus", "error", "disabled"]}
      render={(row, state) => (
        <Select
          {...args}
          aria-label={`Country (${row}, ${state})`}
          className="w-44"
          defaultValue={row === "Chosen" ? "SG" : ""}
          {...stateProps(state)}
        />
      )}
    />
  ),
  play: ({ canvasElement }) => expectFieldStatesDistinct(canvasElement),
};
