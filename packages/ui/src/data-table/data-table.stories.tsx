import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";

import { DataTable, type DataTableColumn } from "./data-table";

interface Booking {
  ticket: string;
  serviceDate: string;
  serviceType: string;
  status: string;
}

const columns: DataTableColumn<Booking>[] = [
  { key: "ticket", header: "Ticket", cell: (row) => <a href={`#${row.ticket}`}>{row.ticket}</a> },
  { key: "date", header: "Service date", cell: (row) => row.serviceDate },
  { key: "type", header: "Service type", cell: (row) => row.serviceType },
  { key: "status", header: "Status", cell: (row) => row.status },
];

const rows: Booking[] = [
  {
    ticket: "BK-1042",
    serviceDate: "07/12/2026",
    serviceType: "Regular home cleaning",
    status: "Confirmed",
  },
  {
    ticket: "BK-1043",
    serviceDate: "14/12/2026",
    serviceType: "Deep clean",
    status: "Awaiting payment",
  },
];

const meta = {
  title: "Content/DataTable",
  component: DataTable<Booking>,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "Rows of records (bookings, credits, feedback): a real table when the window is wider than 768 px, stacked cards of label/value pairs at 768 px and below (CSS only, so no hydration mismatch). The caption is required (its accessible name; visible with `showCaption`). Empty, it says “No Records Found” (`emptyText` for the spec's other wordings). For two or three values, a description list reads better.",
      },
    },
  },
  args: { caption: "Active bookings", columns, rows, getRowKey: (row: Booking) => row.ticket },
} satisfies Meta<typeof DataTable<Booking>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  tags: ["visual"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(window.innerWidth).toBeGreaterThan(768);
    const table = canvas.getByRole("table", { name: "Active bookings" });
    await expect(
      within(table)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual(["Ticket", "Service date", "Service type", "Status"]);
    await expect(within(table).getAllByRole("row")).toHaveLength(3);
    await expect(canvas.queryByRole("list", { name: "Active bookings" })).toBeNull();
    // Keyboard: Tab reaches the links in the visible layout only.
    await userEvent.tab();
    await expect(within(table).getByRole("link", { name: "BK-1042" })).toHaveFocus();
  },
};

/** Below 768 px (the 375 px viewport): the same rows as label/value cards (CSS only). */
export const Mobile: Story = {
  globals: { viewport: { value: "mobile", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(window.innerWidth).toBeLessThan(768);
    const list = canvas.getByRole("list", { name: "Active bookings" });
    await expect(list).toBeVisible();
    await expect(canvas.queryByRole("table")).toBeNull();
    const cards = within(list).getAllByRole("listitem");
    await expect(cards).toHaveLength(2);
    await expect(
      within(cards[1]!)
        .getAllByRole("term")
        .map((dt) => dt.textContent),
    ).toEqual(["Ticket", "Service date", "Service type", "Status"]);
    await expect(within(cards[1]!).getByText("Awaiting payment")).toBeVisible();
    await userEvent.tab();
    await expect(within(cards[0]!).getByRole("link", { name: "BK-1042" })).toHaveFocus();
  },
};

/** Exactly 768 px is not "above 768": still the cards. */
export const Tablet768: Story = {
  globals: { viewport: { value: "tablet", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(window.innerWidth).toBe(768);
    await expect(canvas.getByRole("list", { name: "Active bookings" })).toBeVisible();
    await expect(canvas.queryByRole("table")).toBeNull();
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("No Records Found")).toBeVisible();
  },
};

export const CustomEmptyText: Story = {
  args: { rows: [], emptyText: "No Record Found" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("No Record Found")).toBeVisible();
    await expect(within(canvasElement).queryByText("No Records Found")).toBeNull();
  },
};
