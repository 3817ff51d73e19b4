import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";

import { RadioGroup, RadioGroupItem } from "./radio-group";
import {
  drawForcedStates,
  lookOf,
  showcaseParameters,
  StatesTable,
  stateProps,
} from "../testing/states-showcase";

const meta = {
  title: "Forms/RadioGroup",
  component: RadioGroup,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "One choice among a few, all visible. Tab enters the group at the chosen item; arrow keys move and choose. For long lists use Select.",
      },
    },
  },
  args: {
    label: "Salutation",
    defaultValue: "Mr",
    orientation: "horizontal",
    onValueChange: fn(),
    children: ["Mr", "Mrs", "Ms", "Mdm", "Dr"].map((title) => (
      <RadioGroupItem key={title} value={title} label={title} />
    )),
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * By pointer, then from the keyboard: Tab reaches the chosen item, an arrow key moves to and
 * chooses the next one (ending focused on it).
 */
export const Playground: Story = {
  tags: ["visual"],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("radiogroup", { name: "Salutation" })).toBeVisible();
    await expect(canvas.getByRole("radio", { name: "Mr" })).toBeChecked();
    await userEvent.click(canvas.getByRole("radio", { name: "Dr" }));
    await expect(args.onValueChange).toHaveBeenCalledWith("Dr");
    canvas.getByRole("radio", { name: "Dr" }).blur();
    await userEvent.tab();
    await expect(canvas.getByRole("radio", { name: "Dr" })).toHaveFocus();
    // Hold the key as a person does: Radix checks the item that receives focus while an
    // arrow key is down (user-event would otherwise release it before focus moves).
    await userEvent.keyboard("{ArrowLeft>}");
    await waitFor(() => expect(canvas.getByRole("radio", { name: "Mdm" })).toBeChecked());
    await userEvent.keyboard("{/ArrowLeft}");
    await expect(canvas.getByRole("radio", { name: "Mdm" })).toHaveFocus();
    await expect(canvas.getByRole("radio", { name: "Dr" })).not.toBeChecked();
  },
};

export const WithError: Story = {
  args: { defaultValue: undefined, error: "Salutation is required." },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("radiogroup")).toHaveAccessibleDescription(
      "Error: Salutation is required.",
    );
  },
};

export const Required: Story = {
  args: { defaultValue: undefined, required: true },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole("radiogroup");
    // The asterisk is decorative: the name stays the label, the group says it is required.
    await expect(group).toHaveAttribute("aria-required", "true");
    await expect(group).toHaveAccessibleName("Salutation");
    await expect(within(canvasElement).getByText("*")).toHaveAttribute("aria-hidden", "true");
  },
};

/** Not chosen and chosen, at rest, hovered, focused from the keyboard and disabled, side by side. */
export const States: Story = {
  parameters: showcaseParameters,
  render: (args) => (
    <StatesTable
      caption="States"
      rows={["Not chosen", "Chosen"] as const}
      states={["default", "hover", "focus", "disabled"]}
      render={(row, state) => (
        <RadioGroup
          {...args}
          label={<span className="sr-only">{`Salutation (${row}, ${state})`}</span>}
          defaultValue={row === "Chosen" ? "Ms" : undefined}
        >
          <RadioGroupItem value="Ms" label="Ms" {...stateProps(state)} />
        </RadioGroup>
      )}
    />
  ),
  play: async ({ canvasElement }) => {
    drawForcedStates();
    const rest = lookOf(canvasElement, "default");
    await waitFor(() => expect(lookOf(canvasElement, "focus").outline).toBe("solid"));
    await expect(rest.outline).not.toBe("solid");
    await expect(lookOf(canvasElement, "disabled").opacity).toBe("0.5");
  },
};
