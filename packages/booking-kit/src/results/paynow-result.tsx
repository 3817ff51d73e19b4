"use client";
import { labels, messages, texts } from "@bookwell/contract";
import { Button, Money, Skeleton } from "@bookwell/ui";
import { useQuery } from "@tanstack/react-query";
import { QRCodeSVG } from "qrcode.react";
import * as React from "react";

import { useKit } from "../kit-context";
import { KitLink } from "../kit-link";
import { contentQuery } from "../queries/content-queries";
import { formatDeadline, type PayNowState } from "../booking/booked-visits";
import { NoResult } from "./no-result";

export type PayNowResultProps = {
  /** The page's navigation state after a bank-transfer confirm; none → Order has not been created !. */
  state?: PayNowState | null;
};

/**
 * The bank-transfer page (booking-flow.md section 2, /paynow-qrcode): the booking reference, a
 * QR code of the payment payload, the deadline until which its places are held, the
 * instructions from `cms/paynow`, and VIEW BOOKING (My Booking, where it awaits payment: not
 * the payment-success notice, as nothing is paid yet).
 */
export function PayNowResult({ state }: PayNowResultProps) {
  const { client, settings } = useKit();
  const headingId = React.useId();
  const content = useQuery({ ...contentQuery(client, "cmsPayNow"), enabled: Boolean(state?.sor) });

  if (!state?.sor) {
    return <NoResult slot="paynow-result" state="missing" title={messages.orderNotCreated} />;
  }
  return (
    <section aria-labelledby={headingId} data-slot="paynow-result" className="space-y-6">
      <h1 id={headingId} className="text-3xl font-semibold">
        Pay by bank transfer
      </h1>
      <dl className="space-y-1">
        <div className="flex gap-2">
          <dt>Booking reference:</dt>
          <dd className="font-semibold">{state.sor}</dd>
        </div>
        {state.amount !== undefined ? (
          <div className="flex gap-2">
            <dt>Amount:</dt>
            <dd className="font-semibold">
              <Money amount={state.amount} currency={settings.currency} />
            </dd>
          </div>
        ) : null}
        {state.payBy ? (
          <div className="flex gap-2">
            <dt>Pay by:</dt>
            <dd className="font-semibold">{formatDeadline(state.payBy, settings.timeZone)}</dd>
          </div>
        ) : null}
      </dl>
      {state.payBy ? <p>{texts.payByDeadline}</p> : null}
      <QRCodeSVG
        value={state.qrPayload ?? state.sor}
        size={224}
        marginSize={2}
        role="img"
        aria-label={`Payment QR code for ${state.sor}`}
        title={`Payment QR code for ${state.sor}`}
      />
      {content.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : content.data ? (
        <ol className="list-decimal space-y-2 pl-6">
          {content.data.instruction.map((step) => (
            <li key={step.header}>
              <p className="font-semibold">{step.header}</p>
              <p>{step.content}</p>
            </li>
          ))}
        </ol>
      ) : null}
      <Button asChild>
        {/* Not paid yet: My Booking without the payment-success notice (it shows the booking
            as awaiting payment, with Complete my payment). */}
        <KitLink to={{ to: "account", page: "bookings" }}>{labels.viewBooking}</KitLink>
      </Button>
    </section>
  );
}
