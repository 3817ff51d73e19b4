import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";

import { CartTotals } from "./cart-totals";

const meta = {
  title: "Commerce/CartTotals",
  component: CartTotals,
  tags: ["autodocs"],
  args: { subtotal: 120, discount: 12, serviceFee: 5, vat: 22.6, credit: 10, finalAmount: 125.6 },
  parameters: {
    docs: {
      description: {
        component:
          "Use CartTotals under the cart and at checkout to show how the amount to pay is made " +
          "up. It shows the amounts it is given and computes nothing. Rows left undefined are " +
          "omitted. Not for a line's own amounts: use CartLine.",
      },
    },
  },
} satisfies Meta<typeof CartTotals>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowsOf = (canvasElement: HTMLElement) =>
  Array.from(canvasElement.querySelectorAll('[data-slot="cart-totals-row"]')).map((row) => [
    row.querySelector("dt")?.textContent,
    row.querySelector("dd")?.textContent,
  ]);

export const Playground: Story = {
  tags: ["visual"],
  play: async ({ canvasElement }) => {
    await expect(rowsOf(canvasElement)).toEqual([
      ["Subtotal", "£120.00"],
      ["Discount", "-£12.00"],
      ["Service fee", "£5.00"],
      ["VAT", "£22.60"],
      ["Credit redeemed", "-£10.00"],
      ["Total", "£125.60"],
    ]);
    await expect(within(canvasElement).getAllByRole("term")).toHaveLength(6);
  },
};

export const Minimal: Story = {
  tags: ["visual"],
  args: {
    discount: undefined,
    serviceFee: undefined,
    vat: undefined,
    credit: undefined,
    finalAmount: 120,
  },
  play: async ({ canvasElement }) => {
    await expect(rowsOf(canvasElement)).toEqual([
      ["Subtotal", "£120.00"],
      ["Total", "£120.00"],
    ]);
  },
};

export const ZeroRowsKept: Story = {
  args: {
    discount: 0,
    serviceFee: undefined,
    vat: 0,
    credit: undefined,
    finalAmount: 120,
    currency: "SGD",
  },
  play: async ({ canvasElement }) => {
    await expect(rowsOf(canvasElement)).toEqual([
      ["Subtotal", "S$120.00"],
      ["Discount", "S$0.00"],
      ["VAT", "S$0.00"],
      ["Total", "S$120.00"],
    ]);
  },
};
