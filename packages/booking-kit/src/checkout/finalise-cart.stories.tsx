import { messages } from "@bookwell/contract";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";

import { lastNavigation } from "../testing/kit-story";
import {
  cartHandlers,
  cartMock,
  failing,
  homeCleaningLine,
  pending,
  promoUnknownText,
  VOUCHER,
  weeklyPlanLine,
} from "../testing/mocks/cart.mocks";
import { FinaliseCart } from "./finalise-cart";

const meta = {
  title: "Booking Kit/Checkout/FinaliseCart",
  component: FinaliseCart,
  tags: ["autodocs"],
  args: { onPrevious: fn(), onContinue: fn() },
  beforeEach: () => {
    cartMock.reset();
  },
  parameters: {
    kit: {},
    msw: { handlers: cartHandlers },
    docs: {
      description: {
        component:
          "Finalise Booking: cart lines (quantity, remove, add-ons), the voucher and the totals. The server computes every amount; after any change the kit refetches the summary and the lines.",
      },
    },
  },
} satisfies Meta<typeof FinaliseCart>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const totalRow = (canvasElement: HTMLElement, row: string) =>
  canvasElement.querySelector(`[data-row="${row}"] dd`)?.textContent;

/**
 * The cart's lines, voucher and totals; then, by keyboard, a new quantity (Enter) resets the
 * line's discount and promo, and the totals are asked again.
 */
export const Cart: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole("heading", { name: "Home Cleaning, 3 hours" }),
    ).toBeVisible();
    await expect(
      canvas.getByRole("heading", { name: "Laundry pick-up and delivery" }),
    ).toBeVisible();
    await expect(totalRow(canvasElement, "subtotal")).toBe("£105.00");
    await expect(totalRow(canvasElement, "finalAmount")).toBe("£132.00");
    await expect(canvas.getByRole("button", { name: "APPLY" })).toBeVisible();

    // Keyboard: a new quantity (Enter) resets the line's discount and promo, then refetches.
    const line = await canvas.findByRole("article", { name: "Home Cleaning, 3 hours" });
    const quantity = within(line).getByLabelText("Quantity");
    await userEvent.click(quantity);
    await userEvent.keyboard("{Control>}a{/Control}");
    await userEvent.keyboard("100");
    // Three characters: refused, nothing sent.
    await expect(quantity).toHaveAttribute("aria-invalid", "true");
    await userEvent.keyboard("{Enter}");
    await expect(cartMock.sent("saveCart")).toHaveLength(0);
    // The valid quantity's save is the one sent: had the refused one gone out, it would be the
    // first of two.
    await userEvent.keyboard("{Backspace}{Backspace}{Backspace}2{Enter}");
    await waitFor(() => expect(cartMock.sent("saveCart")).toHaveLength(1));
    await expect(cartMock.sent("saveCart")[0]!.body).toMatchObject([
      { guid: "LINE-1", qty: 2, discamt: 0, disctype: "", promocode: "" },
    ]);
    await waitFor(() => expect(totalRow(canvasElement, "subtotal")).toBe("£165.00"));
  },
};

/**
 * A weekly plan says how its price is made up (four visits × the per-visit price) and lists
 * every session's date before paying (a holiday moved one).
 */
export const RecurringSchedule: Story = {
  beforeEach: () => {
    cartMock.reset({ lines: [weeklyPlanLine] });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const line = await canvas.findByRole("article", { name: "Regular home cleaning, weekly" });
    await expect(within(line).getByText("£288.00")).toBeVisible();
    await expect(await canvas.findByText("4 visits × £72.00")).toBeVisible();
    const list = await canvas.findByRole("list", {
      name: "Sessions of Regular home cleaning, weekly",
    });
    const items = within(list).getAllByRole("listitem");
    await expect(items.map((item) => item.textContent)).toEqual([
      "Session 1/4: 11/12/2026, 08:00 to 10:00",
      "Session 2/4: 18/12/2026, 08:00 to 10:00",
      "Session 3/4: 26/12/2026, 08:00 to 10:00",
      "Session 4/4: 02/01/2027, 08:00 to 10:00",
    ]);
  },
};

