import { creditOutOfBounds, messages, ok, texts } from "@bookwell/contract";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { http, HttpResponse } from "msw";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";

import { alice, lastNavigation, navigations, withKit } from "../testing/kit-story";
import { testCardExpiry } from "../testing/test-card";
import {
  cartHandlers,
  cartMock,
  declinedText,
  insufficientFundsText,
  notATestCardText,
  pending,
  REFNUM,
} from "../testing/mocks/cart.mocks";
import { CheckoutStep } from "../wizard/checkout-step";

const meta = {
  title: "Booking Kit/Checkout/CheckoutStep",
  component: CheckoutStep,
  tags: ["autodocs"],
  decorators: [withKit],
  args: { onPrevious: fn(), onContinue: fn(), onRedirect: fn() },
  beforeEach: () => {
    cartMock.reset();
  },
  parameters: {
    msw: { handlers: cartHandlers },
    docs: {
      description: {
        component:
          "Checkout & Payment: contact and billing checked in the spec's order, credit redeem, the session's payment methods, the card field (the built-in test gateway here; Stripe Elements with a publishable key), and one payment per attempt.",
      },
    },
  },
} satisfies Meta<typeof CheckoutStep>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));
const only = (flags: Partial<typeof alice>) => ({
  kit: {
    user: {
      ...alice,
      stripeEnable: false,
      payNowEnable: false,
      c2pEnable: false,
      ukTakepaymentsEnable: false,
      ...flags,
    },
  },
});

async function enterCard(canvasElement: HTMLElement, number: string) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText("Card number"), number);
  await userEvent.type(canvas.getByLabelText("Expiry date (MM / YY)"), testCardExpiry());
  await userEvent.type(canvas.getByLabelText("Security code (CVC)"), "123");
}

const payButton = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole("button", { name: /PAY NOW/ });

export const Checkout: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText("First Name")).toHaveValue("Alice");
    await expect(canvas.getByLabelText("Salutation")).toHaveValue("Ms");
    await expect(canvas.getByLabelText("Country")).toHaveValue("United Kingdom");
    const tabs = canvas.getAllByRole("tab");
    await expect(tabs.map((t) => t.textContent)).toEqual(["Card", "Bank transfer"]);
    await expect(canvas.getByRole("tab", { name: "Card" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
  },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: [pending("get", "*/api/mycredit/total/:arnum"), ...cartHandlers] },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole("status", { name: "Loading checkout" }),
    ).toBeVisible();
  },
};

export const NoSession: Story = {
  parameters: { kit: { user: null } },
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByText(messages.sessionExpired)).toBeVisible();
    await waitFor(() => expect(lastNavigation()).toEqual({ to: "home", replace: true }));
  },
};

/**
 * Regression guard for the spec's checkout order (booking-flow.md section 5): each press of
 * PAY shows only the first failing message, in exactly this order, and sends nothing.
 */
