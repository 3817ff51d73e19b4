import { messages, serverTexts } from "@bookwell/contract";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";

import { demoSettings, lastNavigation, navigations } from "../testing/kit-story";
import { AccountLayout } from "./account-layout";
import { MyRequests } from "./my-requests";
import {
  noRequestsHandlers,
  requestsExpired,
  requestsFailingOnce,
  requestsHandlers,
  requestsMock,
  requestsNeverAnswering,
} from "../testing/mocks/requests.mocks";

const meta = {
  title: "Booking Kit/Account/MyRequests",
  component: MyRequests,
  tags: ["autodocs"],
  render: () => (
    <AccountLayout page="requests">
      <MyRequests />
    </AccountLayout>
  ),
  beforeEach: () => {
    requestsMock.reset();
  },
  parameters: {
    layout: "fullscreen",
    msw: { handlers: requestsHandlers },
    kit: {
      settings: {
        // The site's URL of a quotation, so "View as quote" is a real link.
        hrefOf: (destination) =>
          destination.to === "quotation"
            ? `/my-request-quotation/${destination.refnum}`
            : demoSettings.hrefOf!(destination),
      } satisfies Partial<typeof demoSettings>,
    },
    docs: {
      description: {
        component:
          'My Request: a type-of-request dropdown (All plus the distinct types) over the list of ticket, service type, request type, request date, status, the view-as-quote link and delete (after a confirmation; an accepted quotation offers none). "No Records Found" when empty.',
      },
    },
  },
} satisfies Meta<typeof MyRequests>;

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
 * Alice's four requests, newest first; quoted ones link to their quotation, by pointer and by
 * keyboard (Tab reaches the link, Enter opens it).
 */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole("table", { name: "My requests" });
    await expect(bodyRows(table)).toEqual([
      [
        "QT-3003",
        "Deep cleaning",
        "Quotation",
        "21/11/2026",
        "Quoted",
        "View as quote for QT-3003",
        "Delete",
      ],
      [
        "AS-3002",
        "End of tenancy",
        "Assessment",
        "20/11/2026",
        "Pending",
        "Not quoted yet",
        "Delete",
      ],
      [
        "QT-3001",
        "Regular home cleaning",
        "Quotation",
        "18/11/2026",
        "Quoted",
        "View as quote for QT-3001",
        "Delete",
      ],
      [
        "QT-2950",
        "Office cleaning",
        "Quotation",
        "02/10/2026",
        "Accepted",
        "View as quote for QT-2950",
        "Accepted",
      ],
    ]);
    await expect(
      within(table).getByRole("link", { name: "View as quote for QT-3001" }),
    ).toHaveAttribute("href", "/my-request-quotation/RQ-1001-1");
    // An accepted quotation cannot be deleted: no button for it.
    await expect(within(table).queryByRole("button", { name: "Delete QT-2950" })).toBeNull();
    await expect(canvas.getByRole("combobox", { name: "Type of request" })).toHaveValue("All");
    const link = within(table).getByRole("link", { name: "View as quote for QT-3001" });
    await userEvent.click(link);
    await expect(lastNavigation()).toEqual({ to: "quotation", refnum: "RQ-1001-1" });
    const byPointer = navigations().length;

    // From the keyboard: Tab from the top of the page reaches the link, Enter opens it.
    link.blur();
    for (let presses = 0; presses < 25 && document.activeElement !== link; presses += 1) {
      await userEvent.tab();
    }
    await expect(link).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(navigations()).toHaveLength(byPointer + 1);
    await expect(lastNavigation()).toEqual({ to: "quotation", refnum: "RQ-1001-1" });
  },
};

/** The dropdown is All plus each type once; choosing one narrows the list, asking nothing. */
export const FilteredByType: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("table", { name: "My requests" });
    const select = canvas.getByRole("combobox", { name: "Type of request" });
    await expect(
      within(select)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["All", "Assessment", "Quotation"]);

    await userEvent.selectOptions(select, "Assessment");
    const assessments = await canvas.findByRole("table", { name: "My requests: Assessment" });
    await expect(bodyRows(assessments).map((row) => row[0])).toEqual(["AS-3002"]);

    await userEvent.selectOptions(select, "Quotation");
    const quotations = await canvas.findByRole("table", { name: "My requests: Quotation" });
    await expect(bodyRows(quotations).map((row) => row[0])).toEqual([
      "QT-3003",
      "QT-3001",
      "QT-2950",
    ]);

    await userEvent.selectOptions(select, "All");
    await expect(bodyRows(await canvas.findByRole("table", { name: "My requests" }))).toHaveLength(
      4,
    );
    await expect(requestsMock.sent("requests")).toHaveLength(1);
  },
};

/**
 * Keyboard: Delete asks first and Cancel (focused first) keeps the request; Delete in the
 * dialog removes it with "Quotation deleted successfully." and the list is asked again.
 */
