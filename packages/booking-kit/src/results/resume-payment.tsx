"use client";
import {
  fillTemplate,
  formatDisplayDate,
  labels,
  templates,
  texts,
  type UnpaidBooking,
} from "@bookwell/contract";
import { Button, Money, Skeleton } from "@bookwell/ui";
import { useMutation, useQuery } from "@tanstack/react-query";
import { QRCodeSVG } from "qrcode.react";
import * as React from "react";

import type { CardPaymentHandle } from "../checkout/card-payment";
import { runCardPayment } from "../checkout/card-payment";
import { TestCardField, type CardFieldState } from "../checkout/test-card-field";
import { useHandleError, useKit, useSession } from "../kit-context";
import { KitLink } from "../kit-link";
import { unpaidBookingsQuery } from "../queries/account-queries";
import { formatDeadline, type PaymentResultState } from "../booking/booked-visits";
import { useResumePaymentCall } from "./use-payment-return";

const StripeCardField = React.lazy(() => import("../checkout/stripe-card-field"));

export type ResumePaymentProps = {
  /** The booking to resume (the mail's resume link, the cart's notice); none: the latest. */
  refnum?: string | undefined;
  /**
   * Sends the browser to a redirect gateway's page (2c2p, UK takepayments).
   * @default (url) => window.location.assign(url)
   */
  onRedirect?: (url: string) => void;
};

const defaultRedirect = (url: string) => window.location.assign(url);

const GATEWAY_NAMES: Record<string, string> = { "2c2p": "2C2P", uktakepay: "UK takepayments" };

/**
 * A booking awaiting payment, found again: its reference, amount and the deadline
 * until which its place is held; the QR code again for a bank transfer, the gateway's page
 * again for 2c2p or UK takepayments, or PAY BY CARD INSTEAD with the card field. The server
 * makes sure it is paid once (a late gateway approval pays it instead of the card). After the
 * deadline: the place was released, and the customer is told so.
 */
