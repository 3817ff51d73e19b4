import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";

import { Button } from "../button";
import { EmptyState } from "./empty-state";

/** The next step the empty cart offers (opening the services, in the app). */
const openServices = fn();

const meta = {
  title: "Content/EmptyState",
  component: EmptyState,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "Fills an empty list (No Records Found, Cart Is Empty, No Message here..) and offers the next step.",
      },
    },
  },
  args: {
    title: "Cart Is Empty",
    description: "Choose a service to start a booking.",
    action: <Button onClick={openServices}>Our services</Button>,
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Its action by pointer, then from the keyboard: Tab reaches it, Enter and Space press it. */
export const Playground: Story = {
  tags: ["visual"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Cart Is Empty")).toBeVisible();
    const action = canvas.getByRole("button", { name: "Our services" });
    await expect(action).toBeVisible();
    const before = openServices.mock.calls.length;
    await userEvent.click(action);
    await expect(openServices).toHaveBeenCalledTimes(before + 1);
    action.blur();
    await userEvent.tab();
    await expect(action).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await userEvent.keyboard(" ");
    await expect(openServices).toHaveBeenCalledTimes(before + 3);
  },
};

export const TitleOnly: Story = {
  args: { title: "No Message here..", description: undefined, action: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("button")).toBeNull();
    await expect(within(canvasElement).getByText("No Message here..")).toBeVisible();
  },
};
