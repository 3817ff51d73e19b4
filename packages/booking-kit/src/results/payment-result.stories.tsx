import { messages } from "@bookwell/contract";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";

import { lastNavigation, withKit } from "../testing/kit-story";
import { cartHandlers, homeCleaningLine, laundryLine } from "../testing/mocks/cart.mocks";
import { visitsOf } from "./booked-visits";
import { PaymentResult } from "./payment-result";

const meta = {
  title: "Booking Kit/Results/PaymentResult",
  component: PaymentResult,
  tags: ["autodocs"],
  decorators: [withKit],
  parameters: { msw: { handlers: cartHandlers } },
  args: { state: { txnId: "TXN-90001", visits: visitsOf([homeCleaningLine, laundryLine]) } },
} satisfies Meta<typeof PaymentResult>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Successful: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole("heading", { level: 1, name: messages.paymentSuccessful }),
    ).toBeVisible();
    await expect(canvas.getByText("TXN-90001")).toBeVisible();
    const calendar = canvas.getByRole("link", { name: "Add to calendar" });
    await expect(calendar).toHaveAttribute("download", "booking-TXN-90001.ics");
    const ics = decodeURIComponent(calendar.getAttribute("href")!.split(",").slice(1).join(","));
    await expect(ics).toContain("DTSTART;TZID=Europe/London:20260804T090000\r\n");
    await expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(3);
    // Keyboard: Tab to VIEW BOOKING, Enter.
    await userEvent.tab();
    const viewBooking = canvas.getByRole("link", { name: "VIEW BOOKING" });
    await expect(viewBooking).toHaveFocus();
    // A real link, openable in a new tab; Enter still navigates through the kit.
    await expect(viewBooking).toHaveAttribute("href", "/my-account/my-bookings?f=s");
    await userEvent.keyboard("{Enter}");
    await expect(lastNavigation()).toEqual({ to: "account", page: "bookings", justPaid: true });
  },
};

export const Failed: Story = {
  args: { state: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole("heading", { level: 1, name: messages.paymentFailedBang }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "My Cart" }));
    await expect(lastNavigation()).toEqual({ to: "booking", state: { redirect: "FINALIZE" } });
  },
};