export function ResumePayment({ refnum, onRedirect = defaultRedirect }: ResumePaymentProps) {
  const { client } = useKit();
  const session = useSession();
  const arnum = session?.arnum ?? "";
  // Always asked again on arrival: a list read earlier (the header's notice, before a bank
  // transfer) must not answer that the booking is not awaiting payment.
  const unpaid = useQuery({
    ...unpaidBookingsQuery(client, arnum),
    enabled: Boolean(arnum),
    refetchOnMount: "always",
  });
  const found = refnum
    ? unpaid.data?.find((row) => row.refnum === refnum)
    : unpaid.data?.find((row) => !row.expired);
  // Not in the list read before: wait for the list asked now before saying so.
  if (unpaid.isPending || (!found && unpaid.isFetching)) {
    return (
      <div role="status" aria-label={texts.loadingYourBooking} className="space-y-3">
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  return <ResumePaymentView booking={found ?? null} onRedirect={onRedirect} />;
}

export type ResumePaymentViewProps = {
  /** The unpaid booking, or null when none is awaiting payment. */
  booking: UnpaidBooking | null;
  onRedirect?: (url: string) => void;
};

/** {@link ResumePayment}'s view over one unpaid booking (the stories render it directly). */
export function ResumePaymentView({
  booking,
  onRedirect = defaultRedirect,
}: ResumePaymentViewProps) {
  const { client, navigate, settings } = useKit();
  const handleError = useHandleError();
  const headingId = React.useId();
  const cardHeadingId = React.useId();
  const cardRef = React.useRef<CardPaymentHandle>(null);
  const [byCard, setByCard] = React.useState(false);
  const [cardState, setCardState] = React.useState<CardFieldState>({ complete: false });
  const [error, setError] = React.useState<string | undefined>(undefined);
  const { mutateAsync: resume } = useResumePaymentCall();

  const paid = (txnId: string) => {
    if (!booking) return;
    const state: PaymentResultState = {
      txnId,
      reference: booking.refnum,
      amountPaid: booking.amount,
    };
    navigate({ to: "payment-result", state });
  };

  const toGateway = useMutation({
    mutationFn: async (paymentref: "2c2p" | "uktakepay") => {
      const resumed = await resume({
        params: { refnum: booking!.refnum },
        body: { paymentref },
      });
      if (resumed.transactionId) paid(resumed.transactionId);
      else if (resumed.redirectUrl) onRedirect(resumed.redirectUrl);
    },
    onError: handleError,
  });

  const payByCard = useMutation({
    mutationFn: async () => {
      setError(undefined);
      const handle = cardRef.current;
      if (!booking || !handle) return;
      const created = await handle.createPaymentMethod();
      if ("error" in created) {
        setError(created.error);
        return;
      }
      const resumed = await resume({
        params: { refnum: booking.refnum },
        body: { paymentref: "card" },
      });
      if (resumed.transactionId) {
        paid(resumed.transactionId);
        return;
      }
      const outcome = await runCardPayment({
        client,
        card: handle,
        paymentMethodId: created.id,
        attemptKey: crypto.randomUUID(),
        refnum: booking.refnum,
        paidamt: resumed.amount,
        creditused: 0,
        availcredit: 0,
        email: "",
      });
      if ("transactionId" in outcome) paid(outcome.transactionId);
      else setError(outcome.error);
    },
    onError: handleError,
  });

  if (!booking) {
    return (
      <section
        aria-labelledby={headingId}
        data-slot="resume-payment"
        data-state="none"
        className="space-y-4 text-center"
      >
        <h1 id={headingId} className="text-3xl font-semibold">
          {texts.notAwaitingPayment}
        </h1>
        <Button asChild>
          <KitLink to={{ to: "account", page: "bookings" }}>{labels.viewBooking}</KitLink>
        </Button>
      </section>
    );
  }
  const reference = booking.sor ?? booking.refnum;
  const busy = toGateway.isPending || payByCard.isPending;
  const gatewayName = GATEWAY_NAMES[booking.paymentref];
  return (
    <section
      aria-labelledby={headingId}
      data-slot="resume-payment"
      data-state={booking.expired ? "expired" : "awaiting"}
      className="space-y-6"
    >
      <h1 id={headingId} className="text-3xl font-semibold">
        {texts.completeYourPayment}
      </h1>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt>{texts.bookingReference}</dt>
        <dd className="font-semibold">{reference}</dd>
        {booking.service ? (
          <>
            <dt>{texts.service}</dt>
            <dd>
              {booking.firstDate
                ? fillTemplate(templates.serviceFrom, {
                    service: booking.service,
                    date: formatDisplayDate(booking.firstDate),
                  })
                : booking.service}
            </dd>
          </>
        ) : null}
        <dt>{texts.amountDue}</dt>
        <dd className="font-semibold">
          <Money amount={booking.amount} currency={settings.currency} />
        </dd>
        <dt>{booking.expired ? texts.placeReleasedOn : texts.placeHeldUntil}</dt>
        <dd>{formatDeadline(booking.payBy, settings.timeZone)}</dd>
      </dl>
      {booking.expired ? (
        <p role="alert" className="text-destructive">
          {texts.unpaidExpired}
        </p>
      ) : (
        <>
          {booking.paymentref === "paynow" && booking.sor ? (
            <div className="space-y-2">
              <p>{texts.payByTransferQr}</p>
              <QRCodeSVG
                value={booking.qrPayload ?? booking.sor}
                size={224}
                marginSize={2}
                role="img"
                aria-label={fillTemplate(templates.paymentQrCode, { reference: booking.sor })}
                title={fillTemplate(templates.paymentQrCode, { reference: booking.sor })}
              />
            </div>
          ) : null}
          {gatewayName ? (
            <Button
              type="button"
              disabled={busy}
              onClick={() => toGateway.mutate(booking.paymentref as "2c2p" | "uktakepay")}
            >
              {fillTemplate(templates.continueToGateway, { gateway: gatewayName })}
            </Button>
          ) : null}
          {!byCard ? (
            <Button type="button" variant="outline" disabled={busy} onClick={() => setByCard(true)}>
              {texts.payByCardInstead}
            </Button>
          ) : (
            <section aria-labelledby={cardHeadingId} className="space-y-3">
              <h2 id={cardHeadingId} className="text-xl font-semibold">
                {texts.payByCard}
              </h2>
              {settings.payment.stripePublishableKey ? (
                <React.Suspense fallback={<p role="status">{texts.loadingCardField}</p>}>
                  <StripeCardField
                    publishableKey={settings.payment.stripePublishableKey}
                    billing={{ name: "", email: "", phone: "", postalCode: "" }}
                    handleRef={cardRef}
                    onChange={setCardState}
                    error={error}
                    disabled={busy}
                  />
                </React.Suspense>
              ) : (
                <TestCardField
                  handleRef={cardRef}
                  onChange={setCardState}
                  error={error}
                  disabled={busy}
                />
              )}
              <Button
                type="button"
                disabled={busy || !cardState.complete}
                aria-busy={payByCard.isPending}
                onClick={() => payByCard.mutate()}
              >
                {texts.payNow}
              </Button>
            </section>
          )}
        </>
      )}
    </section>
  );
}
