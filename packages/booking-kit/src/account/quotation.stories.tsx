import { messages, serverTexts, texts } from "@bookwell/contract";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";

import { lastNavigation, navigations } from "../testing/kit-story";
import { AccountLayout } from "./account-layout";
import { Quotation } from "./quotation";
import {
  emptyQuoteHandlers,
  requestsExpired,
  requestsFailingOnce,
  requestsHandlers,
  requestsMock,
  requestsNeverAnswering,
} from "../testing/mocks/requests.mocks";
import { sgCustomer, sgLocations } from "../testing/mocks/sg.mocks";

const meta = {
  title: "Booking Kit/Account/Quotation",
  component: Quotation,
  tags: ["autodocs"],
  args: { refnum: "RQ-1001-1" },
  render: (args) => (
    <AccountLayout page="requests" title="Quotation">
      <Quotation {...args} />
    </AccountLayout>
  ),
  beforeEach: () => {
    requestsMock.reset();
  },
  parameters: {
    kit: {},
    layout: "fullscreen",
    msw: { handlers: requestsHandlers },
    docs: {
      description: {
        component:
          'The quotation page: the lines (image, name, description, qty, price, total) as a table from 576 px and cards below, then subtotal, location fee and grand total before the brand\'s tax ("before VAT", "before GST"), all summed in whole pence. A line\'s name opens its Booking Information (add-ons split on the double bar). ACCEPT & ADD TO CART shows when the total is above £0, UPGRADE TO 12 SESSIONS when a line is an upgrade; accepting goes to the booking wizard with `{ redirect: "FINALIZE" }`. No lines: "Cart Is Empty"; a quotation the server refuses: "Cart Details Not Available".',
      },
    },
  },
} satisfies Meta<typeof Quotation>;

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

/** The totals' label → amount. */
function totals(canvasElement: HTMLElement) {
  const list = within(canvasElement).getByLabelText("Quotation totals");
  return [...list.querySelectorAll("div")].map((pair) => [
    pair.querySelector("dt")?.textContent,
    pair.querySelector("dd")?.textContent,
  ]);
}

const acceptQuery = () =>
  requestsMock.sent("acceptQuote").map((request) => new URL(request.url).search);

export const Playground: Story = {};

/**
 * RQ-1001-1: a weekly plan (4 × £55.50 less £10.00) and a deep clean; the location fee is
 * £2.50 × 4 + £2.50; the grand total is the lines' sum, £349.50; both buttons show.
 */
export const WithLines: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole("table", { name: "Quotation" });
    await expect(bodyRows(table)).toEqual([
      [
        "",
        "Regular home cleaning, weekly",
        "Weekly clean, 3 hours a visit.",
        "4",
        "£55.50",
        "£212.00after £10.00 off",
      ],
      ["", "Deep clean, 3 hours", "One deep clean.", "1", "£137.50", "£137.50"],
    ]);
    await expect(totals(canvasElement)).toEqual([
      ["Subtotal", "£337.00"],
      ["Location fee", "£12.50"],
      ["Grand total (before VAT)", "£349.50"],
    ]);
    await expect(await canvas.findByRole("button", { name: "ACCEPT & ADD TO CART" })).toBeVisible();
    await expect(
      await canvas.findByRole("button", { name: "UPGRADE TO 12 SESSIONS" }),
    ).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Back to My Request" })).toBeVisible();
    await expect(requestsMock.sent("quoteDetails").map((r) => r.url)).toEqual([
      expect.stringMatching(/\/api\/myrequest\/quotedetails\/RQ-1001-1$/),
    ]);
  },
};

/**
 * A line's name opens Booking Information with every field; add-ons one per item. By keyboard
 * too: Tab to a name, Enter opens it, Escape closes it with the focus back.
 */
export const BookingInformation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole("table", { name: "Quotation" });
    const name = within(table).getByRole("button", {
      name: "Regular home cleaning, weekly, Booking Information",
    });
    await userEvent.click(name);
    const dialog = await page(canvasElement).findByRole("dialog", { name: "Booking Information" });
    await expect(dialog).toHaveAccessibleDescription("Regular home cleaning, weekly");
    const pairs = [...dialog.querySelectorAll("dt")].map((term) => [
      term.textContent,
      term.nextElementSibling?.textContent,
    ]);
    await expect(pairs).toEqual([
      ["Package", "Regular home cleaning, weekly"],
      ["Rate", "£15.00 / hour"],
      ["Duration", "3 hours"],
      ["Sessions", "4"],
      ["Frequency", "Weekly"],
      ["Add-ons", "Inside fridgeIroning 1 hour"],
      ["Property type", "Apartment"],
      ["Size", "750 sqft"],
      ["Bedrooms", "2"],
      ["Bathrooms", "1"],
      ["Schedule", "Mondays, 08:00 to 10:00"],
      ["Contact name", "Alice Walker"],
      ["Address", "Flat 2, 12 Fournier Street, Spitalfields, London, E1 6QE"],
      ["Phone", "07700900101"],
      ["Email", "alice@example.com"],
    ]);
    await expect(
      within(dialog)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Inside fridge", "Ironing 1 hour"]);
    await userEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(name).toHaveFocus();

    // By keyboard: Tab to another line's name, Enter opens it, Escape closes it, focus back.
    name.blur();
    const deep = within(table).getByRole("button", {
      name: "Deep clean, 3 hours, Booking Information",
    });
    for (let presses = 0; presses < 20 && document.activeElement !== deep; presses += 1) {
      await userEvent.tab();
    }
    await expect(deep).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    const again = await page(canvasElement).findByRole("dialog", { name: "Booking Information" });
    await expect(within(again).getByText("Oven clean")).toBeVisible();
    await expect(within(again).getByText("Friday 4 December 2026, 10:30 to 12:30")).toBeVisible();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(again).not.toBeInTheDocument());
    await expect(deep).toHaveFocus();
  },
};

