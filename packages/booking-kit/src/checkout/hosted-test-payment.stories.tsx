import { texts } from "@bookwell/contract";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";

import { HostedTestPaymentView } from "./hosted-test-payment";

const meta = {
  title: "Booking Kit/Checkout/HostedTestPayment",
  component: HostedTestPaymentView,
  tags: ["autodocs"],
  parameters: { kit: {} },
  args: {
    session: {
      sessionId: "rp_test",
      gateway: "2C2P",
      reference: "RF7001",
      amount: 92.4,
      status: "open",
      expiresAt: "2026-11-27T10:00:00.000Z",
    },
    onDecide: fn(),
  },
} satisfies Meta<typeof HostedTestPaymentView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The gateway's page: the reference and amount only; approve, decline or cancel. */
export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "2C2P test payment page" })).toBeVisible();
    await expect(canvas.getByText("RF7001")).toBeVisible();
    await expect(canvas.getByText("£92.40")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Decline payment" }));
    await expect(args.onDecide).toHaveBeenLastCalledWith("declined");
    await userEvent.click(canvas.getByRole("button", { name: "Approve payment" }));
    await expect(args.onDecide).toHaveBeenLastCalledWith("approved");
  },
};

/** Voided (the customer paid by card instead) or already answered: nothing more to do. */
export const Closed: Story = {
  args: {
    session: {
      sessionId: "rp_test",
      gateway: "UK takepayments",
      reference: "RF7001",
      amount: 92.4,
      status: "voided",
      expiresAt: "2026-11-27T10:00:00.000Z",
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("alert")).toHaveTextContent(texts.paymentSessionClosed);
    await expect(canvas.queryByRole("button", { name: "Approve payment" })).toBeNull();
  },
};
