import { labels, messages } from "@bookwell/contract";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";

import { chosenAddonsStore } from "../booking/booking-storage";
import { lastNavigation, navigations } from "../testing/kit-story";
import { AddonListing } from "./addon-listing";
import { allListingHandlers, failing, noAddons, pending } from "../testing/mocks/listing.mocks";

const laundry = {
  matname: "Laundry collection and delivery",
  matnum: "LAUNDRY",
  jobnum: "J-LAUNDRY-PICK;J-LAUNDRY-DROP",
  baseamt: 20,
};

const meta = {
  title: "Booking Kit/Listing/AddonListing",
  component: AddonListing,
  tags: ["autodocs"],
  args: { state: laundry },
  parameters: {
    kit: {},
    msw: { handlers: allListingHandlers },
    docs: {
      description: {
        component:
          'The add-on listing: the chosen package\'s add-ons (`booking/addons/{matnum}`) with a quantity each, a whole number from 0 to 100. BOOK NOW shows once the total is above zero; it stores the chosen add-ons for the wizard and asks for `{ to: "booking", state: { package } }`. Without state: the access error and home.',
      },
    },
  },
  beforeEach: () => {
    chosenAddonsStore.clear();
    return () => chosenAddonsStore.clear();
  },
} satisfies Meta<typeof AddonListing>;

export default meta;
type Story = StoryObj<typeof meta>;

const laundryPackage = {
  matname: "Laundry collection and delivery",
  matnum: "LAUNDRY",
  jobnum: "J-LAUNDRY-PICK",
  jobnum2: "J-LAUNDRY-DROP",
  baseamt: 20,
};

/**
 * By pointer, then from the keyboard: a quantity above 0 shows BOOK NOW, which keeps the
 * chosen add-ons and asks for the booking; back to 0, BOOK NOW goes away.
 */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("spinbutton", { name: "Quantity of Duvet" });
    await expect(canvas.queryByRole("button", { name: labels.bookNowUpper })).toBeNull();
    const increaseDuvet = canvas.getByRole("button", { name: "Increase Quantity of Duvet" });
    await userEvent.click(increaseDuvet);
    await userEvent.click(increaseDuvet);
    await userEvent.click(await canvas.findByRole("button", { name: labels.bookNowUpper }));
    await expect(chosenAddonsStore.get()).toEqual([
      expect.objectContaining({ optionnum: "DUVET", qty: 2, selected: true, totalamt: 24 }),
    ]);
    await expect(lastNavigation()).toEqual({ to: "booking", state: { package: laundryPackage } });
    const decreaseDuvet = canvas.getByRole("button", { name: "Decrease Quantity of Duvet" });
    await userEvent.click(decreaseDuvet);
    await userEvent.click(decreaseDuvet);

    const shirts = canvas.getByRole("spinbutton", { name: "Quantity of Shirt" });
    shirts.focus();
    await userEvent.keyboard("{ArrowUp}");
    await waitFor(() => expect(shirts).toHaveValue("1"));
    // Back to 0: the total is 0 again and BOOK NOW goes away.
    await userEvent.keyboard("{ArrowDown}");
    await waitFor(() =>
      expect(canvas.queryByRole("button", { name: labels.bookNowUpper })).toBeNull(),
    );
    await userEvent.clear(shirts);
    await userEvent.type(shirts, "5");
    await userEvent.tab();
    const book = await canvas.findByRole("button", { name: labels.bookNowUpper });
    book.focus();
    await userEvent.keyboard("{Enter}");
    await expect(chosenAddonsStore.get()).toEqual([
      expect.objectContaining({ optionnum: "SHIRT", qty: 5 }),
    ]);
    await expect(lastNavigation()).toEqual({ to: "booking", state: { package: laundryPackage } });
  },
};

export const QuantityOutOfRange: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const shirts = await canvas.findByRole("spinbutton", { name: "Quantity of Shirt" });
    await userEvent.clear(shirts);
    await userEvent.type(shirts, "101");
    await userEvent.tab();
    // 101 is refused (0 to 100): the last valid quantity, 0, stays and BOOK NOW does not show.
    await expect(await canvas.findByText("Enter a whole number from 0 to 100")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: labels.bookNowUpper })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [pending("get", "*/api/booking/addons/:matnum")] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("status")).toHaveTextContent(
      "Loading add-ons",
    );
  },
};

export const NoAddons: Story = {
  parameters: { msw: { handlers: [noAddons] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText("This package has no add-ons."),
    ).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: [failing("get", "*/api/booking/addons/:matnum")] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(messages.oops)).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Try again" })).toBeVisible();
  },
};

export const DirectAccess: Story = {
  args: { state: null },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText(messages.directAccess)).toBeVisible();
    await waitFor(() => expect(navigations()).toEqual([{ to: "home" }]));
  },
};
