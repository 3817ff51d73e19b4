import { texts } from "@bookwell/contract";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { http } from "msw";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { lastNavigation, navigations } from "../testing/kit-story";
import {
  cartHandlers,
  cartMock,
  declinedText,
  insufficientFundsText,
  notATestCardText,
  REFNUM,
} from "../testing/mocks/cart.mocks";
import type { CheckoutPayment } from "./checkout-payment";
import { checkoutStoryMeta, page, enterCard, payButton } from "./checkout-stories";
import { testCardExpiry } from "../testing/test-card";

const meta = {
  ...checkoutStoryMeta,
  title: "Booking Kit/Checkout/CheckoutPayment/Card",
} satisfies Meta<typeof CheckoutPayment>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CardIncomplete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText("Card number"), "4242");
    await userEvent.click(payButton(canvasElement));
    await waitFor(() =>
      expect(canvas.getByLabelText("Card number")).toHaveAccessibleDescription(
        `Error: ${texts.cardNumberIncomplete}`,
      ),
    );
    const payments = () =>
      cartMock.requests.filter(
        (r) => r.name !== "cartSummary" && r.name !== "cartDetails" && r.name !== "creditTotal",
      );
    await expect(payments()).toHaveLength(0);
    // The card completed and paid, waited for to the result page: its requests are the only
    // ones (had the refused press sent any, they would be there twice).
    await userEvent.type(canvas.getByLabelText("Card number"), "424242424242");
    await userEvent.type(canvas.getByLabelText("Expiry date (MM / YY)"), testCardExpiry());
    await userEvent.type(canvas.getByLabelText("Security code (CVC)"), "123");
    await userEvent.click(payButton(canvasElement));
    await waitFor(() => expect(lastNavigation()).toMatchObject({ to: "payment-result" }));
    await expect(cartMock.sent("tokenizeTestCard")).toHaveLength(1);
    await expect(cartMock.sent("confirmCart")).toHaveLength(1);
    await expect(cartMock.sent("initiatePayment")).toHaveLength(1);
  },
};

export const PaysByCard: Story = {
  play: async ({ canvasElement }) => {
    await enterCard(canvasElement, "4242424242424242");
    await userEvent.click(payButton(canvasElement));
    await waitFor(() =>
      expect(lastNavigation()).toMatchObject({
        to: "payment-result",
        state: { txnId: "TXN-90001" },
      }),
    );
    const state = lastNavigation() as { state: { visits: unknown[] } };
    await expect(state.state.visits).toHaveLength(3);
    // The number goes to the gateway's tokenise call only.
    await expect(cartMock.sent("tokenizeTestCard")[0]!.body).toMatchObject({
      number: "4242424242424242",
    });
    const [confirm] = cartMock.sent("confirmCart");
    await expect(confirm!.body).toMatchObject({
      paymentref: "card",
      paidamt: 132,
      creditused: 0,
      title: "Ms",
    });
    const [initiate] = cartMock.sent("initiatePayment");
    await expect(JSON.stringify(initiate!.body)).not.toContain("4242");
    await expect(initiate!.body).toMatchObject({
      PaymentMethodId: "pm_card_visa",
      refnum: REFNUM,
      paidamt: 132,
    });
    await expect(initiate!.idempotencyKey).toBe(
      (initiate!.body as { idempotencyKey: string }).idempotencyKey,
    );
    // Confirm cart before the payment starts.
    const names = cartMock.requests.map((r) => r.name);
    await expect(names.indexOf("confirmCart")).toBeLessThan(names.indexOf("initiatePayment"));
  },
};

/** Regression guard: a double click (or Enter twice) must not send the payment twice. */
export const DoubleClickSendsOnce: Story = {
  play: async ({ canvasElement }) => {
    await enterCard(canvasElement, "4242424242424242");
    const pay = payButton(canvasElement);
    // Two clicks in the same task, before React can re-render the button as pending.
    pay.click();
    pay.click();
    await userEvent.dblClick(pay);
    await userEvent.keyboard("{Enter}");
    // On the result page: every press was handled before it.
    await waitFor(() => expect(lastNavigation()).toMatchObject({ to: "payment-result" }));
    await expect(cartMock.sent("tokenizeTestCard")).toHaveLength(1);
    await expect(cartMock.sent("confirmCart")).toHaveLength(1);
    await expect(cartMock.sent("initiatePayment")).toHaveLength(1);
    await expect(navigations().filter((n) => n.to === "payment-result")).toHaveLength(1);
  },
};

/** The gateway's answer held until the story lets it go (then the cart mock answers). */
let letPaymentGo = () => {};
let paymentHeld: Promise<void> = Promise.resolve();