export const ValidationInSpecOrder: Story = {
  beforeEach: () => {
    cartMock.reset({
      lines: cartMock.state.lines.map((line) => ({
        ...line,
        shiptitle: "",
        shipfirstname: "",
        shipphone: "",
        shipemail: "",
        shippostcode: "",
        shipunitno: "",
        shipaddr1: "",
        shipaddr3: "",
      })),
    });
  },
  parameters: { kit: { user: { ...alice, firstname: "", mobile: "", email: "" } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const shown: string[] = [];
    const press = async () => {
      await userEvent.click(payButton(canvasElement));
      const invalid = await waitFor(() => {
        const field = canvasElement.querySelector<HTMLElement>("[aria-invalid='true']");
        if (!field) throw new Error("no invalid field");
        return field;
      });
      await expect(invalid).toHaveFocus();
      shown.push(
        canvasElement
          .querySelector("[data-slot='field-error']")!
          .textContent!.replace("Error: ", ""),
      );
      return invalid;
    };
    await canvas.findByLabelText("First Name");
    await userEvent.selectOptions(canvas.getByLabelText("Country"), "");
    await press();
    await userEvent.selectOptions(canvas.getByLabelText("Salutation"), "Mr");
    await press();
    await userEvent.type(canvas.getByLabelText("First Name"), "Bob");
    await press();
    await userEvent.type(canvas.getByLabelText("Mobile number"), "07700900999");
    await press();
    await userEvent.type(canvas.getByLabelText("Email address"), "bob@example");
    await press();
    await userEvent.type(canvas.getByLabelText("Email address"), ".com");
    await press();
    // The billing postcode follows its country's rule, and is shown as it is kept.
    await userEvent.type(canvas.getByLabelText("Postal code"), "sw1a1");
    await press();
    await userEvent.type(canvas.getByLabelText("Postal code"), "aa");
    await press();
    await expect(canvas.getByLabelText("Postal code")).toHaveValue("SW1A 1AA");
    await userEvent.type(canvas.getByLabelText("Unit number"), "4B");
    await press();
    await userEvent.type(canvas.getByLabelText("Address line 1"), "1 High Street");
    await press();
    await expect(shown).toEqual([
      messages.salutationRequired,
      messages.firstNameRequiredTitle,
      messages.mobileRequired,
      messages.emailRequired,
      messages.invalidEmail,
      messages.postalCodeRequired,
      texts.postcodeInvalid,
      messages.unitNumberRequired,
      messages.addressRequired,
      messages.countryRequired,
    ]);
    await settle();
    await expect(cartMock.sent("confirmCart")).toHaveLength(0);
  },
};

export const CartReferenceMissing: Story = {
  beforeEach: () => {
    cartMock.reset({ lines: [] });
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByLabelText("First Name");
    await userEvent.selectOptions(within(canvasElement).getByLabelText("Salutation"), "Ms");
    await userEvent.click(payButton(canvasElement));
    await expect(await page(canvasElement).findByText(messages.oopsTryAgain)).toBeVisible();
    await waitFor(() => expect(lastNavigation()).toEqual({ to: "home" }));
  },
};

export const CreditBounds: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const credit = await canvas.findByLabelText("Credit to redeem");
    await userEvent.type(credit, "30");
    await userEvent.click(canvas.getByRole("button", { name: "Redeem" }));
    await expect(credit).toHaveAccessibleDescription(
      `Available credit: £25.00 Error: ${creditOutOfBounds(2500)}`,
    );
    await userEvent.clear(credit);
    await userEvent.type(credit, "10{Enter}");
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-row="credit"] dd')?.textContent).toBe("-£10.00"),
    );
    await expect(canvasElement.querySelector('[data-row="finalAmount"] dd')?.textContent).toBe(
      "£122.00",
    );
  },
};

export const CardIncomplete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText("Card number"), "4242");
    await userEvent.click(payButton(canvasElement));
    await expect(canvas.getByLabelText("Card number")).toHaveAccessibleDescription(
      `Error: ${texts.cardNumberIncomplete}`,
    );
    await settle();
    await expect(
      cartMock.requests.filter(
        (r) => r.name !== "cartSummary" && r.name !== "cartDetails" && r.name !== "creditTotal",
      ),
    ).toHaveLength(0);
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

/**
 * The billing country is any of the ISO list (249, by name), its postcode
 * checked by its own rule; the name goes to confirm cart, its code to the card's details.
 */
export const BillingCountryAnywhere: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const country = await canvas.findByLabelText("Country");
    await expect(within(country).getAllByRole("option", { name: /\w/ }).length).toBeGreaterThan(
      248,
    );
    await userEvent.selectOptions(country, "Germany");
    const postcode = canvas.getByLabelText("Postal code");
    await userEvent.clear(postcode);
    await userEvent.type(postcode, "10115");
    await enterCard(canvasElement, "4242424242424242");
    await userEvent.click(payButton(canvasElement));
    await waitFor(() => expect(lastNavigation()).toMatchObject({ to: "payment-result" }));
    await expect(cartMock.sent("confirmCart")[0]!.body).toMatchObject({
      addr3: "Germany",
      postcode: "10115",
    });
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
    await waitFor(() => expect(lastNavigation()).toMatchObject({ to: "payment-result" }));
    await settle();
    await expect(cartMock.sent("tokenizeTestCard")).toHaveLength(1);
    await expect(cartMock.sent("confirmCart")).toHaveLength(1);
    await expect(cartMock.sent("initiatePayment")).toHaveLength(1);
    await expect(navigations().filter((n) => n.to === "payment-result")).toHaveLength(1);
  },
};