export const DeleteWithConfirmation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole("table", { name: "My requests" });
    const remove = within(table).getByRole("button", { name: "Delete QT-3003" });
    for (let presses = 0; presses < 20 && document.activeElement !== remove; presses += 1) {
      await userEvent.tab();
    }
    await expect(remove).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    const dialog = await page(canvasElement).findByRole("alertdialog", {
      name: "Delete this request?",
    });
    await expect(dialog).toHaveAccessibleDescription(
      "QT-3003 (Deep cleaning) will be removed from your requests.",
    );
    await expect(within(dialog).getByRole("button", { name: "Cancel" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(remove).toHaveFocus();
    await expect(requestsMock.sent("deleteRequest")).toHaveLength(0);

    await userEvent.keyboard("{Enter}");
    const again = await page(canvasElement).findByRole("alertdialog", {
      name: "Delete this request?",
    });
    await userEvent.tab();
    await expect(within(again).getByRole("button", { name: "Delete" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(await page(canvasElement).findByText(messages.quotationDeleted)).toBeVisible();
    await waitFor(() =>
      expect(within(table).queryByRole("button", { name: "Delete QT-3003" })).toBeNull(),
    );
    await expect(bodyRows(table).map((row) => row[0])).toEqual(["AS-3002", "QT-3001", "QT-2950"]);
    await expect(requestsMock.sent("deleteRequest").map((r) => r.url)).toEqual([
      expect.stringMatching(/\/api\/myrequest\/RQ-1001-4$/),
    ]);
    await expect(requestsMock.sent("requests")).toHaveLength(2);
  },
};

/** The last request of the type chosen is deleted: the type leaves the dropdown, All shows. */
export const DeleteTheLastOfAType: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("table", { name: "My requests" });
    const select = canvas.getByRole("combobox", { name: "Type of request" });
    await userEvent.selectOptions(select, "Assessment");
    const table = await canvas.findByRole("table", { name: "My requests: Assessment" });
    await userEvent.click(within(table).getByRole("button", { name: "Delete AS-3002" }));
    const dialog = await page(canvasElement).findByRole("alertdialog", {
      name: "Delete this request?",
    });
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    const all = await canvas.findByRole("table", { name: "My requests" });
    await expect(bodyRows(all).map((row) => row[0])).toEqual(["QT-3003", "QT-3001", "QT-2950"]);
    await expect(select).toHaveValue("All");
    await expect(
      within(select)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["All", "Quotation"]);
  },
};

/** The server refuses a delete (here: the request was accepted meanwhile): its text, row kept. */
export const DeleteRefused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole("table", { name: "My requests" });
    // Accepted on another device after the list was loaded.
    requestsMock.requests.find((r) => r.refnum === "RQ-1001-1")!.status = "Accepted";
    await userEvent.click(within(table).getByRole("button", { name: "Delete QT-3001" }));
    const dialog = await page(canvasElement).findByRole("alertdialog", {
      name: "Delete this request?",
    });
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await expect(
      await page(canvasElement).findByText(serverTexts.acceptedNotDeletable),
    ).toBeVisible();
    await expect(within(table).getByText("QT-3001")).toBeVisible();
    await expect(page(canvasElement).queryByText(messages.quotationDeleted)).toBeNull();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: noRequestsHandlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(messages.noRecordsFound)).toBeVisible();
    await expect(canvas.queryByRole("table")).toBeNull();
    const select = canvas.getByRole("combobox", { name: "Type of request" });
    await expect(within(select).getAllByRole("option")).toHaveLength(1);
  },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: [requestsNeverAnswering("*/api/myrequest/:arnum"), ...requestsHandlers] },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole("status", { name: "Loading your requests" }),
    ).toBeVisible();
  },
};

/** The server fails: the notification says so, the list offers Try again, which works. */
export const Failed: Story = {
  parameters: {
    msw: { handlers: [requestsFailingOnce("*/api/myrequest/:arnum"), ...requestsHandlers] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent(messages.oops);
    // The alert and the notification (its stack loads with the first one).
    await waitFor(() => expect(page(canvasElement).getAllByText(messages.oops)).toHaveLength(2));
    await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    const table = await canvas.findByRole("table", { name: "My requests" });
    await expect(within(table).getAllByRole("row")).toHaveLength(5);
  },
};

export const SessionExpired: Story = {
  parameters: {
    msw: { handlers: [requestsExpired("get", "*/api/myrequest/:arnum"), ...requestsHandlers] },
  },
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByText(messages.sessionExpired)).toBeVisible();
    await waitFor(() => expect(lastNavigation()).toEqual({ to: "home", replace: true }));
  },
};

/** 768 px and below: each request is a card, its link and delete still there, no sideways scroll. */
export const Phone: Story = {
  globals: { viewport: { value: "mobile", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cards = await canvas.findByRole("list", { name: "My requests" });
    await expect(within(cards).getAllByRole("listitem")).toHaveLength(4);
    await expect(
      within(cards).getByRole("link", { name: "View as quote for QT-3001" }),
    ).toBeVisible();
    await expect(within(cards).getByRole("button", { name: "Delete QT-3003" })).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(
      window.innerWidth,
    );
  },
};

export const SecondBrand: Story = {
  globals: { brand: "sg" },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole("table", { name: "My requests" });
    await expect(document.documentElement.dataset.brand).toBe("sg");
  },
};