/** UPGRADE TO 12 SESSIONS accepts the upgrade (the reference with U) and goes to Finalise. */
export const Upgrade: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("table", { name: "Quotation" });
    await userEvent.click(await canvas.findByRole("button", { name: "UPGRADE TO 12 SESSIONS" }));
    await expect(await page(canvasElement).findByText(messages.quotationAccepted)).toBeVisible();
    await waitFor(() =>
      expect(lastNavigation()).toEqual({ to: "booking", state: { redirect: "FINALIZE" } }),
    );
    await expect(acceptQuery()).toEqual(["?email=alice%40example.com&quoterefnum=RQ-1001-1U"]);
    await expect(requestsMock.accepted.get("RQ-1001-1")).toBe(true);
  },
};

/**
 * Keyboard: from a line's name, Tab on to ACCEPT & ADD TO CART, Enter accepts and goes to
 * Finalise; the page then says it was accepted and offers ACCEPT no more.
 */
export const AcceptOnce: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole("table", { name: "Quotation" });
    const accept = await canvas.findByRole("button", { name: "ACCEPT & ADD TO CART" });
    within(table).getByRole("button", { name: "Deep clean, 3 hours, Booking Information" }).focus();
    for (let presses = 0; presses < 10 && document.activeElement !== accept; presses += 1) {
      await userEvent.tab();
    }
    await expect(accept).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(await page(canvasElement).findByText(messages.quotationAccepted)).toBeVisible();
    await waitFor(() =>
      expect(lastNavigation()).toEqual({ to: "booking", state: { redirect: "FINALIZE" } }),
    );
    await expect(acceptQuery()).toEqual(["?email=alice%40example.com&quoterefnum=RQ-1001-1"]);
    await expect(requestsMock.accepted.get("RQ-1001-1")).toBe(false);
    // Accepted now: the page no longer offers to accept it.
    await expect(await canvas.findByText(texts.quotationAcceptedAlready)).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "ACCEPT & ADD TO CART" })).toBeNull();
  },
};

/** By pointer, a double click accepts once: the first press holds both buttons until the answer. */
export const DoubleClickAcceptsOnce: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const accept = await canvas.findByRole("button", { name: "ACCEPT & ADD TO CART" });
    await userEvent.dblClick(accept);
    await waitFor(() => expect(navigations()).toHaveLength(1));
    await expect(lastNavigation()).toEqual({ to: "booking", state: { redirect: "FINALIZE" } });
    await expect(requestsMock.sent("acceptQuote")).toHaveLength(1);
    await expect(navigations()).toHaveLength(1);
  },
};

/**
 * RQ-1001-4 is priced at £0: neither button shows (the server would refuse it), the lines and
 * the £0.00 totals still do; an empty Booking Information field reads "Not given".
 */
export const PricedAtZero: Story = {
  args: { refnum: "RQ-1001-4" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole("table", { name: "Quotation" });
    await expect(totals(canvasElement).at(-1)).toEqual(["Grand total (before VAT)", "£0.00"]);
    await expect(canvas.queryByRole("button", { name: "ACCEPT & ADD TO CART" })).toBeNull();
    await expect(canvas.queryByRole("button", { name: "UPGRADE TO 12 SESSIONS" })).toBeNull();
    await userEvent.click(
      within(table).getByRole("button", { name: "Deep clean, 3 hours, Booking Information" }),
    );
    const dialog = await page(canvasElement).findByRole("dialog", { name: "Booking Information" });
    await expect(within(dialog).getAllByText("Not given")).toHaveLength(2);
    await expect(within(dialog).getByText("None")).toBeVisible();
  },
};

/**
 * RQ-1001-3 was accepted already: the page offers no ACCEPT & ADD TO CART (the
 * server would only answer that it was accepted) and says it was accepted; nothing is sent.
 */
export const AlreadyAccepted: Story = {
  args: { refnum: "RQ-1001-3" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("table", { name: "Quotation" });
    await expect(await canvas.findByText(texts.quotationAcceptedAlready)).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "ACCEPT & ADD TO CART" })).toBeNull();
    await expect(canvas.queryByRole("button", { name: "UPGRADE TO 12 SESSIONS" })).toBeNull();
    await expect(requestsMock.sent("acceptQuote")).toHaveLength(0);
    await expect(navigations()).toEqual([]);
  },
};

