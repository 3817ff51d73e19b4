import { addDays, formatDisplayDate, messages, texts } from "@bookwell/contract";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";

import { lastNavigation, withKit } from "../testing/kit-story";
import { AccountLayout } from "./account-layout";
import { BookingDetails } from "./booking-details";
import {
  bookingsHandlers,
  bookingsMock,
  expiredSession,
  failingOnce,
  neverAnswering,
  storyToday,
} from "./bookings.mocks";

const meta = {
  title: "Booking Kit/Account/BookingDetails",
  component: BookingDetails,
  tags: ["autodocs"],
  decorators: [withKit],
  args: { type: "active", refnum: "BK-1001-01" },
  render: (args) => (
    <AccountLayout page="bookings" title="Booking Details">
      <BookingDetails {...args} />
    </AccountLayout>
  ),
  beforeEach: () => {
    bookingsMock.reset();
  },
  parameters: {
    layout: "fullscreen",
    msw: { handlers: bookingsHandlers },
    docs: {
      description: {
        component:
          "Booking Details: the Service Information card (created on, service type, crews, service no., the price in pounds, property and size, bedrooms, bathrooms, address, date, time slot, progress) and the active or history details beside it. A booking the server refuses, someone else's or none at all, goes home the same way.",
      },
    },
  },
} satisfies Meta<typeof BookingDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** A card's description list as label → value. */
function termsOf(card: HTMLElement): Record<string, string> {
  const terms = [...card.querySelectorAll("dt")];
  return Object.fromEntries(
    terms.map((term) => [term.textContent, term.nextElementSibling?.textContent ?? ""]),
  );
}

const cardOf = (canvasElement: HTMLElement, heading: string) =>
  within(canvasElement).getByRole("region", { name: heading });

export const Playground: Story = {};

/** An active booking: every field of the Service Information card, and the active details. */
export const Active: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const today = storyToday();
    await canvas.findByRole("heading", { level: 2, name: "Service Information" });
    await expect(termsOf(cardOf(canvasElement, "Service Information"))).toEqual({
      "Booking reference": "BK-1001-01",
      "Created on": formatDisplayDate(addDays(today, -25)),
      "Service type": "Regular home cleaning",
      "Number of crews": "2",
      "Service no.": "3/12",
      Price: "£45.00",
      Property: "Apartment, 750 sqft",
      Bedrooms: "2",
      Bathrooms: "1",
      "Service address": "Flat 2, 12 Fournier Street, Spitalfields, London, E1 6QE, United Kingdom",
      "Service date": formatDisplayDate(addDays(today, 2)),
      "Time slot": "08:00 to 11:00",
      Progress: "0%",
    });
    await expect(canvas.getByRole("progressbar", { name: "Progress" })).toHaveAttribute(
      "value",
      "0",
    );
    await expect(termsOf(cardOf(canvasElement, "Upcoming service"))).toEqual({
      Package: "Weekly home cleaning, 3 hours",
      Status: "Confirmed",
      Crew: "Crew Team A",
      "Your remarks": "Key with the concierge.",
    });
    await expect(canvas.queryByRole("heading", { name: "Past service" })).toBeNull();
    await expect(bookingsMock.sent("bookingDetail").map((r) => new URL(r.url).pathname)).toEqual([
      "/api/mybooking/details/BK-1001-01",
    ]);
  },
};

/** An Open booking reads as Pending, with no crew yet. */
export const ActivePending: Story = {
  args: { refnum: "BK-1001-03" },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole("heading", { name: "Upcoming service" });
    const details = termsOf(cardOf(canvasElement, "Upcoming service"));
    await expect(details.Status).toBe("Pending");
    await expect(details.Crew).toBe("To be assigned");
    await expect(termsOf(cardOf(canvasElement, "Service Information")).Price).toBe("£137.50");
  },
};

/** A past booking: the history details, with the rating given and the crew's notes. */
export const History: Story = {
  args: { type: "history", refnum: "BK-1001-07" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("heading", { level: 2, name: "Past service" });
    await expect(termsOf(cardOf(canvasElement, "Past service"))).toEqual({
      Package: "Deep cleaning, 3 hours",
      Status: "Confirmed",
      Crew: "Crew Team B",
      "Your rating": "",
      "Crew's notes": "Crew arrived on time.",
      "Your remarks": "Key with the concierge.",
    });
    await expect(canvas.getByRole("img", { name: "5 out of 6 stars" })).toBeVisible();
    const info = termsOf(cardOf(canvasElement, "Service Information"));
    await expect(info.Price).toBe("£120.00");
    await expect(info.Progress).toBe("100%");
    await expect(canvas.queryByRole("heading", { name: "Upcoming service" })).toBeNull();
  },
};

/**
 * Someone else's booking, or one that does not exist: the server's refusal is shown and the
 * customer goes home, the page left out of history; nothing of the booking shows.
 */
export const Refused: Story = {
  args: { refnum: "BK-1002-01" },
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByText(texts.forbidden)).toBeVisible();
    await waitFor(() => expect(lastNavigation()).toEqual({ to: "home", replace: true }));
    await expect(within(canvasElement).queryByRole("heading", { level: 2 })).toBeNull();
  },
};

/** No refnum: home at once, nothing asked. */
export const WithoutRefnum: Story = {
  args: { refnum: "" },
  play: async () => {
    await waitFor(() => expect(lastNavigation()).toEqual({ to: "home", replace: true }));
    await expect(bookingsMock.sent("bookingDetail")).toHaveLength(0);
  },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: [neverAnswering("*/api/mybooking/details/:refnum"), ...bookingsHandlers] },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole("status", { name: "Loading the booking" }),
    ).toBeVisible();
  },
};

/** The server fails: the notification says so; Try again (by keyboard) shows the booking. */
export const Failed: Story = {
  parameters: {
    msw: { handlers: [failingOnce("*/api/mybooking/details/:refnum"), ...bookingsHandlers] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole("alert");
    await expect(await page(canvasElement).findAllByText(messages.oops)).toHaveLength(2);
    within(alert).getByRole("button", { name: "Try again" }).focus();
    await userEvent.keyboard("{Enter}");
    await expect(
      await canvas.findByRole("heading", { level: 2, name: "Service Information" }),
    ).toBeVisible();
    await expect(lastNavigation()).toBeUndefined();
  },
};

export const SessionExpired: Story = {
  parameters: {
    msw: { handlers: [expiredSession("*/api/mybooking/details/:refnum"), ...bookingsHandlers] },
  },
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByText(messages.sessionExpired)).toBeVisible();
    await waitFor(() => expect(lastNavigation()).toEqual({ to: "home", replace: true }));
  },
};

/** On a phone the two cards stack, with no sideways scroll. */
export const Phone: Story = {
  globals: { viewport: { value: "mobile", isRotated: false } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole("heading", { name: "Upcoming service" });
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(
      window.innerWidth,
    );
  },
};

export const SecondBrand: Story = {
  args: { type: "history", refnum: "BK-1001-05" },
  globals: { brand: "sg" },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole("heading", { name: "Past service" });
    await expect(document.documentElement.dataset.brand).toBe("sg");
  },
};
