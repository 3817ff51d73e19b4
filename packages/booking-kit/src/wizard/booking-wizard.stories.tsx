import { labels, messages, texts } from "@bookwell/contract";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, spyOn, userEvent, waitFor, within } from "storybook/test";

import { authHandlers } from "../testing/mocks/auth.mocks";
import {
  chosenAddonsStore,
  questionnaireStore,
  wizardProgressStore,
  type WizardProgress,
} from "../booking/booking-storage";
import { lastNavigation, withKit } from "../testing/kit-story";
import { cartHandlers, cartMock } from "../testing/mocks/cart.mocks";
import { BookingWizard } from "./booking-wizard";
import { stepModules, wizardSteps } from "./step-modules";
import {
  allWizardHandlers,
  deepClean,
  laundry,
  pending,
  saveCartUnauthorised,
  storedAnswers,
  TODAY,
  wizardHandlers,
  wizardRequests,
} from "../testing/mocks/wizard.mocks";

const oven = {
  groupnum: "G1",
  groupdesc: "Extras",
  choicetype: "multi",
  optionnum: "OVEN",
  optiondesc: "Oven clean",
  price: 25,
  maxchoice: 2,
  minchoice: 0,
  selected: true,
  qty: 1,
  uom: "each",
  totalamt: 25,
  qtyeditable: false,
};

const meta = {
  title: "Booking Kit/Wizard/BookingWizard",
  component: BookingWizard,
  tags: ["autodocs"],
  decorators: [withKit],
  args: { entry: { package: deepClean }, today: TODAY, onInProgressChange: fn() },
  parameters: {
    msw: { handlers: [...allWizardHandlers, authHandlers.login, ...cartHandlers] },
    docs: {
      description: {
        component:
          'The four-step booking wizard over the pure machine (`wizard-machine.ts`). Date & Time: dates from the holiday rules (lead time, holidays), slots labelled Morning, Afternoon or Evening, a pick date and slot for two-job packages; CONTINUE checks in the spec\'s order and asks a visitor to log in. Booking Information: contact and address (saved locations, postcode lookup), CONTINUE saves the cart line. Then Finalise Booking and Checkout & Payment. Entered with `{ package }`, or `{ redirect: "FINALIZE" }`; anything else is a direct access. Stories fix today at 1 December 2026 (lead time 2 days, holiday on 8 December).',
      },
    },
  },
  beforeEach: () => {
    wizardRequests.length = 0;
    cartMock.reset();
    questionnaireStore.set(storedAnswers());
    chosenAddonsStore.set([oven]);
    wizardProgressStore.clear();
    return () => {
      questionnaireStore.clear();
      chosenAddonsStore.clear();
      wizardProgressStore.clear();
    };
  },
} satisfies Meta<typeof BookingWizard>;

export default meta;
type Story = StoryObj<typeof meta>;

const day = (name: string) => ({ name });
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

type Canvas = ReturnType<typeof within>;

/** Date & Time with the mouse: a date, its first slot, CONTINUE. */
async function chooseDateAndSlot(canvas: Canvas, dayName = "Thursday, 10 December 2026") {
  const start = await canvas.findByRole("group", { name: "Start date" });
  await userEvent.click(within(start).getByRole("button", day(dayName)));
  await userEvent.click(await canvas.findByRole("radio", { name: "Morning, 08:00 to 10:00" }));
}

/** What a browser says when a module cannot be fetched (offline, or a deploy removed it). */
const moduleGone = () => new TypeError("Failed to fetch dynamically imported module");

/**
 * Makes a step's module fail to load once: a new lazy step first, so the story's load is its
 * own (an earlier story may have loaded the step already).
 */
function failStepLoadOnce(step: "bookingInformation" | "finalise") {
  const lazy = {
    bookingInformation: wizardSteps.BookingInformationStep,
    finalise: wizardSteps.FinaliseStep,
  }[step];
  lazy.retry();
  const load = spyOn(stepModules, step).mockRejectedValueOnce(moduleGone());
  return () => load.mockRestore();
}

