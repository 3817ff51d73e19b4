import { downloads, formatDisplayDate, planVisits, serverTexts } from "@bookwell/contract";

import type { DownloadContext, DownloadHandlers } from "../handler";
import { HttpError } from "../http-error";
import { readLines } from "../handlers/cart/cart";
import { quotedUnitPence } from "../handlers/quotations/quote-amounts";
import { type Invoice, invoiceOf } from "./invoice";
import { renderInvoicePdf } from "./pdf";

/**
 * `GET /api/mybooking/invoice/{refnum}`: the booking's invoice, a PDF made on request from
 * what the server stored. The app has already checked the booking is the session's (the
 * same owner lookup as Booking details: anyone else's, or none, is a 403 before this runs).
 */
export const invoiceHandlers: DownloadHandlers = {
  async bookingInvoice(ctx) {
    const invoice = await bookingInvoice(ctx, ctx.params.refnum);
    const pdf = await renderInvoicePdf(invoice);
    return new Response(pdf, {
      status: 200,
      headers: {
        "Content-Type": downloads.bookingInvoice.contentType,
        "Content-Disposition": `attachment; filename="invoice-${safeName(invoice.booking.refnum)}.pdf"`,
        // A customer's document: never kept by a shared cache.
        "Cache-Control": "private, no-store",
        "X-Content-Type-Options": "nosniff",
      },
    });
  },
};

type BookingRow = {
  refnum: string;
  ticket: string;
  arnum: string;
  status: string;
  service_type: string;
  service_date: string;
  session_no: number;
  session_qty: number;
  price_pence: number;
  ship_address: string;
  created_on: string;
  firstname: string;
  lastname: string;
  email: string;
};

type OrderRow = {
  refnum: string;
  status: "AwaitingPayment" | "Paid";
  credit_used_pence: number;
  paid_pence: number;
  total_pence: number;
  contact: Record<string, string | undefined> | null;
  issued_on: string;
};

/** The invoice of one booking, from its record and its order's (the cart's) stored figures. */
export async function bookingInvoice(
  ctx: Pick<DownloadContext, "db" | "config">,
  refnum: string,
): Promise<Invoice> {
  const zone = ctx.config.timeZone;
  const [booking] = await ctx.db.query<BookingRow>(
    `SELECT b.refnum, b.ticket, b.arnum, b.status, b.service_type,
            to_char(b.service_date, 'YYYY-MM-DD') AS service_date, b.session_no, b.session_qty,
            b.price_pence, b.ship_address,
            to_char(b.created_at AT TIME ZONE $2, 'YYYY-MM-DD') AS created_on,
            a.firstname, a.lastname, a.email
       FROM account_bookings b JOIN accounts a ON a.arnum = b.arnum
      WHERE b.refnum = $1`,
    [refnum, zone],
  );
  if (!booking) throw new HttpError(403, serverTexts.forbidden);
  const common = {
    seller: ctx.config.business,
    booking: {
      refnum: booking.refnum,
      ticket: booking.ticket,
      serviceType: booking.service_type,
      serviceDate: booking.service_date,
      status: booking.status,
    },
  };
  const name = `${booking.firstname} ${booking.lastname}`.trim();

  // The order the booking was made in: the customer's own cart its ticket names, confirmed.
  const [order] = await ctx.db.query<OrderRow>(
    `SELECT refnum, status, credit_used_pence, paid_pence, total_pence, contact,
            to_char(coalesce(paid_at, confirmed_at, created_at) AT TIME ZONE $3, 'YYYY-MM-DD') AS issued_on
       FROM carts WHERE refnum = $1 AND arnum = $2 AND status IN ('AwaitingPayment', 'Paid')`,
    [booking.ticket, booking.arnum, zone],
  );

  if (!order) {
    // No cart behind it (the demo data's bookings): the booking alone, at its price. Open is
    // the one status not paid yet; the demo data keeps no payment records, so any other
    // counts as paid in full.
    return invoiceOf({
      ...common,
      number: `INV-${booking.refnum}`,
      issued: booking.created_on,
      customer: { name, email: booking.email, address: addressLines(booking.ship_address) },
      lines: [
        {
          description:
            booking.session_qty > 1
              ? `${booking.service_type}, session ${booking.session_no} of ${booking.session_qty}`
              : booking.service_type,
          qty: 1,
          unitPence: booking.price_pence,
          discountPence: 0,
        },
      ],
      payment: booking.status === "Open" ? { status: "unpaid" } : { status: "paid-in-full" },
    });
  }

  const contact = order.contact ?? {};
  const invoice = invoiceOf({
    ...common,
    // One invoice an order: every booking of the cart has this one.
    number: `INV-${order.refnum}`,
    issued: order.issued_on,
    customer: {
      name: [contact.firstname, contact.lastname].filter(Boolean).join(" ") || name,
      email: contact.email || booking.email,
      address: [
        [contact.unitno, contact.addr1].filter(Boolean).join(" "),
        contact.addr2,
        contact.postcode,
        contact.addr3,
      ].filter((line): line is string => Boolean(line)),
    },
    lines: (await readLines(ctx.db, order.refnum)).map((line) => ({
      description: line.startdate
        ? `${line.matname}, from ${formatDisplayDate(line.startdate)}`
        : line.matname,
      // A catalogue plan: one unit a visit (the listing's price holds per visit).
      qty: line.quote ? line.qty : line.qty * planVisits(line.session_qty),
      // A quoted line: its quoted weekend, location and option amounts, and the quote's discount.
      unitPence: quotedUnitPence(line) + line.addon_pence,
      discountPence: line.quote_disc_pence + line.disc_pence,
    })),
    payment:
      order.status === "Paid"
        ? {
            status: "paid",
            creditUsedPence: order.credit_used_pence,
            amountPaidPence: order.paid_pence,
          }
        : { status: "unpaid" },
  });
  // The lines must give the total the customer confirmed; an invoice that disagreed with
  // the payment would be worse than none.
  if (invoice.figures.total !== order.total_pence) {
    throw new Error(
      `invoice ${invoice.number}: its lines total ${invoice.figures.total}p, the order ${order.total_pence}p`,
    );
  }
  return invoice;
}

/** A stored one-line address ("4, Buckingham Palace Road, SW1A 1AA") as the lines it lists. */
function addressLines(address: string): string[] {
  return address
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
}

/** A refnum as a file name: letters, digits, dashes and underscores only. */
function safeName(refnum: string): string {
  return refnum.replace(/[^\w-]/g, "_");
}
