// Shared by the checkout-payment story files: their meta, fixtures and steps.
import type { Meta } from "@storybook/react-vite";
import { fn, userEvent, within } from "storybook/test";
import { alice, withKit } from "./kit-story";
import { testCardExpiry } from "./test-card";
import { cartHandlers, cartMock } from "./mocks/cart.mocks";
import { CheckoutStep } from "../wizard/checkout-step";

export const checkoutStoryMeta = {
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
