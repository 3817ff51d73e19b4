import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { lastNavigation } from "../../testing/kit-story";
import type { BookingDetails } from "../booking-details";
import { bookingActionsStoryMeta, body, slow, openChangeDate } from "./booking-actions-stories";

const meta = {
  ...bookingActionsStoryMeta,
  title: "Booking Kit/Account/BookingActions/Buttons",
} satisfies Meta<typeof BookingDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/**
 * An active session of a weekly plan, changeable: change date, skip and refund. By keyboard,
 * Enter on Change date opens its dialog, arrows choose a slot, Escape closes it.
 */
export const ActiveButtons: Story = {
  play: async ({ canvasElement }) => {
    const actions = await within(canvasElement).findByRole(
      "group",
      { name: "Booking actions" },
      slow,
    );
    const names = within(actions)
      .getAllByRole("button")
      .map((button) => button.textContent);
    await expect(names).toEqual(["Change date", "Skip", "Request refund"]);
    for (const button of within(actions).getAllByRole("button")) await expect(button).toBeEnabled();
    await expect(within(actions).queryByRole("link", { name: "Rebook" })).toBeNull();

    // By keyboard: Enter on the button opens, arrows choose a slot, Escape closes.
    const trigger = within(actions).getByRole("button", { name: "Change date" });
    trigger.focus();
    await userEvent.keyboard("{Enter}");
    const dialog = await body(canvasElement).findByRole("dialog", { name: "Change service date" });
    const morning = await within(dialog).findByRole(
      "radio",
      { name: "Morning, 08:00 to 10:00" },
      slow,
    );
    morning.focus();
    await userEvent.keyboard(" ");
    await expect(morning).toBeChecked();
    // Hold the key until focus has moved (Radix checks a radio only while an arrow is down).
    const afternoon = within(dialog).getByRole("radio", { name: "Afternoon, 13:00 to 15:00" });
    await userEvent.keyboard("{ArrowRight>}");
    await waitFor(() => expect(afternoon).toHaveFocus());
    await userEvent.keyboard("{/ArrowRight}");
    await expect(afternoon).toBeChecked();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    // The first press loaded the dialog, which took the button's place (the same button):
    // focus is back on it.
    await expect(within(actions).getByRole("button", { name: "Change date" })).toHaveFocus();
  },
};

/** Inside the lead time (`changeable` false): change date and skip show, disabled. */
export const NotChangeable: Story = {
  args: { refnum: "BK-1001-01" },
  play: async ({ canvasElement }) => {
    const actions = await within(canvasElement).findByRole(
      "group",
      { name: "Booking actions" },
      slow,
    );
    await expect(within(actions).getByRole("button", { name: "Change date" })).toBeDisabled();
    await expect(within(actions).getByRole("button", { name: "Skip" })).toBeDisabled();
    await expect(within(actions).getByRole("button", { name: "Request refund" })).toBeEnabled();
  },
};

/** An unpaid one-off booking: no skip (no `skipbtn`), nothing to refund. */
export const UnpaidOneOff: Story = {
  args: { refnum: "BK-1001-03" },
  play: async ({ canvasElement }) => {
    const actions = await within(canvasElement).findByRole(
      "group",
      { name: "Booking actions" },
      slow,
    );
    await expect(within(actions).getByRole("button", { name: "Change date" })).toBeEnabled();
    await expect(within(actions).queryByRole("button", { name: "Skip" })).toBeNull();
    await expect(within(actions).queryByRole("button", { name: "Request refund" })).toBeNull();
  },
};

/** A past booking: feedback (not rated yet), refund and rebook; never change date or skip. */
export const HistoryButtons: Story = {
  args: { type: "history", refnum: "BK-1001-05" },
  play: async ({ canvasElement }) => {
    const actions = await within(canvasElement).findByRole(
      "group",
      { name: "Booking actions" },
      slow,
    );
    await expect(
      within(actions)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["Request refund", "Give feedback"]);
    await expect(within(actions).getByRole("link", { name: "Rebook" })).toBeVisible();
  },
};

/** Rebook: a real link to the wizard, carrying jobnum, matname, matnum and baseamt. */
export const Rebook: Story = {
  args: { type: "history", refnum: "BK-1001-07" },
  play: async ({ canvasElement }) => {
    const rebook = await within(canvasElement).findByRole("link", { name: "Rebook" }, slow);
    await expect(rebook).toHaveAttribute("href", "/booking");
    rebook.focus();
    await userEvent.keyboard("{Enter}");
    await expect(lastNavigation()).toEqual({
      to: "booking",
      state: {
        jobnum: "J-DEEP",
        matname: "Deep cleaning, 3 hours",
        matnum: "DEEP-3H",
        baseamt: 120,
      },
    });
  },
};

/** On a phone the change-date dialog fits the screen: no sideways scroll. */
export const Phone: Story = {
  globals: { viewport: { value: "mobile", isRotated: false } },
  play: async ({ canvasElement }) => {
    const dialog = await openChangeDate(canvasElement);
    await within(dialog).findByRole("radio", { name: "Morning, 08:00 to 10:00" }, slow);
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(
      window.innerWidth,
    );
  },
};

export const SecondBrand: Story = {
  args: { type: "history", refnum: "BK-1001-05" },
  globals: { brand: "sg" },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole("group", { name: "Booking actions" }, slow);
    await expect(document.documentElement.dataset.brand).toBe("sg");
  },
};
