/**
 * Our texts that only the account area shows (My Booking, Booking Details, the quotation, the
 * refund dialog), and the action that resumes a booking awaiting payment. Apart so that an
 * account page carries these and not the whole of `texts`; `texts` holds them too (the same
 * names), so either reads them. The same rules as `texts`: plain English, never a text the
 * specs give (a test checks the catalogues).
 */
export const accountTexts = /* @__PURE__ */ Object.freeze({
  /** My Booking's status of a booking awaiting payment with a deadline, and once it passed. */
  statusAwaitingPayment: "Awaiting payment",
  statusReleased: "Released",
  /**
   * Beside the spec's status word ("Confirmed" for any status but Open): what the booking
   * really is once cancelled, refunded, or its refund asked for.
   */
  statusRefundRequested: "Refund requested",
  /** The action that resumes a booking awaiting payment (its QR again, its gateway, a card). */
  completeMyPayment: "Complete my payment",
  /** Booking details and My Booking: no crew yet, a property the booking did not describe. */
  crewToBeAssigned: "To be assigned",
  notGiven: "Not given",
  notRatedYet: "Not rated yet",
  /** Booking Details once a refund was asked for: "{date}" is its day (DD/MM/YYYY). */
  refundRequestedOn: (date: string): string => `Refund requested on ${date}. We will be in touch.`,
  /** The refund dialog's promise: the brand's hours (its configuration's `refunds`). */
  refundPromise: (hours: number): string => `We confirm refunds within ${hours} hours.`,
  /** The quotation page of a quotation accepted already: no ACCEPT is offered again. */
  quotationAcceptedAlready:
    "You have accepted this quotation: it is in your cart or among your bookings.",
  /** A quotation's last total (account-area.md section 2), before the brand's sales tax. */
  grandTotalBeforeTax: (taxName: string): string => `Grand total (before ${taxName})`,
});
