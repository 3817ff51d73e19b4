import { messages } from "@bookwell/contract";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";

import { lastNavigation } from "../testing/kit-story";
import { AccountLayout } from "./account-layout";
import {
  profileHandlers,
  profileMock,
  alicesLocations,
  pending,
  refusingOnce,
  refusing,
  unauthorised,
  wrongPasswordText,
} from "../testing/mocks/profile.mocks";
import { MyProfile } from "./my-profile";

const meta = {
  title: "Booking Kit/Account/MyProfile",
  component: MyProfile,
  tags: ["autodocs"],
  render: (args) => (
    <AccountLayout page="profile">
      <MyProfile {...args} />
    </AccountLayout>
  ),
  beforeEach: () => {
    profileMock.reset();
  },
  parameters: {
    kit: {},
    layout: "fullscreen",
    msw: { handlers: profileHandlers },
    docs: {
      description: {
        component:
          "My Profile: My Particulars, My Contacts, My Location (its list and the edit mode it toggles to, and the Tab 3.1 placeholder when the brand turns it on), Credit cards (a placeholder, when the brand turns it on) and Update Password. Each form checks in the spec's order with its texts, shows one message at its field and keeps what was typed when a save fails.",
      },
    },
  },
} satisfies Meta<typeof MyProfile>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const unavailable = "This service is not available yet.";

/** The text of the one error shown in the form, without its hidden "Error: " prefix. */
function shownError(canvasElement: HTMLElement) {
  const errors = canvasElement.querySelectorAll("[data-slot='field-error']");
  return [...errors].map((error) => error.textContent!.replace("Error: ", ""));
}

