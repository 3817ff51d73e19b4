import { texts, type UnpaidBooking } from "@bookwell/contract";
import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";

import { lastNavigation } from "../testing/kit-story";
import { testCardExpiry } from "../testing/test-card";
import { cartHandlers, cartMock } from "../testing/mocks/cart.mocks";
import { ResumePayment } from "./resume-payment";
import { UnpaidNotice } from "../checkout/unpaid-notice";

const bankTransfer: UnpaidBooking = {
  refnum: "CART-7001",
  paymentref: "paynow",
  sor: "SOR-CART-7001",
  qrPayload: "BOOKWELL|SOR-CART-7001|GBP|132.00",
  amount: 132,
  payBy: "2026-11-27T10:00:00.000Z",
  expired: false,
  service: "Regular home cleaning",
  firstDate: "2026-11-26",
};

const meta = {
  title: "Booking Kit/Results/ResumePayment",
  component: ResumePayment,
  tags: ["autodocs"],
  parameters: { kit: {}, msw: { handlers: cartHandlers } },
  args: { refnum: "CART-7001" },
  beforeEach: () => {
    cartMock.reset();
    cartMock.unpaid = [bankTransfer];
  },
} satisfies Meta<typeof ResumePayment>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Found again later: the reference, the deadline, the QR code; then paid by card instead. */
export const BankTransferResumedByCard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("SOR-CART-7001")).toBeVisible();
    await expect(canvas.getByText("£132.00")).toBeVisible();
    await expect(canvas.getByText(/Friday,? 27 Nov 2026,? (at )?10:00/)).toBeVisible();
    await expect(
      canvas.getByRole("img", { name: "Payment QR code for SOR-CART-7001" }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Pay by card instead" }));
    await userEvent.type(await canvas.findByLabelText("Card number"), "4242424242424242");
    await userEvent.type(canvas.getByLabelText("Expiry date (MM / YY)"), testCardExpiry());
    await userEvent.type(canvas.getByLabelText("Security code (CVC)"), "123");
    await userEvent.click(canvas.getByRole("button", { name: "PAY NOW" }));
    await waitFor(() => expect(lastNavigation()?.to).toBe("payment-result"));
    await expect(cartMock.sent("resumePayment").map((r) => r.body)).toEqual([
      { paymentref: "card" },
    ]);
    await expect(cartMock.sent("initiatePayment")).toHaveLength(1);
    await expect(lastNavigation()).toEqual({
      to: "payment-result",
      state: { txnId: "TXN-90001", reference: "CART-7001", amountPaid: 132 },
    });
  },
};

/** A 2c2p booking left at the gateway: its page again, or a card. */
export const RedirectGatewayAgain: Story = {
  beforeEach: () => {
    cartMock.unpaid = [
      { ...bankTransfer, paymentref: "2c2p", sor: undefined, qrPayload: undefined },
    ];
  },
  args: { onRedirect: () => undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("CART-7001")).toBeVisible();
    await expect(canvas.queryByRole("img", { name: /Payment QR code/ })).toBeNull();
    await userEvent.click(
      canvas.getByRole("button", { name: "Continue to the 2C2P payment page" }),
    );
    await waitFor(() =>
      expect(cartMock.sent("resumePayment").map((r) => r.body)).toEqual([{ paymentref: "2c2p" }]),
    );
  },
};

/** Past its deadline: the place was released and the customer is told so. */
export const DeadlinePassed: Story = {
  beforeEach: () => {
    cartMock.unpaid = [{ ...bankTransfer, expired: true }];
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("alert")).toHaveTextContent(texts.unpaidExpired);
    await expect(canvas.getByText("Place released on")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Pay by card instead" })).toBeNull();
  },
};

/** Nothing awaiting payment under that reference (paid meanwhile, or someone else's). */
export const NotAwaitingPayment: Story = {
  args: { refnum: "CART-0000" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole("heading", { name: texts.notAwaitingPayment }),
    ).toBeVisible();
  },
};

/** The header's cart notice read the list before the booking existed; then the resume page. */
function AfterAnEarlierRead({ refnum }: { refnum?: string }) {
  const [open, setOpen] = React.useState(false);
  return open ? (
    <ResumePayment refnum={refnum} />
  ) : (
    <>
      <UnpaidNotice />
      <button type="button" onClick={() => setOpen(true)}>
        Complete my payment
      </button>
    </>
  );
}

/**
 * The list of bookings awaiting payment was read earlier (none then, so cached as
 * empty); a bank transfer since, "Complete my payment" finds it, and never says first that the
 * booking is not awaiting payment.
 */
export const FoundThoughReadBefore: Story = {
  beforeEach: () => {
    cartMock.reset();
    cartMock.unpaid = [];
  },
  render: (args) => <AfterAnEarlierRead refnum={args.refnum} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(cartMock.sent("unpaidBookings")).toHaveLength(1));
    cartMock.unpaid = [bankTransfer];
    let saidNotAwaiting = false;
    const watch = new MutationObserver(() => {
      if (canvasElement.textContent?.includes(texts.notAwaitingPayment)) saidNotAwaiting = true;
    });
    watch.observe(canvasElement, { childList: true, subtree: true, characterData: true });
    await userEvent.click(canvas.getByRole("button", { name: "Complete my payment" }));
    await expect(await canvas.findByText("SOR-CART-7001")).toBeVisible();
    watch.disconnect();
    await expect(saidNotAwaiting).toBe(false);
  },
};
