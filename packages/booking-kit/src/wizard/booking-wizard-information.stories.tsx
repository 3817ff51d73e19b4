import { labels, messages, texts } from "@bookwell/contract";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { chosenAddonsStore, questionnaireStore } from "../booking/booking-storage";
import { lastNavigation } from "../testing/kit-story";
import { cartHandlers } from "../testing/mocks/cart.mocks";
import type { BookingWizard } from "./booking-wizard";
import {
  allWizardHandlers,
  saveCartUnauthorised,
  wizardRequests,
} from "../testing/mocks/wizard.mocks";
import {
  wizardStoryMeta,
  day,
  page,
  toBookingInformation,
  chooseSavedLocation,
} from "./wizard-stories";

const meta = {
  ...wizardStoryMeta,
  title: "Booking Kit/Wizard/BookingWizard/Booking Information",
} satisfies Meta<typeof BookingWizard>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Date & Time by keyboard (the other stories reach Booking Information by pointer), then the
 * form as the profile and the saved location fill it.
 */
export const BookingInformationPrefilled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const start = within(await canvas.findByRole("group", { name: "Start date" }));
    // The first selectable day takes focus in the grid; arrows move, Enter chooses.
    start.getByRole("button", day("Thursday, 3 December 2026")).focus();
    await userEvent.keyboard("{ArrowDown}");
    await waitFor(() =>
      expect(start.getByRole("button", day("Thursday, 10 December 2026"))).toHaveFocus(),
    );
    await userEvent.keyboard("{Enter}");
    await expect(canvas.getByRole("group", { name: "Start date" })).toHaveAccessibleDescription(
      "Chosen date: 10/12/2026",
    );
    const morning = await canvas.findByRole("radio", { name: "Morning, 08:00 to 10:00" });
    morning.focus();
    await userEvent.keyboard(" ");
    await expect(morning).toBeChecked();
    // Radix checks the focused radio while an arrow key is held, as real keys do.
    const afternoon = canvas.getByRole("radio", { name: "Afternoon, 13:00 to 15:00" });
    await userEvent.keyboard("{ArrowDown>}");
    await waitFor(() => expect(afternoon).toHaveFocus());
    await userEvent.keyboard("{/ArrowDown}");
    await expect(afternoon).toBeChecked();
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: labels.continue })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(
      await canvas.findByRole("heading", { name: labels.stepBookingInformation }),
    ).toBeVisible();

    const steps = within(canvas.getByRole("navigation", { name: "Booking progress" })).getAllByRole(
      "listitem",
    );
    await expect(steps[0]).toHaveAttribute("data-state", "complete");
    await expect(steps[1]).toHaveAttribute("aria-current", "step");
    // The step's module may still be loading (this file's first story loads it): wait for it.
    await expect(await canvas.findByLabelText(/^First name/)).toHaveValue("Alice");
    await expect(canvas.getByLabelText(/^E-mail/)).toHaveValue("alice@example.com");
    await expect(canvas.getByLabelText(/^Address line 1/)).toHaveValue("12 Elm Row");
    await expect(canvas.getByLabelText(/^Postal code/)).toHaveValue("E1 6AN");
    await expect(canvas.getByLabelText(/^Country/)).toHaveValue("United Kingdom");
    await expect(canvas.getByRole("checkbox", { name: labels.saveAddressToProfile })).toBeChecked();
    await expect(canvas.getByLabelText(/^Title/)).toHaveDisplayValue("Select");
    const titles = within(canvas.getByLabelText(/^Title/)).getAllByRole("option");
    await expect(titles.map((o) => o.textContent)).toEqual(["Select", "Mr", "Ms", "Mrs"]);
    const countries = within(canvas.getByLabelText(/^Country/)).getAllByRole("option");
    await expect(countries.map((o) => o.textContent)).toEqual([
      "Select",
      "Singapore",
      "United Kingdom",
    ]);
    await expect(canvas.getByLabelText(/^First name/)).toHaveAttribute("maxLength", "15");
    await expect(canvas.getByLabelText(/^Notes for crew/)).toHaveAttribute("maxLength", "250");
    // The postal code's limit follows the country: a UK postcode such as SW1A 1AA
    // is 8 characters, Singapore's 6 digits.
    await expect(canvas.getByLabelText(/^Postal code/)).toHaveAttribute("maxLength", "8");
    await userEvent.selectOptions(canvas.getByLabelText(/^Country/), "Singapore");
    await expect(canvas.getByLabelText(/^Postal code/)).toHaveAttribute("maxLength", "6");
  },
};