/** A quoted line's location fee and weekend amount, each beside its unit price (per line). */
export const PerLineFees: Story = {
  beforeEach: () => {
    cartMock.reset({ lines: [{ ...homeCleaningLine, totalLocamt: 12.5, totalWkdamt: 10 }] });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const line = await canvas.findByRole("article", { name: "Home Cleaning, 3 hours" });
    const terms = [...line.querySelectorAll("dt")].map((term) => term.textContent);
    await expect(terms).toEqual(["Unit price", "Location fee", "Weekend amount", "Total"]);
    await expect(line).toHaveTextContent("Location fee£12.50");
    await expect(line).toHaveTextContent("Weekend amount£10.00");
  },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: [pending("get", "*/api/booking/cart/summary/:arnum"), ...cartHandlers] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status", { name: "Loading your cart" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "CONTINUE" })).toBeDisabled();
  },
};

export const EmptyCart: Story = {
  beforeEach: () => {
    cartMock.reset({ lines: [] });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(messages.cartEmpty)).toBeVisible();
    await expect(canvas.getByRole("button", { name: "CONTINUE" })).toBeDisabled();
  },
};

export const LoadFails: Story = {
  parameters: {
    msw: { handlers: [failing("get", "*/api/booking/cart/summary/:arnum"), ...cartHandlers] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("alert")).toHaveTextContent(messages.oops);
  },
};

export const NoSession: Story = {
  parameters: { kit: { user: null } },
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByText(messages.sessionExpired)).toBeVisible();
    // Sent home before the cart is read: nothing asked of the server.
    await waitFor(() => expect(lastNavigation()).toEqual({ to: "home", replace: true }));
    await expect(cartMock.sent("cartSummary")).toHaveLength(0);
  },
};

export const RemoveLine: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole("button", { name: "Remove Laundry pick-up and delivery" }),
    );
    const dialog = await page(canvasElement).findByRole("alertdialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Remove" }));
    await waitFor(() =>
      expect(canvas.queryByRole("heading", { name: "Laundry pick-up and delivery" })).toBeNull(),
    );
    await expect(cartMock.sent("saveCart")[0]!.url).toContain("mode=remove");
    await expect(cartMock.sent("saveCart")[0]!.body).toMatchObject([{ guid: "LINE-2", qty: 0 }]);
    await expect(totalRow(canvasElement, "subtotal")).toBe("£85.00");
  },
};

export const RemoveAddon: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: /Remove Oven cleaning/ }));
    await waitFor(() => expect(totalRow(canvasElement, "subtotal")).toBe("£80.00"));
    await expect(cartMock.sent("removeCartAddon")[0]!.body).toMatchObject({
      guid: "LINE-1",
      optionnum: "OPT-OVEN",
    });
  },
};

export const VoucherAppliedThenRemoved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByLabelText("Voucher code");
    await userEvent.type(field, VOUCHER);
    await userEvent.click(canvas.getByRole("button", { name: "APPLY" }));
    const remove = await canvas.findByRole("button", { name: "REMOVE" });
    await expect(field).toBeDisabled();
    await expect(field).toHaveValue(VOUCHER);
    await waitFor(() => expect(totalRow(canvasElement, "discount")).toBe("-£10.00"));
    await expect(cartMock.sent("applyPromo")[0]!.body).toMatchObject({
      arnum: "AR1001",
      refnum: "CART-7001",
      promoCode: VOUCHER,
    });
    await userEvent.click(remove);
    await expect(await canvas.findByRole("button", { name: "APPLY" })).toBeVisible();
    await expect(field).toBeEnabled();
    await waitFor(() => expect(totalRow(canvasElement, "discount")).toBeUndefined());
    await expect(cartMock.sent("saveCart").at(-1)!.url).toContain("mode=addupdate");
  },
};

/** Keyboard: Enter applies; the server's refusal is shown under the field. */
export const VoucherRefused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByLabelText("Voucher code");
    await userEvent.click(field);
    await userEvent.keyboard("NOPE{Enter}");
    await waitFor(() => expect(field).toHaveAccessibleDescription(`Error: ${promoUnknownText}`));
    await expect(canvas.getByRole("button", { name: "APPLY" })).toBeVisible();
  },
};