export const Particulars: Story = {
  tags: ["visual"],
  // The screenshot waits for the data, as the play function does.
  parameters: { visual: { play: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The brand's customer: alice (1990-04-12), or Mei Ling (1988-09-21) with the Singapore
    // brand (testing/brand-data.ts).
    const customer = profileMock.state.particulars;
    const [year, month, day] = customer.dob.split("-");
    await expect(await canvas.findByRole("textbox", { name: /First name/ })).toHaveValue(
      customer.firstname,
    );
    await expect(canvas.getByRole("tab", { name: "My Particulars" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(canvas.getByRole("combobox", { name: "Title" })).toHaveValue("Ms");
    await expect(canvas.getByRole("textbox", { name: /E-mail/ })).toHaveValue(customer.email);
    await expect(canvas.getByRole("textbox", { name: "Date of birth" })).toHaveValue(
      `${day}/${month}/${year}`,
    );
    await expect(canvas.getAllByRole("tab").map((tab) => tab.textContent)).toEqual([
      "My Particulars",
      "My Contacts",
      "My Location",
      "Update Password",
    ]);
  },
};

/**
 * Regression guard for account-area.md section 5: each UPDATE shows only the first failing
 * message, in the spec's order, focuses its field and sends nothing; then a good save sends
 * the body and says "My Particulars Updated successfully.".
 */
export const ParticularsValidationInSpecOrder: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = (name: RegExp) => canvas.getByRole("textbox", { name });
    await canvas.findByRole("textbox", { name: /First name/ });
    for (const name of [/First name/, /Last name/, /E-mail/, /Mobile/]) {
      await userEvent.clear(field(name));
    }
    const shown: string[] = [];
    const press = async (focused: RegExp) => {
      await userEvent.click(canvas.getByRole("button", { name: "UPDATE" }));
      await waitFor(() => expect(field(focused)).toHaveFocus());
      shown.push(...shownError(canvasElement));
    };
    await press(/First name/);
    await userEvent.type(field(/First name/), "Alicia");
    await press(/Last name/);
    await userEvent.type(field(/Last name/), "Walker");
    await press(/E-mail/);
    await userEvent.type(field(/E-mail/), "alicia@example");
    await press(/E-mail/);
    await userEvent.type(field(/E-mail/), ".com");
    await press(/Mobile/);
    await expect(shown).toEqual([
      messages.firstNameRequired,
      messages.lastNameRequired,
      messages.emailIdRequired,
      messages.invalidEmail,
      messages.phoneRequired,
    ]);
    await expect(profileMock.sent("updateParticulars")).toHaveLength(0);

    // Keyboard: type the mobile, Enter submits.
    await userEvent.type(field(/Mobile/), "07700900999{Enter}");
    await expect(await page(canvasElement).findByText(messages.particularsUpdated)).toBeVisible();
    await expect(profileMock.sent("updateParticulars")[0]!.body).toEqual({
      arnum: "AR1001",
      title: "Ms",
      firstname: "Alicia",
      lastname: "Walker",
      email: "alicia@example.com",
      mobile: "07700900999",
      dob: "1990-04-12",
    });
    await expect(field(/First name/)).toHaveValue("Alicia");
  },
};

/** Bad input never loses data: the server refuses, what was typed stays. */
export const ParticularsRefused: Story = {
  parameters: {
    msw: {
      handlers: [
        refusing(
          "put",
          "*/api/myaccount/myparticulars/:arnum",
          "This email address is already in use.",
        ),
        ...profileHandlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = await canvas.findByRole("textbox", { name: /E-mail/ });
    await userEvent.clear(email);
    await userEvent.type(email, "bob@example.com");
    await userEvent.click(canvas.getByRole("button", { name: "UPDATE" }));
    await expect(
      await page(canvasElement).findByText("This email address is already in use."),
    ).toBeVisible();
    await expect(email).toHaveValue("bob@example.com");
    await expect(canvas.getByRole("button", { name: "UPDATE" })).not.toHaveAttribute("aria-busy");
  },
};

/** The server refuses: its text as a notification, the page's place kept, Try again asks again. */
export const ParticularsFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        refusingOnce("get", "*/api/myaccount/myparticulars/:arnum", unavailable),
        ...profileHandlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await page(canvasElement).findByText(unavailable)).toBeVisible();
    await expect(await canvas.findByRole("alert")).toHaveTextContent(messages.oops);
    await userEvent.click(canvas.getByRole("button", { name: "Try again" }));
    await expect(await canvas.findByRole("textbox", { name: /First name/ })).toHaveValue("Alice");
  },
};

export const ParticularsLoading: Story = {
  parameters: {
    msw: {
      handlers: [pending("get", "*/api/myaccount/myparticulars/:arnum"), ...profileHandlers],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole("status", { name: "Loading My Particulars" }),
    ).toBeVisible();
  },
};

export const SessionExpired: Story = {
  parameters: {
    msw: {
      handlers: [unauthorised("get", "*/api/myaccount/myparticulars/:arnum"), ...profileHandlers],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByText(messages.sessionExpired)).toBeVisible();
    await waitFor(() => expect(lastNavigation()).toEqual({ to: "home", replace: true }));
  },
};

/** Keyboard: arrow to My Contacts; Delete asks first, Cancel keeps, Delete removes. */
export const Contacts: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("textbox", { name: /First name/ });
    canvas.getByRole("tab", { name: "My Particulars" }).focus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("tab", { name: "My Contacts" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    const table = await canvas.findByRole("table", { name: "My Contacts" });
    await expect(within(table).getAllByRole("row")).toHaveLength(4);

    const remove = within(table).getByRole("button", { name: "Delete Tom Hughes" });
    remove.focus();
    await userEvent.keyboard("{Enter}");
    const dialog = await page(canvasElement).findByRole("alertdialog", {
      name: "Delete this contact?",
    });
    await expect(dialog).toHaveAccessibleDescription(
      "Tom Hughes will be removed from your contacts.",
    );
    // Cancel has focus first: Enter is safe.
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(remove).toHaveFocus();
    await expect(profileMock.sent("deleteContact")).toHaveLength(0);

    await userEvent.click(remove);
    await userEvent.click(
      within(
        await page(canvasElement).findByRole("alertdialog", { name: "Delete this contact?" }),
      ).getByRole("button", { name: "Delete" }),
    );
    await expect(await page(canvasElement).findByText(messages.contactDeleted)).toBeVisible();
    await waitFor(() => expect(within(table).queryByText("Tom Hughes")).toBeNull());
    await expect(profileMock.sent("deleteContact")[0]!.url).toMatch(/\?guid=CT-2$/);
  },
};

export const ContactsEmpty: Story = {
  args: { defaultTab: "contacts" },
  beforeEach: () => {
    profileMock.reset({ contacts: [] });
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(messages.noRecordsFound)).toBeVisible();
  },
};

/**
 * My Location: the list toggles to the edit mode (Add location) and back on UPDATE; the
 * checks come in the spec's order; the new location is sent whole with its owner contact.
 */
