import { labels, messages } from "@bookwell/contract";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, spyOn, userEvent, waitFor, within } from "storybook/test";
import type { BookingWizard } from "./booking-wizard";
import {
  deepClean,
  laundry,
  pending,
  wizardHandlers,
  wizardRequests,
} from "../testing/mocks/wizard.mocks";
import { wizardStoryMeta, day, page, chooseDateAndSlot, typePickDate } from "./wizard-stories";

const meta = {
  ...wizardStoryMeta,
  title: "Booking Kit/Wizard/BookingWizard/Date and Time",
} satisfies Meta<typeof BookingWizard>;

export default meta;
type Story = StoryObj<typeof meta>;

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
    const { start, pick } = await typePickDate(canvas, "12/12/2026");
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
    // After the first date plus the same offset: the 11th is too soon.
    await typePickDate(canvas, "11/12/2026");
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
