import type { Meta, StoryObj } from "@storybook/react-vite";
import { ShoppingCart } from "lucide-react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";

import { IconButton } from "./icon-button";
import {
  drawForcedStates,
  lookOf,
  showcaseParameters,
  StatesTable,
  stateProps,
} from "../testing/states-showcase";

const meta = {
  title: "Primitives/IconButton",
  component: IconButton,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "A button that shows only an icon: close, cart, menu. Its `label` is required and becomes the accessible name and tooltip. When a word fits, prefer a Button with text.",
      },
    },
  },
  args: { label: "Open cart", onClick: fn(), children: <ShoppingCart aria-hidden="true" /> },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** By pointer, then from the keyboard: Tab reaches it, Enter presses it (ending focused). */
export const Playground: Story = {
  tags: ["visual"],
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole("button", { name: "Open cart" });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
    button.blur();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

/** Both sizes and the quieter variants at rest, hovered, focused from the keyboard and disabled, side by side. */
export const States: Story = {
  parameters: showcaseParameters,
  render: (args) => (
    <StatesTable
      caption="Variants and sizes"
      rows={["ghost, md", "ghost, sm", "outline, md", "secondary, md"] as const}
      states={["default", "hover", "focus", "disabled"]}
      render={(row, state) => {
        const [variant, size] = row.split(", ") as ["ghost" | "outline" | "secondary", "sm" | "md"];
        return (
          <IconButton
            {...args}
            label={`Open cart (${row}, ${state})`}
            variant={variant}
            size={size}
            {...stateProps(state)}
          />
        );
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    drawForcedStates();
    const rest = lookOf(canvasElement, "default");
    await waitFor(() =>
      expect(lookOf(canvasElement, "hover").background).not.toBe(rest.background),
    );
    await expect(lookOf(canvasElement, "focus").outline).toBe("solid");
    await expect(lookOf(canvasElement, "disabled").opacity).toBe("0.5");
  },
};