export const AddLocation: Story = {
  args: { defaultTab: "location" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Add location" }));
    const form = await canvas.findByRole("form", { name: "New location" });
    await expect(within(form).getByRole("heading", { name: "New location" })).toHaveFocus();
    const field = (name: RegExp) => within(form).getByRole("textbox", { name });
    const update = () => userEvent.click(within(form).getByRole("button", { name: "UPDATE" }));

    const shown: string[] = [];
    await userEvent.selectOptions(within(form).getByRole("combobox", { name: /Country/ }), "");
    await update();
    shown.push(...shownError(canvasElement));
    await userEvent.type(field(/Location name/), "Studio");
    await update();
    shown.push(...shownError(canvasElement));
    await userEvent.type(field(/Address line 1/), "7 Hanbury Street");
    await update();
    shown.push(...shownError(canvasElement));
    await userEvent.selectOptions(
      within(form).getByRole("combobox", { name: /Country/ }),
      "United Kingdom",
    );
    await update();
    shown.push(...shownError(canvasElement));
    await userEvent.selectOptions(
      within(form).getByRole("combobox", { name: /House type/ }),
      "Apartment",
    );
    await update();
    shown.push(...shownError(canvasElement));
    await expect(shown).toEqual([
      messages.locationNameRequired,
      messages.firstAddressRequired,
      messages.countryRequired,
      messages.houseTypeRequired,
      messages.propertySizeRequired,
    ]);
    await expect(profileMock.sent("saveLocation")).toHaveLength(0);

    await userEvent.type(field(/Property size/), "520");
    await userEvent.type(field(/Bedrooms/), "1");
    await userEvent.type(field(/Bathrooms/), "1");
    await userEvent.type(field(/Postal code/), "E1 6RU");
    await userEvent.selectOptions(
      within(form).getByRole("combobox", { name: "Owner contact" }),
      "Priya Shah",
    );
    await userEvent.type(field(/Special instruction/), "Ring twice.");
    await update();
    await expect(await page(canvasElement).findByText(messages.locationUpdated)).toBeVisible();
    await expect(profileMock.sent("saveLocation")[0]!.body).toEqual({
      locationname: "Studio",
      addr1: "7 Hanbury Street",
      addr2: "",
      addr3: "United Kingdom",
      unitno: "",
      postcode: "E1 6RU",
      housetype: "Apartment",
      area: "520",
      bedroomqty: "1",
      bathroomqty: "1",
      ptc: "CT-3",
      isDefault: false,
      specialinstruction: "Ring twice.",
    });
    // Back to the list, with the new location in it.
    const list = await canvas.findByRole("list", { name: "Saved locations" });
    await expect(await within(list).findByRole("heading", { name: "Studio" })).toBeInTheDocument();
    // Focus lands on the new location's Edit button.
    await expect(canvas.getByRole("button", { name: "Edit Studio" })).toHaveFocus();
  },
};

/** Edit, then BACK: nothing saved, the list again, focus on the location's Edit button. */
export const EditAndBack: Story = {
  args: { defaultTab: "location" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Edit Home" }));
    const form = await canvas.findByRole("form", { name: "Edit Home" });
    await expect(within(form).getByRole("textbox", { name: /Address line 1/ })).toHaveValue(
      "12 Fournier Street",
    );
    await expect(within(form).getByRole("textbox", { name: /Property size/ })).toHaveValue("750");
    await userEvent.type(within(form).getByRole("textbox", { name: /Location name/ }), " 2");
    await userEvent.click(within(form).getByRole("button", { name: "BACK" }));
    await expect(await canvas.findByRole("button", { name: "Edit Home" })).toHaveFocus();
    await expect(profileMock.sent("saveLocation")).toHaveLength(0);
  },
};

export const MakeDefault: Story = {
  args: { defaultTab: "location" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Make default: Mum's house" }));
    await expect(await page(canvasElement).findByText(messages.locationUpdated)).toBeVisible();
    await expect(profileMock.sent("saveLocation")[0]!.url).toMatch(/\?locationId=LOC-2$/);
    await expect(profileMock.sent("saveLocation")[0]!.body).toMatchObject({
      locationid: "LOC-2",
      locationname: "Mum's house",
      ptc: "CT-1",
      isDefault: true,
    });
    await waitFor(() =>
      expect(canvas.queryByRole("button", { name: "Make default: Mum's house" })).toBeNull(),
    );
    await expect(canvas.getByRole("button", { name: "Make default: Home" })).toBeVisible();
  },
};

export const DeleteLocation: Story = {
  args: { defaultTab: "location" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Delete Mum's house" }));
    const dialog = await page(canvasElement).findByRole("alertdialog", {
      name: "Delete this location?",
    });
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await expect(await page(canvasElement).findByText(messages.locationDeleted)).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole("heading", { name: "Mum's house" })).toBeNull());
  },
};

export const LocationsEmpty: Story = {
  args: { defaultTab: "location" },
  beforeEach: () => {
    profileMock.reset({ locations: [] });
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(messages.noRecordsFound)).toBeVisible();
  },
};

/** Long content: a long special instruction and address wrap inside their card. */
export const LongContent: Story = {
  args: { defaultTab: "location" },
  beforeEach: () => {
    profileMock.reset({
      locations: alicesLocations.map((location) => ({
        ...location,
        specialinstruction:
          "Please use the side gate; the front door sticks. The cat is friendly but must not go out. Parking permits are in the drawer by the door. ".repeat(
            2,
          ),
        fulladdr: `${location.fulladdr}, ${"Very Long Building Name With Many Words ".repeat(3)}`,
      })),
    });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole("list", { name: "Saved locations" });
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  },
};

