/**
 * Our texts that only the server writes: its refusals (the browser shows the `message` the
 * API sends), the card and gateway answers, push notifications. Apart from `texts` so that the
 * pages' script, which carries the catalogue to every page, does not carry them. The same
 * rules as `texts`: plain English with a full stop, never a text the specs give (a test checks
 * both catalogues).
 */
export const serverTexts = Object.freeze({
  // ── Access ────────────────────────────────────────────────────────────────────────────────
  /** A record that is not the session's (another account's, or none at all): a 403. */
  forbidden: "You are not allowed to see this.",
  notFound: "Not found.",
  /** The database cannot be reached for a moment: a 503 with Retry-After. */
  temporarilyUnavailable: "We are briefly unavailable. Please try again in a few seconds.",
  /** A new password on the common-passwords list (`src/security/passwords.ts`). */
  passwordCommon: "This password is too common. Please choose another.",
  /** An endpoint of the contract the server does not answer yet: a 501. */
  notAvailableYet: "This service is not available yet.",

  // ── Requests refused at the edge (apps/server/src/security) ──────────────────────────────
  /** A NUL byte, a lone surrogate, malformed percent-encoding or JSON nested too deep: a 400. */
  inputNotAccepted:
    "Your request contains characters that cannot be accepted. Please check and try again.",
  /** A body over the size limit: a 413; a URL or headers over theirs: a 414 or 431. */
  requestTooLarge: "Your request is too large. Please shorten it and try again.",
  /** A state-changing call from another site (Origin, Sec-Fetch-Site): a 403. */
  crossSiteRefused:
    "This request did not come from this site and was refused. Please reload the page and try again.",
  /** A state-changing call whose body is not JSON: a 415. */
  jsonOnly: "This request must be sent as JSON. Please reload the page and try again.",

  // ── Sign-in, sign-up, passwords ───────────────────────────────────────────────────────────
  loginFailed: "Invalid email or password.",
  tooManyAttempts: "Too many attempts. Please try again in 15 minutes.",
  /** A sign-in before its account's delay after failures has passed (a 429 with Retry-After). */
  loginDelayed: (seconds: number): string =>
    `Too many failed attempts for this account. Please wait ${seconds} ${seconds === 1 ? "second" : "seconds"} and try again.`,
  verifyFailed: "This verification link is invalid or has expired.",
  alreadyRegistered: "This email address is already registered. Please log in.",
  googleUnavailable: "Google sign-in is not available.",
  facebookUnavailable: "Facebook sign-in is not available.",
  wrongCurrentPassword: "Your current password is not correct.",
  resetFailed: "The OTP is invalid or has expired.",
  /** `GET user/validate`: the reset code is asked for by POST only (a 405). */
  resetRequestPostOnly: "A reset code can only be requested from the forgot password form (POST).",

  // ── Catalogue and cart ────────────────────────────────────────────────────────────────────
  packageUnknown: "Package not found.",
  jobUnknown: "Job not found.",
  packageNotFound: "This package is not available.",
  jobNotOfPackage: "This service does not belong to the package.",
  shiftNotOfJob: "This time slot does not belong to this service.",
  dateNotSelectable: "This date cannot be booked, please choose another date.",
  lineNotInCart: "This item is no longer in your cart.",
  cartNotFound: "Your cart could not be found, please try again.",
  addonNotOfPackage: "This add-on does not belong to the package.",
  tooManyChoices: (group: string, max: number): string => `Choose at most ${max} in ${group}.`,
  tooFewChoices: (group: string, min: number): string => `Choose at least ${min} in ${group}.`,
  promoUnknown: "This promo code is not valid.",
  promoExpired: "This promo code has expired.",
  promoNotYet: "This promo code is not valid yet.",
  /** `pounds` without the symbol ("20.00"). */
  promoMinSpend: (pounds: string): string => `Spend at least £${pounds} to use this promo code.`,
  refnumMismatch: "The reference in the request does not match your cart.",
  amountMismatch: "The amount to pay does not match your cart. Please review your cart.",
  /** One session of a plan is full: the whole plan is refused. `date` as DD/MM/YYYY. */
  sessionFull: (sessionNo: number, sessionQty: number, date: string): string =>
    `Sorry, session ${sessionNo} of ${sessionQty} on ${date} is fully booked, so the plan cannot be booked. Please choose another date or time.`,
  /** The customer's slot hold ran out and the place went to someone else. */
  holdExpired:
    "Your hold on this time slot has expired and the place has been taken. Please choose another date or time.",
  /** A redirect gateway's return whose signature does not verify. */
  paymentResultForged:
    "This payment result could not be verified, so it was not accepted. Your booking has not changed.",
  /** The same redirect return presented twice. */
  paymentResultUsed:
    "This payment result has already been received. Please check My Bookings for your booking's status.",
  /** Redirect gateways are off: no return secret in production. */
  redirectUnavailable: "This payment method is not available at the moment. Please pay by card.",
  /** A plan whose frequency is unknown or whose holidays leave no date. */
  planNotSchedulable: "The sessions of this package cannot be scheduled. Please contact us.",
  /** The address lookup's provider did not answer (the customer types the address). */
  addressLookupUnavailable: "The address lookup is not available right now.",

  // ── Checkout and payments ─────────────────────────────────────────────────────────────────
  notAwaitingCard: "This cart is not waiting for a card payment.",
  alreadyPaid: "This booking has already been paid.",
  paymentInProgress: "This payment is already being processed.",
  noAction: "This payment has no card action to confirm.",
  latePaymentRefunded:
    "Your payment arrived after the booking's payment deadline, and its place has since been booked by someone else. The booking is cancelled and the full amount is being refunded to you.",
  paymentNotCompleted: "This payment was not completed and nothing was charged. Please pay again.",
  paymentSuperseded:
    "This payment was replaced by a newer one and cannot be completed. Please pay again from your booking.",
  methodDisabled: "This payment method is not available for your account.",
  gatewayMismatch:
    "This card payment method is not available. Please reload the page and try again.",

  // ── Test gateway and card providers (Stripe's wording) ────────────────────────────────────
  cardNumberIncorrect: "Your card number is incorrect.",
  cardExpired: "Your card's expiration date is in the past.",
  notATestCard:
    "This is the test payment gateway: use one of Stripe's test cards, e.g. 4242 4242 4242 4242.",
  cardDeclined: "Your card was declined.",
  insufficientFunds: "Your card has insufficient funds.",
  paymentNotFound: "This payment could not be found. Please try again.",
  providerUnreachable: "The payment provider could not be reached. Please try again.",

  // ── The test gateway's authentication page ────────────────────────────────────────────────
  authenticationApproved: "Authentication approved.",
  authenticationRefused: "Authentication failed.",
  notWaitingForAuthentication: "This payment is not waiting for authentication.",
  authenticationBadRequest: "Send the payment's clientSecret and an outcome of approve or fail.",
  stripeInUse: "Card authentication is done by Stripe.",
  testGatewayOff: "The test payment gateway is not in use here.",

  // ── Top-up ────────────────────────────────────────────────────────────────────────────────
  topUpAmountMismatch: "The amount to pay does not match the top-up.",
  topUpNoAction: "This top-up has no card action to confirm.",
  topUpByCard: "Top-ups are paid by card.",

  // ── Account area ──────────────────────────────────────────────────────────────────────────
  emailTaken: "This email address is already in use.",
  ownerNotAContact: "Please choose the owner from your contacts.",
  dateRange: "Date from must be on or before date to.",
  windowTooLong: "Please choose a period of at most a year.",
  notChangeable: "This booking can no longer be changed.",
  dateNotAvailable: "This date is not available, please choose another date.",
  refundNotPaid: "This booking has not been paid yet, so there is nothing to refund.",
  refundClosed: "This booking can no longer be refunded.",
  refundRequested: "A refund has already been requested for this booking.",
  feedbackTooEarly: "Feedback can be given once the service is completed.",
  feedbackGiven: "Feedback has already been submitted for this booking.",
  quotationAlreadyAccepted: "This quotation has already been accepted.",
  quotationNotAcceptable: "This quotation cannot be accepted.",
  quotationPricedZero: "This quotation is priced at £0.00 and cannot be accepted.",
  quotedLineFixed:
    "This line's quantity and add-ons come from its quotation and cannot be changed.",
  noUpgrade: "This quotation has no upgrade.",
  acceptedNotDeletable: "An accepted quotation cannot be deleted.",
  bodyMismatch: "The reference in the request does not match the page.",

  // ── Push notifications and the inbox's unread count (our texts: the spec shows none) ──────
  /** A subscription sent to `user/devicetoken` that is not one: a 400. */
  deviceTokenInvalid: "This browser could not be registered for notifications. Please try again.",
  pushReminderTitle: "Your booking is tomorrow",
  pushDateChangedTitle: "Your booking has a new date",
  pushBookingCompletedTitle: "Your booking is completed",
  pushBookingCancelledTitle: "Your booking has been cancelled",
  pushQuotationTitle: "Your quotation is ready",
  pushPaymentReceivedTitle: "Your payment has been received",
  pushRefundTitle: "Your refund request has been decided",
  /**
   * A visit's reminder, new date, completion or payment: its service, its date (DD/MM/YYYY)
   * and, where known, its time window (", 09:00 to 12:00").
   */
  pushVisitBody: (service: string, date: string, window = ""): string =>
    `${service} on ${date}${window}.`,
  /** A quotation sent: its reference and total ("£120.00"). */
  pushQuotationBody: (refnum: string, amount: string): string =>
    `Quotation ${refnum}: ${amount}. Open it to accept.`,
  /** A refund approved: the amount ("£30.00") and where it went. */
  pushRefundApprovedBody: (refnum: string, amount: string, to: "card" | "credit"): string =>
    `${amount} refunded to your ${to === "card" ? "card" : "credit"} for ${refnum}.`,
  pushRefundRefusedBody: (refnum: string): string =>
    `Your refund request for ${refnum} was declined. See your inbox for why.`,

  // ── Staff (the back office's calls: sign-in, roles, the lifecycle of a booking) ──────────
  /** A staff call without a staff session: a 401. */
  staffSignInNeeded: "Please sign in to the staff console.",
  /** A staff call made with a customer's session, or an admin's call made by an agent: a 403. */
  staffForbidden: "You do not have permission to do this.",
  staffLoginFailed: "Invalid email or password, or this staff account is disabled.",
  staffSignedOut: "You have been signed out.",
  /** A field of a staff form left empty. `label` as the form shows it ("Crew name"). */
  staffFieldRequired: (label: string): string => `${label} is required.`,
  staffFieldInvalid: (label: string): string => `${label} is not valid.`,
  staffBookingUnknown: "This booking could not be found.",
  staffBookingClosed: "This booking is already completed, cancelled or refunded.",
  staffBookingNotConfirmed: "Only a confirmed (paid) booking can be marked completed.",
  staffCrewNeeded: "Assign a crew before setting the crew's position or progress.",
  staffBookingUpdated: "The booking has been updated.",
  staffBookingCompleted: "The booking has been marked completed.",
  staffBookingCancelled: "The booking has been cancelled.",
  staffTransferUnknown: "This booking is not awaiting a bank transfer.",
  /** A transfer recorded with another amount than the booking's due. Amounts as "£12.50". */
  staffTransferAmountWrong: (received: string, due: string): string =>
    `The amount received (${received}) does not match the amount due (${due}). The transfer was not recorded.`,
  staffTransferRecorded: "The transfer has been recorded and the booking is confirmed.",
  staffTransferReleased:
    "The deadline of this booking has passed and its places were released. Extend the deadline first.",
  staffDeadlineNotLater: "The new deadline must be later than the current one and in the future.",
  staffDeadlineExtended: "The payment deadline has been extended.",
  staffSlotsTaken:
    "The places of this booking have been taken since its deadline passed, so its deadline cannot be extended.",
  staffRequestUnknown: "This request could not be found.",
  staffRequestAccepted: "This quotation has already been accepted and cannot be priced again.",
  staffQuotationEmpty: "Add at least one line to the quotation.",
  /** A line whose discount is more than its amount. `line` counts from 1. */
  staffDiscountTooBig: (line: number): string =>
    `The discount of line ${line} is more than the line's amount.`,
  staffPackageUnknown: (matnum: string): string => `Package ${matnum} is not in the catalogue.`,
  staffQuotationNotPriced: "Price the request before sending the quotation.",
  staffQuotationSaved: "The quotation has been saved. Send it when it is ready.",
  staffQuotationSent: "The quotation has been sent to the customer.",
  staffRefundUnknown: "This refund request could not be found.",
  staffRefundDecided: "This refund request has already been decided.",
  /** A refund over what was paid. Amount as "£12.50". */
  staffRefundTooMuch: (max: string): string =>
    `A refund cannot be more than what was paid and not yet refunded (${max}).`,
  staffRefundNotByCard:
    "This booking was not paid by card, so it cannot be refunded to a card. Refund it to credit.",
  staffRefundFailed: "The payment provider did not make the refund. Nothing was refunded.",
  staffRefundApproved: "The refund has been approved.",
  staffRefundRefused: "The refund request has been refused.",
  staffHolidayExists: "This date is already a holiday.",
  staffHolidayUnknown: "This date is not a holiday.",
  staffShiftUnknown: "This time slot could not be found.",
  staffCalendarSaved: "The calendar has been updated.",
  staffEmailTaken: "A staff account with this email address already exists.",
  staffWeakPassword:
    "The password must be at least 12 characters and not a common or repeated one.",
  staffAccountUnknown: "This staff account could not be found.",
  staffNotYourself: "You cannot disable your own account.",
  staffAccountCreated: "The staff account has been created.",
  staffAccountDisabled: "The staff account has been disabled.",
  staffPriceSaved: "The price has been saved.",
});
