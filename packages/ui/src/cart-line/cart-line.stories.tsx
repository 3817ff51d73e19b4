import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";

import { CartLine } from "./cart-line";

const image =
  "data:image/svg+xml;utf8," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="80" height="80"><rect width="80" height="80" fill="#8ab"/></svg>',
  );

const meta = {
  title: "Commerce/CartLine",
  component: CartLine,
  tags: ["autodocs"],
  args: {
    name: "Deep clean",
    image,
    quantity: 2,
    unitAmount: 45,
    totalAmount: 115,
    addons: [
      { id: "oven", name: "Oven clean", amount: 25 },
      { id: "iron", name: "Ironing hour", amount: 36, quantity: 2 },
    ],
    onQuantityChange: fn(),
    onRemove: fn(),
    // A stand-in for the app's rule (Bookwell's kit passes the contract's isValidCartQuantity).
    isValidQuantity: (text: string) => /^\d{1,2}$/.test(text.trim()) && Number(text) > 0,
  },
  parameters: {
    docs: {
      description: {
        component:
          "Use CartLine for each product in the cart: quantity (checked by the app's `isValidQuantity`), " +
          "unit and line amounts, its add-ons, and a remove action that asks for confirmation. " +
          "It computes nothing: pass the amounts the server supplies.",
      },
    },
  },
} satisfies Meta<typeof CartLine>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  tags: ["visual"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const line = canvas.getByRole("article", { name: "Deep clean" });
    await expect(line).toHaveTextContent("£45.00");
    await expect(line).toHaveTextContent("£115.00");
    const addons = canvas.getAllByRole("listitem").map((item) => item.textContent);
    await expect(addons).toEqual(["Oven clean£25.00", "Ironing hour × 2£36.00"]);
    await expect(canvas.getByRole("textbox", { name: "Quantity" })).toHaveValue("2");
  },
};

export const QuantityValidation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("textbox", { name: "Quantity" });
    await userEvent.clear(input);
    await userEvent.type(input, "100");
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription("Error: Enter a quantity from 1 to 99");
    await userEvent.tab();
    await expect(args.onQuantityChange).not.toHaveBeenCalled();
    await userEvent.clear(input);
    await userEvent.type(input, "0{Enter}");
    await expect(args.onQuantityChange).not.toHaveBeenCalled();
    await userEvent.clear(input);
    await userEvent.type(input, "3{Enter}");
    await expect(input).not.toHaveAttribute("aria-invalid");
    await expect(args.onQuantityChange).toHaveBeenCalledWith(3);
  },
};

export const CustomQuantityRule: Story = {
  args: {
    isValidQuantity: (text: string) => /^[1-5]$/.test(text),
    invalidQuantityMessage: "Choose 1 to 5",
  },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole("textbox", { name: "Quantity" });
    await userEvent.clear(input);
    await userEvent.type(input, "6");
    await expect(input).toHaveAccessibleDescription("Error: Choose 1 to 5");
    await userEvent.tab();
    await expect(args.onQuantityChange).not.toHaveBeenCalled();
  },
};

export const RemoveWithConfirmation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const remove = canvas.getByRole("button", { name: "Remove Deep clean" });

    await userEvent.click(remove);
    let dialog = await body.findByRole("alertdialog", { name: "Remove Deep clean?" });
    await expect(dialog).toHaveAccessibleDescription("It will be taken out of your cart.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(body.queryByRole("alertdialog")).toBeNull());
    await expect(args.onRemove).not.toHaveBeenCalled();
    await waitFor(() => expect(remove).toHaveFocus());

    // Keyboard: Enter opens with Cancel focused (Enter again is safe), Escape closes.
    await userEvent.keyboard("{Enter}");
    dialog = await body.findByRole("alertdialog");
    await waitFor(() =>
      expect(within(dialog).getByRole("button", { name: "Cancel" })).toHaveFocus(),
    );
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body.queryByRole("alertdialog")).toBeNull());
    await expect(args.onRemove).not.toHaveBeenCalled();
    await waitFor(() => expect(remove).toHaveFocus());

    // Keyboard: Tab to Remove and confirm.
    await userEvent.keyboard("{Enter}");
    dialog = await body.findByRole("alertdialog");
    await waitFor(() =>
      expect(within(dialog).getByRole("button", { name: "Cancel" })).toHaveFocus(),
    );
    await userEvent.tab();
    await expect(within(dialog).getByRole("button", { name: "Remove" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole("alertdialog")).toBeNull());
  },
};

export const WithoutAddonsOrRemove: Story = {
  args: { addons: [], onRemove: undefined, image: undefined, currency: "SGD" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("button", { name: /Remove/ })).toBeNull();
    await expect(canvas.queryByRole("list")).toBeNull();
    await expect(canvas.getByRole("article")).toHaveTextContent("S$115.00");
  },
};

/** A quoted line's own charges beside its unit price: each named, each with its amount. */
export const WithCharges: Story = {
  args: {
    charges: [
      { id: "location", name: "Location fee", amount: 12.5 },
      { id: "weekend", name: "Weekend amount", amount: 10 },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const terms = [...canvasElement.querySelectorAll("dt")].map((term) => [
      term.textContent,
      term.nextElementSibling?.textContent,
    ]);
    await expect(terms).toEqual([
      ["Unit price", "£45.00"],
      ["Location fee", "£12.50"],
      ["Weekend amount", "£10.00"],
      ["Total", "£115.00"],
    ]);
    await expect(canvas.getByRole("article")).toBeVisible();
  },
};