/** Voucher apply does nothing when the subtotal is zero or less. */
export const VoucherWithNothingToDiscount: Story = {
  beforeEach: () => {
    cartMock.reset({ lines: [{ ...homeCleaningLine, baseamt: 0, totalamt: 0, addonList: [] }] });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText("Voucher code"), VOUCHER);
    await userEvent.click(canvas.getByRole("button", { name: "APPLY" }));
    await expect(cartMock.sent("applyPromo")).toHaveLength(0);
    // A change the page does send (the line's quantity), waited for: the voucher's apply, pressed
    // before it, would have reached the server first.
    await userEvent.click(canvas.getByLabelText("Quantity"));
    await userEvent.keyboard("{Control>}a{/Control}2{Enter}");
    await waitFor(() => expect(cartMock.sent("saveCart")).toHaveLength(1));
    await expect(cartMock.sent("applyPromo")).toHaveLength(0);
  },
};

/**
 * Keyboard: the multi-job Fill Items Quantity dialog; BOOK NOW once the total is above 0. Then,
 * from the cart as it was (the mock reset), the add-ons dialog by pointer: a group's maximum
 * holds, SELECT saves the choice.
 */
export const ChooseAddons: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const open = await canvas.findByRole("button", {
      name: "Items for Laundry pick-up and delivery",
    });
    open.focus();
    await userEvent.keyboard("{Enter}");
    const items = await page(canvasElement).findByRole("dialog", { name: "Fill Items Quantity" });
    const shirts = await within(items).findByRole("spinbutton", { name: "Quantity of Shirts" });
    await expect(within(items).queryByRole("button", { name: "BOOK NOW" })).toBeNull();
    shirts.focus();
    await userEvent.keyboard("{ArrowUp}{ArrowUp}{ArrowUp}");
    await expect(shirts).toHaveValue("3");
    const book = await within(items).findByRole("button", { name: "BOOK NOW" });
    book.focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(cartMock.sent("saveCartLineAddons")).toHaveLength(1));
    await expect(cartMock.sent("saveCartLineAddons")[0]!.body).toEqual([
      { groupnum: "L1", choicetype: "qty", optionnum: "OPT-SHIRT", selected: true, qty: 3 },
      { groupnum: "L1", choicetype: "qty", optionnum: "OPT-DUVET", selected: false, qty: 0 },
    ]);
    await waitFor(() => expect(totalRow(canvasElement, "subtotal")).toBe("£112.50"));

    // By pointer, from the cart as it was: the add-ons dialog.
    cartMock.reset();
    await userEvent.click(
      await canvas.findByRole("button", { name: "Add-ons for Home Cleaning, 3 hours" }),
    );
    const dialog = await page(canvasElement).findByRole("dialog", {
      name: "Add-ons for Home Cleaning, 3 hours",
    });
    const fridge = await within(dialog).findByRole("checkbox", { name: /Fridge cleaning/ });
    await userEvent.click(fridge);
    // The group holds its maximum of 2: the third option cannot be chosen.
    await expect(within(dialog).getByRole("checkbox", { name: /Inside windows/ })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "SELECT" }));
    await waitFor(() => expect(page(canvasElement).queryByRole("dialog")).toBeNull());
    await expect(cartMock.sent("saveCartLineAddons")[0]!.url).toContain("guid=LINE-1");
    await expect(cartMock.sent("saveCartLineAddons")[0]!.body).toEqual([
      { groupnum: "G1", choicetype: "multi", optionnum: "OPT-OVEN", selected: true, qty: 1 },
      { groupnum: "G1", choicetype: "multi", optionnum: "OPT-FRIDGE", selected: true, qty: 1 },
      { groupnum: "G1", choicetype: "multi", optionnum: "OPT-WINDOWS", selected: false, qty: 0 },
    ]);
    await waitFor(() => expect(totalRow(canvasElement, "subtotal")).toBe("£120.00"));
  },
};

export const Continue: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("heading", { name: "Home Cleaning, 3 hours" });
    await userEvent.click(canvas.getByRole("button", { name: "CONTINUE" }));
    await waitFor(() => expect(args.onContinue).toHaveBeenCalledTimes(1));
    const save = cartMock.sent("saveCart")[0]!;
    await expect(save.url).toContain("mode=addupdate");
    await expect(save.body).toHaveLength(2);
    await userEvent.click(canvas.getByRole("button", { name: "PREVIOUS" }));
    await expect(args.onPrevious).toHaveBeenCalledTimes(1);
  },
};
