import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";

import { AnnouncementBar } from "./announcement-bar";

const messages = [
  "<strong>10% off</strong> your first deep clean",
  "Open 8am to 8pm daily",
  'Same-day replies to <a href="#enquiry">enquiries</a>',
];

const meta = {
  title: "Content/AnnouncementBar",
  component: AnnouncementBar,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "The header's rotating messages (HTML from the CMS). A pause control is always there; rotation also stops on hover and focus. Keep messages short and never put the only copy of something important here.",
      },
    },
  },
  args: { messages, interval: 300 },
} satisfies Meta<typeof AnnouncementBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const text = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-slot="safe-html"]')?.textContent ?? "";

export const Playground: Story = {
  args: { interval: 60_000 },
  tags: ["visual"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("region", { name: "Announcements" })).toBeVisible();
    await expect(text(canvasElement)).toBe("10% off your first deep clean");
  },
};

export const Rotates: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(text(canvasElement)).toBe("Open 8am to 8pm daily"), {
      timeout: 2000,
    });
  },
};

export const PauseControl: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Pause announcements" }));
    await userEvent.unhover(canvas.getByRole("region"));
    canvas.getByRole("button", { name: "Play announcements" }).blur();
    const before = text(canvasElement);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await expect(text(canvasElement)).toBe(before);
    await expect(canvas.getByRole("region")).toHaveAttribute("data-state", "paused");
  },
};

export const PausesOnFocus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Pause announcements" })).toHaveFocus();
    await waitFor(() => expect(canvas.getByRole("region")).toHaveAttribute("data-state", "paused"));
    const before = text(canvasElement);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await expect(text(canvasElement)).toBe(before);
  },
};