export const Processing: Story = {
  parameters: {
    msw: { handlers: [pending("post", "*/api/checkout/initiatepayment"), ...cartHandlers] },
  },
  play: async ({ canvasElement }) => {
    await enterCard(canvasElement, "4242424242424242");
    const pay = payButton(canvasElement);
    await userEvent.click(pay);
    await waitFor(() => expect(pay).toHaveAttribute("aria-busy", "true"));
    await expect(pay).toHaveAttribute("aria-disabled", "true");
    await expect(within(pay).getByRole("status")).toHaveTextContent("Processing your payment");
    await userEvent.click(pay);
    await settle();
    await expect(cartMock.sent("confirmCart")).toHaveLength(1);
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

/** Keyboard: arrow to the Bank transfer tab, then pay: the QR page with the reference. */
export const BankTransfer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByRole("tab", { name: "Card" });
    card.focus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("tab", { name: "Bank transfer" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await userEvent.click(payButton(canvasElement));
    await waitFor(() =>
      expect(lastNavigation()).toEqual({
        to: "paynow",
        state: {
          sor: `SOR-${REFNUM}`,
          qrPayload: `BOOKWELL|SOR-${REFNUM}|GBP|132.00`,
          amount: 132,
          payBy: "2026-11-27T10:00:00.000Z",
        },
      }),
    );
    await expect(cartMock.sent("confirmCart")[0]!.body).toMatchObject({ paymentref: "paynow" });
    await expect(cartMock.sent("initiatePayment")).toHaveLength(0);
  },
};

/**
 * The amount to pay is the server's: the summary answers finalAmount after the credit chosen,
 * and that figure is shown and sent (here the server's figure is one the browser could not
 * have worked out, so a checkout computing its own would fail this story).
 */
export const AmountFromTheServer: Story = {
  parameters: {
    ...only({ payNowEnable: true }),
    msw: {
      handlers: [
        http.get("*/api/booking/cart/summary/:arnum", async ({ request }) => {
          const used = new URL(request.url).searchParams.get("creditused");
          const summary = cartMock.summary();
          return HttpResponse.json(
            ok(summary && used === "10" ? { ...summary, finalAmount: 99.99 } : summary),
          );
        }),
        ...cartHandlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText("Credit to redeem"), "10{Enter}");
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-row="finalAmount"] dd')?.textContent).toBe(
        "£99.99",
      ),
    );
    await userEvent.click(payButton(canvasElement));
    await waitFor(() => expect(cartMock.sent("confirmCart")).toHaveLength(1));
    await expect(cartMock.sent("confirmCart")[0]!.body).toMatchObject({
      creditused: 10,
      paidamt: 99.99,
      paymentref: "paynow",
    });
  },
};

export const OnlyBankTransferEnabled: Story = {
  parameters: only({ payNowEnable: true }),
  play: async ({ canvasElement }) => {
    const tab = await within(canvasElement).findByRole("tab", { name: "Bank transfer" });
    await expect(tab).toHaveAttribute("aria-selected", "true");
    await expect(within(canvasElement).getAllByRole("tab")).toHaveLength(1);
  },
};

export const TwoCTwoPRedirect: Story = {
  parameters: only({ c2pEnable: true }),
  play: async ({ canvasElement, args }) => {
    await within(canvasElement).findByRole("tab", { name: "2C2P" });
    await userEvent.click(payButton(canvasElement));
    await waitFor(() => expect(args.onRedirect).toHaveBeenCalledWith("/test-payment/rp_test"));
    await expect(cartMock.sent("confirmCart")[0]!.body).toMatchObject({ paymentref: "2c2p" });
  },
};

export const UkTakepaymentsRedirect: Story = {
  parameters: only({ ukTakepaymentsEnable: true }),
  play: async ({ canvasElement, args }) => {
    await within(canvasElement).findByRole("tab", { name: "UK Takepayments" });
    await userEvent.click(payButton(canvasElement));
    await waitFor(() => expect(args.onRedirect).toHaveBeenCalledTimes(1));
    await expect(cartMock.sent("confirmCart")[0]!.body).toMatchObject({ paymentref: "uktakepay" });
  },
};

export const NoPaymentMethod: Story = {
  parameters: only({}),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText("No payment method is available."),
    ).toBeVisible();
    await expect(payButton(canvasElement)).toBeDisabled();
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

/** A redirect gateway whose confirm answers no page: the customer is told, nothing opens. */
export const RedirectWithoutAddress: Story = {
  parameters: {
    ...only({ c2pEnable: true }),
    msw: {
      handlers: [
        http.post("*/api/booking/cart/confirm/:refnum", () =>
          HttpResponse.json(ok({ refnum: REFNUM })),
        ),
        ...cartHandlers,
      ],
    },
  },
  play: async ({ canvasElement, args }) => {
    await within(canvasElement).findByRole("tab", { name: "2C2P" });
    await userEvent.click(payButton(canvasElement));
    await expect(await page(canvasElement).findByText(messages.oops)).toBeVisible();
    await expect(args.onRedirect).not.toHaveBeenCalled();
    await expect(lastNavigation()).toBeUndefined();
    await expect(payButton(canvasElement)).not.toHaveAttribute("aria-busy");
  },
};
