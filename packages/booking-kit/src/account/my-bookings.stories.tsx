import {
  addDays,
  bookingListItem,
  formatDisplayDate,
  messages,
  ok,
  texts,
  type BookingListItem,
} from "@bookwell/contract";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { http, HttpResponse } from "msw";
import { expect, userEvent, waitFor, within } from "storybook/test";

import { demoSettings, lastNavigation } from "../testing/kit-story";
import { AccountLayout } from "./account-layout";
import {
  bookingsHandlers,
  bookingsMock,
  emptyBookingsHandlers,
  expiredSession,
  failingOnce,
  neverAnswering,
  storyToday,
} from "../testing/mocks/bookings.mocks";
import { defaultBookingRange } from "./bookings";
import { MyBookings } from "./my-bookings";

const meta = {
  title: "Booking Kit/Account/MyBookings",
  component: MyBookings,
  tags: ["autodocs"],
  args: { justPaid: false, defaultTab: "active" },
  render: (args) => (
    <AccountLayout page="bookings">
      <MyBookings {...args} />
    </AccountLayout>
  ),
  beforeEach: () => {
    bookingsMock.reset();
  },
  parameters: {
    layout: "fullscreen",
    msw: { handlers: bookingsHandlers },
    kit: {
      settings: {
        // The site's URL of a booking's details, so the tickets are real links.
        hrefOf: (destination) =>
          destination.to === "booking-details"
            ? `/my-booking-details/${destination.type}/${destination.refnum}`
            : destination.to === "resume-payment"
              ? `/paynow-qrcode?resume=${destination.refnum}`
              : demoSettings.hrefOf!(destination),
      } satisfies Partial<typeof demoSettings>,
    },
    docs: {
      description: {
        component:
          "My Booking: Active and History tabs, each with date from, date to, Filter and a ticket search. Active opens on today to 30 days ahead, History on 30 days ago to today (the business's today); switching tabs asks again; changing date-from sets date-to to it. Each ticket links to the booking's details. Open shows as Pending, any other status as Confirmed. A booking awaiting payment (bank transfer or a redirect gateway) shows Awaiting payment with its reference, the deadline its place is held until and Complete my payment (the site's resume page, through `settings.hrefOf`); past the deadline it lists in History as Released, with no way to resume. `justPaid` shows the payment success notice.",
      },
    },
  },
} satisfies Meta<typeof MyBookings>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The rows' texts of a table, header row left out. */
function bodyRows(table: HTMLElement) {
  return within(table)
    .getAllByRole("row")
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    );
}

export const Playground: Story = {};

/**
 * The Active tab as it opens: today to 30 days ahead, three bookings, tickets as links. Then by
 * keyboard to History and back (each switch asks again), and Enter on a ticket opens it.
 */
