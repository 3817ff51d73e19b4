"use client";
import { labels, messages } from "@bookwell/contract";
import { Button } from "@bookwell/ui";
import { useQueryClient } from "@tanstack/react-query";
import * as React from "react";

import { useKit, useSession } from "../kit-context";
import { KitLink } from "../kit-link";
import { refreshAfterPayment } from "../queries/cart-queries";
import type { PaymentResultState } from "./booked-visits";
import { buildIcs } from "./ics";
import { NoResult } from "./no-result";

export type PaymentResultProps = {
  /** The page's navigation state: `txnId` when paid; none (or no id) is a failed payment. */
  state?: PaymentResultState | null;
};

/**
 * The payment result page (booking-flow.md section 2, /payment-successfully). With a
 * transaction id: Payment Successful, the id, VIEW BOOKING and an add-to-calendar download of
 * the booked visits; without one: Payment Failed ! with My Cart back to Finalise Booking.
 * A paid booking refreshes what the payment changed (`refreshAfterPayment`): the header's cart
 * count follows without a reload. It runs here, once the wizard is gone, so the checkout
 * never sees its own cart empty while the next page loads.
 */
export function PaymentResult({ state }: PaymentResultProps) {
  const { settings } = useKit();
  const user = useSession();
  const queryClient = useQueryClient();
  const headingId = React.useId();
  const txnId = state?.txnId;
  const arnum = user?.arnum;
  React.useEffect(() => {
    if (txnId && arnum) void refreshAfterPayment(queryClient, arnum);
  }, [txnId, arnum, queryClient]);
  const visits = state?.visits;
  const calendar = React.useMemo(
    () =>
      txnId && visits?.length
        ? `data:text/calendar;charset=utf-8,${encodeURIComponent(
            buildIcs(visits, { timeZone: settings.timeZone, uidPrefix: txnId }),
          )}`
        : null,
    [txnId, visits, settings.timeZone],
  );

  if (!txnId) {
    return (
      <NoResult
        slot="payment-result"
        state="failed"
        title={messages.paymentFailedBang}
        tone="destructive"
      />
    );
  }
  return (
    <section
      aria-labelledby={headingId}
      data-slot="payment-result"
      data-state="paid"
      className="space-y-4 text-center"
    >
      <h1 id={headingId} className="text-3xl font-semibold">
        {messages.paymentSuccessful}
      </h1>
      <p>{messages.bookingPaid}</p>
      <p>
        Transaction ID: <strong>{txnId}</strong>
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild>
          <KitLink to={{ to: "account", page: "bookings", justPaid: true }}>
            {labels.viewBooking}
          </KitLink>
        </Button>
        {calendar ? (
          <Button asChild variant="outline">
            <a href={calendar} download={`booking-${txnId}.ics`}>
              Add to calendar
            </a>
          </Button>
        ) : null}
      </div>
    </section>
  );
}
