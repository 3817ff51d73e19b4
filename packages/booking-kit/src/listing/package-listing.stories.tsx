import { GUEST_ARNUM, GUEST_EMAIL, labels, messages } from "@bookwell/contract";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";

import { chosenAddonsStore, questionnaireStore } from "../booking/booking-storage";
import { lastNavigation, navigations } from "../testing/kit-story";
import {
  allListingHandlers,
  failing,
  headerWithPicture,
  listingHandlers,
  listingRequests,
  noBestMatch,
  pending,
} from "../testing/mocks/listing.mocks";
import { PackageListing } from "./package-listing";

const answers = { locationid: "LOC1", housetype: "Apartment", bedroomqty: 2, bathroomqty: 1 };

const meta = {
  title: "Booking Kit/Listing/PackageListing",
  component: PackageListing,
  tags: ["autodocs"],
  args: { state: { matcatnum: "RHC" } },
  parameters: {
    kit: {},
    msw: { handlers: allListingHandlers },
    docs: {
      description: {
        component:
          'The package listing: packages for the stored questionnaire answers (`POST booking/{arnum}/packages`; a visitor asks under the guest account), grouped by `pType` (case and spaces ignored): the header package, Previously booked, Best matched (or “Please call our office for assistance.”), Popular, and the others behind SHOW MORE RELATED PRODUCTS in a carousel (3, 3, 3, 1 per view). Details opens a dialog with three kinds: the package\'s details, its add-ons (choice groups, SELECT) and a two-job package\'s items (Fill Items Quantity, BOOK NOW). Choosing asks for `{ to: "booking", state: { package } }`, or `{ to: "addon-listing", state: package }` with `displayaddon`.',
      },
    },
  },
  beforeEach: () => {
    listingRequests.length = 0;
    questionnaireStore.set(answers);
    chosenAddonsStore.clear();
    return () => {
      questionnaireStore.clear();
      chosenAddonsStore.clear();
    };
  },
} satisfies Meta<typeof PackageListing>;

export default meta;
type Story = StoryObj<typeof meta>;

const deepSelection = {
  matname: "Deep clean, 3 hours",
  matnum: "DEEP-3H",
  jobnum: "J-DEEP-3H",
  jobnum2: null,
  baseamt: 120,
};

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "Home cleaning" })).toBeVisible();
    for (const section of ["Previously booked", "Best matched", "Popular"]) {
      await expect(canvas.getByRole("region", { name: section })).toBeVisible();
    }
    const best = within(canvas.getByRole("region", { name: "Best matched" }));
    // " bestmatched " and "BESTMATCHED" are both Best matched.
    await expect(best.getAllByRole("article")).toHaveLength(2);
    // The rate is split at its asterisks: the price is emphasised, no asterisks shown.
    await expect(best.getByText("£120.00").tagName).toBe("STRONG");
    await expect(canvas.queryByText(/\*\*/)).toBeNull();
    // The logged-in customer's account, with the stored answers as the body.
    const sent = listingRequests.at(-1)!;
    await expect(sent.url).toContain("/api/booking/AR1001/packages");
    await expect(sent.url).toContain("catnum=RHC");
    await expect(sent.body).toEqual([answers]);
  },
};

export const Visitor: Story = {
  parameters: { kit: { user: null } },
  beforeEach: () => {
    questionnaireStore.clear();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("heading", { name: "Home cleaning" });
    const sent = listingRequests.at(-1)!;
    await expect(sent.url).toContain(`/api/booking/${GUEST_ARNUM}/packages`);
    await expect(sent.url).toContain(`email=${encodeURIComponent(GUEST_EMAIL)}`);
    await expect(sent.body).toEqual([]);
  },
};

/** Select by pointer asks for the wizard with the package; then Tab from Details and Enter do too. */
export const SelectPackage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const select = await canvas.findByRole("button", { name: "Select Deep clean, 3 hours" });
    await userEvent.click(select);
    // The rate and description travel too, for the wizard's package details.
    await expect(lastNavigation()).toMatchObject({
      to: "booking",
      state: { package: { ...deepSelection, rate: expect.any(String) } },
    });
    const byPointer = navigations().length;

    // From the keyboard: Tab from the package's Details reaches Select, Enter chooses it.
    const details = canvas.getByRole("button", { name: "Details Deep clean, 3 hours" });
    details.focus();
    await userEvent.tab();
    await expect(select).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(navigations()).toHaveLength(byPointer + 1);
    await expect(lastNavigation()).toMatchObject({
      to: "booking",
      state: { package: deepSelection },
    });
  },
};

