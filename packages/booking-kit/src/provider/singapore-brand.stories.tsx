import { labels } from "@bookwell/contract";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";

import { AccountLayout } from "../account/account-layout";
import { MyCredits } from "../account/my-credits";
import { MyProfile } from "../account/my-profile";

import { singaporeSettings } from "../testing/kit-story";
import { accountHandlers, accountMock } from "../testing/mocks/account.mocks";
import { cartHandlers } from "../testing/mocks/cart.mocks";
import { profileHandlers } from "../testing/mocks/profile.mocks";
import { sgCustomer, sgHome } from "../testing/mocks/sg.mocks";
import { CheckoutStep } from "../wizard/checkout-step";
import { FinaliseStep } from "../wizard/finalise-step";

/*
 * One brand's settings, seen through the kit's composites that show money or an address:
 * `currency: "SGD"` shows S$ wherever a price appears, and `defaultCountry`
 * starts an address with Singapore. The package listing has its own Singapore story. They
 * show the brand's own look and demo data (testing/mocks/sg.mocks.ts): a customer with a +65
 * mobile, Singapore addresses with six-digit postcodes, and a cart line at her address with no
 * country of its own (the billing country is the brand's). The brand global serves that data
 * to every kit story (testing/brand-data.ts), these included.
 */
const meta = {
  title: "Booking Kit/Brands/Singapore brand",
  tags: ["autodocs"],
  // The Singapore brand's look whatever the toolbar says.
  globals: { brand: "sg" },
  parameters: {
    kit: { settings: singaporeSettings },
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
    // The brand's tax by its name.
    await expect(await canvas.findByText("GST")).toBeVisible();
    await expect(canvas.queryByText("VAT")).toBeNull();
  },
};

export const CheckoutInSingapore: Story = {
  render: () => <CheckoutStep onPrevious={fn()} onContinue={fn()} onRedirect={fn()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText("Country")).toHaveValue("Singapore");
    await expect(canvas.getByLabelText(/^Mobile number/)).toHaveValue(sgCustomer.mobile);
    await expect(canvas.getByLabelText(/^Postal code/)).toHaveValue(sgHome.postcode);
    await expect(canvas.getByLabelText(/^Unit number/)).toHaveValue(sgHome.unitno);
    await expect((await canvas.findAllByText(/S\$\d/)).length).toBeGreaterThan(0);
    await expect(canvas.queryByText(/£/)).toBeNull();
    await expect(await canvas.findByText("GST")).toBeVisible();
    await expect(canvas.queryByText("VAT")).toBeNull();
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

/** The customer's particulars and addresses as a Singapore customer keeps them. */
export const ProfileInSingapore: Story = {
  render: () => (
    <AccountLayout page="profile">
      <MyProfile defaultTab="location" />
    </AccountLayout>
  ),
  parameters: { layout: "fullscreen", msw: { handlers: profileHandlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText("#12-03, 8 Cairnhill Road, Newton, 229688, Singapore"),
    ).toBeVisible();
    await expect(
      canvas.getByText("#05-117, Blk 123 Tampines Street 11, Tampines, 521123, Singapore"),
    ).toBeVisible();
    await expect(canvasElement.textContent).not.toContain("United Kingdom");
  },
};
