import { formatDisplayDate, serverTexts } from "@bookwell/contract";

import type { Queryable } from "../../db/db";
import { formatAmount, mailQuotationReady, notify } from "../../mail/events";
import { siteUrl } from "../../mail/settings";
import { pushStatus } from "../../push/index";

/**
 * What the customer is told of a staff action: mail and My Inbox (`notify`, one message) and a
 * push to their browsers, all queued in the action's transaction (sent only if it commits).
 */

type Visit = {
  refnum: string;
  arnum: string;
  email: string;
  firstname: string;
  service_type: string;
  service_date: string;
};

async function visitOf(tx: Queryable, refnum: string): Promise<Visit | undefined> {
  const [visit] = await tx.query<Visit>(
    `SELECT b.refnum, b.arnum, a.email, a.firstname, b.service_type,
            to_char(b.service_date, 'YYYY-MM-DD') AS service_date
       FROM account_bookings b JOIN accounts a ON a.arnum = b.arnum WHERE b.refnum = $1`,
    [refnum],
  );
  return visit;
}

const BOOKINGS_PATH = "/my-account/my-booking";

/** A visit completed (rate it, tip the crew) or cancelled with the brand's reason. */
export async function tellBookingStatus(
  tx: Queryable,
  refnum: string,
  change: { status: "completed" } | { status: "cancelled"; reason: string },
  now: Date,
): Promise<void> {
  const visit = await visitOf(tx, refnum);
  if (!visit) return;
  await notify(tx, {
    to: visit.email,
    arnum: visit.arnum,
    now,
    mail: {
      template: "booking-status",
      props: {
        firstname: visit.firstname,
        refnum,
        service: visit.service_type,
        date: visit.service_date,
        bookingUrl: `${siteUrl()}${BOOKINGS_PATH}`,
        ...change,
      },
    },
  });
  await pushStatus(
    tx,
    {
      arnum: visit.arnum,
      refnum,
      date: visit.service_date,
      title:
        change.status === "completed"
          ? serverTexts.pushBookingCompletedTitle
          : serverTexts.pushBookingCancelledTitle,
      body: serverTexts.pushVisitBody(visit.service_type, formatDisplayDate(visit.service_date)),
      path: BOOKINGS_PATH,
    },
    now,
  );
}

/** A refund decided: approved (the amount, to the card or credit) or refused (the reason). */
export async function tellRefundDecided(
  tx: Queryable,
  refnum: string,
  decision:
    | { decision: "approved"; amountPence: number; to: "card" | "credit" }
    | { decision: "refused"; reason: string },
  now: Date,
): Promise<void> {
  const visit = await visitOf(tx, refnum);
  if (!visit) return;
  const amount = decision.decision === "approved" ? formatAmount(decision.amountPence) : "";
  await notify(tx, {
    to: visit.email,
    arnum: visit.arnum,
    now,
    mail: {
      template: "refund-decided",
      props: {
        firstname: visit.firstname,
        refnum,
        service: visit.service_type,
        ...(decision.decision === "approved"
          ? { decision: "approved", amount, to: decision.to }
          : { decision: "refused", reason: decision.reason }),
      },
    },
  });
  await pushStatus(
    tx,
    {
      arnum: visit.arnum,
      refnum,
      date: visit.service_date,
      title: serverTexts.pushRefundTitle,
      body:
        decision.decision === "approved"
          ? serverTexts.pushRefundApprovedBody(refnum, amount, decision.to)
          : serverTexts.pushRefundRefusedBody(refnum),
      path: BOOKINGS_PATH,
    },
    now,
  );
}

/** A quotation sent: the mail and inbox message with its link, and a push. */
export async function tellQuotationSent(
  tx: Queryable,
  quote: { refnum: string; arnum: string; totalPence: number; date: string },
  now: Date,
): Promise<void> {
  await mailQuotationReady(tx, quote, now);
  await pushStatus(
    tx,
    {
      arnum: quote.arnum,
      refnum: quote.refnum,
      date: quote.date,
      title: serverTexts.pushQuotationTitle,
      body: serverTexts.pushQuotationBody(
        quote.refnum,
        formatAmount(Math.max(0, quote.totalPence)),
      ),
      path: `/my-request-quotation/${encodeURIComponent(quote.refnum)}`,
    },
    now,
  );
}

/** A bank transfer recorded: the confirmation went with the cart's payment; this is the push. */
export async function pushPaymentReceived(
  tx: Queryable,
  cart: { refnum: string; arnum: string; firstDate: string | null; services: string },
  now: Date,
): Promise<void> {
  if (!cart.firstDate) return;
  await pushStatus(
    tx,
    {
      arnum: cart.arnum,
      refnum: cart.refnum,
      date: cart.firstDate,
      title: serverTexts.pushPaymentReceivedTitle,
      body: serverTexts.pushVisitBody(cart.services, formatDisplayDate(cart.firstDate)),
      path: BOOKINGS_PATH,
    },
    now,
  );
}
