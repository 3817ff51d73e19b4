import {
  addDays,
  createApiClient,
  formatDisplayDate,
  messages,
  ok,
  serverTexts,
} from "@bookwell/contract";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { http, HttpResponse } from "msw";
import * as React from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";

import { KitContext, useKit } from "../kit-context";
import { lastNavigation } from "../testing/kit-story";
import { AccountLayout } from "./account-layout";
import { BookingDetails } from "./booking-details";
import {
  bookingDetailOf,
  bookingsHandlers,
  bookingsMock,
  expiredSession,
  failingOnce,
  neverAnswering,
  storyToday,
} from "../testing/mocks/bookings.mocks";
import { sgLocations } from "../testing/mocks/sg.mocks";

const meta = {
  title: "Booking Kit/Account/BookingDetails",
  component: BookingDetails,
  tags: ["autodocs"],
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
    // Stories never reach a tile server: every tile is the one PNG in Storybook's static
    // folder, its query string carrying the tile's zoom so tests can read it.
    kit: {
      settings: {
        map: {
          tileUrl: "/map-tile.png?z={z}&x={x}&y={y}",
          attribution: "© OpenStreetMap contributors",
          attributionUrl: "https://www.openstreetmap.org/copyright",
        },
      },
    },
    docs: {
      description: {
        component:
          "Booking Details: the Service Information card (created on, service type, crews, service no., the price in pounds, property and size, bedrooms, bathrooms, address, date, time slot, the invoice link, progress) and the active or history details beside it; an upcoming booking with a crew and its position has a Crew location tab there, a map at zoom 16. A booking the server refuses, someone else's or none at all, goes home the same way.",
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
    // Opened by its address (no list before it): the ticket is there all the same.
    await expect(termsOf(cardOf(canvasElement, "Service Information"))).toEqual({
      Ticket: "TK-24001",
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
      Invoice: "Download invoice (PDF)",
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

/** A property whose size the customer never gave (a new property's questionnaire): no "0 sqft". */
export const SizeNotGiven: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get("*/api/mybooking/details/:refnum", () =>
          HttpResponse.json(ok({ ...bookingDetailOf("BK-1001-01"), area: 0 })),
        ),
        ...bookingsHandlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole("heading", { name: "Upcoming service" });
    await expect(termsOf(cardOf(canvasElement, "Service Information")).Property).toBe("Apartment");
  },
};

/**
 * A booking awaiting a bank transfer: not just "Pending", but the reference to pay with, until
 * when its place is held, and Complete my payment (the site's resume page).
 */
export const AwaitingPayment: Story = {
  args: { refnum: "BK-1001-03" },
  parameters: {
    msw: {
      handlers: [
        http.get("*/api/mybooking/details/:refnum", () =>
          HttpResponse.json(
            ok({
              ...bookingDetailOf("BK-1001-03"),
              awaitingPayment: {
                refnum: "TK-24002",
                reference: "SOR-24002",
                paymentref: "paynow",
                payBy: "2099-12-01T10:00:00.000Z",
                expired: false,
              },
            }),
          ),
        ),
        ...bookingsHandlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("heading", { name: "Upcoming service" });
    const status = termsOf(cardOf(canvasElement, "Upcoming service")).Status;
    await expect(status).toBe(
      "Awaiting paymentReference SOR-24002Place held until 01/12/2099, 10:00Complete my payment",
    );
    await userEvent.click(canvas.getByRole("link", { name: "Complete my payment" }));
    await waitFor(() =>
      expect(lastNavigation()).toMatchObject({ to: "resume-payment", refnum: "TK-24002" }),
    );
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
    // The stars' module loads on use (a server renders them in place; here they follow).
    await expect(await canvas.findByRole("img", { name: "5 out of 6 stars" })).toBeVisible();
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
    await expect(await page(canvasElement).findByText(serverTexts.forbidden)).toBeVisible();
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
    // The first answer, a failure, on a machine busy with other tests: more than the default
    // second (a CI run once waited longer and found the page still loading).
    const alert = await canvas.findByRole("alert", {}, { timeout: 5000 });
    // The alert and the notification (its stack loads with the first one).
    await waitFor(() => expect(page(canvasElement).getAllByText(messages.oops)).toHaveLength(2));
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

/** The Singapore brand: Mei Ling's booking at her Singapore address, its price in S$. */
export const SecondBrand: Story = {
  args: { type: "history", refnum: "BK-1001-05" },
  globals: { brand: "sg" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("heading", { name: "Past service" });
    await expect(document.documentElement.dataset.brand).toBe("sg");
    await expect(canvas.getByText(sgLocations[0]!.fulladdr)).toBeVisible();
    await expect(canvas.getAllByText(/S\$\d/).length).toBeGreaterThan(0);
    await expect(canvasElement.textContent).not.toMatch(/London|United Kingdom|£/);
  },
};

/**
 * A key press as Chromium sends it. Leaflet's keyboard handler reads only `keyCode`, which
 * `userEvent.keyboard` leaves at 0, so its events would never move the map.
 */
function pressPlus(target: Element) {
  const init = { key: "+", code: "Equal", keyCode: 187, bubbles: true, cancelable: true };
  target.dispatchEvent(new KeyboardEvent("keydown", init));
  target.dispatchEvent(new KeyboardEvent("keyup", init));
}

const findMap = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole("region", { name: "Crew location map" }, { timeout: 10_000 });

/** The z of every tile the map asked for. */
const tileZooms = (map: HTMLElement) =>
  [...map.querySelectorAll<HTMLImageElement>("img.leaflet-tile")].map((tile) =>
    new URL(tile.src).searchParams.get("z"),
  );

/**
 * The crew location map: the Crew location tab shows the crew's position at zoom 16, the
 * marker named after the crew; + zooms in by keyboard; the Details tab brings the details back.
 * Then the same tabs by keyboard: the arrows move between them (APG tabs), the map opening at
 * zoom 16 again.
 */
export const CrewLocation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const details = await canvas.findByRole("tab", { name: "Details" });
    await expect(details).toHaveAttribute("aria-selected", "true");
    await expect(termsOf(cardOf(canvasElement, "Upcoming service")).Crew).toBe("Crew Team A");

    await userEvent.click(canvas.getByRole("tab", { name: "Crew location" }));
    const map = await findMap(canvasElement);
    await expect(map).toHaveAttribute("data-zoom", "16");
    await expect(within(map).getByRole("img", { name: "Crew Team A" })).toBeVisible();
    await waitFor(() => expect(tileZooms(map).length).toBeGreaterThan(0));
    await expect(new Set(tileZooms(map))).toEqual(new Set(["16"]));
    await expect(canvas.getByRole("link", { name: "© OpenStreetMap contributors" })).toBeVisible();
    await expect(within(cardOf(canvasElement, "Upcoming service")).queryByRole("term")).toBeNull();

    map.focus();
    pressPlus(map);
    await waitFor(() => expect(map).toHaveAttribute("data-zoom", "17"));

    await userEvent.click(canvas.getByRole("tab", { name: "Details" }));
    await expect(termsOf(cardOf(canvasElement, "Upcoming service")).Crew).toBe("Crew Team A");
    await expect(canvas.queryByRole("region", { name: "Crew location map" })).toBeNull();

    // The tabs by keyboard: arrows move between Details and Crew location (APG tabs).
    details.focus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("tab", { name: "Crew location" })).toHaveFocus();
    const again = await findMap(canvasElement);
    await expect(again).toHaveAttribute("data-zoom", "16");
    await userEvent.keyboard("{ArrowLeft}");
    await expect(details).toHaveAttribute("aria-selected", "true");
    await expect(await canvas.findByText("Crew Team A")).toBeVisible();
    await expect(canvas.queryByRole("region", { name: "Crew location map" })).toBeNull();
  },
};

/** No crew assigned yet: nothing to locate, no tabs, the details alone. */
export const NoMapWithoutCrew: Story = {
  args: { refnum: "BK-1001-03" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("heading", { name: "Upcoming service" });
    await expect(termsOf(cardOf(canvasElement, "Upcoming service")).Crew).toBe("To be assigned");
    await expect(canvas.queryByRole("tab")).toBeNull();
  },
};

/** A crew but no position from the server: no map to offer. */
export const NoMapWithoutCoordinates: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get("*/api/mybooking/details/:refnum", () =>
          HttpResponse.json(ok({ ...bookingDetailOf("BK-1001-01"), lat: null, longi: null })),
        ),
        ...bookingsHandlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("heading", { name: "Upcoming service" });
    await expect(termsOf(cardOf(canvasElement, "Upcoming service")).Crew).toBe("Crew Team A");
    await expect(canvas.queryByRole("tab", { name: "Crew location" })).toBeNull();
  },
};

/** A past booking: where its crew is now is no business of the customer's; no map. */
export const NoMapOnHistory: Story = {
  args: { type: "history", refnum: "BK-1001-07" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("heading", { name: "Past service" });
    await expect(canvas.queryByRole("tab", { name: "Crew location" })).toBeNull();
  },
};

/** The invoice: a real link to the booking's PDF, downloaded under the booking's name. */
export const Invoice: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("heading", { name: "Service Information" });
    const link = canvas.getByRole("link", { name: "Download invoice (PDF)" });
    await expect(link).toHaveAttribute("href", "/api/mybooking/invoice/BK-1001-01");
    await expect(link).toHaveAttribute("download", "invoice-BK-1001-01.pdf");
    await expect(termsOf(cardOf(canvasElement, "Service Information")).Invoice).toBe(
      "Download invoice (PDF)",
    );
  },
};