async function toBookingInformation(canvas: Canvas) {
  await chooseDateAndSlot(canvas);
  await userEvent.click(canvas.getByRole("button", { name: labels.continue }));
  await canvas.findByRole("heading", { name: labels.stepBookingInformation });
}

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const progress = canvas.getByRole("navigation", { name: "Booking progress" });
    const steps = within(progress).getAllByRole("listitem");
    await expect(steps[0]).toHaveAttribute("aria-current", "step");
    await expect(steps[1]).toHaveAttribute("data-state", "upcoming");
    await expect(await canvas.findByRole("group", { name: "Start date" })).toBeVisible();
    // Only one date and slot for a one-job package.
    await expect(canvas.queryByRole("textbox", { name: /Pick date/ })).toBeNull();
  },
};

/**
 * The wizard named the package only at Finalise. It is named above the steps, and
 * Package details shows its rate and description (the spec's package-details modal).
 */
export const NamesThePackage: Story = {
  args: {
    entry: {
      package: {
        ...deepClean,
        rate: "From **£40.00** per hour",
        description: "<p>Inside the oven and the fridge.</p>",
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Booking: Deep clean, 3 hours")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Package details" }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole("dialog", {
      name: "Deep clean, 3 hours",
    });
    await expect(dialog).toHaveAccessibleDescription("From £40.00 per hour");
    await expect(within(dialog).getByText("Inside the oven and the fridge.")).toBeVisible();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(canvas.getByRole("button", { name: "Package details" })).toHaveFocus();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [pending("get", "*/api/booking/holidaylist/:matnum")] } },
  play: async ({ canvasElement }) => {
    const status = await within(canvasElement).findByText("Loading dates");
    await expect(status).toBeInTheDocument();
    // The skeleton holds the form's place (506 px from md, 578 on a phone), so nothing below
    // it moves when the dates arrive (the site's footer jumped: a 0.03 layout shift).
    const busy = status.closest<HTMLElement>("[aria-busy]");
    await expect(busy?.getBoundingClientRect().height ?? 0).toBeGreaterThanOrEqual(506);
  },
};

export const HolidaysAndLeadTimeNotSelectable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const start = within(await canvas.findByRole("group", { name: "Start date" }));
    // Lead time 2 days from 1 December: the 2nd is too soon, the 3rd is the first date.
    await expect(start.getByRole("button", day("Wednesday, 2 December 2026"))).toBeDisabled();
    await expect(start.getByRole("button", day("Thursday, 3 December 2026"))).toBeEnabled();
    // The holiday cannot be chosen, the day after it can.
    await expect(start.getByRole("button", day("Tuesday, 8 December 2026"))).toBeDisabled();
    await expect(start.getByRole("button", day("Wednesday, 9 December 2026"))).toBeEnabled();
  },
};

export const SlotsByTimeOfDay: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseDateAndSlot(canvas);
    await expect(canvas.getByRole("radio", { name: "Morning, 08:00 to 10:00" })).toBeChecked();
    await expect(canvas.getByRole("radio", { name: "Afternoon, 13:00 to 15:00" })).toBeVisible();
    await expect(canvas.getByRole("radio", { name: "Evening, 18:00 to 20:00" })).toBeVisible();
    await expect(wizardRequests.at(-1)?.url).toContain(
      "/api/booking/timeslots/J-DEEP-3H?date=2026-12-10",
    );
  },
};

export const NoSlots: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const start = within(await canvas.findByRole("group", { name: "Start date" }));
    await userEvent.click(start.getByRole("button", day("Thursday, 17 December 2026")));
    await expect(
      await canvas.findByText("For assistance, please call our office at 020 7946 0000."),
    ).toBeVisible();
    await expect(canvas.queryByRole("radio")).toBeNull();
  },
};

