import { messages, ok, serverTexts } from "@bookwell/contract";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { http, HttpResponse } from "msw";
import { expect, within } from "storybook/test";

import { visitsOf } from "../booking/booked-visits";
import { cartHandlers, homeCleaningLine, REFNUM } from "../testing/mocks/cart.mocks";
import { GatewayReturn } from "./gateway-return";

/** The server's answer to the signed result: `checkout/redirect/return`. */
const returning = (outcome: "approved" | "declined") =>
  http.post("*/api/checkout/redirect/return", () =>
    HttpResponse.json(
      ok({
        refnum: REFNUM,
        outcome,
        ...(outcome === "approved" ? { transactionId: "TXN-2C2P-1" } : {}),
        amount: 106.16,
        visits: visitsOf([homeCleaningLine]),
      }),
    ),
  );
const refusing = (message: string, status: number) =>
  http.post("*/api/checkout/redirect/return", () =>
    HttpResponse.json({ meta: { responseCode: "E", message }, data: null }, { status }),
  );

const meta = {
  title: "Booking Kit/Results/GatewayReturn",
  component: GatewayReturn,
  tags: ["autodocs"],
  args: { result: "approved.CART-7001", signature: "signed" },
  parameters: {
    kit: {},
    msw: { handlers: [returning("approved"), ...cartHandlers] },
    docs: {
      description: {
        component:
          "Back from a redirect gateway (2c2p, UK takepayments): the server verifies the signed result and settles it once. Approved: Payment Successful. Declined or cancelled: the booking is still held and can be paid again. Refused (a forged result, or a payment that came after the deadline when the place went to someone else): the server's message, and the way to My Bookings.",
      },
    },
  },
} satisfies Meta<typeof GatewayReturn>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Approved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole("heading", { name: messages.paymentSuccessful }),
    ).toBeVisible();
    await expect(canvas.getByText("TXN-2C2P-1")).toBeVisible();
  },
};

export const Declined: Story = {
  parameters: { msw: { handlers: [returning("declined"), ...cartHandlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole("heading", { name: messages.paymentFailedBang }),
    ).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Complete my payment" })).toBeVisible();
  },
};

/**
 * The approval came after the unpaid deadline and the place has gone to someone else: the
 * server cancels the booking and refunds in full, and says so; the customer reads it here.
 */
export const LatePaymentRefunded: Story = {
  parameters: {
    msw: { handlers: [refusing(serverTexts.latePaymentRefunded, 409), ...cartHandlers] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      serverTexts.latePaymentRefunded,
    );
    await expect(canvas.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "My Bookings" })).toBeVisible();
    await expect(canvas.queryByRole("link", { name: "Complete my payment" })).toBeNull();
  },
};
