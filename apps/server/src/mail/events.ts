import { moneyText } from "@bookwell/contract";
import type { MailInput } from "@bookwell/mail";

import type { Queryable } from "../db/db";
import { queueMail } from "./queue";
import { publicUrl, siteUrl } from "./settings";

/** "£1,234.50" from pence, as the site shows amounts. */
export function formatAmount(pence: number): string {
  return moneyText(Math.round(pence));
}

const hhmm = (value: string | null | undefined) => (value ? String(value).slice(0, 5) : undefined);

/**
 * An event for a customer: the mail queued and the same message written to their inbox, in
 * the caller's transaction (both land with the change that caused them, or neither does).
 */
export async function notify(
  db: Queryable,
  event: { to: string; arnum: string; mail: MailInput; now: Date },
): Promise<void> {
  await queueMail(db, event.to, event.mail, { inboxFor: event.arnum, now: event.now });
}

/**
 * The paid cart's confirmation: every visit (date and time window), the address, what the
 * bookings cost (their prices added up: the invoice's total, credit used included, the
 * figure booking details give), the `.ics`; the invoice link when the cart is one visit.
 * Called where a cart becomes Paid (`handlers/checkout/unpaid.ts`, `markCartPaid`), in its transaction.
 */
export async function mailBookingConfirmation(
  tx: Queryable,
  refnum: string,
  now: Date,
): Promise<void> {
  const visits = await tx.query<{
    refnum: string;
    service_type: string;
    service_date: string | Date;
    ship_address: string;
    price_pence: number;
    starttime: string | null;
    endtime: string | null;
  }>(
    `SELECT b.refnum, b.service_type, to_char(b.service_date, 'YYYY-MM-DD') AS service_date,
            b.ship_address, b.price_pence, s.starttime::text AS starttime, s.endtime::text AS endtime
       FROM account_bookings b LEFT JOIN shifts s ON s.shiftnum = b.shiftnum
      WHERE b.ticket = $1 ORDER BY b.service_date, b.refnum`,
    [refnum],
  );
  const [cart] = await tx.query<{
    arnum: string;
    email: string;
    firstname: string;
  }>(
    `SELECT c.arnum, a.email, a.firstname
       FROM carts c JOIN accounts a ON a.arnum = c.arnum WHERE c.refnum = $1`,
    [refnum],
  );
  const first = visits[0];
  if (!cart || !first) return;
  const services = [...new Set(visits.map((visit) => visit.service_type))];
  await notify(tx, {
    to: cart.email,
    arnum: cart.arnum,
    now,
    mail: {
      template: "booking-confirmation",
      props: {
        firstname: cart.firstname,
        refnum,
        service: services.join(", "),
        sessions: visits.map((visit) => {
          const start = hhmm(visit.starttime);
          const end = hhmm(visit.endtime);
          return {
            date: String(visit.service_date),
            ...(start ? { start } : {}),
            ...(end ? { end } : {}),
            ...(start && end ? { label: `${start} to ${end}` } : {}),
          };
        }),
        address: first.ship_address,
        amount: formatAmount(visits.reduce((sum, visit) => sum + Number(visit.price_pence), 0)),
        bookingUrl: `${siteUrl()}/my-account/my-booking`,
        ...(visits.length === 1
          ? {
              invoiceUrl: `${publicUrl()}/api/mybooking/invoice/${encodeURIComponent(first.refnum)}`,
            }
          : {}),
      },
    },
  });
}

interface VisitRow {
  refnum: string;
  arnum: string;
  email: string;
  firstname: string;
  service_type: string;
  service_date: string;
  price_pence: number;
  starttime: string | null;
  endtime: string | null;
}