export const Active: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const today = storyToday();
    const table = await canvas.findByRole("table", { name: "Active bookings" });
    await expect(canvas.getByRole("tab", { name: "Active" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(bodyRows(table)).toEqual([
      [
        "TK-24001",
        "3/12",
        formatDisplayDate(addDays(today, 2)),
        "Crew Team A",
        "Regular home cleaning",
        "Confirmed",
      ],
      [
        "TK-24001",
        "4/12",
        formatDisplayDate(addDays(today, 9)),
        "Crew Team A",
        "Regular home cleaning",
        "Confirmed",
      ],
      [
        "TK-24002",
        "1/1",
        formatDisplayDate(addDays(today, 12)),
        "To be assigned",
        "Deep cleaning",
        "Pending",
      ],
    ]);
    await expect(
      within(table).getByRole("link", { name: "TK-24002, session 1/1" }),
    ).toHaveAttribute("href", "/my-booking-details/active/BK-1001-03");
    await expect(canvas.getByRole("textbox", { name: /Date from/ })).toHaveValue(
      formatDisplayDate(today),
    );
    await expect(canvas.getByRole("textbox", { name: /Date to/ })).toHaveValue(
      formatDisplayDate(addDays(today, 30)),
    );
    await expect(bookingsMock.ranges("activeBookings")).toEqual([
      defaultBookingRange("active", today),
    ]);
    await expect(bookingsMock.sent("bookingHistory")).toHaveLength(0);
    await expect(canvas.queryByText(messages.bookingPaid)).toBeNull();

    // From the keyboard: the tabs follow the APG (arrows move and select), each switch asks
    // the server again with that tab's default dates, and Tab reaches a ticket, Enter opens it.
    canvas.getByRole("tab", { name: "Active" }).focus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("tab", { name: "History" })).toHaveFocus();
    await expect(canvas.getByRole("tab", { name: "History" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await canvas.findByRole("table", { name: "Booking history" });
    await expect(canvas.getByRole("textbox", { name: /Date from/ })).toHaveValue(
      formatDisplayDate(addDays(today, -30)),
    );

    await userEvent.keyboard("{ArrowLeft}");
    const again = await canvas.findByRole("table", { name: "Active bookings" });
    // Back on Active: asked again, not only read from the cache.
    await waitFor(() => expect(bookingsMock.ranges("activeBookings")).toHaveLength(2));
    await expect(bookingsMock.ranges("activeBookings")[1]).toEqual(
      defaultBookingRange("active", today),
    );
    await expect(bookingsMock.ranges("bookingHistory")).toEqual([
      defaultBookingRange("history", today),
    ]);

    const first = within(again).getByRole("link", { name: "TK-24001, session 3/12" });
    for (let presses = 0; presses < 15 && document.activeElement !== first; presses += 1) {
      await userEvent.tab();
    }
    await expect(first).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(lastNavigation()).toEqual({
      to: "booking-details",
      type: "active",
      refnum: "BK-1001-01",
    });
  },
};

/** The History tab: 30 days ago to today, newest first; a click opens the details. */
export const History: Story = {
  args: { defaultTab: "history" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const today = storyToday();
    const table = await canvas.findByRole("table", { name: "Booking history" });
    await expect(bodyRows(table).map((row) => [row[0], row[2], row[5]])).toEqual([
      ["TK-24001", formatDisplayDate(addDays(today, -5)), "Confirmed"],
      ["TK-23950", formatDisplayDate(addDays(today, -20)), "Confirmed"],
    ]);
    await expect(bookingsMock.ranges("bookingHistory")).toEqual([
      defaultBookingRange("history", today),
    ]);
    const link = within(table).getByRole("link", { name: "TK-23950, session 1/1" });
    await expect(link).toHaveAttribute("href", "/my-booking-details/history/BK-1001-07");
    await userEvent.click(link);
    await expect(lastNavigation()).toEqual({
      to: "booking-details",
      type: "history",
      refnum: "BK-1001-07",
    });
  },
};

/**
 * Changing date-from sets date-to to it; Filter asks for the chosen dates (a booking 45 days
 * ahead, outside the default window, appears).
 */
export const FilterByDates: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const today = storyToday();
    await canvas.findByRole("table", { name: "Active bookings" });
    const from = canvas.getByRole("textbox", { name: /Date from/ });
    const to = canvas.getByRole("textbox", { name: /Date to/ });
    await userEvent.clear(from);
    await userEvent.type(from, `${formatDisplayDate(addDays(today, 40))}{Enter}`);
    await expect(to).toHaveValue(formatDisplayDate(addDays(today, 40)));
    // Nothing is asked until Filter.
    await expect(bookingsMock.ranges("activeBookings")).toHaveLength(1);

    await userEvent.clear(to);
    await userEvent.type(to, `${formatDisplayDate(addDays(today, 60))}{Enter}`);
    await userEvent.click(canvas.getByRole("button", { name: "Filter" }));
    const table = await canvas.findByRole("table", { name: "Active bookings" });
    await waitFor(() =>
      expect(
        within(table)
          .getAllByRole("link")
          .map((link) => link.getAttribute("aria-label")),
      ).toEqual(["TK-24003, session 1/1"]),
    );
    await expect(bookingsMock.ranges("activeBookings").at(-1)).toEqual({
      from: addDays(today, 40),
      to: addDays(today, 60),
    });
  },
};

/** A date left empty: Filter says "Please choose date." at it and asks for nothing. */
export const FilterWithoutADate: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("table", { name: "Active bookings" });
    await userEvent.clear(canvas.getByRole("textbox", { name: /Date from/ }));
    await userEvent.click(canvas.getByRole("button", { name: "Filter" }));
    await expect(canvas.getByRole("textbox", { name: /Date from/ })).toHaveAccessibleDescription(
      expect.stringContaining(messages.chooseDate),
    );
    await expect(bookingsMock.ranges("activeBookings")).toHaveLength(1);
  },
};

