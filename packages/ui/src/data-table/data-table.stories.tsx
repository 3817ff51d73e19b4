import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";

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
          "Rows of records: a table above 768 px, stacked cards below. Give it a caption (its accessible name). For two or three values, a description list reads better.",
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
    const table = canvas.getByRole("table", { name: "Active bookings" });
    await expect(
      within(table)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual(["Ticket", "Service date", "Service type", "Status"]);
    await expect(within(table).getAllByRole("row")).toHaveLength(3);
    await expect(canvas.queryByRole("list", { name: "Active bookings" })).toBeNull();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    if (window.innerWidth >= 768) return; // The viewport global applies in the Storybook UI.
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
