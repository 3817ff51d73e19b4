import { messages } from "@bookwell/contract";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, spyOn, userEvent, waitFor, within } from "storybook/test";

import { lastNavigation } from "../testing/kit-story";
import {
  cartHandlers,
  homeCleaningLine,
  laundryLine,
  weeklyPlanLine,
} from "../testing/mocks/cart.mocks";
import { visitsOf } from "../booking/booked-visits";
import { calendarWriter } from "./add-to-calendar";
import { PaymentResult } from "./payment-result";

const meta = {
  title: "Booking Kit/Results/PaymentResult",
  component: PaymentResult,
  tags: ["autodocs"],
  parameters: { kit: {}, msw: { handlers: cartHandlers } },
  args: {
    state: {
      txnId: "TXN-90001",
      visits: visitsOf([homeCleaningLine, laundryLine]),
      reference: "CART-20001",
      amountPaid: 106.16,
      creditUsed: 10,
    },
  },
} satisfies Meta<typeof PaymentResult>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The file "Add to calendar" hands the browser once `press` has pressed it: its name and its
 * text (the link's click is caught, so nothing is saved).
 */
async function downloadOf(press: () => Promise<unknown>) {
  const saved: { name: string; text: string }[] = [];
  const click = spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({
      name: this.download,
      text: decodeURIComponent(this.href.split(",").slice(1).join(",")),
    });
  });
  try {
    await press();
    await waitFor(() => expect(saved).toHaveLength(1));
  } finally {
    click.mockRestore();
  }
  return saved[0]!;
}

/** A weekly plan's result shows every session and the .ics carries them all. */
export const RecurringSchedule: Story = {
  args: {
    state: {
      txnId: "TXN-90003",
      visits: visitsOf([weeklyPlanLine]),
      reference: "RF7003",
      amountPaid: 351.6,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const visits = within(canvas.getByRole("list", { name: "Visits" })).getAllByRole("listitem");
    await expect(visits).toHaveLength(4);
    await expect(visits[2]).toHaveTextContent("Regular home cleaning, weekly, session 3/4");
    await expect(visits[2]).toHaveTextContent("26/12/2026");
    const { text: ics } = await downloadOf(() =>
      userEvent.click(canvas.getByRole("button", { name: "Add to calendar" })),
    );
    await expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(4);
    await expect(ics).toContain("DTSTART;TZID=Europe/London:20270102T080000\r\n");
  },
};

export const Successful: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole("heading", { level: 1, name: messages.paymentSuccessful }),
    ).toBeVisible();
    await expect(canvas.getByText("TXN-90001")).toBeVisible();
    // Keyboard: Tab to VIEW BOOKING, Enter.
    await userEvent.tab();
    const viewBooking = canvas.getByRole("link", { name: "VIEW BOOKING" });
    await expect(viewBooking).toHaveFocus();
    // A real link, openable in a new tab; Enter still navigates through the kit.
    await expect(viewBooking).toHaveAttribute("href", "/my-account/my-bookings?f=s");
    await userEvent.keyboard("{Enter}");
    await expect(lastNavigation()).toEqual({ to: "account", page: "bookings", justPaid: true });
    // Tab on to Add to calendar, Enter: the visits as a file, in the business's time zone.
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Add to calendar" })).toHaveFocus();
    const file = await downloadOf(() => userEvent.keyboard("{Enter}"));
    await expect(file.name).toBe("booking-TXN-90001.ics");
    await expect(file.text).toContain("DTSTART;TZID=Europe/London:20260804T090000\r\n");
    await expect(file.text.match(/BEGIN:VEVENT/g)).toHaveLength(3);
  },
};

/**
 * The calendar writer loads on the first press; offline it cannot: the kit's error message, the
 * button usable again, and the next press (back online) downloads the file.
 */
export const CalendarWriterOffline: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const button = canvas.getByRole("button", { name: "Add to calendar" });
    const load = spyOn(calendarWriter, "load").mockRejectedValue(
      new TypeError("Failed to fetch dynamically imported module"),
    );
    const click = spyOn(HTMLAnchorElement.prototype, "click");
    try {
      await userEvent.click(button);
      await expect(await body.findByText(messages.oops)).toBeVisible();
      await waitFor(() => expect(button).not.toHaveAttribute("aria-busy"));
      await expect(click).not.toHaveBeenCalled();
    } finally {
      click.mockRestore();
      load.mockRestore();
    }

    const file = await downloadOf(() => userEvent.click(button));
    await expect(file.text.match(/BEGIN:VEVENT/g)).toHaveLength(3);
  },
};

/** The page asked to note the booking schedule and showed only a transaction id. */
export const ShowsTheBookingSchedule: Story = {
  play: async ({ canvasElement }) => {
    const schedule = within(
      within(canvasElement).getByRole("region", { name: "Booking schedule" }),
    );
    await expect(schedule.getByText("CART-20001")).toBeVisible();
    await expect(schedule.getByText("£106.16")).toBeVisible();
    await expect(schedule.getByText("£10.00")).toBeVisible();
    const visits = within(schedule.getByRole("list", { name: "Visits" })).getAllByRole("listitem");
    await expect(visits).toHaveLength(3);
    await expect(visits[0]).toHaveTextContent("Home Cleaning, 3 hours");
    await expect(visits[0]).toHaveTextContent("04/08/2026, Morning, 09:00 to 12:00");
    await expect(visits[0]).toHaveTextContent("Flat 2, 10 Downing Street, SW1A 1AA");
    await expect(visits[2]).toHaveTextContent("07/08/2026, Evening, 18:00 to 20:00");
  },
};

/** Without the server's figures (a gateway's return, say) nothing is invented: no amount shown. */
export const ScheduleWithoutAmounts: Story = {
  args: { state: { txnId: "TXN-90002", visits: visitsOf([homeCleaningLine]) } },
  play: async ({ canvasElement }) => {
    const schedule = within(
      within(canvasElement).getByRole("region", { name: "Booking schedule" }),
    );
    await expect(schedule.getByText("04/08/2026, Morning, 09:00 to 12:00")).toBeVisible();
    await expect(schedule.queryByText("Amount paid")).toBeNull();
    await expect(schedule.queryByText("Booking reference")).toBeNull();
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
