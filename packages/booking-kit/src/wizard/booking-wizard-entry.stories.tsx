import { labels, messages, texts } from "@bookwell/contract";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { wizardProgressStore } from "../booking/booking-storage";
import { lastNavigation } from "../testing/kit-story";
import { cartMock } from "../testing/mocks/cart.mocks";
import type { BookingWizard } from "./booking-wizard";
import { PackageSummary, PackageSummaryPlaceholder } from "./package-summary";
import { stepModules } from "./step-modules";
import { deepClean, laundry, TODAY, wizardRequests } from "../testing/mocks/wizard.mocks";
import {
  wizardStoryMeta,
  page,
  chooseDateAndSlot,
  failStepLoadOnce,
  keptProgress,
} from "./wizard-stories";

const meta = {
  ...wizardStoryMeta,
  title: "Booking Kit/Wizard/BookingWizard/Entry and Progress",
} satisfies Meta<typeof BookingWizard>;

export default meta;
type Story = StoryObj<typeof meta>;

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

/**
 * Until the wizard has read its entry (the server's HTML, the hydrating render) the package's
 * summary is a placeholder as tall as the summary, at a phone's width (name and button on two
 * rows) and a desktop's (one row): the step under it does not move when the package comes.
 */
export const SummaryPlaceholderKeepsItsPlace: Story = {
  render: () => (
    <div className="flex flex-col gap-8">
      {[380, 900].map((width) => (
        <div key={width} data-width={width} style={{ width }} className="flex flex-col gap-2">
          <PackageSummaryPlaceholder />
          <PackageSummary pkg={deepClean} currency="GBP" />
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    for (const column of canvasElement.querySelectorAll<HTMLElement>("[data-width]")) {
      const [placeholder, summary] = [...column.children] as HTMLElement[];
      await expect(placeholder).toHaveAttribute("aria-hidden", "true");
      await expect(placeholder!.getBoundingClientRect().height).toBe(
        summary!.getBoundingClientRect().height,
      );
    }
  },
};
