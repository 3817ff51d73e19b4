import { messages, texts } from "@bookwell/contract";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";

import { lastNavigation } from "../testing/kit-story";
import { cartHandlers } from "../testing/mocks/cart.mocks";
import { PayNowResult } from "./paynow-result";

const meta = {
  title: "Booking Kit/Results/PayNowResult",
  component: PayNowResult,
  tags: ["autodocs"],
  parameters: { kit: {}, msw: { handlers: cartHandlers } },
  args: {
    state: {
      sor: "SOR-CART-7001",
      qrPayload: "BOOKWELL|SOR-CART-7001|GBP|132.00",
      amount: 132,
      payBy: "2026-11-27T10:00:00.000Z",
    },
  },
} satisfies Meta<typeof PayNowResult>;

export default meta;
type Story = StoryObj<typeof meta>;

export const QrCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("SOR-CART-7001")).toBeVisible();
    await expect(canvas.getByText("£132.00")).toBeVisible();
    await expect(
      canvas.getByRole("img", { name: "Payment QR code for SOR-CART-7001" }),
    ).toBeVisible();
    await expect(await canvas.findByText("Open your banking app")).toBeVisible();
    // The deadline until which the places are held for the transfer.
    await expect(canvas.getByText(/Friday,? 27 Nov 2026,? (at )?10:00/)).toBeVisible();
    await expect(canvas.getByText(texts.payByDeadline)).toBeVisible();
    // Nothing is paid yet: My Booking without the payment-success notice.
    const viewBooking = canvas.getByRole("link", { name: "VIEW BOOKING" });
    await expect(viewBooking).toHaveAttribute("href", "/my-account/my-bookings");
    await userEvent.click(viewBooking);
    await expect(lastNavigation()).toEqual({ to: "account", page: "bookings" });
  },
};

export const OrderNotCreated: Story = {
  args: { state: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: messages.orderNotCreated })).toBeVisible();
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    await expect(lastNavigation()).toEqual({ to: "booking", state: { redirect: "FINALIZE" } });
  },
};
