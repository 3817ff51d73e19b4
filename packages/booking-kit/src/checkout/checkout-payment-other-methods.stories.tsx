import { messages, ok } from "@bookwell/contract";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { http, HttpResponse } from "msw";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { lastNavigation } from "../testing/kit-story";
import { cartHandlers, cartMock, REFNUM } from "../testing/mocks/cart.mocks";
import type { CheckoutPayment } from "./checkout-payment";
import { checkoutStoryMeta, page, only, payButton } from "./checkout-stories";

const meta = {
  ...checkoutStoryMeta,
  title: "Booking Kit/Checkout/CheckoutPayment/Bank Transfer and Redirects",
} satisfies Meta<typeof CheckoutPayment>;

export default meta;
type Story = StoryObj<typeof meta>;

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
