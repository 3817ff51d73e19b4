// Shared by the booking-actions story files: their meta, fixtures and steps.
import type { Meta } from "@storybook/react-vite";
import { userEvent, within } from "storybook/test";
import { BookingDetails } from "../booking-details";
import { actionsHandlers, actionsMock } from "../../testing/mocks/booking-actions.mocks";

export const bookingActionsStoryMeta = {
  title: "Booking Kit/Account/BookingActions",
  component: BookingDetails,
  tags: ["autodocs"],
  args: { type: "active", refnum: "BK-1001-02" },
  beforeEach: () => {
    actionsMock.reset();
  },
  parameters: {
    kit: {},
    layout: "padded",
    msw: { handlers: actionsHandlers },
    docs: {
      description: {
        component:
          "Booking Details' actions (account-area.md sections 2, 4 and 5), in the right panel: change date and skip (shown with `changebtn` / `skipbtn`, enabled while `changeable`), a refund request, feedback with a 6-star rating, items and a tip from credit (TOP-UP CREDITS when the credit is short), and rebook on history, a link to the wizard carrying the package. Stories run over MSW answering as the reference server does.",
      },
    },
  },
} satisfies Meta<typeof BookingDetails>;

export const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The dialog's first answer comes after two calls (holidays, then slots): allow for a busy machine. */
export const slow = { timeout: 5000 };

/** A day button's name in the calendar: "Monday, 7 December 2026". */
export function dayName(iso: string): string {
  const date = new Date(`${iso}T12:00:00Z`);
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat("en-GB", { ...options, timeZone: "UTC" }).format(date);
  return `${part({ weekday: "long" })}, ${part({ day: "numeric" })} ${part({ month: "long" })} ${part({ year: "numeric" })}`;
}

/**
 * The calendar's button for a day, going to its month first when it is not shown: the story's
 * days are counted from today, so near a month's end they fall on either side of the month the
 * calendar opens on.
 */
export async function dayButton(dialog: HTMLElement, iso: string): Promise<HTMLElement> {
  const scope = within(dialog);
  for (let step = 0; step < 3; step++) {
    const shown = scope.queryByRole("button", { name: dayName(iso) });
    if (shown) return shown;
    // The month shown, from a day in the middle of its grid ("Monday, 14 December 2026").
    const days = scope.getAllByRole("button", { name: /^\w+, \d{1,2} \w+ \d{4}$/ });
    const middle = days[Math.floor(days.length / 2)]?.getAttribute("aria-label") ?? "";
    const month = new Date(`${middle.replace(/^\w+, /, "")} 12:00 UTC`).toISOString().slice(0, 7);
    const later = iso.slice(0, 7) > month;
    await userEvent.click(
      scope.getByRole("button", { name: later ? /next month/i : /previous month/i }),
    );
  }
  return scope.findByRole("button", { name: dayName(iso) });
}

/** A card's value for a label in its description list. */
export function termOf(canvasElement: HTMLElement, card: string, label: string): string {
  const region = within(canvasElement).getByRole("region", { name: card });
  const term = [...region.querySelectorAll("dt")].find((dt) => dt.textContent === label);
  return term?.nextElementSibling?.textContent ?? "";
}

/** Presses an action's button on Booking Details and gives its dialog once it is open. */
export async function openAction(canvasElement: HTMLElement, button: string, dialog: string) {
  await userEvent.click(await within(canvasElement).findByRole("button", { name: button }, slow));
  return body(canvasElement).findByRole("dialog", { name: dialog }, slow);
}

export const openChangeDate = (canvasElement: HTMLElement) =>
  openAction(canvasElement, "Change date", "Change service date");
