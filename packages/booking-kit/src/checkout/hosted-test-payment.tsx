"use client";
import { messages, texts, type TestPaymentSession } from "@bookwell/contract";
import { Button, Money, Skeleton } from "@bookwell/ui";
import * as React from "react";

import { useHandleError, useKit } from "../kit-context";
import { useDecideTestPayment, useTestPaymentSession } from "./use-test-gateway";

export type HostedTestPaymentProps = {
  sessionId: string;
  /**
   * Where the page sends the browser once the card holder has answered: the site's result
   * page with the gateway's signed result.
   * @default (url) => window.location.assign(url)
   */
  onDone?: (url: string) => void;
};

const defaultDone = (url: string) => window.location.assign(url);

/**
 * The hosted test payment page of the built-in redirect gateway: the stand-in for
 * 2c2p's or UK takepayments' page. It receives an order reference and an amount, never card
 * details, and the card holder approves, declines or cancels; the gateway signs the result and
 * the browser goes back to the site's result page with it.
 */
export function HostedTestPayment({ sessionId, onDone = defaultDone }: HostedTestPaymentProps) {
  const handleError = useHandleError();
  const session = useTestPaymentSession(sessionId);
  const decide = useDecideTestPayment(sessionId, {
    onSuccess: ({ returnUrl }) => onDone(returnUrl),
    onError: handleError,
  });
  if (session.isPending) {
    return (
      <div role="status" aria-label="Loading the payment page" className="space-y-3">
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  if (session.isError) {
    return (
      <p role="alert">{session.error instanceof Error ? session.error.message : messages.oops}</p>
    );
  }
  return (
    <HostedTestPaymentView
      session={session.data}
      busy={decide.isPending}
      onDecide={(outcome) => decide.mutate(outcome)}
    />
  );
}

export type HostedTestPaymentViewProps = {
  session: TestPaymentSession;
  busy?: boolean;
  onDecide: (outcome: "approved" | "declined" | "cancelled") => void;
};

/** {@link HostedTestPayment}'s view (the stories render it directly). */
export function HostedTestPaymentView({
  session,
  busy = false,
  onDecide,
}: HostedTestPaymentViewProps) {
  const { settings } = useKit();
  const headingId = React.useId();
  const open = session.status === "open";
  return (
    <section
      aria-labelledby={headingId}
      data-slot="hosted-test-payment"
      data-state={session.status}
      className="mx-auto max-w-md space-y-4 rounded-lg border border-border p-6"
    >
      <h1 id={headingId} className="text-2xl font-semibold">
        {session.gateway} test payment page
      </h1>
      <p>
        This page stands in for the payment provider. It received an order reference and an amount
        only, never card details.
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt>Order reference</dt>
        <dd className="font-semibold">{session.reference}</dd>
        <dt>Amount</dt>
        <dd className="font-semibold">
          <Money amount={session.amount} currency={settings.currency} />
        </dd>
      </dl>
      {open ? (
        <div className="flex flex-wrap gap-3">
          <Button type="button" disabled={busy} onClick={() => onDecide("approved")}>
            Approve payment
          </Button>
          <Button
            type="button"
            variant="outline"
            disabled={busy}
            onClick={() => onDecide("declined")}
          >
            Decline payment
          </Button>
          <Button
            type="button"
            variant="ghost"
            disabled={busy}
            onClick={() => onDecide("cancelled")}
          >
            Cancel and return to the site
          </Button>
        </div>
      ) : (
        <p role="alert">{texts.paymentSessionClosed}</p>
      )}
    </section>
  );
}
