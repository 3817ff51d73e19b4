import { labels } from "@bookwell/contract";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";

import { MyCredits } from "../account/my-credits";

import { withKit } from "../testing/kit-story";
import { accountHandlers, accountMock } from "../testing/mocks/account.mocks";
import { cartHandlers, cartMock, homeCleaningLine } from "../testing/mocks/cart.mocks";
import { CheckoutStep } from "../wizard/checkout-step";
import { FinaliseStep } from "../wizard/finalise-step";

/*
 * One brand's settings, seen through the kit's composites that show money or an address
 * (issue 16): `currency: "SGD"` shows S$ wherever a price appears, and `defaultCountry`
 * starts an address with Singapore. The package listing has its own Singapore story.
 */
const meta = {
  title: "Booking Kit/Brands/Singapore brand",
  tags: ["autodocs"],
  decorators: [withKit],
  beforeEach: () => {
    // A cart line with no country of its own: the billing country is the brand's.
    cartMock.reset({ lines: [{ ...homeCleaningLine, shipaddr3: "" }] });
  },
  parameters: {
    kit: { settings: { currency: "SGD", defaultCountry: "Singapore" } },
    msw: { handlers: cartHandlers },
    docs: {
      description: {
        component:
          'A brand\'s settings at work: `currency: "SGD"` and `defaultCountry: "Singapore"` in `BookingKitProvider`\'s settings. Every price shows S$, and an address with no country of its own starts with Singapore.',
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const CartInSingaporeDollars: Story = {
  render: () => <FinaliseStep onPrevious={fn()} onContinue={fn()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("heading", { name: "Home Cleaning, 3 hours" });
    await expect((await canvas.findAllByText(/S\$\d/)).length).toBeGreaterThan(1);
    await expect(canvas.queryByText(/£/)).toBeNull();
  },
};

export const CheckoutInSingapore: Story = {
  render: () => <CheckoutStep onPrevious={fn()} onContinue={fn()} onRedirect={fn()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText("Country")).toHaveValue("Singapore");
    await expect((await canvas.findAllByText(/S\$\d/)).length).toBeGreaterThan(0);
    await expect(canvas.queryByText(/£/)).toBeNull();
  },
};

export const CreditsInSingaporeDollars: Story = {
  render: () => <MyCredits />,
  parameters: { msw: { handlers: accountHandlers } },
  beforeEach: () => accountMock.reset(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: labels.topUpCredits }));
    const dialog = within(
      await within(canvasElement.ownerDocument.body).findByRole("dialog", {
        name: "Top-up credits",
      }),
    );
    // The spec's amounts, whole and ungrouped, in the brand's currency.
    await userEvent.click(dialog.getByRole("radio", { name: "S$1000" }));
    await expect(dialog.getByRole("button", { name: "PAY S$1000" })).toBeVisible();
    await expect((await canvas.findAllByText(/S\$\d/)).length).toBeGreaterThan(0);
    await expect(canvasElement.ownerDocument.body.textContent).not.toContain("£");
  },
};