/**
 * The spec's placeholder tabs are off unless the brand turns them on (`settings.account`):
 * no Credit cards tab, and My Location is its list alone, without "Tab 3.1".
 */
export const PlaceholdersOffByDefault: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("tab", { name: "My Particulars" });
    await expect(canvas.queryByRole("tab", { name: "Credit cards" })).toBeNull();
    await userEvent.click(canvas.getByRole("tab", { name: "My Location" }));
    await canvas.findByRole("list", { name: "Saved locations" });
    await expect(canvas.queryByRole("tab", { name: "Tab 3.1" })).toBeNull();
    await expect(canvas.queryByRole("tab", { name: "Saved locations" })).toBeNull();
  },
};

/** Turned on by the brand, the placeholders make no calls: Tab 3.1 and Credit cards. */
export const Placeholders: Story = {
  args: { defaultTab: "cards" },
  parameters: { kit: { settings: { account: { locationsExtraTab: true, savedCards: true } } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Saving a card for later is not available yet/)).toBeVisible();
    await expect(profileMock.requests).toHaveLength(0);
    await userEvent.click(canvas.getByRole("tab", { name: "My Location" }));
    await userEvent.click(await canvas.findByRole("tab", { name: "Tab 3.1" }));
    await expect(canvas.getByText("There is nothing here yet.")).toBeVisible();
    // The location tab's two reads, once each (the owners' may answer after the tab shows),
    // and nothing else: a call made by the Credit cards tab or Tab 3.1, sent before these,
    // would be in the list.
    await waitFor(() =>
      expect(profileMock.requests.map((request) => request.name).sort()).toEqual([
        "locationOwners",
        "myLocations",
      ]),
    );
  },
};

/**
 * Update Password: the spec's order and texts; a wrong current password keeps what was typed;
 * after success the fields empty, and the old password no longer changes anything.
 */
export const UpdatePassword: Story = {
  args: { defaultTab: "password" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const current = () => canvas.getByLabelText(/Current password/);
    const fresh = () => canvas.getByLabelText(/New password/);
    const confirm = () => canvas.getByLabelText(/Confirm password/);
    const update = () => userEvent.click(canvas.getByRole("button", { name: "UPDATE" }));
    const shown: string[] = [];
    // The tab's module loads on use: its loading state first, then the form.
    await canvas.findByRole("button", { name: "UPDATE" });
    await update();
    shown.push(...shownError(canvasElement));
    await userEvent.type(current(), "wrong-one");
    await update();
    shown.push(...shownError(canvasElement));
    await userEvent.type(fresh(), "NewPass!2027");
    await update();
    shown.push(...shownError(canvasElement));
    await userEvent.type(confirm(), "NewPass!2028");
    await update();
    shown.push(...shownError(canvasElement));
    await expect(shown).toEqual([
      messages.currentPasswordRequired,
      messages.newPasswordRequired,
      messages.confirmPasswordRequired,
      messages.newPasswordMismatch,
    ]);
    await expect(profileMock.sent("changePassword")).toHaveLength(0);

    await userEvent.clear(confirm());
    await userEvent.type(confirm(), "NewPass!2027");
    await update();
    await expect(await page(canvasElement).findByText(wrongPasswordText)).toBeVisible();
    await expect(current()).toHaveValue("wrong-one");

    await userEvent.clear(current());
    await userEvent.type(current(), "Bookwell!2026{Enter}");
    await expect(await page(canvasElement).findByText(messages.passwordUpdated)).toBeVisible();
    await waitFor(() => expect(current()).toHaveValue(""));
    await expect(profileMock.sent("changePassword").at(-1)!.body).toEqual({
      email: "alice@example.com",
      encryptedOldPWD: "Bookwell!2026",
      encryptedNewPWD: "NewPass!2027",
    });
    // No password in any URL.
    await expect(profileMock.requests.some((r) => r.url.includes("Bookwell"))).toBe(false);
    await expect(profileMock.state.password).toBe("NewPass!2027");
  },
};

export const Phone: Story = {
  args: { defaultTab: "location" },
  globals: { viewport: { value: "mobile", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("heading", { name: "Home" });
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(
      window.innerWidth,
    );
  },
};

/** The Singapore brand serves its own customer (testing/brand-data.ts): nothing British. */
export const SecondBrand: Story = {
  globals: { brand: "sg" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("textbox", { name: /First name/ })).toHaveValue(
      "Mei Ling",
    );
    await expect(canvas.getByRole("textbox", { name: /Mobile/ })).toHaveValue("+65 9123 4567");
    await expect(document.documentElement.dataset.brand).toBe("sg");
  },
};
