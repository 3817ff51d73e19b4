// Shared by the booking-wizard story files: their meta, fixtures and steps.
import { labels } from "@bookwell/contract";
import type { Meta } from "@storybook/react-vite";
import { expect, fn, spyOn, userEvent, waitFor, within } from "storybook/test";
import { authHandlers } from "../testing/mocks/auth.mocks";
import {
  chosenAddonsStore,
  questionnaireStore,
  wizardProgressStore,
  type WizardProgress,
} from "../booking/booking-storage";
import { cartHandlers, cartMock } from "../testing/mocks/cart.mocks";
import { BookingWizard } from "./booking-wizard";
import { stepModules, wizardSteps } from "./step-modules";
import {
  allWizardHandlers,
  deepClean,
  storedAnswers,
  TODAY,
  wizardRequests,
} from "../testing/mocks/wizard.mocks";
import { deepAddons } from "../testing/mocks/listing.mocks";

/** The stored add-on choice: the package's oven clean, chosen once. */
export const oven = { ...deepAddons[0]!, selected: true, qty: 1, totalamt: 25 };

export const wizardStoryMeta = {
  title: "Booking Kit/Wizard/BookingWizard",
  component: BookingWizard,
  tags: ["autodocs"],
  args: { entry: { package: deepClean }, today: TODAY, onInProgressChange: fn() },
  parameters: {
    kit: {},
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

export const day = (name: string) => ({ name });

export const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export type Canvas = ReturnType<typeof within>;

/** Date & Time with the mouse: a date, its first slot, CONTINUE. */
export async function chooseDateAndSlot(canvas: Canvas, dayName = "Thursday, 10 December 2026") {
  const start = await canvas.findByRole("group", { name: "Start date" });
  await userEvent.click(within(start).getByRole("button", day(dayName)));
  await userEvent.click(await canvas.findByRole("radio", { name: "Morning, 08:00 to 10:00" }));
}

/** What a browser says when a module cannot be fetched (offline, or a deploy removed it). */
export const moduleGone = () => new TypeError("Failed to fetch dynamically imported module");

/**
 * Makes a step's module fail to load once: a new lazy step first, so the story's load is its
 * own (an earlier story may have loaded the step already).
 */
export function failStepLoadOnce(step: "bookingInformation" | "finalise") {
  const lazy = {
    bookingInformation: wizardSteps.BookingInformationStep,
    finalise: wizardSteps.FinaliseStep,
  }[step];
  lazy.retry();
  const load = spyOn(stepModules, step).mockRejectedValueOnce(moduleGone());
  return () => load.mockRestore();
}

export async function toBookingInformation(canvas: Canvas) {
  await chooseDateAndSlot(canvas);
  await userEvent.click(canvas.getByRole("button", { name: labels.continue }));
  await canvas.findByRole("heading", { name: labels.stepBookingInformation });
}

export const keptProgress: WizardProgress = {
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

/** Booking Information with the second saved location chosen (its address filled in). */
export async function chooseSavedLocation(canvas: Canvas) {
  await toBookingInformation(canvas);
  const chooser = await canvas.findByLabelText("Saved location");
  await waitFor(() => expect(within(chooser).getAllByRole("option")).toHaveLength(3));
  await userEvent.selectOptions(chooser, "LOC2");
  await expect(canvas.getByLabelText(/^Address line 1/)).toHaveValue("8 Marina Way");
  return chooser;
}

/** A two-job package's Date & Time: Thursday 10 December, then `pickDate` typed and left. */
export async function typePickDate(canvas: Canvas, pickDate: string) {
  const start = within(await canvas.findByRole("group", { name: "Start date" }));
  await userEvent.click(start.getByRole("button", day("Thursday, 10 December 2026")));
  const pick = canvas.getByRole("textbox", { name: /Pick date/ });
  await userEvent.type(pick, pickDate);
  await userEvent.tab();
  return { start, pick };
}
