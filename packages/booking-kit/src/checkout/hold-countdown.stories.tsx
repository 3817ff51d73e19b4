import { texts } from "@bookwell/contract";
import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, fn, waitFor, within } from "storybook/test";

import { HoldCountdown } from "./hold-countdown";

/** The countdown with a hold that ends `seconds` after the story mounts. */
function HoldFor({ seconds, onExpire }: { seconds: number; onExpire?: () => void }) {
  const [expiresAt] = React.useState(() => new Date(Date.now() + seconds * 1000).toISOString());
  return <HoldCountdown expiresAt={expiresAt} onExpire={onExpire} />;
}

const meta = {
  title: "Booking Kit/Checkout/HoldCountdown",
  component: HoldFor,
  tags: ["autodocs"],
  args: { seconds: 600, onExpire: fn() },
  parameters: {
    docs: {
      description: {
        component:
          "The checkout's countdown of the customer's slot hold: the time left is visible every second; a polite live region speaks only at 2 minutes left and at the end, and `onExpire` sends the customer back to Date & Time.",
      },
    },
  },
} satisfies Meta<typeof HoldFor>;

export default meta;
type Story = StoryObj<typeof meta>;

const region = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLElement>('[data-slot="hold-announcement"]')!;

export const Running: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Your time slot is held for you for/)).toBeVisible();
    await expect(canvas.getByText(/^(10:00|9:5\d)$/)).toBeVisible();
    // Not every second: nothing is announced while more than 2 minutes are left.
    await expect(region(canvasElement)).toHaveAttribute("aria-live", "polite");
    await expect(region(canvasElement)).toHaveTextContent("");
    await expect(args.onExpire).not.toHaveBeenCalled();
  },
};

export const EndingSoon: Story = {
  args: { seconds: 121.5 },
  play: async ({ canvasElement }) => {
    await expect(region(canvasElement)).toHaveTextContent("");
    await waitFor(() => expect(region(canvasElement)).toHaveTextContent(texts.holdEndingSoon), {
      timeout: 4000,
    });
    await expect(canvasElement.querySelector('[data-slot="hold-countdown"]')).toHaveAttribute(
      "data-state",
      "ending",
    );
  },
};

export const Expired: Story = {
  args: { seconds: 1 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(args.onExpire).toHaveBeenCalledTimes(1), { timeout: 4000 });
    await expect(
      canvas.getByText(texts.holdReleased, { selector: "p.font-semibold" }),
    ).toBeVisible();
    await expect(region(canvasElement)).toHaveTextContent(texts.holdReleased);
  },
};
