"use client";
import type { BookingDetail } from "@bookwell/contract";
import { buttonVariants } from "@bookwell/ui";

import { KitLink } from "../../kit-link";
import type { BookingListType } from "../bookings";
import { bookingActionButtons, rebookDestination } from "./booking-actions";
import { ChangeDateDialog } from "./change-date-dialog";
import { FeedbackDialog } from "./feedback-dialog";
import { RefundDialog } from "./refund-dialog";
import { SkipDialog } from "./skip-dialog";

export type BookingActionsProps = {
  /** Which details the booking is shown as: active bookings change, past ones rebook. */
  type: BookingListType;
  /** The booking, as `GET mybooking/details/{refnum}` gives it. */
  booking: BookingDetail;
  /**
   * The business's today, "YYYY-MM-DD", for change date's first allowed date. Stories fix it.
   * @default businessToday(settings.timeZone)
   */
  today?: string;
};

/**
 * The right panel's actions on Booking Details (account-area.md sections 2, 4 and 6): change
 * date and skip (shown with `changebtn` / `skipbtn`, enabled while `changeable`), refund,
 * feedback on a completed booking not rated yet, and rebook on history details — a real link
 * to the booking wizard carrying the package. Nothing shows when no action applies.
 */
export function BookingActions({ type, booking, today }: BookingActionsProps) {
  const buttons = bookingActionButtons(booking, type);
  if (!Object.values(buttons).some((button) => button.shown)) return null;
  return (
    <div
      role="group"
      aria-label="Booking actions"
      data-slot="booking-actions"
      className="mt-4 flex flex-wrap gap-3 border-t border-border pt-4"
    >
      {buttons.changeDate.shown ? (
        <ChangeDateDialog booking={booking} enabled={buttons.changeDate.enabled} today={today} />
      ) : null}
      {buttons.skip.shown ? <SkipDialog booking={booking} enabled={buttons.skip.enabled} /> : null}
      {buttons.refund.shown ? <RefundDialog booking={booking} /> : null}
      {buttons.feedback.shown ? <FeedbackDialog booking={booking} /> : null}
      {buttons.rebook.shown ? (
        <KitLink to={rebookDestination(booking)} className={buttonVariants()}>
          Rebook
        </KitLink>
      ) : null}
    </div>
  );
}