export const DateTimeChecksInOrder: Story = {
  args: { entry: { package: laundry } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const continueButton = await canvas.findByRole("button", { name: labels.continue });
    await userEvent.click(continueButton);
    await expect(await canvas.findByText(messages.chooseDate)).toBeVisible();

    const start = within(canvas.getByRole("group", { name: "Start date" }));
    await userEvent.click(start.getByRole("button", day("Thursday, 10 December 2026")));
    await expect(canvas.queryByText(messages.chooseDate)).toBeNull();
    await userEvent.click(continueButton);
    await expect(await canvas.findByText(messages.chooseShift)).toBeVisible();

    const first = canvasElement.querySelector<HTMLElement>('[data-part="first"]')!;
    await userEvent.click(
      await within(first).findByRole("radio", { name: "Morning, 08:00 to 10:00" }),
    );
    await userEvent.click(continueButton);
    await expect(await canvas.findByText(messages.choosePickDate)).toBeVisible();

    await userEvent.type(canvas.getByRole("textbox", { name: /Pick date/ }), "12/12/2026");
    await userEvent.tab();
    await userEvent.click(continueButton);
    await expect(await canvas.findByText(messages.choosePickShift)).toBeVisible();

    const second = canvasElement.querySelector<HTMLElement>('[data-part="second"]')!;
    await userEvent.click(
      await within(second).findByRole("radio", { name: "Evening, 18:00 to 20:00" }),
    );
    await userEvent.click(continueButton);
    await expect(
      await canvas.findByRole("heading", { name: labels.stepBookingInformation }),
    ).toHaveFocus();
    // The second slots are the second job's.
    await expect(wizardRequests.map((r) => r.url).join(" ")).toContain(
      "timeslots/J-LAUNDRY-DROP?date=2026-12-12",
    );
  },
};

export const NewFirstDateClearsPickDate: Story = {
  args: { entry: { package: laundry } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const start = within(await canvas.findByRole("group", { name: "Start date" }));
    await userEvent.click(start.getByRole("button", day("Thursday, 10 December 2026")));
    const pick = canvas.getByRole("textbox", { name: /Pick date/ });
    await userEvent.type(pick, "12/12/2026");
    await userEvent.tab();
    const second = within(canvasElement.querySelector<HTMLElement>('[data-part="second"]')!);
    await userEvent.click(await second.findByRole("radio", { name: "Evening, 18:00 to 20:00" }));
    await userEvent.click(start.getByRole("button", day("Friday, 11 December 2026")));
    // The pick date and its slot are gone.
    await waitFor(() => expect(pick).toHaveValue(""));
    await expect(second.queryByRole("radio")).toBeNull();
  },
};

export const PickDateRefusedTooSoon: Story = {
  args: { entry: { package: laundry } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const start = within(await canvas.findByRole("group", { name: "Start date" }));
    await userEvent.click(start.getByRole("button", day("Thursday, 10 December 2026")));
    // After the first date plus the same offset: the 11th is too soon.
    const pick = canvas.getByRole("textbox", { name: /Pick date/ });
    await userEvent.type(pick, "11/12/2026");
    await userEvent.tab();
    await expect(
      await canvas.findByText("This date cannot be chosen. Choose another date."),
    ).toBeVisible();
  },
};

