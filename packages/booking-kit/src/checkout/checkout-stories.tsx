// Shared by the checkout-payment story files: their meta, fixtures and steps.
import type { Meta } from "@storybook/react-vite";
import { fn, userEvent, within } from "storybook/test";
import { alice } from "../testing/kit-story";
import { testCardExpiry } from "../testing/test-card";
import { cartHandlers, cartMock } from "../testing/mocks/cart.mocks";
import { CheckoutPayment } from "./checkout-payment";

export const checkoutStoryMeta = {
  title: "Booking Kit/Checkout/CheckoutPayment",
  component: CheckoutPayment,
  tags: ["autodocs"],
  args: { onPrevious: fn(), onRedirect: fn() },
  beforeEach: () => {
    cartMock.reset();
  },
  parameters: {
    kit: {},
    msw: { handlers: cartHandlers },
    docs: {
      description: {
        component:
          "Checkout & Payment: contact and billing checked in the spec's order, credit redeem, the session's payment methods, the card field (the built-in test gateway here; Stripe Elements with a publishable key), and one payment per attempt.",
      },
    },
  },
} satisfies Meta<typeof CheckoutPayment>;

export const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const only = (flags: Partial<typeof alice>) => ({
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

export async function enterCard(canvasElement: HTMLElement, number: string) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText("Card number"), number);
  await userEvent.type(canvas.getByLabelText("Expiry date (MM / YY)"), testCardExpiry());
  await userEvent.type(canvas.getByLabelText("Security code (CVC)"), "123");
}

export const payButton = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole("button", { name: /PAY NOW/ });