async function readVisit(tx: Queryable, refnum: string): Promise<VisitRow | undefined> {
  const [row] = await tx.query<VisitRow>(
    `SELECT b.refnum, b.arnum, a.email, a.firstname, b.service_type, b.price_pence,
            to_char(b.service_date, 'YYYY-MM-DD') AS service_date,
            s.starttime::text AS starttime, s.endtime::text AS endtime
       FROM account_bookings b JOIN accounts a ON a.arnum = b.arnum
       LEFT JOIN shifts s ON s.shiftnum = b.shiftnum
      WHERE b.refnum = $1`,
    [refnum],
  );
  return row;
}

const windowOf = (start: string | null, end: string | null) =>
  start && end ? { label: `${hhmm(start)} to ${hhmm(end)}` } : {};

/**
 * A visit moved (`changeBookingDate`, a change or a skip): mail and inbox, with the date and
 * time window it had and has. Call after the update, in its transaction.
 */
export async function mailDateChanged(
  tx: Queryable,
  refnum: string,
  was: { date: string; shiftnum: string | null },
  now: Date,
): Promise<void> {
  const visit = await readVisit(tx, refnum);
  if (!visit) return;
  const [old] = was.shiftnum
    ? await tx.query<{ starttime: string; endtime: string }>(
        "SELECT starttime::text AS starttime, endtime::text AS endtime FROM shifts WHERE shiftnum = $1",
        [was.shiftnum],
      )
    : [];
  await notify(tx, {
    to: visit.email,
    arnum: visit.arnum,
    now,
    mail: {
      template: "date-changed",
      props: {
        firstname: visit.firstname,
        refnum,
        service: visit.service_type,
        from: { date: was.date, ...windowOf(old?.starttime ?? null, old?.endtime ?? null) },
        to: { date: visit.service_date, ...windowOf(visit.starttime, visit.endtime) },
        bookingUrl: `${siteUrl()}/my-account/my-booking`,
      },
    },
  });
}

/** A refund was asked for (`requestRefund`): mail and inbox. */
export async function mailRefundRequested(tx: Queryable, refnum: string, now: Date): Promise<void> {
  const visit = await readVisit(tx, refnum);
  if (!visit) return;
  await notify(tx, {
    to: visit.email,
    arnum: visit.arnum,
    now,
    mail: {
      template: "refund-requested",
      props: {
        firstname: visit.firstname,
        refnum,
        service: visit.service_type,
        amount: formatAmount(Number(visit.price_pence)),
      },
    },
  });
}

async function accountOf(tx: Queryable, arnum: string) {
  const [account] = await tx.query<{ email: string; firstname: string }>(
    "SELECT email, firstname FROM accounts WHERE arnum = $1",
    [arnum],
  );
  return account;
}

/** A top-up paid (`handlers/account/credit-topup.ts`, when its credit is entered): receipt and inbox. */
export async function mailTopUpReceipt(
  tx: Queryable,
  topUp: { refnum: string; arnum: string; amountPence: number; date: string },
  now: Date,
): Promise<void> {
  const account = await accountOf(tx, topUp.arnum);
  if (!account) return;
  const amount = formatAmount(topUp.amountPence);
  await notify(tx, {
    to: account.email,
    arnum: topUp.arnum,
    now,
    mail: {
      template: "top-up-receipt",
      props: {
        firstname: account.firstname,
        reference: topUp.refnum,
        amount,
        credit: amount,
        date: topUp.date,
      },
    },
  });
}

/** A request priced into a quotation: mail and inbox with the link to accept it. */
export async function mailQuotationReady(
  tx: Queryable,
  quote: { refnum: string; arnum: string; totalPence: number },
  now: Date,
): Promise<void> {
  const account = await accountOf(tx, quote.arnum);
  if (!account) return;
  await notify(tx, {
    to: account.email,
    arnum: quote.arnum,
    now,
    mail: {
      template: "quotation-ready",
      props: {
        firstname: account.firstname,
        refnum: quote.refnum,
        amount: formatAmount(Math.max(0, quote.totalPence)),
        quotationUrl: `${siteUrl()}/my-request-quotation/${encodeURIComponent(quote.refnum)}`,
      },
    },
  });
}
