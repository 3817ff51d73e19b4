import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";

import { SortableTable, type SortableColumn } from "./sortable-table";

interface Visit {
  ticket: string;
  slot: string;
  crew: string;
  price: number;
}

const columns: SortableColumn<Visit>[] = [
  { key: "slot", header: "Slot", cell: (r) => r.slot, sortValue: (r) => r.slot },
  {
    key: "ticket",
    header: "Ticket",
    cell: (r) => <a href={`#${r.ticket}`}>{r.ticket}</a>,
    sortValue: (r) => r.ticket,
  },
  { key: "crew", header: "Crew", cell: (r) => r.crew },
  {
    key: "price",
    header: "Price",
    cell: (r) => `£${r.price}`,
    sortValue: (r) => r.price,
    numeric: true,
  },
];

const rows: Visit[] = [
  { ticket: "RF2002", slot: "14:00–17:00", crew: "Crew Team B", price: 60 },
  { ticket: "RF2001", slot: "09:00–12:00", crew: "Crew Team A", price: 120 },
  { ticket: "RF2003", slot: "11:00–13:00", crew: "", price: 45 },
];

const meta = {
  title: "Staff/SortableTable",
  component: SortableTable<Visit>,
  parameters: {
    docs: {
      description: {
        component:
          "The staff console's keyboard-first table: a real table, sortable headers as buttons with aria-sort, row links and buttons in the Tab order; it scrolls sideways in a focusable region on narrow windows.",
      },
    },
  },
  args: {
    caption: "Bookings on 2026-11-30",
    columns,
    rows,
    getRowKey: (r: Visit) => r.ticket,
    initialSort: { key: "slot", direction: "ascending" },
  },
} satisfies Meta<typeof SortableTable<Visit>>;

export default meta;
type Story = StoryObj<typeof meta>;

const firstColumn = (table: HTMLElement) =>
  within(table)
    .getAllByRole("row")
    .slice(1)
    .map((row) => within(row).getAllByRole("cell")[1]?.textContent);

export const SortedBySlot: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole("table", { name: "Bookings on 2026-11-30" });
    await expect(firstColumn(table)).toEqual(["RF2001", "RF2003", "RF2002"]);
    await expect(canvas.getByRole("columnheader", { name: /Slot/ })).toHaveAttribute(
      "aria-sort",
      "ascending",
    );
    // Crew does not sort: its header is text, not a button.
    await expect(canvas.queryByRole("button", { name: /Crew/ })).toBeNull();
  },
};

export const SortsByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole("table");
    // Tab: the scrolling group, then the first header's button, then the second's.
    await userEvent.tab();
    await expect(canvas.getByRole("group", { name: "Bookings on 2026-11-30" })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: /Ticket/ })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(firstColumn(table)).toEqual(["RF2001", "RF2002", "RF2003"]);
    await userEvent.keyboard(" ");
    await expect(firstColumn(table)).toEqual(["RF2003", "RF2002", "RF2001"]);
    await expect(canvas.getByRole("columnheader", { name: /Ticket/ })).toHaveAttribute(
      "aria-sort",
      "descending",
    );
    // The rows' links come next in the Tab order.
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "RF2003" })).toHaveFocus();
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole("cell", { name: "Nothing to show." }),
    ).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(window.innerWidth).toBeLessThan(768);
    await expect(canvas.getByRole("table")).toBeVisible();
  },
};
