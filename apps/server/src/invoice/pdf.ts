import { formatDisplayDate } from "@bookwell/contract";
import PDFDocument from "pdfkit";

import { amountText, type Invoice, percentText } from "./invoice";

/**
 * Lays an invoice out on one A4 page (more when it has many lines) with the PDF standard
 * fonts, so nothing is embedded or installed. The document's dates are the invoice's own,
 * so the same invoice always gives the same bytes.
 */
export function renderInvoicePdf(invoice: Invoice): Promise<Uint8Array<ArrayBuffer>> {
  const issued = new Date(`${invoice.issued}T12:00:00Z`);
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    info: {
      Title: `Invoice ${invoice.number}`,
      Author: invoice.seller.name,
      Subject: `Booking ${invoice.booking.refnum}`,
      CreationDate: issued,
      ModDate: issued,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Uint8Array<ArrayBuffer>>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on("error", reject);
  });
  draw(doc, invoice);
  doc.end();
  return done;
}

const MARGIN = 50;
const CURRENCY_NAMES = { GBP: "pounds sterling", SGD: "Singapore dollars" } as const;
const WIDTH = 595.28 - 2 * MARGIN;
const COLUMNS = { qty: 300, unit: 350, amount: 430 } as const;
const AMOUNT_WIDTH = WIDTH - COLUMNS.amount;

function draw(doc: PDFKit.PDFDocument, invoice: Invoice) {
  const { seller, customer, booking, figures } = invoice;

  doc.font("Helvetica-Bold").fontSize(18).text(seller.name, MARGIN, MARGIN);
  doc.font("Helvetica").fontSize(9);
  for (const line of seller.address) doc.text(line);
  doc.text(`${seller.taxName} number: ${seller.vatNumber}`);
  if (seller.companyNumber) doc.text(`Company number: ${seller.companyNumber}`);
  doc.text(`${seller.email} · ${seller.phone}`);
  const afterSeller = doc.y;

  doc.font("Helvetica-Bold").fontSize(18).text("INVOICE", MARGIN, MARGIN, { align: "right" });
  doc.font("Helvetica").fontSize(9);
  rightText(doc, `Invoice number: ${invoice.number}`);
  rightText(doc, `Date: ${formatDisplayDate(invoice.issued)}`);

  const top = Math.max(afterSeller, doc.y) + 30;
  doc.fontSize(10);
  doc.font("Helvetica-Bold").text("Billed to", MARGIN, top);
  doc.font("Helvetica").text(customer.name);
  if (customer.email) doc.text(customer.email);
  for (const line of customer.address) doc.text(line);
  const afterCustomer = doc.y;

  const right = MARGIN + WIDTH / 2;
  doc.font("Helvetica-Bold").text("Booking", right, top);
  doc.font("Helvetica");
  doc.text(`Booking ref: ${booking.refnum}`, right);
  doc.text(`Order: ${booking.ticket}`, right);
  doc.text(`Service: ${booking.serviceType}`, right);
  doc.text(`Service date: ${formatDisplayDate(booking.serviceDate)}`, right);
  doc.text(`Status: ${booking.status}`, right);

  doc.y = Math.max(afterCustomer, doc.y) + 20;
  row(doc, ["Description", "Qty", "Unit price", "Amount"], "Helvetica-Bold");
  rule(doc);
  for (const line of invoice.lines) {
    row(doc, [
      line.description,
      String(line.qty),
      amountText(line.unitPence, seller.currency),
      amountText(line.amountPence, seller.currency),
    ]);
  }
  rule(doc);

  const totals: [string, number, string?][] = [
    ["Subtotal", figures.subtotal],
    ["Discount", -figures.discount],
    ["Service fee", figures.serviceFee],
    [`${seller.taxName} at ${percentText(figures.vatBasisPoints)}`, figures.tax],
    ["Total", figures.total, "Helvetica-Bold"],
    ["Credit used", -figures.creditUsed],
    ["Amount paid", figures.amountPaid],
    ["Balance due", figures.balanceDue, "Helvetica-Bold"],
  ];
  for (const [label, pence, font] of totals) {
    total(doc, label, amountText(pence, seller.currency), font);
  }

  doc
    .moveDown(2)
    .font("Helvetica")
    .fontSize(8)
    .text(
      `Amounts in ${CURRENCY_NAMES[seller.currency]}. The total includes ${seller.taxName} at ${percentText(figures.vatBasisPoints)} on the subtotal less discount plus the service fee.`,
      MARGIN,
      doc.y,
      { width: WIDTH },
    )
    .moveDown(0.5)
    .text(seller.invoiceFooter, MARGIN, doc.y, { width: WIDTH });
}

function rightText(doc: PDFKit.PDFDocument, text: string) {
  doc.text(text, MARGIN, doc.y, { width: WIDTH, align: "right" });
}

function row(doc: PDFKit.PDFDocument, cells: [string, string, string, string], font = "Helvetica") {
  const y = doc.y + 4;
  doc.font(font).fontSize(10);
  doc.text(cells[1], MARGIN + COLUMNS.qty, y, { width: 40, align: "right" });
  doc.text(cells[2], MARGIN + COLUMNS.unit, y, { width: 70, align: "right" });
  doc.text(cells[3], MARGIN + COLUMNS.amount, y, { width: AMOUNT_WIDTH, align: "right" });
  // The description last: it may wrap, and the next row starts below its last line.
  doc.text(cells[0], MARGIN, y, { width: COLUMNS.qty - 10 });
}

function rule(doc: PDFKit.PDFDocument) {
  const y = doc.y + 4;
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + WIDTH, y)
    .lineWidth(0.5)
    .stroke();
  doc.y = y + 2;
}

function total(doc: PDFKit.PDFDocument, label: string, amount: string, font = "Helvetica") {
  const y = doc.y + 4;
  doc.font(font).fontSize(10);
  doc.text(label, MARGIN + COLUMNS.unit - 80, y, { width: 150, align: "right" });
  doc.text(amount, MARGIN + COLUMNS.amount, y, {
    width: AMOUNT_WIDTH,
    align: "right",
  });
}