export const BookingInformationIncomplete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toBookingInformation(canvas);
    // No title chosen: the first rule fails, at its field, which takes focus.
    await userEvent.click(canvas.getByRole("button", { name: labels.continue }));
    await expect(await canvas.findByText(messages.fillAllDetails)).toBeVisible();
    await waitFor(() => expect(canvas.getByLabelText(/^Title/)).toHaveFocus());
    await userEvent.selectOptions(canvas.getByLabelText(/^Title/), "Ms");
    await expect(canvas.queryByText(messages.fillAllDetails)).toBeNull();
    // Keyboard: clear the unit number, Enter in a field submits the form.
    const unit = canvas.getByLabelText(/^Unit number/);
    await userEvent.clear(unit);
    await userEvent.keyboard("{Enter}");
    await expect(await canvas.findByText(messages.fillAllDetails)).toBeVisible();
    await expect(unit).toHaveAccessibleDescription(/Please fill all the details\./);
    await expect(wizardRequests.filter((r) => r.name === "saveCart")).toEqual([]);
  },
};

export const PreviousWithoutSaving: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toBookingInformation(canvas);
    await userEvent.type(canvas.getByLabelText(/^Notes for crew/), "Cat indoors");
    await userEvent.click(canvas.getByRole("button", { name: labels.previous }));
    await expect(await canvas.findByRole("heading", { name: labels.stepDateTime })).toHaveFocus();
    await expect(wizardRequests.filter((r) => r.name === "saveCart")).toEqual([]);
    // The date and slot are kept; going on again keeps what was typed.
    await expect(canvas.getByRole("radio", { name: "Morning, 08:00 to 10:00" })).toBeChecked();
    await userEvent.click(canvas.getByRole("button", { name: labels.continue }));
    await expect(await canvas.findByLabelText(/^Notes for crew/)).toHaveValue("Cat indoors");
  },
};

export const SavedLocationAndPostcodeLookup: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chooser = await chooseSavedLocation(canvas);
    await expect(canvas.getByLabelText(/^Country/)).toHaveValue("Singapore");
    // A UK postcode typed in and left: normalised, and address line 1 comes from the lookup.
    await userEvent.selectOptions(canvas.getByLabelText(/^Country/), "United Kingdom");
    const postcode = canvas.getByLabelText(/^Postal code/);
    await userEvent.clear(postcode);
    await userEvent.type(postcode, "sw1a1aa");
    await expect(chooser).toHaveValue("");
    await userEvent.tab();
    await waitFor(() =>
      expect(canvas.getByLabelText(/^Address line 1/)).toHaveValue("Buckingham Palace Road"),
    );
    await expect(postcode).toHaveValue("SW1A 1AA");
  },
};

/**
 * A postcode the lookup does not know. No error toast: a hint under the postal code
 * (announced politely) says to type the address, and CONTINUE saves what was typed.
 */
export const ManualAddress: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toBookingInformation(canvas);
    await userEvent.selectOptions(canvas.getByLabelText(/^Title/), "Ms");
    const chooser = await canvas.findByLabelText("Saved location");
    await waitFor(() => expect(within(chooser).getAllByRole("option")).toHaveLength(3));
    await userEvent.selectOptions(chooser, "Enter a new address");
    const postcode = canvas.getByLabelText(/^Postal code/);
    await userEvent.type(postcode, "zz11zz");
    await userEvent.tab();
    const hint = `${texts.postcodeUnknown} ${texts.addressTypeByHand}`;
    await waitFor(() => expect(postcode).toHaveAccessibleDescription(hint));
    await expect(canvas.getByRole("status")).toHaveTextContent(hint);
    await expect(postcode).toHaveValue("ZZ1 1ZZ");
    await expect(page(canvasElement).queryByRole("alert")).toBeNull();
    await userEvent.type(canvas.getByLabelText(/^Unit number/), "Flat 2");
    await userEvent.type(canvas.getByLabelText(/^Address line 1/), "3 Nowhere Lane");
    // Editing the postcode again takes the hint away.
    await userEvent.type(postcode, "{Backspace}Z");
    await expect(postcode).not.toHaveAccessibleDescription(hint);
    await userEvent.click(canvas.getByRole("button", { name: labels.continue }));
    await expect(
      await canvas.findByRole("heading", { name: labels.stepFinalise }, { timeout: 3000 }),
    ).toBeVisible();
    const saves = wizardRequests.filter((r) => r.name === "saveCart");
    await expect(saves[0]!.body).toEqual([
      expect.objectContaining({
        shippostcode: "ZZ1 1ZZ",
        shipunitno: "Flat 2",
        shipaddr1: "3 Nowhere Lane",
      }),
    ]);
  },
};