export const TwoJobPackage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole("button", { name: "Select Laundry collection and delivery" }),
    );
    // The jobs joined by ";" travel as jobnum and jobnum2.
    await expect(lastNavigation()).toMatchObject({
      to: "booking",
      state: {
        package: {
          matname: "Laundry collection and delivery",
          matnum: "LAUNDRY",
          jobnum: "J-LAUNDRY-PICK",
          jobnum2: "J-LAUNDRY-DROP",
          baseamt: 20,
        },
      },
    });
  },
};

export const AddonsFirst: Story = {
  args: { state: { matcatnum: "RHC", displayaddon: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole("button", { name: "Select Deep clean, 3 hours" }),
    );
    await expect(lastNavigation()).toMatchObject({ to: "addon-listing", state: deepSelection });
  },
};

export const ShowMoreRelatedProducts: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const more = await canvas.findByRole("button", { name: labels.showMoreRelated });
    await expect(more).toHaveAttribute("aria-expanded", "false");
    await expect(canvas.queryByRole("heading", { name: "Oven clean" })).toBeNull();
    // Keyboard: Space on the button.
    more.focus();
    await userEvent.keyboard(" ");
    await expect(more).toHaveAttribute("aria-expanded", "true");
    const carousel = await canvas.findByRole("region", { name: "Other packages" });
    await expect(within(carousel).getByRole("heading", { name: "Oven clean" })).toBeVisible();
    await expect(within(carousel).getAllByRole("article")).toHaveLength(4);
    // Mouse: pressing again hides them.
    await userEvent.click(more);
    await expect(canvas.queryByRole("region", { name: "Other packages" })).toBeNull();
  },
};

export const NoBestMatch: Story = {
  parameters: { msw: { handlers: [noBestMatch, listingHandlers.packageAddons] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const best = await canvas.findByRole("region", { name: "Best matched" });
    await expect(await within(best).findByText(messages.callOffice)).toBeVisible();
    await expect(within(best).queryByRole("article")).toBeNull();
  },
};

/**
 * The featured package's picture, the page's largest, is asked for at high priority as soon as
 * the packages are known (a preload in the head), not only once its card has rendered.
 */
export const LeadPictureFirst: Story = {
  parameters: { msw: { handlers: [headerWithPicture, listingHandlers.packageAddons] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const featured = await canvas.findByRole("region", { name: "Featured package" });
    await expect(featured.querySelector("img")).toHaveAttribute("src", "/map-tile.png");
    const preload = document.head.querySelector('link[rel="preload"][as="image"]');
    await expect(preload).toHaveAttribute("href", "/map-tile.png");
    await expect(preload).toHaveAttribute("fetchpriority", "high");
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [pending("post", "*/api/booking/:arnum/packages")] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("status")).toHaveTextContent("Loading packages");
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: [failing("post", "*/api/booking/:arnum/packages")] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(await canvas.findByText(messages.oops)).toBeVisible();
    await expect(await body.findByText("Error Message")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Try again" })).toBeVisible();
  },
};

const dialogNamed = async (canvasElement: HTMLElement, name: string) =>
  within(await within(canvasElement.ownerDocument.body).findByRole("dialog", { name }));

export const DetailsThenAddons: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole("button", { name: "Details Deep clean, 3 hours" }),
    );
    const details = await dialogNamed(canvasElement, "Deep clean, 3 hours");
    await expect(details.getByText(/kitchen, bathrooms/)).toBeVisible();
    await userEvent.click(details.getByRole("button", { name: "Add-ons" }));
    const addons = await dialogNamed(canvasElement, "Add-ons for Deep clean, 3 hours");
    // SELECT shows once something is chosen.
    await addons.findByRole("checkbox", { name: /Oven clean/ });
    await expect(addons.queryByRole("button", { name: labels.select })).toBeNull();
    await userEvent.click(addons.getByRole("checkbox", { name: /Oven clean/ }));
    await userEvent.click(addons.getByRole("button", { name: labels.select }));
    await expect(lastNavigation()).toMatchObject({
      to: "booking",
      state: { package: deepSelection },
    });
    await expect(chosenAddonsStore.get()).toEqual([
      expect.objectContaining({ optionnum: "OVEN", selected: true, qty: 1 }),
    ]);
  },
};