export const Processing: Story = {
  beforeEach: () => {
    paymentHeld = new Promise<void>((resolve) => (letPaymentGo = resolve));
  },
  parameters: {
    msw: {
      handlers: [
        http.post("*/api/checkout/initiatepayment", async () => {
          await paymentHeld;
        }),
        ...cartHandlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await enterCard(canvasElement, "4242424242424242");
    const pay = payButton(canvasElement);
    await userEvent.click(pay);
    await waitFor(() => expect(pay).toHaveAttribute("aria-busy", "true"));
    await expect(pay).toHaveAttribute("aria-disabled", "true");
    await expect(within(pay.parentElement!).getByRole("status")).toHaveTextContent(
      "Processing your payment",
    );
    await userEvent.click(pay);
    // The payment answered and the result page reached: the second press, made before, sent
    // nothing of its own.
    letPaymentGo();
    await waitFor(() => expect(lastNavigation()).toMatchObject({ to: "payment-result" }));
    await expect(cartMock.sent("confirmCart")).toHaveLength(1);
    await expect(cartMock.sent("initiatePayment")).toHaveLength(1);
  },
};

/** Keyboard: a card needing authentication; the customer approves in the dialog. */
export const RequiresActionApproved: Story = {
  play: async ({ canvasElement }) => {
    await enterCard(canvasElement, "4000002760003184");
    await userEvent.keyboard("{Enter}");
    const dialog = await page(canvasElement).findByRole("dialog", {
      name: "Authenticate this payment",
    });
    const approve = within(dialog).getByRole("button", { name: "Complete authentication" });
    approve.focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() =>
      expect(lastNavigation()).toMatchObject({
        to: "payment-result",
        state: { txnId: "TXN-90002" },
      }),
    );
    const [confirm] = cartMock.sent("confirmPayment");
    const [initiate] = cartMock.sent("initiatePayment");
    await expect(confirm!.body).toMatchObject({ PaymentIntentId: "pi_3ds", refnum: REFNUM });
    await expect((confirm!.body as { idempotencyKey: string }).idempotencyKey).toBe(
      `${(initiate!.body as { idempotencyKey: string }).idempotencyKey}-confirm-1`,
    );
  },
};

export const RequiresActionFailed: Story = {
  play: async ({ canvasElement }) => {
    await enterCard(canvasElement, "4000002760003184");
    await userEvent.click(payButton(canvasElement));
    const dialog = await page(canvasElement).findByRole("dialog", {
      name: "Authenticate this payment",
    });
    await userEvent.click(within(dialog).getByRole("button", { name: "Fail authentication" }));
    await waitFor(() =>
      expect(within(canvasElement).getByLabelText("Card number")).toHaveAccessibleDescription(
        `Error: ${texts.authenticationFailed}`,
      ),
    );
    await expect(cartMock.sent("confirmPayment")).toHaveLength(0);
    await expect(lastNavigation()).toBeUndefined();
    await expect(payButton(canvasElement)).not.toHaveAttribute("aria-busy");
  },
};

export const Declined: Story = {
  play: async ({ canvasElement }) => {
    await enterCard(canvasElement, "4000000000000002");
    await userEvent.click(payButton(canvasElement));
    const number = within(canvasElement).getByLabelText("Card number");
    await waitFor(() => expect(number).toHaveAccessibleDescription(`Error: ${declinedText}`));
    await expect(number).toHaveAttribute("aria-invalid", "true");
    await expect(lastNavigation()).toBeUndefined();
  },
};

export const InsufficientFunds: Story = {
  play: async ({ canvasElement }) => {
    await enterCard(canvasElement, "4000000000009995");
    await userEvent.click(payButton(canvasElement));
    await waitFor(() =>
      expect(within(canvasElement).getByLabelText("Card number")).toHaveAccessibleDescription(
        `Error: ${insufficientFundsText}`,
      ),
    );
  },
};

/** A Luhn-valid card that is not one of Stripe's test cards: the gateway's own text. */
export const NotATestCard: Story = {
  play: async ({ canvasElement }) => {
    await enterCard(canvasElement, "4000056655665556");
    await userEvent.click(payButton(canvasElement));
    await waitFor(() =>
      expect(within(canvasElement).getByLabelText("Card number")).toHaveAccessibleDescription(
        `Error: ${notATestCardText}`,
      ),
    );
    await expect(cartMock.sent("confirmCart")).toHaveLength(0);
  },
};

/**
 * Keyboard: credit covering the whole amount (the server answers £0.00 to pay); PAY NOW by
 * Enter confirms the cart and the server's transaction id opens the result, with no call to
 * the card gateway.
 */
export const CreditCoversTheWhole: Story = {
  beforeEach: () => {
    cartMock.reset({ credit: 200 });
  },
  play: async ({ canvasElement }) => {
    await enterCard(canvasElement, "4242424242424242");
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText("Credit to redeem"), "132{Enter}");
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-row="finalAmount"] dd')?.textContent).toBe("£0.00"),
    );
    payButton(canvasElement).focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() =>
      expect(lastNavigation()).toMatchObject({
        to: "payment-result",
        state: { txnId: "CR-CART-7001" },
      }),
    );
    await expect(cartMock.sent("confirmCart")[0]!.body).toMatchObject({
      creditused: 132,
      paidamt: 0,
    });
    await expect(cartMock.sent("tokenizeTestCard")).toHaveLength(0);
    await expect(cartMock.sent("initiatePayment")).toHaveLength(0);
  },
};

/**
 * The card tab stays selected, no card is typed, and credit covers the whole amount:
 * the card tab says no card is needed, and PAY NOW books without asking for one.
 */
export const CreditCoversTheWholeWithoutACard: Story = {
  beforeEach: () => {
    cartMock.reset({ credit: 200 });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText("Credit to redeem"), "132{Enter}");
    await expect(await canvas.findByText(texts.creditCoversAll)).toBeVisible();
    await expect(canvas.getByRole("tab", { name: "Card" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(canvas.queryByLabelText("Card number")).toBeNull();
    await userEvent.click(payButton(canvasElement));
    await waitFor(() =>
      expect(lastNavigation()).toMatchObject({
        to: "payment-result",
        state: { txnId: "CR-CART-7001" },
      }),
    );
    await expect(canvas.queryByText(texts.cardNumberIncomplete)).toBeNull();
    await expect(cartMock.sent("confirmCart")[0]!.body).toMatchObject({
      creditused: 132,
      paidamt: 0,
    });
    await expect(cartMock.sent("initiatePayment")).toHaveLength(0);
  },
};
