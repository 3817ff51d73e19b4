import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";

import { Pagination } from "./pagination";

const meta = {
  title: "Navigation/Pagination",
  component: Pagination,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "Moves through pages of a long list. The buttons stop at the first and last page; the status is announced.",
      },
    },
  },
  args: { pageCount: 3, onPageChange: fn() },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Previous" })).toBeDisabled();
    await expect(canvas.getByText("Page 1 of 3")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Next" }));
    await userEvent.click(canvas.getByRole("button", { name: "Next" }));
    await expect(canvas.getByText("Page 3 of 3")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Next" })).toBeDisabled();
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
  },
};

export const Keyboard: Story = {
  args: { page: 2 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Previous" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onPageChange).toHaveBeenCalledWith(1);
    // Controlled: the page stays until the owner changes it.
    await expect(canvas.getByText("Page 2 of 3")).toBeVisible();
  },
};

/** Uncontrolled, by keyboard only: focus is never lost when a button becomes disabled. */
export const KeyboardToTheEnd: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const next = canvas.getByRole("button", { name: "Next" });
    await userEvent.tab();
    await expect(next).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(canvas.getByText("Page 2 of 3")).toBeVisible();
    await userEvent.keyboard(" ");
    await expect(canvas.getByText("Page 3 of 3")).toBeVisible();
    await expect(next).toBeDisabled();
    const previous = canvas.getByRole("button", { name: "Previous" });
    await expect(previous).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await userEvent.keyboard("{Enter}");
    await expect(canvas.getByText("Page 1 of 3")).toBeVisible();
    await expect(previous).toBeDisabled();
    await expect(next).toHaveFocus();
    await expect(args.onPageChange).toHaveBeenCalledTimes(4);
  },
};

export const SinglePage: Story = {
  args: { pageCount: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Page 1 of 1")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Previous" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Next" })).toBeDisabled();
  },
};

export const MiddlePage: Story = {
  tags: ["visual"],
  args: { defaultPage: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Page 2 of 3")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Previous" })).toBeEnabled();
    await expect(canvas.getByRole("button", { name: "Next" })).toBeEnabled();
  },
};
