"use client";
import { accountTexts, labels, type QuoteLine } from "@bookwell/contract";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@bookwell/ui";
import * as React from "react";

import { rateText } from "../listing/rate-in-currency";
import { addonItems } from "./quote";

/** A field the quotation left empty. */
const NOT_GIVEN = accountTexts.notGiven;

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 border-b border-border py-2 last:border-0 sm:grid-cols-[10rem_1fr]">
      <dt className="text-sm font-semibold text-muted-foreground">{label}</dt>
      <dd className="text-foreground">{children}</dd>
    </div>
  );
}

const text = (value: string | undefined) => (value?.trim() ? value : NOT_GIVEN);
const number = (value: number | undefined, unit = "") =>
  value === undefined ? NOT_GIVEN : `${value}${unit}`;

export type BookingInformationDialogProps = {
  /** The quote line shown; `null` closes the dialog. */
  line: QuoteLine | null;
  /** Called when the customer closes it (Escape, the close button, outside). */
  onClose: () => void;
  /**
   * The brand's currency: the rate's price is shown in it.
   * @default "GBP"
   */
  currency?: "GBP" | "SGD";
};

/**
 * The quotation's Booking Information (account-area.md section 2): package name, rate,
 * duration in hours, session count, frequency, add-ons (one per item of the double-bar list),
 * property type, size, bedrooms, bathrooms, schedule, contact name, address, phone and email.
 * Read only. A field the quotation left empty reads "Not given".
 */
export function BookingInformationDialog({
  line,
  onClose,
  currency = "GBP",
}: BookingInformationDialogProps) {
  const addons = addonItems(line?.addon);
  const opener = React.useRef<HTMLElement | null>(null);
  const contact = line ? `${line.shipfirstname ?? ""} ${line.shiplastname ?? ""}`.trim() : "";
  return (
    <Dialog
      open={line !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogContent
        size="lg"
        // Opened without a trigger: focus goes back to what opened it (the line, the View).
        onOpenAutoFocus={() => {
          opener.current = document.activeElement as HTMLElement | null;
        }}
        onCloseAutoFocus={(event) => {
          if (opener.current?.isConnected) {
            event.preventDefault();
            opener.current.focus();
          }
        }}
      >
        <DialogHeader>
          <DialogTitle>{labels.stepBookingInformation}</DialogTitle>
          <DialogDescription>{line?.matname}</DialogDescription>
        </DialogHeader>
        {line ? (
          <dl data-slot="booking-information">
            <Row label="Package">{line.matname}</Row>
            <Row label="Rate">{text(line.rate && rateText(line.rate, currency))}</Row>
            <Row label="Duration">
              {line.duration === undefined
                ? NOT_GIVEN
                : `${line.duration} ${line.duration === 1 ? "hour" : "hours"}`}
            </Row>
            <Row label="Sessions">{number(line.sessionQty)}</Row>
            <Row label="Frequency">{text(line.frequency)}</Row>
            <Row label="Add-ons">
              {addons.length > 0 ? (
                <ul className="list-disc pl-5">
                  {addons.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ) : (
                "None"
              )}
            </Row>
            <Row label="Property type">{text(line.shiphousetype)}</Row>
            <Row label="Size">{number(line.shipsize, " sqft")}</Row>
            <Row label="Bedrooms">{number(line.shipbedroomQty)}</Row>
            <Row label="Bathrooms">{number(line.shipbathroomQty)}</Row>
            <Row label="Schedule">{text(line.schedule)}</Row>
            <Row label="Contact name">{text(contact)}</Row>
            <Row label="Address">{text(line.shipfulladdr)}</Row>
            <Row label="Phone">{text(line.shipphone)}</Row>
            <Row label="Email">{text(line.shipemail)}</Row>
          </dl>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
