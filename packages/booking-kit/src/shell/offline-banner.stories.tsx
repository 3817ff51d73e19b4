import type { Meta, StoryObj } from "@storybook/react-vite";
import { texts } from "@bookwell/contract";
import { expect, waitFor, within } from "storybook/test";

import { canvasNote } from "../testing/canvas-note";
import { OfflineBanner } from "./offline-banner";

const meta = {
  title: "Booking Kit/Shell/OfflineBanner",
  component: OfflineBanner,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "The quiet notice at the top while the browser is offline (it follows the `online`/`offline` events unless `online` is passed). A polite live region announces it; the page and its fields are left as they are.",
      },
    },
  },
} satisfies Meta<typeof OfflineBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { args: { online: false } };

export const Offline: Story = {
  args: { online: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole("region", { name: "Offline" });
    await expect(region).toHaveTextContent(texts.offline);
    await expect(canvas.getByRole("status")).toContainElement(region);
  },
};

export const Online: Story = {
  decorators: [
    canvasNote(
      "Nothing shows while online: the banner appears only when the browser goes offline (its empty live region stays, ready to announce it).",
    ),
  ],
  args: { online: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("region", { name: "Offline" })).toBeNull();
    // The live region stays, empty, so the next change is announced.
    await expect(canvas.getByRole("status")).toBeEmptyDOMElement();
  },
};

/** The browser's own state: the story's page is online, then an `offline` event arrives. */
export const FollowsTheBrowser: Story = {
  decorators: [
    canvasNote(
      "Nothing shows while this page is online: the play function sends an offline event, the banner appears, then goes when the page is back online.",
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("region", { name: "Offline" })).toBeNull();
    const onLine = Object.getOwnPropertyDescriptor(Navigator.prototype, "onLine");
    Object.defineProperty(navigator, "onLine", { configurable: true, get: () => false });
    try {
      window.dispatchEvent(new Event("offline"));
      await expect(await canvas.findByRole("region", { name: "Offline" })).toBeVisible();
    } finally {
      delete (navigator as { onLine?: boolean }).onLine;
      if (onLine) Object.defineProperty(Navigator.prototype, "onLine", onLine);
      window.dispatchEvent(new Event("online"));
    }
    await waitFor(() => expect(canvas.queryByRole("region", { name: "Offline" })).toBeNull());
  },
};
