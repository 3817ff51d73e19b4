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
          "Moves through pages of a long list (the inbox, bookings). Previous and Next stop at the first and last page; “Page X of Y” is announced. `variant: numbered` adds page buttons (first, last, current and its neighbours). Controlled with `page`/`onPageChange`, or uncontrolled with `defaultPage`. Not for steps of a process (use StepProgress).",
      },
    },
  },
  args: { pageCount: 3, onPageChange: fn() },
  argTypes: { variant: { control: "inline-radio", options: ["simple", "numbered"] } },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * By pointer, then by keyboard only: focus is never lost when a button becomes disabled (it
 * moves to the other one).
 */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const previous = canvas.getByRole("button", { name: "Previous" });
    const next = canvas.getByRole("button", { name: "Next" });
    await expect(previous).toBeDisabled();
    await expect(canvas.getByText("Page 1 of 3")).toBeVisible();
    await userEvent.click(next);
    await userEvent.click(next);
    await expect(canvas.getByText("Page 3 of 3")).toBeVisible();
    await expect(next).toBeDisabled();
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
    // Focus moved off the disabled Next by pointer too.
    await expect(previous).toHaveFocus();

    previous.blur();
    await userEvent.tab();
    await expect(previous).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(canvas.getByText("Page 2 of 3")).toBeVisible();
    await userEvent.keyboard(" ");
    await expect(canvas.getByText("Page 1 of 3")).toBeVisible();
    await expect(previous).toBeDisabled();
    await expect(next).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await userEvent.keyboard("{Enter}");
    await expect(canvas.getByText("Page 3 of 3")).toBeVisible();
    await expect(next).toBeDisabled();
    await expect(previous).toHaveFocus();
    await expect(args.onPageChange).toHaveBeenCalledTimes(6);
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

/** Numbered pages: the current page is marked, ellipses stand for the hidden ones. */
export const Numbered: Story = {
  args: { variant: "numbered", pageCount: 20, defaultPage: 10 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const pages = () =>
      within(canvasElement.querySelector<HTMLElement>('[data-slot="pagination-pages"]')!)
        .getAllByRole("button")
        .map((button) => button.textContent);
    await expect(pages()).toEqual(["1", "9", "10", "11", "20"]);
    const current = canvas.getByRole("button", { name: "Page 10" });
    await expect(current).toHaveAttribute("aria-current", "page");
    await expect(canvas.getByText("Page 10 of 20")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Page 20" }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(20);
    await expect(canvas.getByRole("button", { name: "Page 20" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(canvas.getByRole("button", { name: "Next" })).toBeDisabled();
    await expect(pages()).toEqual(["1", "16", "17", "18", "19", "20"]);
    // Keyboard: Shift+Tab back from the page to its neighbour, Enter opens it.
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole("button", { name: "Page 19" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(canvas.getByText("Page 19 of 20")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Next" })).toBeEnabled();
    // The current page again does nothing.
    await userEvent.click(canvas.getByRole("button", { name: "Page 19" }));
    await expect(args.onPageChange).toHaveBeenCalledTimes(2);
  },
};

/**
 * Controlled, and the owner does not move: the page stays, and focus stays on the pressed
 * button (it is not disabled, because the page did not change).
 */
export const ControlledOwnerIgnores: Story = {
  args: { page: 2, pageCount: 3 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const previous = canvas.getByRole("button", { name: "Previous" });
    await userEvent.tab();
    await expect(previous).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onPageChange).toHaveBeenCalledWith(1);
    await expect(canvas.getByText("Page 2 of 3")).toBeVisible();
    await expect(previous).toHaveFocus();
    const next = canvas.getByRole("button", { name: "Next" });
    next.focus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onPageChange).toHaveBeenCalledWith(3);
    await expect(canvas.getByText("Page 2 of 3")).toBeVisible();
    await expect(next).toBeEnabled();
    await expect(next).toHaveFocus();
  },
};
