"use client";
import { formatDisplayDate, labels, messages } from "@bookwell/contract";
import { Button, Money, slotAccessibleName } from "@bookwell/ui";
import { useQueryClient } from "@tanstack/react-query";
import * as React from "react";

import { useKit, useSession } from "../kit-context";
import { KitLink } from "../kit-link";
import { refreshAfterPayment } from "../queries/cart-queries";
import type { BookedVisit, PaymentResultState } from "../booking/booked-visits";
import { AddToCalendar } from "./add-to-calendar";
import { NoResult } from "./no-result";

export type PaymentResultProps = {
  /** The page's navigation state: `txnId` when paid; none (or no id) is a failed payment. */
  state?: PaymentResultState | null;
};

/**
 * The payment result page (booking-flow.md section 2, /payment-successfully). With a
 * transaction id: Payment Successful, the id, the booking schedule the page asks the customer
 * to note (reference, amount paid, each visit's date, slot and address), VIEW BOOKING and
 * an add-to-calendar download of the visits (its writer loads on use); without one: Payment
 * Failed ! with My Cart back to Finalise Booking. Amounts are the server's, carried in the state.
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
  const uidPrefix = state?.reference ?? txnId;

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
      <BookingSchedule state={state} currency={settings.currency} />
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild>
          <KitLink to={{ to: "account", page: "bookings", justPaid: true }}>
            {labels.viewBooking}
          </KitLink>
        </Button>
        {uidPrefix && visits?.length ? (
          <AddToCalendar visits={visits} uidPrefix={uidPrefix} fileName={`booking-${txnId}.ics`} />
        ) : null}
      </div>
    </section>
  );
}

/** The booking schedule: what was booked, when, where, and what was paid. */
function BookingSchedule({
  state,
  currency,
}: {
  state: PaymentResultState;
  currency: React.ComponentProps<typeof Money>["currency"];
}) {
  const headingId = React.useId();
  const { reference, amountPaid, creditUsed, visits = [] } = state;
  if (!reference && amountPaid === undefined && visits.length === 0) return null;
  return (
    <section
      aria-labelledby={headingId}
      data-slot="booking-schedule"
      className="mx-auto max-w-xl space-y-4 rounded-lg border border-border p-4 text-left"
    >
      <h2 id={headingId} className="text-xl font-semibold">
        Booking schedule
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        {reference ? (
          <>
            <dt>Booking reference</dt>
            <dd className="font-semibold">{reference}</dd>
          </>
        ) : null}
        {creditUsed ? (
          <>
            <dt>Credit used</dt>
            <dd>
              <Money amount={creditUsed} currency={currency} />
            </dd>
          </>
        ) : null}
        {amountPaid !== undefined ? (
          <>
            <dt>Amount paid</dt>
            <dd className="font-semibold">
              <Money amount={amountPaid} currency={currency} />
            </dd>
          </>
        ) : null}
      </dl>
      {visits.length > 0 ? (
        <ul aria-label="Visits" className="space-y-3">
          {visits.map((visit, index) => (
            <li key={`${visit.date}-${visit.start}-${index}`}>
              <VisitSummary visit={visit} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function VisitSummary({ visit }: { visit: BookedVisit }) {
  return (
    <div className="space-y-0.5">
      <p className="font-semibold">{visit.title}</p>
      <p>
        {formatDisplayDate(visit.date)}, {slotAccessibleName(visit.start, visit.end)}
      </p>
      {visit.location ? <p className="text-muted-foreground">{visit.location}</p> : null}
    </div>
  );
}