export const ClosingClearsTheKind: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const opener = await canvas.findByRole("button", { name: "Details Deep clean, 3 hours" });
    await userEvent.click(opener);
    const details = await dialogNamed(canvasElement, "Deep clean, 3 hours");
    await userEvent.click(details.getByRole("button", { name: "Add-ons" }));
    await dialogNamed(canvasElement, "Add-ons for Deep clean, 3 hours");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
    // Opening again starts from the details, not the add-ons.
    await userEvent.keyboard("{Enter}");
    await dialogNamed(canvasElement, "Deep clean, 3 hours");
    await expect(navigations()).toEqual([]);
  },
};

export const MultiJobAddons: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole("button", { name: "Details Laundry collection and delivery" }),
    );
    const details = await dialogNamed(canvasElement, "Laundry collection and delivery");
    await userEvent.click(details.getByRole("button", { name: labels.fillItemsQuantity }));
    const items = await dialogNamed(canvasElement, labels.fillItemsQuantity);
    const shirts = await items.findByRole("spinbutton", { name: "Quantity of Shirt" });
    await expect(items.queryByRole("button", { name: labels.bookNowUpper })).toBeNull();
    // Keyboard: type a quantity, then the button appears.
    await userEvent.clear(shirts);
    await userEvent.type(shirts, "3{Tab}");
    await userEvent.click(await items.findByRole("button", { name: labels.bookNowUpper }));
    await expect(chosenAddonsStore.get()).toEqual([
      expect.objectContaining({ optionnum: "SHIRT", qty: 3, totalamt: 9 }),
    ]);
    await expect(lastNavigation()).toMatchObject({
      to: "booking",
      state: { package: { matnum: "LAUNDRY", jobnum2: "J-LAUNDRY-DROP" } },
    });
  },
};

export const DirectAccess: Story = {
  args: { state: null },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText(messages.directAccess)).toBeVisible();
    await waitFor(() => expect(lastNavigation()).toEqual({ to: "home" }));
    await expect(listingRequests).toEqual([]);
  },
};

/** A visitor was sent home without a word; the message is the same for everyone. */
export const DirectAccessAsVisitor: Story = {
  args: { state: null },
  parameters: { kit: { user: null } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText(messages.directAccess)).toBeVisible();
    await waitFor(() => expect(lastNavigation()).toEqual({ to: "home" }));
    await expect(listingRequests).toEqual([]);
  },
};

/**
 * A Singapore brand (`currency: "SGD"`) on the same API: every price reads S$, on the cards,
 * in the details dialog and on the add-ons ("From £24.00" showed for an SGD brand).
 */
export const SingaporeBrand: Story = {
  parameters: { kit: { settings: { currency: "SGD", defaultCountry: "Singapore" } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const best = within(await canvas.findByRole("region", { name: "Best matched" }));
    await expect(best.getByText("S$120.00").tagName).toBe("STRONG");
    await expect(canvas.queryByText(/£/)).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Details Deep clean, 3 hours" }));
    const details = await dialogNamed(canvasElement, "Deep clean, 3 hours");
    await expect(details.getByText("S$120.00")).toBeVisible();
    await userEvent.click(details.getByRole("button", { name: "Add-ons" }));
    const addons = await dialogNamed(canvasElement, "Add-ons for Deep clean, 3 hours");
    await addons.findByRole("checkbox", { name: /Oven clean/ });
    await expect(addons.getAllByText(/S\$\d/).length).toBeGreaterThan(0);
    await expect(addons.queryByText(/£/)).toBeNull();
  },
};