export const VisitorLogsInOnContinue: Story = {
  parameters: { kit: { user: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseDateAndSlot(canvas);
    await userEvent.click(canvas.getByRole("button", { name: labels.continue }));
    const dialog = within(await page(canvasElement).findByRole("dialog", { name: "Login" }));
    // Still on Date & Time until the login succeeds.
    await expect(canvasElement.querySelector("[data-slot=booking-wizard]")).toHaveAttribute(
      "data-step",
      "DATE_TIME",
    );
    await userEvent.type(dialog.getByLabelText(/Email/), "alice@example.com");
    await userEvent.type(dialog.getByLabelText(/^Password/), "correct horse");
    await userEvent.click(dialog.getByRole("button", { name: "Login" }));
    await expect(
      await canvas.findByRole("heading", { name: labels.stepBookingInformation }),
    ).toBeVisible();
    // Prefilled from the profile that just logged in.
    await expect(canvas.getByLabelText(/^First name/)).toHaveValue("Alice");
  },
};

/**
 * The browser's leave prompt. The handler is called directly: a real "beforeunload" event
 * would also tell MSW's worker that the page is closing and stop the mocks for later stories.
 */
export const LeaveConfirmationWhileInProgress: Story = {
  beforeEach: () => {
    const spy = spyOn(window, "addEventListener");
    return () => spy.mockRestore();
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const leaveHandlers = () =>
      (window.addEventListener as unknown as { mock: { calls: unknown[][] } }).mock.calls
        .filter(([type]) => type === "beforeunload")
        .map(([, handler]) => handler as (event: Event) => void);
    await expect(leaveHandlers()).toEqual([]);
    await chooseDateAndSlot(canvas);
    await waitFor(() => expect(args.onInProgressChange).toHaveBeenLastCalledWith(true));
    const handler = leaveHandlers().at(-1)!;
    const event = new Event("beforeunload", { cancelable: true });
    handler(event);
    await expect(event.defaultPrevented).toBe(true);
  },
};

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
    await expect(canvas.getByLabelText(/^First name/)).toHaveValue("Alice");
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
    await toBookingInformation(canvas);
    const chooser = await canvas.findByLabelText("Saved location");
    await waitFor(() => expect(within(chooser).getAllByRole("option")).toHaveLength(3));
    await userEvent.selectOptions(chooser, "LOC2");
    await expect(canvas.getByLabelText(/^Address line 1/)).toHaveValue("8 Marina Way");
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
    await toBookingInformation(canvas);
    const chooser = await canvas.findByLabelText("Saved location");
    await waitFor(() => expect(within(chooser).getAllByRole("option")).toHaveLength(3));
    await userEvent.selectOptions(chooser, "LOC2");
    await expect(canvas.getByLabelText(/^Address line 1/)).toHaveValue("8 Marina Way");
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

/** A reload mid-wizard reopened an empty Date & Time. The answers are kept for the tab. */
export const AnswersKeptForTheTab: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseDateAndSlot(canvas);
    await waitFor(() =>
      expect(wizardProgressStore.get()).toMatchObject({
        pkg: { matnum: "DEEP-3H" },
        step: "DATE_TIME",
        date: "2026-12-10",
        shift: "S-AM",
        draft: null,
        owner: "AR1001",
        savedOn: TODAY,
      }),
    );
    await userEvent.click(canvas.getByRole("button", { name: labels.continue }));
    await userEvent.type(await canvas.findByLabelText(/^Notes for crew/), "Ring twice");
    await waitFor(() =>
      expect(wizardProgressStore.get()).toMatchObject({
        step: "BOOKING_INFORMATION",
        draft: { remarks: "Ring twice", shipaddr1: "12 Elm Row" },
      }),
    );
    // Saved to the cart: nothing left to bring back.
    await userEvent.selectOptions(canvas.getByLabelText(/^Title/), "Ms");
    await userEvent.click(canvas.getByRole("button", { name: labels.continue }));
    await canvas.findByRole("heading", { name: labels.stepFinalise }, { timeout: 3000 });
    await expect(wizardProgressStore.get()).toBeNull();
  },
};

const keptProgress: WizardProgress = {
  pkg: deepClean,
  step: "BOOKING_INFORMATION",
  date: "2026-12-10",
  shift: "S-PM",
  date2: null,
  shift2: null,
  draft: {
    shiptitle: "Mrs",
    shipfirstname: "Alice",
    shiplastname: "Walker",
    shipphone: "07700900101",
    shipemail: "alice@example.com",
    shippostcode: "E1 6AN",
    shipunitno: "Flat 3",
    shipaddr1: "12 Elm Row",
    shipaddr2: "",
    shipaddr3: "United Kingdom",
    remarks: "Ring twice",
    shiplocationid: "",
    saveAddress: true,
  },
  owner: "AR1001",
  savedOn: TODAY,
};

/**
 * What a reload finds: the same step, what was typed, and the date and slot behind it. Here the
 * step's module fails to load once (offline, or the site was deployed again): a message in the
 * step's place, not the page's error; TRY AGAIN loads it, and nothing typed is lost.
 */
export const ReloadReopensWithTheAnswers: Story = {
  beforeEach: () => {
    wizardProgressStore.set(keptProgress);
    return failStepLoadOnce("bookingInformation");
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = await canvas.findByRole("heading", { name: labels.stepBookingInformation });
    await expect(await canvas.findByRole("alert")).toHaveTextContent(texts.stepLoadFailed);
    const progress = canvas.getByRole("navigation", { name: "Booking progress" });
    await expect(within(progress).getAllByRole("listitem")[1]).toHaveAttribute(
      "aria-current",
      "step",
    );
    await userEvent.click(canvas.getByRole("button", { name: texts.tryAgain }));
    await expect(await canvas.findByLabelText(/^Notes for crew/)).toHaveValue("Ring twice");
    await expect(stepModules.bookingInformation).toHaveBeenCalledTimes(2);
    await expect(canvas.queryByText(texts.stepLoadFailed)).toBeNull();
    await expect(heading).toHaveFocus();
    await expect(canvas.getByLabelText(/^Title/)).toHaveValue("Mrs");
    await userEvent.click(canvas.getByRole("button", { name: labels.previous }));
    await expect(
      await canvas.findByRole("radio", { name: "Afternoon, 13:00 to 15:00" }),
    ).toBeChecked();
  },
};

