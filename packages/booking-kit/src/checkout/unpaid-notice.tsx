"use client";
import { fillTemplate, templates, texts } from "@bookwell/contract";
import { Button } from "@bookwell/ui";
import { useQuery } from "@tanstack/react-query";

import { useKit, useSession } from "../kit-context";
import { KitLink } from "../kit-link";
import { unpaidBookingsQuery } from "../queries/account-queries";

/**
 * A notice for the customer's booking awaiting payment, where the header's cart
 * leads: its reference, until when its place is held, and Complete my payment (the resume
 * page). Nothing when there is none, or its deadline has passed.
 */
export function UnpaidNotice() {
  const { client, settings } = useKit();
  const session = useSession();
  const arnum = session?.arnum ?? "";
  const unpaid = useQuery({ ...unpaidBookingsQuery(client, arnum), enabled: Boolean(arnum) });
  const booking = unpaid.data?.find((row) => !row.expired);
  if (!booking) return null;
  const [before = "", after = ""] = templates.unpaidNotice.split("{reference}");
  const until = new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "short",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: settings.timeZone,
  }).format(new Date(booking.payBy));
  return (
    <div
      role="region"
      aria-label={texts.bookingAwaitingPayment}
      data-slot="unpaid-notice"
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border bg-muted p-4"
    >
      <p>
        {before}
        <strong>{booking.sor ?? booking.refnum}</strong>
        {fillTemplate(after, { deadline: until })}
      </p>
      <Button asChild size="sm">
        <KitLink to={{ to: "resume-payment", refnum: booking.refnum }}>
          {texts.completeMyPayment}
        </KitLink>
      </Button>
    </div>
  );
}