/** With the API on another origin, the link goes there, as the client's calls do. */
function OnApiOrigin({ children }: { children: React.ReactNode }) {
  const kit = useKit();
  const [client] = React.useState(() =>
    createApiClient({ baseUrl: "https://api.example.test/", fetch: (...args) => fetch(...args) }),
  );
  return <KitContext.Provider value={{ ...kit, client }}>{children}</KitContext.Provider>;
}

export const InvoiceFromApiOrigin: Story = {
  args: { type: "history", refnum: "BK-1001-07" },
  render: (args) => (
    <OnApiOrigin>
      <AccountLayout page="bookings" title="Booking Details">
        <BookingDetails {...args} />
      </AccountLayout>
    </OnApiOrigin>
  ),
  play: async ({ canvasElement }) => {
    const link = await within(canvasElement).findByRole("link", {
      name: "Download invoice (PDF)",
    });
    await expect(link).toHaveAttribute(
      "href",
      "https://api.example.test/api/mybooking/invoice/BK-1001-07",
    );
  },
};

/** The map on a phone: full width, no sideways scroll. */
export const CrewLocationPhone: Story = {
  globals: { viewport: { value: "mobile", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("tab", { name: "Crew location" }));
    const map = await findMap(canvasElement);
    await expect(within(map).getByRole("img", { name: "Crew Team A" })).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(
      window.innerWidth,
    );
  },
};

export const CrewLocationSecondBrand: Story = {
  globals: { brand: "sg" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("tab", { name: "Crew location" }));
    const map = await findMap(canvasElement);
    await expect(map).toHaveAttribute("data-zoom", "16");
    await expect(document.documentElement.dataset.brand).toBe("sg");
  },
};