/** Another package, or answers from another day, start afresh. */
export const KeptAnswersOfAnotherPackageIgnored: Story = {
  beforeEach: () => {
    wizardProgressStore.set({ ...keptProgress, pkg: laundry });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("group", { name: "Start date" })).toBeVisible();
    await expect(canvas.queryByRole("heading", { name: labels.stepBookingInformation })).toBeNull();
    await expect(canvas.queryByRole("radio", { checked: true })).toBeNull();
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

/**
 * Entered with FINALIZE. Finalise's module fails to load once: the message takes its place and
 * TRY AGAIN the focus (the page has none); Enter loads the step, whose heading takes the focus.
 */
export const EnteredForFinalise: Story = {
  args: { entry: { redirect: "FINALIZE" } },
  beforeEach: () => failStepLoadOnce("finalise"),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tryAgain = await canvas.findByRole("button", { name: texts.tryAgain });
    await expect(canvas.getByRole("alert")).toHaveTextContent(texts.stepLoadFailed);
    await waitFor(() => expect(tryAgain).toHaveFocus());
    await userEvent.keyboard("{Enter}");
    const heading = await canvas.findByRole(
      "heading",
      { name: labels.stepFinalise },
      { timeout: 3000 },
    );
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.queryByRole("button", { name: texts.tryAgain })).toBeNull();
    const steps = within(canvas.getByRole("navigation", { name: "Booking progress" })).getAllByRole(
      "listitem",
    );
    await expect(steps[2]).toHaveAttribute("aria-current", "step");
    await expect(steps[0]).toHaveAttribute("data-state", "complete");
  },
};

export const FinaliseWithoutSession: Story = {
  args: { entry: { redirect: "FINALIZE" } },
  parameters: { kit: { user: null } },
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByText(messages.sessionExpired)).toBeVisible();
    await waitFor(() => expect(lastNavigation()).toEqual({ to: "home" }));
  },
};

export const DirectAccess: Story = {
  args: { entry: null },
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByText(messages.directAccess)).toBeVisible();
    await waitFor(() => expect(lastNavigation()).toEqual({ to: "home" }));
    await expect(wizardRequests).toEqual([]);
  },
};

export const SlotsLoading: Story = {
  parameters: {
    msw: {
      handlers: [wizardHandlers.holidays, pending("get", "*/api/booking/timeslots/:jobnum")],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const start = within(await canvas.findByRole("group", { name: "Start date" }));
    await userEvent.click(start.getByRole("button", day("Thursday, 10 December 2026")));
    await expect(await canvas.findByText("Loading time slots")).toBeInTheDocument();
  },
};

/**
 * Entered at Finalise (the header's cart, an accepted quotation, My Cart), with no
 * slot chosen in this wizard: the cart's own slots are held, and Checkout shows the countdown.
 */
export const HeldWhenEnteredFromTheCart: Story = {
  args: { entry: { redirect: "FINALIZE" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("heading", { name: labels.stepFinalise });
    await waitFor(() => expect(cartMock.sent("holdSlots")).toHaveLength(1));
    await expect(cartMock.sent("holdSlots")[0]!.body).toEqual({
      slots: [
        { shiftnum: "SH-1", date: "2026-08-04" },
        { shiftnum: "SH-2", date: "2026-08-05" },
        { shiftnum: "SH-3", date: "2026-08-07" },
      ],
    });
    await userEvent.click(await canvas.findByRole("button", { name: labels.continue }));
    await expect(await canvas.findByRole("region", { name: "Time slot hold" })).toBeVisible();
    await waitFor(() => expect(cartMock.sent("holdSlots")).toHaveLength(2));
  },
};
