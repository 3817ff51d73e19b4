import { inflateSync } from "node:zlib";

import { invoiceUrl, messages, serverTexts } from "@bookwell/contract";
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";

import { DEMO_BUSINESS } from "../src/config";
import { invoiceOf, poundsText, type InvoiceSource } from "../src/invoice/invoice";
import { renderInvoicePdf } from "../src/invoice/pdf";
import { createMailDrainer, smtpTransport } from "../src/mail/index";
import { ALICE, accountApp, dataOf, failureOf } from "./account-helpers";
import { confirm, oneOff, pay, tokenize, withCart } from "./cart-helpers";
import type { TestResponse } from "./helpers";
import { startSmtpServer } from "./smtp-helpers";

/**
 * The booking's invoice (account-area.md, Booking details: "invoice link"; DESIGN.md: a PDF
 * made by the server for the booking's owner only). Amounts are checked in the PDF's own text,
 * read back out of its content streams, and against what the server stored.
 */

/** The text runs of a PDF, in drawing order: each `[...] TJ` of its (deflated) content streams. */
function pdfText(pdf: Uint8Array): string[] {
  const raw = Buffer.from(pdf).toString("latin1");
  const runs: string[] = [];
  for (const stream of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(stream[1]!, "latin1")).toString("latin1");
    } catch {
      continue;
    }
    for (const tj of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      // The standard fonts' WinAnsi bytes read as Latin-1 for every character used here (£, ·).
      const parts = [...tj[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((hex) =>
        Buffer.from(hex[1]!, "hex").toString("latin1"),
      );
      runs.push(parts.join(""));
    }
  }
  return runs;
}

/** The run drawn right after `label` (a total's amount comes after its label). */
function after(runs: string[], label: string): string | undefined {
  const at = runs.indexOf(label);
  return at < 0 ? undefined : runs[at + 1];
}

/** A line item's quantity, unit price and amount (drawn before its description, which may wrap). */
function lineOf(runs: string[], description: string): string[] {
  const at = runs.indexOf(description);
  return at < 3 ? [] : runs.slice(at - 3, at);
}

async function pdfOf(response: TestResponse): Promise<{ bytes: Uint8Array; runs: string[] }> {
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/pdf");
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
  // A real PDF: another library reads it back (cross-reference table, pages, metadata).
  const parsed = await PDFDocument.load(bytes);
  expect(parsed.getPageCount()).toBeGreaterThanOrEqual(1);
  return { bytes, runs: pdfText(bytes) };
}

describe("the invoice's figures (pure)", () => {
  const source = (overrides: Partial<InvoiceSource> = {}): InvoiceSource => ({
    number: "INV-1",
    issued: "2026-11-22",
    seller: DEMO_BUSINESS,
    customer: { name: "Alice Walker", email: "alice@example.com", address: [] },
    booking: {
      refnum: "BK-1",
      ticket: "TK-1",
      serviceType: "Deep cleaning",
      serviceDate: "2026-12-04",
      status: "Confirmed",
    },
    lines: [{ description: "Deep clean", qty: 1, unitPence: 12000, discountPence: 0 }],
    payment: { status: "paid-in-full" },
    ...overrides,
  });

  it("adds the service fee and VAT as checkout does: £120.00 → £150.00", () => {
    expect(invoiceOf(source()).figures).toEqual({
      subtotal: 12000,
      discount: 0,
      serviceFee: 500,
      tax: 2500,
      total: 15000,
      vatBasisPoints: 2000,
      creditUsed: 0,
      amountPaid: 15000,
      balanceDue: 0,
    });
  });

  it("multiplies each line by its quantity and takes its voucher share; credit and card add up", () => {
    const invoice = invoiceOf(
      source({
        lines: [
          { description: "Weekly", qty: 2, unitPence: 3600, discountPence: 720 },
          { description: "Ironing", qty: 1, unitPence: 1999, discountPence: 0 },
        ],
        payment: { status: "paid", creditUsedPence: 1000, amountPaidPence: 9305 },
      }),
    );
    expect(invoice.lines.map((line) => line.amountPence)).toEqual([7200, 1999]);
    // (7200 + 1999 − 720 + 500) = 8979; VAT 1795.8 → 1796; total 10775.
    expect(invoice.figures).toMatchObject({
      subtotal: 9199,
      discount: 720,
      tax: 1796,
      total: 10775,
      creditUsed: 1000,
      amountPaid: 9305,
      balanceDue: 470,
    });
  });

  it("shows nothing paid on an unpaid booking, and refuses figures that pay more than the total", () => {
    expect(invoiceOf(source({ payment: { status: "unpaid" } })).figures).toMatchObject({
      amountPaid: 0,
      balanceDue: 15000,
    });
    expect(() =>
      invoiceOf(
        source({ payment: { status: "paid", creditUsedPence: 10000, amountPaidPence: 5001 } }),
      ),
    ).toThrow(RangeError);
  });

  it("writes pounds from whole pence", () => {
    expect(poundsText(0)).toBe("£0.00");
    expect(poundsText(9240)).toBe("£92.40");
    expect(poundsText(123456789)).toBe("£1,234,567.89");
    expect(poundsText(-500)).toBe("-£5.00");
    expect(() => poundsText(10.5)).toThrow(RangeError);
  });

  it("lays out every figure in the PDF", async () => {
    const runs = pdfText(await renderInvoicePdf(invoiceOf(source())));
    expect(after(runs, "Total")).toBe("£150.00");
    expect(after(runs, "VAT at 20%")).toBe("£25.00");
    expect(runs).toContain("VAT number: GB 123 4567 89 (demo)");
  });
});

