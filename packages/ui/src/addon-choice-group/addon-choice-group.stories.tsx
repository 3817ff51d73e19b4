import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";

import { AddonChoiceGroup, type AddonChoiceValue, type AddonGroup } from "./addon-choice-group";

const groups: AddonGroup[] = [
  {
    id: "extras",
    title: "Extras",
    minChoices: 0,
    maxChoices: 2,
    options: [
      { id: "oven", label: "Oven clean", price: 25, description: "Inside and racks" },
      { id: "fridge", label: "Fridge clean", price: 15 },
      { id: "windows", label: "Inside windows", price: 20 },
    ],
  },
  {
    id: "products",
    title: "Products",
    minChoices: 1,
    maxChoices: 1,
    options: [
      { id: "standard", label: "Standard products", price: 0 },
      { id: "eco", label: "Eco products", price: 4.5 },
    ],
  },
];

const meta = {
  title: "Commerce/AddonChoiceGroup",
  component: AddonChoiceGroup,
  tags: ["autodocs"],
  args: { groups, onValueChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          "Use AddonChoiceGroup when the customer picks extras from groups that each allow a " +
          "limited number of choices. Each group says what it asks for with its title " +
          '("Choose up to 2", "Choose 1", "Choose at least 1, up to 3"). Once a group is full ' +
          "its other options are aria-disabled and described by a hint saying why; choosing a " +
          "selected option again unselects it. Options with `quantityEditable` get a quantity " +
          "stepper (1 to 100) while chosen. The app shows a group's unmet minimum through " +
          "`groupErrors` (`unsatisfiedGroups` lists them). For a single exclusive choice with " +
          "no price, use a radio group instead.",
      },
    },
  },
} satisfies Meta<typeof AddonChoiceGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * By pointer, then from the keyboard: Space ticks a choice; a group at its limit marks the
 * rest unavailable until one is cleared.
 */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Each group says what it asks for, as part of its name.
    await expect(canvas.getByRole("group", { name: "Extras Choose up to 2" })).toBeVisible();
    await expect(canvas.getByRole("group", { name: "Products Choose 1" })).toBeVisible();
    const oven = canvas.getByRole("checkbox", { name: /Oven clean/ });
    await expect(oven).toHaveAccessibleName("Oven clean £25.00");
    await expect(oven).toHaveAccessibleDescription("Inside and racks");
    await userEvent.click(oven);
    await expect(oven).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ oven: 1 });
    const standard = canvas.getByRole("checkbox", { name: /Standard products/ });
    const eco = canvas.getByRole("checkbox", { name: /Eco products/ });
    standard.focus();
    await userEvent.keyboard(" ");
    await expect(standard).toBeChecked();
    await userEvent.tab();
    await expect(eco).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(eco).not.toBeChecked();
    await expect(eco).toHaveAttribute("aria-disabled", "true");
    await userEvent.tab({ shift: true });
    await userEvent.keyboard(" ");
    await expect(standard).not.toBeChecked();
    await expect(eco).not.toHaveAttribute("aria-disabled");
  },
};

/** One extra chosen, at rest (the screenshot baseline). */
export const OneSelected: Story = {
  tags: ["visual"],
  args: { defaultValue: { oven: 1 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("checkbox", { name: /Oven clean/ })).toBeChecked();
    await expect(canvas.getByRole("checkbox", { name: /Fridge clean/ })).not.toBeChecked();
  },
};

/** Fails if the maximum were ignored: a third extra cannot be chosen in a group of 2. */
export const MaximumEnforced: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const oven = canvas.getByRole("checkbox", { name: /Oven clean/ });
    const fridge = canvas.getByRole("checkbox", { name: /Fridge clean/ });
    const windows = canvas.getByRole("checkbox", { name: /Inside windows/ });
    await userEvent.click(oven);
    await userEvent.click(fridge);
    await expect(windows).toHaveAttribute("aria-disabled", "true");
    await expect(windows).toHaveAccessibleDescription("You can choose up to 2");
    await expect(canvas.getByText("You can choose up to 2")).toBeVisible();

    await userEvent.click(windows);
    await expect(windows).not.toBeChecked();
    await expect(args.onValueChange).toHaveBeenCalledTimes(2);
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ oven: 1, fridge: 1 });

    // Unselecting one frees the group again.
    await userEvent.click(oven);
    await expect(oven).not.toBeChecked();
    await expect(windows).not.toHaveAttribute("aria-disabled");
    await userEvent.click(windows);
    await expect(windows).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ fridge: 1, windows: 1 });
  },
};

export const WithQuantities: Story = {
  args: {
    groups: [
      {
        id: "multi",
        title: "Extra visits",
        minChoices: 1,
        maxChoices: 3,
        options: [
          { id: "ironing", label: "Ironing hour", price: 18, quantityEditable: true, quantity: 2 },
          { id: "laundry", label: "Laundry load", price: 12, quantityEditable: true },
        ],
      },
    ],
    defaultValue: { ironing: 2 },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole("group", { name: "Extra visits Choose at least 1, up to 3" }),
    ).toBeVisible();
    const quantity = canvas.getByRole("spinbutton", { name: "Quantity of Ironing hour" });
    await expect(quantity).toHaveValue("2");
    await userEvent.click(
      canvas.getByRole("button", { name: "Increase Quantity of Ironing hour" }),
    );
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ ironing: 3 });

    // Keyboard: arrows step, typed text is checked on Enter; 101 is refused with the reason.
    quantity.focus();
    await userEvent.keyboard("{ArrowDown}");
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ ironing: 2 });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, "101{Enter}");
    await expect(quantity).toHaveAccessibleDescription("Error: Enter a whole number from 1 to 100");
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ ironing: 2 });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, "50{Enter}");
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ ironing: 50 });

    // A quantity can only be set on a chosen option.
    await expect(canvas.queryByRole("spinbutton", { name: "Quantity of Laundry load" })).toBeNull();
    await userEvent.click(canvas.getByRole("checkbox", { name: /Laundry load/ }));
    await expect(canvas.getByRole("spinbutton", { name: "Quantity of Laundry load" })).toHaveValue(
      "1",
    );
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ ironing: 50, laundry: 1 });
  },
};

/** The app shows an error on a group below its minimum (here after a SELECT without one). */
export const GroupError: Story = {
  tags: ["visual"],
  args: { groupErrors: { products: "Choose 1 product option." } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole("group", { name: "Products Choose 1" }),
    ).toHaveAccessibleDescription("Error: Choose 1 product option.");
    await expect(canvasElement.querySelector('[data-satisfied="false"]')).toHaveAccessibleName(
      "Products Choose 1",
    );
  },
};

function ControlledDemo() {
  const [value, setValue] = useState<AddonChoiceValue>({ eco: 1 });
  return (
    <div className="space-y-4">
      <AddonChoiceGroup groups={groups} value={value} onValueChange={setValue} />
      <output aria-label="Selection">{Object.keys(value).join(", ")}</output>
    </div>
  );
}

export const Controlled: Story = {
  render: () => <ControlledDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("checkbox", { name: /Eco products/ })).toBeChecked();
    await expect(canvas.getByRole("checkbox", { name: /Standard products/ })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
    await userEvent.click(canvas.getByRole("checkbox", { name: /Fridge clean/ }));
    await expect(canvas.getByRole("status", { name: "Selection" })).toHaveTextContent(
      "eco, fridge",
    );
  },
};
