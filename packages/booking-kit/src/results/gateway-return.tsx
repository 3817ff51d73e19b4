"use client";
import { messages, type RedirectReturnResult } from "@bookwell/contract";
import { Button, Skeleton } from "@bookwell/ui";
import * as React from "react";

import { KitLink } from "../kit-link";
import { PaymentResult } from "./payment-result";
import { useRedirectReturn } from "./use-payment-return";

export type GatewayReturnProps = {
  /** The gateway's signed result, as the result page's address carries it. */
  result: string;
  signature: string;
};

/**
 * Back from a redirect gateway (2c2p, UK takepayments): the server verifies the
 * signed result and settles it once; the same result again (a reload of this page) answers
 * what it settled. Approved: Payment Successful with the booking's schedule. Declined or
 * cancelled: the booking is still held until its deadline and can be paid again (the resume
 * page). A forged result: the server's message, nothing changed.
 */
export function GatewayReturn({ result, signature }: GatewayReturnProps) {
  const verified = useRedirectReturn(result, signature);
  if (verified.isPending) {
    return (
      <div role="status" aria-label="Checking your payment" className="space-y-3">
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  if (verified.isError) {
    return (
      <GatewayReturnView outcome={{ kind: "refused", message: errorMessage(verified.error) }} />
    );
  }
  return <GatewayReturnView outcome={{ kind: "verified", answer: verified.data }} />;
}

const errorMessage = (error: unknown) =>
  error instanceof Error && error.message ? error.message : messages.oops;

export type GatewayReturnViewProps = {
  outcome:
    { kind: "verified"; answer: RedirectReturnResult } | { kind: "refused"; message: string };
};

/** {@link GatewayReturn}'s view of the server's answer. */
export function GatewayReturnView({ outcome }: GatewayReturnViewProps) {
  const headingId = React.useId();
  if (outcome.kind === "verified" && outcome.answer.outcome === "approved") {
    const { answer } = outcome;
    return (
      <PaymentResult
        state={{
          txnId: answer.transactionId ?? "",
          reference: answer.refnum,
          amountPaid: answer.amount,
          visits: answer.visits,
        }}
      />
    );
  }
  const title =
    outcome.kind === "refused"
      ? "Payment not accepted"
      : outcome.answer.outcome === "declined"
        ? messages.paymentFailedBang
        : "Payment cancelled";
  const text =
    outcome.kind === "refused"
      ? outcome.message
      : "Your booking is still held for you until its payment deadline. You can pay again now, or by card instead.";
  return (
    <section
      aria-labelledby={headingId}
      data-slot="gateway-return"
      data-state={outcome.kind === "refused" ? "refused" : outcome.answer.outcome}
      className="space-y-4 text-center"
    >
      <h1 id={headingId} className="text-3xl font-semibold text-destructive">
        {title}
      </h1>
      <p role={outcome.kind === "refused" ? "alert" : undefined}>{text}</p>
      {outcome.kind === "verified" ? (
        <Button asChild>
          <KitLink to={{ to: "resume-payment", refnum: outcome.answer.refnum }}>
            Complete my payment
          </KitLink>
        </Button>
      ) : (
        <Button asChild>
          <KitLink to={{ to: "account", page: "bookings" }}>My Bookings</KitLink>
        </Button>
      )}
    </section>
  );
}