export const CartIsEmpty: Story = {
  parameters: { msw: { handlers: [...emptyQuoteHandlers, ...requestsHandlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(messages.cartEmpty)).toBeVisible();
    await expect(canvas.queryByRole("table")).toBeNull();
    await expect(canvas.queryByRole("button", { name: "ACCEPT & ADD TO CART" })).toBeNull();
  },
};

/** A quotation that is not Alice's, or none at all (403): the server's text, then the notice. */
export const CartDetailsNotAvailable: Story = {
  args: { refnum: "RQ-1002-1" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(messages.cartDetailsNotAvailable)).toBeVisible();
    await expect(await page(canvasElement).findByText(serverTexts.forbidden)).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Back to My Request" })).toBeVisible();
    await expect(canvas.queryByRole("table")).toBeNull();
  },
};

/** Below 576 px: each line is a card with its name, qty × price and total; no sideways scroll. */
export const Phone: Story = {
  globals: { viewport: { value: "mobile", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cards = await canvas.findByRole("list", { name: "Quotation" });
    await expect(canvas.queryByRole("table", { name: "Quotation" })).toBeNull();
    const items = within(cards).getAllByRole("listitem");
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveTextContent("Qty 4 × £55.50");
    await expect(items[0]).toHaveTextContent("Total £212.00");
    await userEvent.click(
      within(items[1]!).getByRole("button", { name: "Deep clean, 3 hours, Booking Information" }),
    );
    const dialog = await page(canvasElement).findByRole("dialog", { name: "Booking Information" });
    await expect(within(dialog).getByText("Oven clean")).toBeVisible();
    await userEvent.keyboard("{Escape}");
    await expect(await canvas.findByRole("button", { name: "ACCEPT & ADD TO CART" })).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(
      window.innerWidth,
    );
  },
};

/** 768 px is above 576: the quotation is a table there (the lists' cards stop at 768). */
export const Tablet: Story = {
  globals: { viewport: { value: "tablet", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("table", { name: "Quotation" })).toBeVisible();
    await expect(canvas.queryByRole("list", { name: "Quotation" })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        requestsNeverAnswering("*/api/myrequest/quotedetails/:refnum"),
        ...requestsHandlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole("status", { name: "Loading the quotation" }),
    ).toBeVisible();
  },
};

/** The server fails: the notification says so, the page offers Try again, which works. */
export const Failed: Story = {
  parameters: {
    msw: {
      handlers: [requestsFailingOnce("*/api/myrequest/quotedetails/:refnum"), ...requestsHandlers],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent(messages.oops);
    await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    await expect(await canvas.findByRole("table", { name: "Quotation" })).toBeVisible();
  },
};

export const SessionExpired: Story = {
  parameters: {
    msw: {
      handlers: [
        requestsExpired("get", "*/api/myrequest/quotedetails/:refnum"),
        ...requestsHandlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByText(messages.sessionExpired)).toBeVisible();
    await waitFor(() => expect(lastNavigation()).toEqual({ to: "home", replace: true }));
  },
};

/** The session ends while the quotation is open: accepting says so and goes home, not on. */
export const SessionExpiredOnAccept: Story = {
  parameters: {
    msw: {
      handlers: [
        requestsExpired("post", "*/api/myrequest/quoteaccept/:arnum"),
        ...requestsHandlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("table", { name: "Quotation" });
    await userEvent.click(await canvas.findByRole("button", { name: "ACCEPT & ADD TO CART" }));
    await expect(await page(canvasElement).findByText(messages.sessionExpired)).toBeVisible();
    await waitFor(() => expect(lastNavigation()).toEqual({ to: "home", replace: true }));
    await expect(navigations()).not.toContainEqual({
      to: "booking",
      state: { redirect: "FINALIZE" },
    });
  },
};

/**
 * The Singapore brand: Mei Ling's quotation, at her address with her +65 mobile, in S$, its
 * grand total before the brand's GST (never "VAT").
 */
export const SecondBrand: Story = {
  globals: { brand: "sg" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole("table", { name: "Quotation" });
    await expect(document.documentElement.dataset.brand).toBe("sg");
    await userEvent.click(
      within(table).getByRole("button", {
        name: "Regular home cleaning, weekly, Booking Information",
      }),
    );
    const dialog = await page(canvasElement).findByRole("dialog", { name: "Booking Information" });
    const pairs = Object.fromEntries(
      [...dialog.querySelectorAll("dt")].map((term) => [
        term.textContent,
        term.nextElementSibling?.textContent,
      ]),
    );
    await expect(pairs).toMatchObject({
      Rate: "S$15.00 / hour",
      "Contact name": "Mei Ling Tan",
      Address: sgLocations[0]!.fulladdr,
      Phone: sgCustomer.mobile,
    });
    await expect(totals(canvasElement).at(-1)?.[0]).toBe("Grand total (before GST)");
    await expect(canvasElement.ownerDocument.body.textContent).not.toMatch(/London|£|VAT/);
  },
};