/** "Enter a new address" kept the previous saved location's values in the fields. */
export const NewAddressStartsEmpty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chooser = await chooseSavedLocation(canvas);
    await userEvent.selectOptions(chooser, "Enter a new address");
    await expect(chooser).toHaveValue("");
    for (const field of [/^Postal code/, /^Unit number/, /^Address line 1/, /^Address line 2/]) {
      await expect(canvas.getByLabelText(field)).toHaveValue("");
    }
    // Contact details are not part of the address: they stay.
    await expect(canvas.getByLabelText(/^First name/)).toHaveValue("Alice");
  },
};

/** A new address kept the country of the (Singapore) location chosen before. */
export const NewAddressStartsInTheBrandsCountry: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toBookingInformation(canvas);
    const chooser = await canvas.findByLabelText("Saved location");
    await waitFor(() => expect(within(chooser).getAllByRole("option")).toHaveLength(3));
    await userEvent.selectOptions(chooser, "LOC2");
    await expect(canvas.getByLabelText(/^Country/)).toHaveValue("Singapore");
    await userEvent.selectOptions(chooser, "Enter a new address");
    await expect(canvas.getByLabelText(/^Country/)).toHaveValue("United Kingdom");
  },
};

export const ContinueSavesTheLine: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toBookingInformation(canvas);
    await userEvent.selectOptions(canvas.getByLabelText(/^Title/), "Mrs");
    await userEvent.click(canvas.getByRole("checkbox", { name: labels.saveAddressToProfile }));
    await userEvent.click(canvas.getByRole("button", { name: labels.continue }));
    await expect(
      await canvas.findByRole("heading", { name: labels.stepFinalise }, { timeout: 3000 }),
    ).toBeVisible();
    const saves = wizardRequests.filter((r) => r.name === "saveCart");
    await expect(saves).toHaveLength(1);
    await expect(saves[0]!.url).toContain("/api/booking/cart/AR1001?email=alice%40example.com");
    await expect(saves[0]!.body).toEqual([
      expect.objectContaining({
        matnum: "DEEP-3H",
        jobnum: "J-DEEP-3H",
        qty: 1,
        startdate: "2026-12-10",
        shiftnum: "S-AM",
        shiptitle: "Mrs",
        shipfirstname: "Alice",
        shipaddr1: "12 Elm Row",
        shipaddr3: "United Kingdom",
        shiplocationid: "LOC1",
        shiphousetype: "Apartment",
        shipbedroomQty: 2,
        addonList: [expect.objectContaining({ optionnum: "OVEN", qty: 1 })],
        _saveAddress: false,
      }),
    ]);
    // The stored answers and add-ons are cleared after a successful save.
    await expect(questionnaireStore.get()).toBeNull();
    await expect(chosenAddonsStore.get()).toBeNull();
  },
};

export const SaveWithExpiredSession: Story = {
  parameters: {
    msw: { handlers: [saveCartUnauthorised, ...allWizardHandlers, ...cartHandlers] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toBookingInformation(canvas);
    await userEvent.selectOptions(canvas.getByLabelText(/^Title/), "Mr");
    await userEvent.click(canvas.getByRole("button", { name: labels.continue }));
    await expect(await page(canvasElement).findByText(messages.sessionExpired)).toBeVisible();
    await waitFor(() => expect(lastNavigation()).toEqual({ to: "home", replace: true }));
    // Nothing saved: the stored answers stay for the next try.
    await expect(questionnaireStore.get()).not.toBeNull();
  },
};