/** The ticket search narrows the rows shown; nothing matching is "No Records Found". */
export const TicketSearch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole("table", { name: "Active bookings" });
    const search = canvas.getByRole("searchbox", { name: "Search ticket" });
    await userEvent.type(search, "24002");
    await expect(
      within(table)
        .getAllByRole("link")
        .map((link) => link.getAttribute("aria-label")),
    ).toEqual(["TK-24002, session 1/1"]);
    await userEvent.clear(search);
    await userEvent.type(search, "tk-24001");
    await expect(within(table).getAllByRole("link")).toHaveLength(2);
    await userEvent.type(search, "9");
    await expect(await canvas.findByText(messages.noRecordsFound)).toBeVisible();
    // A search is the list's own: no request for it.
    await expect(bookingsMock.ranges("activeBookings")).toHaveLength(1);
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: emptyBookingsHandlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(messages.noRecordsFound)).toBeVisible();
    await expect(canvas.queryByRole("table")).toBeNull();
  },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: [neverAnswering("*/api/mybooking/active/:arnum"), ...bookingsHandlers] },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole("status", { name: "Loading active bookings" }),
    ).toBeVisible();
  },
};

/** The server fails: the notification says so, the list offers Try again, which works. */
export const Failed: Story = {
  parameters: {
    msw: { handlers: [failingOnce("*/api/mybooking/active/:arnum"), ...bookingsHandlers] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent(messages.oops);
    // The alert and the notification (its stack loads with the first one).
    await waitFor(() => expect(page(canvasElement).getAllByText(messages.oops)).toHaveLength(2));
    await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    const table = await canvas.findByRole("table", { name: "Active bookings" });
    await expect(within(table).getAllByRole("link")).toHaveLength(3);
  },
};

export const SessionExpired: Story = {
  parameters: {
    msw: { handlers: [expiredSession("*/api/mybooking/active/:arnum"), ...bookingsHandlers] },
  },
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByText(messages.sessionExpired)).toBeVisible();
    await waitFor(() => expect(lastNavigation()).toEqual({ to: "home", replace: true }));
  },
};

/** After paying (the site's `?f=s`): the payment success notice above the tabs. */
export const JustPaid: Story = {
  args: { justPaid: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const notice = canvas.getByRole("region", { name: "Payment" });
    // The spec's text as it is, two spaces after "payment." included.
    await expect(notice.textContent).toBe(
      "You have successfully made a payment.  Please take note of the booking schedule",
    );
    await canvas.findByRole("table", { name: "Active bookings" });
  },
};

/** 768 px and below: each booking is a card, its ticket still a link, no sideways scroll. */
export const Phone: Story = {
  globals: { viewport: { value: "mobile", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cards = await canvas.findByRole("list", { name: "Active bookings" });
    await expect(within(cards).getAllByRole("listitem")).toHaveLength(3);
    await expect(within(cards).getAllByRole("link")[0]).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(
      window.innerWidth,
    );
  },
};

export const SecondBrand: Story = {
  globals: { brand: "sg" },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole("table", { name: "Active bookings" });
    await expect(document.documentElement.dataset.brand).toBe("sg");
  },
};

/*
 * Bookings awaiting payment: the reference server's rows for a bank transfer left
 * unpaid. Before the deadline it is in Active with Complete my payment; after it, in History,
 * released.
 */