describe("GET /api/mybooking/invoice/{refnum}", () => {
  it("gives the owner a PDF of a demo booking: the seller, the booking, its price, fee, VAT and payment", async () => {
    const { request, alice } = await accountApp();
    const { data: detail } = await dataOf(
      "bookingDetail",
      await request("/api/mybooking/details/BK-1001-07", { cookie: alice }),
    );
    expect(detail.price).toBe(120);

    const response = await request(invoiceUrl("BK-1001-07"), { cookie: alice });
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="invoice-BK-1001-07.pdf"',
    );
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const { runs } = await pdfOf(response);

    expect(runs).toEqual(
      expect.arrayContaining([
        "Bookwell Ltd",
        "2nd Floor, 14 Clerkenwell Close",
        "London EC1R 0AA",
        "VAT number: GB 123 4567 89 (demo)",
        "Invoice number: INV-BK-1001-07",
        "Date: 20/10/2026",
        "Alice Walker",
        "alice@example.com",
        "Booking ref: BK-1001-07",
        "Service: Deep cleaning",
        "Service date: 28/10/2026",
        "Deep cleaning",
      ]),
    );
    // The line is the booking's price to the penny; fee and VAT are added as at checkout.
    expect(lineOf(runs, "Deep cleaning")).toEqual(["1", "£120.00", poundsText(detail.price * 100)]);
    expect(after(runs, "Subtotal")).toBe("£120.00");
    expect(after(runs, "Discount")).toBe("£0.00");
    expect(after(runs, "Service fee")).toBe("£5.00");
    expect(after(runs, "VAT at 20%")).toBe("£25.00");
    expect(after(runs, "Total")).toBe("£150.00");
    expect(after(runs, "Amount paid")).toBe("£150.00");
    expect(after(runs, "Balance due")).toBe("£0.00");
  });

  it("gives a booking one cost: its bookings' prices on the details add up to the invoice's total", async () => {
    const app = await withCart();
    // Four visits × £72.00 = £288.00 of lines: (288 + 5) × 1.2 = £351.60 confirmed and paid.
    await dataOf("confirmCart", await confirm(app, { creditused: 0, paidamt: 351.6 }));
    const card = await tokenize(app, "4242424242424242");
    await dataOf("initiatePayment", await pay(app, card, "one-cost-key", { paidamt: 351.6 }));
    const bookings = await app.db.query<{ refnum: string }>(
      "SELECT refnum FROM account_bookings WHERE ticket = $1 ORDER BY refnum",
      [app.summary.refnum],
    );
    expect(bookings.length).toBeGreaterThan(0);
    let sum = 0;
    for (const { refnum } of bookings) {
      const detail = await dataOf(
        "bookingDetail",
        await app.request(`/api/mybooking/details/${refnum}`, { cookie: app.alice }),
      );
      sum += Math.round((detail.data as { price: number }).price * 100);
    }
    const { runs } = await pdfOf(
      await app.request(invoiceUrl(bookings[0]!.refnum), { cookie: app.alice }),
    );
    expect(after(runs, "Total")).toBe("£351.60");
    expect(poundsText(sum)).toBe("£351.60");
  });

  it("gives a booking one figure on its details, its invoice and its confirmation mail, credit covering part; My Credits shows the invoice's credit used", async () => {
    const smtp = await startSmtpServer();
    try {
      const app = await withCart([oneOff()]);
      // One visit at £84.00: (84 + 5) × 1.2 = £106.80, £10.00 of it from credit, £96.80 by card.
      expect(app.summary.total).toBe(106.8);
      await dataOf("confirmCart", await confirm(app, { creditused: 10, paidamt: 96.8 }));
      const card = await tokenize(app, "4242424242424242");
      await dataOf("initiatePayment", await pay(app, card, "one-figure-key", { paidamt: 96.8 }));
      const refnum = `${app.summary.refnum}-01`;

      const detail = await dataOf(
        "bookingDetail",
        await app.request(`/api/mybooking/details/${refnum}`, { cookie: app.alice }),
      );
      expect(poundsText(Math.round((detail.data as { price: number }).price * 100))).toBe(
        "£106.80",
      );
      const { runs } = await pdfOf(await app.request(invoiceUrl(refnum), { cookie: app.alice }));
      expect(after(runs, "Total")).toBe("£106.80");
      expect(after(runs, "Credit used")).toBe("-£10.00");
      expect(after(runs, "Amount paid")).toBe("£96.80");

      const drainer = createMailDrainer({
        db: app.db,
        transport: smtpTransport(smtp.url, '"Bookwell" <no-reply@bookwell.test>'),
      });
      await drainer.drainOnce();
      const mail = smtp.received.find((received) =>
        received.parsed.subject?.includes(app.summary.refnum),
      );
      expect(mail?.parsed.text).toContain("£106.80");
      expect(mail?.parsed.text).not.toContain("£96.80");

      // My Credits: the credit this order used, the invoice's "Credit used".
      const { data: entries } = await dataOf(
        "creditTransactions",
        await app.request(`/api/mycredit/${ALICE}`, { cookie: app.alice }),
      );
      expect(
        (entries as { ticket: string; trantype: string; qty: number }[]).filter(
          (entry) => entry.ticket === app.summary.refnum,
        ),
      ).toEqual([expect.objectContaining({ trantype: "-", qty: 10 })]);
    } finally {
      await smtp.close();
    }
  });

  it("shows an unpaid (Open) demo booking with nothing paid and the whole total due", async () => {
    const { request, alice } = await accountApp();
    const { runs } = await pdfOf(await request(invoiceUrl("BK-1001-03"), { cookie: alice }));
    // £137.50 + £5.00 = £142.50; VAT £28.50; total £171.00.
    expect(after(runs, "Total")).toBe("£171.00");
    expect(after(runs, "Amount paid")).toBe("£0.00");
    expect(after(runs, "Balance due")).toBe("£171.00");
  });

  it("invoices a booking paid through checkout with the cart's totals to the penny", async () => {
    const app = await withCart();
    const promo = await dataOf(
      "applyPromo",
      await app.request(`/api/booking/promo/${ALICE}`, {
        method: "POST",
        json: {
          arnum: ALICE,
          refnum: app.summary.refnum,
          promoCode: "WELCOME10",
          trandate: "2026-11-22",
        },
        cookie: app.alice,
      }),
    );
    // Four visits × £72.00 = £288.00; 10% = £28.80; (288 − 28.80 + 5) × 1.2 = £317.04;
    // £10.00 of it from credit.
    expect(promo.data).toMatchObject({
      subtotal: 288,
      discAmt: 28.8,
      serviceFee: 5,
      tax: 52.84,
      total: 317.04,
    });
    await dataOf("confirmCart", await confirm(app, { creditused: 10, paidamt: 307.04 }));
    const card = await tokenize(app, "4242424242424242");
    await dataOf("initiatePayment", await pay(app, card, "invoice-key-1", { paidamt: 307.04 }));
    const [cart] = await app.db.query<{
      status: string;
      total_pence: number;
      paid_pence: number;
      paid_on: string;
    }>(
      `SELECT status, total_pence, paid_pence,
              to_char(paid_at AT TIME ZONE 'Europe/London', 'DD/MM/YYYY') AS paid_on
         FROM carts WHERE refnum = $1`,
      [app.summary.refnum],
    );
    expect(cart).toMatchObject({ status: "Paid", total_pence: 31_704, paid_pence: 30_704 });

    const refnum = `${app.summary.refnum}-01`;
    const { runs } = await pdfOf(await app.request(invoiceUrl(refnum), { cookie: app.alice }));
    expect(runs).toEqual(
      expect.arrayContaining([
        `Invoice number: INV-${app.summary.refnum}`,
        `Booking ref: ${refnum}`,
        `Order: ${app.summary.refnum}`,
        // The day it was paid, as the database recorded it.
        `Date: ${cart!.paid_on}`,
        "4 Buckingham Palace Road",
        "SW1A 1AA",
      ]),
    );
    // One unit a visit: 4 × £72.00.
    expect(lineOf(runs, "Regular home cleaning, weekly, from 25/11/2026")).toEqual([
      "4",
      "£72.00",
      "£288.00",
    ]);
    expect(after(runs, "Subtotal")).toBe("£288.00");
    expect(after(runs, "Discount")).toBe("-£28.80");
    expect(after(runs, "Service fee")).toBe("£5.00");
    expect(after(runs, "VAT at 20%")).toBe("£52.84");
    expect(after(runs, "Total")).toBe(poundsText(cart!.total_pence));
    expect(after(runs, "Credit used")).toBe("-£10.00");
    expect(after(runs, "Amount paid")).toBe(poundsText(cart!.paid_pence));
    expect(after(runs, "Balance due")).toBe("£0.00");
  });

  it("refuses Bob Alice's invoice, and anyone a booking that does not exist, with the same 403 and no PDF", async () => {
    const { request, bob } = await accountApp();
    for (const refnum of ["BK-1001-07", "BK-9999-99"]) {
      const response = await request(invoiceUrl(refnum), { cookie: bob });
      expect(response.headers.get("content-type")).toMatch(/^application\/json/);
      const text = await response.clone().text();
      expect(text).not.toContain("%PDF");
      expect(text).not.toContain("Walker");
      expect(await failureOf(response)).toEqual({ status: 403, message: serverTexts.forbidden });
    }
  });

  it("asks a visitor to log in", async () => {
    const { request } = await accountApp();
    const response = await request(invoiceUrl("BK-1001-07"));
    expect(await failureOf(response)).toEqual({ status: 401, message: messages.sessionExpired });
  });
});
