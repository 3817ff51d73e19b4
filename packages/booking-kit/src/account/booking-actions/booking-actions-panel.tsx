"use client";
import type { BookingDetail } from "@bookwell/contract";
import { buttonVariants } from "@bookwell/ui";
import * as React from "react";

import { dialogOnUse } from "../../dialog-on-use";
import { KitLink } from "../../kit-link";
import { whenPageSettled } from "../../lib/when-page-settled";
import type { BookingListType } from "../bookings";
import { dialogTriggers } from "../dialog-triggers";
import { bookingActionButtons, rebookDestination } from "./action-buttons";

// Each dialog (its form, its rules, the dialog primitive) loads on use: the details page's
// first load has the buttons only. Change date's also loads once the page has settled (below).
const ChangeDateDialog = dialogOnUse(() =>
  import("./change-date-dialog").then((module) => module.ChangeDateDialog),
);
const SkipDialog = dialogOnUse(() => import("./skip-dialog").then((module) => module.SkipDialog));
const RefundDialog = dialogOnUse(() =>
  import("./refund-dialog").then((module) => module.RefundDialog),
);
const FeedbackDialog = dialogOnUse(() =>
  import("./feedback-dialog").then((module) => module.FeedbackDialog),
);

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
  // A phone's press comes with no pointer over the button beforehand to start Change date's
  // module: it loads once the page has settled, so the press opens the dialog at once rather
  // than waiting for the network.
  const changeDateUsable = buttons.changeDate.shown && buttons.changeDate.enabled;
  React.useEffect(() => {
    if (changeDateUsable) return whenPageSettled(ChangeDateDialog.preload);
  }, [changeDateUsable]);
  if (!Object.values(buttons).some((button) => button.shown)) return null;
  return (
    <div
      role="group"
      aria-label="Booking actions"
      data-slot="booking-actions"
      className="mt-4 flex flex-wrap gap-3 border-t border-border pt-4"
    >
      {buttons.changeDate.shown ? (
        <ChangeDateDialog
          booking={booking}
          enabled={buttons.changeDate.enabled}
          today={today}
          trigger={dialogTriggers.changeDate(buttons.changeDate.enabled)}
        />
      ) : null}
      {buttons.skip.shown ? (
        <SkipDialog
          booking={booking}
          enabled={buttons.skip.enabled}
          trigger={dialogTriggers.skip(buttons.skip.enabled)}
        />
      ) : null}
      {buttons.refund.shown ? (
        <RefundDialog booking={booking} trigger={dialogTriggers.refund()} />
      ) : null}
      {buttons.feedback.shown ? (
        <FeedbackDialog booking={booking} trigger={dialogTriggers.feedback()} />
      ) : null}
      {buttons.rebook.shown ? (
        <KitLink to={rebookDestination(booking)} className={buttonVariants()}>
          Rebook
        </KitLink>
      ) : null}
    </div>
  );
}
