"use client";
import { labels } from "@bookwell/contract";
import { Button } from "@bookwell/ui";
import * as React from "react";

import { useKit } from "../kit-context";

/**
 * A result page reached without its navigation state (booking-flow.md section 2): its title
 * and My Cart, back into the wizard at Finalise Booking. Shared by the payment result
 * (Payment Failed !) and the bank-transfer page (Order has not been created !).
 */
export function NoResult({
  slot,
  state,
  title,
  tone = "default",
}: {
  slot: string;
  state: string;
  title: string;
  tone?: "default" | "destructive";
}) {
  const { navigate } = useKit();
  const headingId = React.useId();
  return (
    <section
      aria-labelledby={headingId}
      data-slot={slot}
      data-state={state}
      className="space-y-4 text-center"
    >
      <h1
        id={headingId}
        className={
          tone === "destructive"
            ? "text-3xl font-semibold text-destructive"
            : "text-3xl font-semibold"
        }
      >
        {title}
      </h1>
      <Button onClick={() => navigate({ to: "booking", state: { redirect: "FINALIZE" } })}>
        {labels.myCart}
      </Button>
    </section>
  );
}
