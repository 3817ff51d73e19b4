import type { BookingDetail } from "@bookwell/contract";

import type { KitDestination } from "../../kit-context";
import type { BookingListType } from "../bookings";

/**
 * Which of Booking Details' actions show and work, and where a rebook goes (account-area.md
 * sections 4 and 6): what the details page needs before any dialog is opened, so it loads
 * without the dialogs' form rules (`booking-actions.ts`), which come with the dialogs.
 */

/** One action button: whether it is there, and whether it can be pressed. */
export type ActionButton = { shown: boolean; enabled: boolean };

export type BookingActionButtons = {
  changeDate: ActionButton;
  skip: ActionButton;
  refund: ActionButton;
  feedback: ActionButton;
  rebook: ActionButton;
};

const hidden: ActionButton = { shown: false, enabled: false };
const ready: ActionButton = { shown: true, enabled: true };

/** A booking with one of these is over or unpaid: nothing to refund (the server refuses too). */
const NOT_REFUNDABLE = ["Open", "Cancelled", "Refunded"];

/**
 * Which actions a booking offers (spec section 4 and 6): change date and skip only with
 * `changebtn` / `skipbtn` (skip also needs the date it moves to), both enabled only while
 * `changeable`; a refund for a paid booking that is not cancelled or refunded, nor asked for
 * already; feedback once,
 * for a completed booking not rated yet; rebook only on history details.
 */
export function bookingActionButtons(
  booking: Pick<
    BookingDetail,
    "changebtn" | "changeable" | "skipbtn" | "skiptodate" | "status" | "rating"
  > &
    Partial<Pick<BookingDetail, "refundRequestedOn">>,
  type: BookingListType,
): BookingActionButtons {
  const active = type === "active";
  const changeable = booking.changeable === true;
  return {
    changeDate: active && booking.changebtn ? { shown: true, enabled: changeable } : hidden,
    skip:
      active && booking.skipbtn && booking.skiptodate !== ""
        ? { shown: true, enabled: changeable }
        : hidden,
    // Asked for once: the details say so instead (the server refuses a second request).
    refund: NOT_REFUNDABLE.includes(booking.status) || booking.refundRequestedOn ? hidden : ready,
    feedback: !active && booking.status === "Completed" && booking.rating === 0 ? ready : hidden,
    rebook: active ? hidden : ready,
  };
}

/**
 * Rebook (history only): the booking wizard on the same package, with the spec's navigation
 * state (jobnum, matname, matnum, baseamt).
 */
export function rebookDestination(
  booking: Pick<BookingDetail, "jobnum" | "matname" | "matnum" | "baseamt">,
): Extract<KitDestination, { to: "booking" }> {
  const { jobnum, matname, matnum, baseamt } = booking;
  return { to: "booking", state: { jobnum, matname, matnum, baseamt } };
}
