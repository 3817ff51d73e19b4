import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";

import { Money } from "./money";

const meta = {
  title: "Commerce/Money",
  component: Money,
  tags: ["autodocs"],
  args: { amount: 1234.5, currency: "GBP" },
  argTypes: {
    amount: { control: "number" },
    currency: { control: "inline-radio", options: ["GBP", "SGD"] },
  },
  parameters: {
    docs: {
      description: {
        component:
          "Use Money for every amount shown to a customer (prices, totals, credit) so formatting, " +
          "rounding and the minus sign are the same everywhere. Give the amount ONE way: " +
          "`amount` in pounds as the API sends it (`45.5`), or `minor` in whole pence as the " +
          "server computes it (`4550`). Negative amounts (discounts, credit) read `-£5.00`, " +
          "with the ASCII minus before the symbol. Do not use it inside an input's value: " +
          "inputs hold the raw number the customer types; use `formatMoney` for plain strings " +
          "such as accessible names.",
      },
    },
  },
} satisfies Meta<typeof Money>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("£1,234.50")).toHaveAttribute(
      "data-slot",
      "money",
    );
  },
};

export const Examples: Story = {
  tags: ["visual"],
  render: () => (
    <ul className="space-y-1">
      <li>
        <Money amount={1234.5} />
      </li>
      <li>
        <Money amount={1234.5} currency="SGD" />
      </li>
      <li>
        <Money amount={-5} />
      </li>
      <li>
        <Money amount={1.005} />
      </li>
      <li>
        <Money amount={0} />
      </li>
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole("listitem");
    await expect(items.map((item) => item.textContent)).toEqual([
      "£1,234.50",
      "S$1,234.50",
      "-£5.00",
      "£1.01",
      "£0.00",
    ]);
  },
};

export const Negative: Story = {
  args: { amount: -5 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("-£5.00")).toHaveAttribute(
      "data-sign",
      "negative",
    );
  },
};

/** Integer pence, as the server keeps money: `minor={123450}` is £1,234.50, exactly. */
export const MinorUnits: Story = {
  render: () => (
    <ul className="space-y-1">
      <li>
        <Money minor={123450} />
      </li>
      <li>
        <Money minor={-500} />
      </li>
      <li>
        <Money minor={30} currency="SGD" />
      </li>
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole("listitem");
    await expect(items.map((item) => item.textContent)).toEqual(["£1,234.50", "-£5.00", "S$0.30"]);
    await expect(within(items[1]!).getByText("-£5.00")).toHaveAttribute("data-sign", "negative");
  },
};