const HELD_UNTIL = "2026-11-28T10:00:00.000Z";

function unpaidRow(expired: boolean, session: string, day: number): BookingListItem {
  return bookingListItem.parse({
    ticket: "RF1234",
    sessionNo: session,
    serviceDate: addDays(storyToday(), day),
    assignedCrew: "",
    serviceType: "Regular home cleaning",
    status: "Open",
    refnum: `RF1234-0${session[0]}`,
    awaitingPayment: {
      refnum: "RF1234",
      reference: "SOR-RF1234",
      paymentref: "paynow",
      payBy: HELD_UNTIL,
      expired,
    },
  });
}

/** Both lists answer the unpaid weekly plan's first two sessions (awaiting, or released). */
const unpaidHandlers = (expired: boolean) => [
  http.get(`*/api/mybooking/${expired ? "history" : "active"}/:arnum`, () =>
    HttpResponse.json(ok([unpaidRow(expired, "1/4", 3), unpaidRow(expired, "2/4", 10)])),
  ),
  http.get(`*/api/mybooking/${expired ? "active" : "history"}/:arnum`, () =>
    HttpResponse.json(ok([])),
  ),
];

/** 2026-11-28T10:00:00Z in London (the stories' time zone): 10:00. */
const HELD_UNTIL_SHOWN = "28/11/2026, 10:00";

/**
 * Awaiting payment: the status, the reference to pay with and the deadline; Complete my
 * payment asks the site to open the resume page (QR and reference again, or a card) for the
 * booking, each session's link named apart. Keyboard: Tab reaches it, Enter follows it.
 */
export const AwaitingPayment: Story = {
  parameters: { msw: { handlers: unpaidHandlers(false) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole("table", { name: "Active bookings" });
    const [first] = within(table).getAllByRole("row").slice(1);
    const status = within(first!).getAllByRole("cell").at(-1)!;
    await expect(within(status).getByText(texts.statusAwaitingPayment)).toBeVisible();
    await expect(status).toHaveTextContent("Reference SOR-RF1234");
    await expect(status).toHaveTextContent(`Place held until ${HELD_UNTIL_SHOWN}`);
    const resume = within(table).getByRole("link", {
      name: "Complete my payment, RF1234, session 1/4",
    });
    await expect(resume).toHaveTextContent(texts.completeMyPayment);
    await expect(resume).toHaveAttribute("href", "/paynow-qrcode?resume=RF1234");
    await expect(
      within(table).getByRole("link", { name: "Complete my payment, RF1234, session 2/4" }),
    ).toBeVisible();
    // Not the spec's Pending: the customer is told what is missing.
    await expect(within(table).queryByText("Pending")).toBeNull();

    for (let presses = 0; presses < 20 && document.activeElement !== resume; presses += 1) {
      await userEvent.tab();
    }
    await expect(resume).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(lastNavigation()).toEqual({ to: "resume-payment", refnum: "RF1234" });
  },
};

/** Past its deadline: in History, Released, the date it was released on, nothing to resume. */
export const DeadlinePassed: Story = {
  args: { defaultTab: "history" },
  parameters: { msw: { handlers: unpaidHandlers(true) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole("table", { name: "Booking history" });
    await expect(within(table).getAllByText(texts.statusReleased)).toHaveLength(2);
    await expect(within(table).getAllByText(`Place released on ${HELD_UNTIL_SHOWN}`)).toHaveLength(
      2,
    );
    await expect(within(table).getAllByText("Reference SOR-RF1234")).toHaveLength(2);
    await expect(within(table).queryByText(texts.completeMyPayment)).toBeNull();
    await expect(within(table).queryByText(texts.statusAwaitingPayment)).toBeNull();
    // The ticket still opens the booking's details.
    await expect(within(table).getByRole("link", { name: "RF1234, session 1/4" })).toHaveAttribute(
      "href",
      "/my-booking-details/history/RF1234-01",
    );
  },
};
