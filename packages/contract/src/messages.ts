/**
 * Every user-facing text of the three specs, verbatim: typos ("sumitted", "Successfull"),
 * odd spacing ("Oops ! ...", the double space in `bookingPaid`) and trailing full stops
 * included. A unit test reads the spec files and checks that each plain string below occurs
 * in one of them, so do not "fix" a text here: change the spec first.
 *
 * Texts with a placeholder are functions (`noSlots(phone)`), with their template beside them.
 * Server code sends these texts in `meta.message`; the kit shows them as they are.
 *
 * Each object is marked `@__PURE__`: `Object.freeze(...)` is a call, which a bundler keeps
 * unless told it has no side effect, so without the mark every page carried all four.
 */
export const messages = /* @__PURE__ */ Object.freeze({
  // ── Errors (all specs, section 8) ────────────────────────────────────────────────────────
  /** Any 401, or a session missing where one is needed; then go to `/`. */
  sessionExpired: "Your session has been expired, Please login again",
  /** Empty or failed response, schema mismatch, negative final amount. */
  oops: "Oops ! Something went wrong.",
  /** No service chosen, cart reference missing; then go home. */
  oopsTryAgain: "Oops ! Something went wrong, Please try again.",
  /** A page opened without the navigation state it needs. */
  directAccess: "Sorry, You can not access this page directly, Please try again.",
  /** Incomplete question, booking-information or assessment form. */
  fillAllDetails: "Please fill all the details.",
  loginWithFacebook: "Please login with Facebook.",
  loginWithGoogle: "Please login with Google.",
  /** No best-matched packages. */
  callOffice: "Please call our office for assistance.",

  // ── Validation: required fields ───────────────────────────────────────────────────────────
  userIdRequired: "UserId is required.",
  passwordRequired: "Password is required.",
  salutationRequired: "Salutation is required.",
  emailIdRequired: "Email-Id is required.",
  emailRequired: "Email address is required.",
  invalidEmail: "You have entered an invalid email address.",
  passwordMismatch: "Password and confirm password must be same.",
  captchaRequired: "Please verify captcha.",
  resetEmailRequired: "Email id required to reset password.",
  otpRequired: "OTP is required.",
  confirmPasswordRequired: "Confirm password is required.",
  nameRequired: "Name is required.",
  contactNumberRequired: "Contact Number is required.",
  serviceTypeRequired: "Please select at least one type of service.",
  firstNameRequiredTitle: "First Name is required.",
  phoneNumberRequiredTitle: "Phone Number is required.",
  postalCodeRequiredTitle: "Postal Code is required.",
  privacyConsentRequired: "You must agree to the privacy policy.",
  firstNameRequired: "First name is required.",
  lastNameRequired: "Last name is required.",
  mobileRequired: "Mobile number is required.",
  postalCodeRequired: "Postal code is required.",
  unitNumberRequired: "Unit number is required.",
  addressRequired: "Address is required.",
  countryRequired: "Please select country.",
  phoneRequired: "Phone number is required.",
  chooseDate: "Please choose date.",
  chooseShift: "Please choose shift.",
  choosePickDate: "Please choose pick date.",
  choosePickShift: "Please choose pick shift.",
  locationNameRequired: "Location name is required.",
  firstAddressRequired: "First address is required.",
  houseTypeRequired: "House type is required.",
  propertySizeRequired: "Property size is required.",
  currentPasswordRequired: "Current password is required.",
  newPasswordRequired: "New password is required.",
  newPasswordMismatch: "New password and confirm password must be same.",
  refundReasonRequired: "Please select reason of refund.",
  ratingRequired: "Please Select rating.",
  notEnoughCreditsForTip: "You do not have enough credits left in your account to give a tip.",
  topUpAmountRequired: "Please select topup amount.",
  fullnameRequired: "Fullname is required.",

  // ── Success ───────────────────────────────────────────────────────────────────────────────
  loginSuccess: "Login successfully.",
  logoutSuccess: "Logout Successfully.",
  registrationSuccess: "Registration successfully completed.",
  verificationLinkSent:
    "We've sent a verification link to your email address. Please verify your email address.",
  checkEmail: "Please check your email.",
  passwordResetSuccess: "Password reset successfully.",
  /** Contact, enquiry and crew forms. Spelled so in the spec. */
  requestSumitted: "Your request has been sumitted successfully.",
  /** Refund request (account area). */
  requestSubmitted: "Your request has been submitted successfully.",
  newsletterThanks: "Thanks for being part of the community",
  assessmentScheduled: "Assessment scheduled successfully.",
  particularsUpdated: "My Particulars Updated successfully.",
  contactDeleted: "Contact deleted successfully.",
  locationUpdated: "Location Updated successfully.",
  locationDeleted: "Location deleted successfully.",
  passwordUpdated: "Password updated successfully.",
  dateTimeChanged: "Date time changed successfully.",
  feedbackSubmitted: "Feedback submitted successfully.",
  quotationDeleted: "Quotation deleted successfully.",
  quotationAccepted: "Quotation accepted successfully",
  /** Two spaces after "payment." in the spec: kept. */
  bookingPaid: "You have successfully made a payment.  Please take note of the booking schedule",

  // ── Payment results ───────────────────────────────────────────────────────────────────────
  paymentSuccessful: "Payment Successful",
  paymentFailed: "Payment Failed",
  paymentFailedBang: "Payment Failed !",
  orderNotCreated: "Order has not been created !",
  topUpSuccessTitle: "Payment Successfull !",
  topUpSuccess: "You have Successfully completed your Top Up credit.",
  topUpFailed: "Payment Failed ! Please try again..",

  // ── Empty lists ───────────────────────────────────────────────────────────────────────────
  cartEmpty: "Cart Is Empty",
  noRecordsFound: "No Records Found",
  noRecordFound: "No Record Found",
  noMessages: "No Message here..",
  cartDetailsNotAvailable: "Cart Details Not Available",

  // ── Notification titles ───────────────────────────────────────────────────────────────────
  successTitle: "Success Message",
  warningTitle: "Warning Message",
  errorTitle: "Error Message",

  // ── Placeholders ──────────────────────────────────────────────────────────────────────────
  /** "For assistance, please call our office at {phone}." (no slots). */
  noSlots: (phone: string): string => fillTemplate(templates.noSlots, { phone }),
  /**
   * A field longer than its limit. The specs give limits but no text (inputs carry
   * `maxLength`, so a customer rarely sees this); this one is ours.
   */
  tooLong: (max: number): string => fillTemplate(templates.tooLong, { max: String(max) }),
  /** A number outside its range (quantities, amounts). Ours; the specs give no text. */
  outOfRange: (min: number, max: number): string =>
    fillTemplate(templates.outOfRange, { min: String(min), max: String(max) }),
});

/**
 * Our texts that only the account area shows (My Booking, Booking Details, the quotation, the
 * refund dialog), and the action that resumes a booking awaiting payment (the header's notice
 * shows it too). Apart so that an account page carries these and not the whole of `texts`;
 * `texts` holds them too, under the same names, so either reads them. The same rules as
 * `texts`: plain English, never a text the specs give (a test checks the catalogues).
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

/**
 * Our texts, for what the specs leave unsaid, that the pages show themselves: the forms' and
 * the card and credit fields' checks, the hold, the wizard, the shell. What only the server
 * writes (its refusals, which the browser shows as the API sends them) is `serverTexts`
 * (`server-texts.ts`), kept out of the pages' script. Plain English with a full stop, saying
 * what to do next where there is something to do. A text the specs give is never repeated
 * here: use `messages` (the server's "cart is empty" is `messages.cartEmpty`, a missing
 * second date `messages.choosePickDate`). A test checks that no text here repeats one there.
 */
export const texts = /* @__PURE__ */ Object.freeze(
  // The account area's texts (`accountTexts`, above) under the same names, assigned and not
  // spread: a bundler keeps a spread (it may run a getter) where `texts` is never read.
  /* @__PURE__ */ Object.assign(
    {
      // ── Forms ─────────────────────────────────────────────────────────────────────────────────
      /** Beside each question left unanswered after "Please fill all the details.". */
      answerThisQuestion: "Please answer this question.",
      // ── Requests refused at the edge (apps/server/src/security) ──────────────────────────────
      /** Login after repeated failures for the e-mail or the address: the captcha is needed. */
      loginCaptchaNeeded: "Too many failed attempts. Please verify captcha and try again.",

      // ── Catalogue and cart ────────────────────────────────────────────────────────────────────
      slotFull: "Sorry, this time slot has just been fully booked. Please choose another time.",
      /** The checkout's countdown, announced politely at 2 minutes left. */
      holdEndingSoon: "2 minutes left to complete your booking before your time slot is released.",
      /** The countdown at 0: the customer goes back to Date & Time. */
      holdReleased:
        "Your time slot was held for you for a limited time and has been released. Please choose a date and time again.",
      /** An unpaid booking's deadline passed: its places were released. */
      unpaidExpired:
        "The time to pay for this booking has passed and its time slot has been released. Please book again.",
      /** Resuming a booking that is not awaiting payment (paid, reopened, not this customer's). */
      notAwaitingPayment: "This booking is not awaiting payment.",
      /** The bank-transfer page, under the deadline. */
      payByDeadline:
        "Your time slot is held until then. If we have not received your transfer by then, it is released.",
      /** The header cart's notice of a booking awaiting payment (its region's name). */
      bookingAwaitingPayment: "Booking awaiting payment",
      /** The resume page: its heading, its loading state and its terms. */
      completeYourPayment: "Complete your payment",
      loadingYourBooking: "Loading your booking",
      bookingReference: "Booking reference",
      service: "Service",
      amountDue: "Amount due",
      placeHeldUntil: "Place held until",
      placeReleasedOn: "Place released on",
      payByTransferQr: "Pay by bank transfer with this QR code and your booking reference.",
      payByCardInstead: "Pay by card instead",
      payByCard: "Pay by card",
      payNow: "PAY NOW",
      /** The wizard's package details (booking-flow section 2's modal): its button. */
      packageDetails: "Package details",
      /** A cart line's own charges beside its unit price (Finalise Booking), when not zero. */
      locationFee: "Location fee",
      weekendAmount: "Weekend amount",
      /** How a plan's price is made up (Finalise Booking): its visits × the per-visit price. */
      planPriceMadeUp: (visits: number, perVisit: string): string =>
        `${visits} visits × ${perVisit}`,
      /** While the card field's script loads (checkout, top-up, resume). */
      loadingCardField: "Loading the card field…",
      /** The hosted test payment page, after the payment session was closed or paid. */
      paymentSessionClosed: "This payment session is closed. Please return to the site.",
      postcodeInvalid: "Please enter a valid postal code.",
      postcodeUnknown: "We could not find an address for this postal code.",
      /** Under the postal code when the lookup found nothing: the address is typed by hand. */
      addressTypeByHand: "Please type the address below.",

      // ── Credit redeem (rules/credit.ts) ───────────────────────────────────────────────────────
      creditRequired: "Enter the amount of credit to redeem",
      creditInvalid: "Enter an amount such as 5.00",
      creditTooPrecise: "Use at most 2 decimals",
      /** A new password shorter than `PASSWORD_MIN_LENGTH` (`forms/auth-rules.ts`). */
      passwordTooShort: "Please use a password of at least 8 characters.",
      /** Any amount beyond what a booking, a top-up or a credit can be (`primitives.ts`). */
      amountTooLarge: "Please enter an amount of no more than £1,000,000.00.",
      /** `min` and `max` formatted with their currency ("£0.00", "£12.50"). */
      creditOutOfBounds: (min: string, max: string): string =>
        `You can redeem between ${min} and ${max} of credit.`,

      /** The card tab when the credit redeemed covers the whole amount: no card is asked for. */
      creditCoversAll:
        "Your credit covers the whole amount: no card is needed. Press PAY NOW to book.",

      // ── Card field (Stripe Elements' wording; rules/card.ts) ──────────────────────────────────
      cardNumberIncomplete: "Your card number is incomplete.",
      cardNumberInvalid: "Your card number is invalid.",
      cardExpiryIncomplete: "Your card's expiration date is incomplete.",
      cardExpiryPast: "Your card's expiration year is in the past.",
      cardExpiryInvalid: "Your card's expiration date is invalid.",
      cardCvcIncomplete: "Your card's security code is incomplete.",

      // ── Test gateway and card providers (Stripe's wording) ────────────────────────────────────
      authenticationFailed:
        "We are unable to authenticate your payment method. Please choose a different payment method and try again.",

      // ── Demo mode (the site's `DEMO=1` or development: never in production) ──────────────────
      /** The strip above every page and the staff console. */
      demoBanner:
        "Demo site: payments take test cards only, and mail goes to the development mailbox.",
      /** After sign-up, beside "check your email": where the demo's mail can be read. */
      demoMailboxLink: "Open the development mailbox to read it.",
      // ── Offline and translation (our texts: the spec only logs offline mode) ────────────────
      /** The shell's quiet banner while the browser has no network. */
      offline:
        "You are offline. What you type stays on this page; send it when you are back online.",
      /** The translation widget's region and its button. */
      translatePage: "Translate this page",
      // ── Loading on use (our texts: the spec's pages load at once) ─────────────────────────────
      /**
       * A booking step's module (loaded on use) that could not be loaded: offline, or the site was
       * updated since the page opened. Shown in the step's place with {@link texts.tryAgain}.
       */
      stepLoadFailed:
        "This step could not be loaded. Please check your connection and try again. Your answers are kept.",
      /** The button that loads it again. */
      tryAgain: "TRY AGAIN",
      // ── Push notifications and the inbox's unread count (our texts: the spec shows none) ──────
      /** The permission prompt, shown after login (never on page load). */
      pushPromptTitle: "Get booking reminders",
      pushPromptBody:
        "We can remind you the day before a visit and tell you when its date changes. Your browser will ask you to allow notifications.",
      pushPromptAllow: "Turn on reminders",
      pushPromptLater: "Not now",
    },
    accountTexts,
  ),
);

/** Templates behind the placeholder messages; `{name}` is replaced by {@link fillTemplate}. */
export const templates = /* @__PURE__ */ Object.freeze({
  noSlots: "For assistance, please call our office at {phone}.",
  tooLong: "Please enter no more than {max} characters.",
  outOfRange: "Please enter a number from {min} to {max}.",
  /** Read after "Inbox" on the header's inbox link (the badge shows the number). */
  inboxUnread: "{count} unread",
  /** My Booking, under a booking awaiting payment: its reference and deadline. */
  paymentReference: "Reference {reference}",
  placeHeldUntil: "Place held until {deadline}",
  placeReleasedOn: "Place released on {deadline}",
  /** The wizard names the package being booked, above its steps. */
  bookingPackage: "Booking: {package}",
  /** The header cart's notice: `{reference}` is shown in bold. */
  unpaidNotice: "Your booking {reference} is awaiting payment. Its place is held until {deadline}.",
  /** The resume page's service and first visit. */
  serviceFrom: "{service}, from {date}",
  paymentQrCode: "Payment QR code for {reference}",
  continueToGateway: "Continue to the {gateway} payment page",
  /** Contact Us opened from the shop's Buy Now: the message starts with what is to be bought. */
  buyProduct: "I would like to buy {quantity} x {product}.",
});

/** Replaces each `{name}` in `template` with `values[name]`; unknown names stay as they are. */
export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** Keys of the plain-text messages (those that are strings, not functions). */
export type MessageKey = {
  [K in keyof typeof messages]: (typeof messages)[K] extends string ? K : never;
}[keyof typeof messages];

/**
 * Labels, headings and button texts the specs spell out, for the kit to use as they are
 * (upper case where the spec writes upper case).
 */
export const labels = /* @__PURE__ */ Object.freeze({
  bookNow: "Book Now",
  bookNowUpper: "BOOK NOW",
  bookBanner: "Book a Home Service with us in 60 seconds",
  readMore: "READ MORE",
  cancel: "CANCEL",
  continue: "CONTINUE",
  previous: "PREVIOUS",
  apply: "APPLY",
  remove: "REMOVE",
  select: "SELECT",
  filter: "Filter",
  reset: "Reset",
  viewMore: "View More",
  showMoreRelated: "SHOW MORE RELATED PRODUCTS",
  viewBooking: "VIEW BOOKING",
  myCart: "My Cart",
  acceptAddToCart: "ACCEPT & ADD TO CART",
  upgradeTo12Sessions: "UPGRADE TO 12 SESSIONS",
  topUpCredits: "TOP-UP CREDITS",
  updateVersion: "Update version",
  saveAddressToProfile: "Save address to profile",
  fillItemsQuantity: "Fill Items Quantity",
  sendUsFeedback: "Send us your feedback",
  haveAQuestion: "Have a Question?",
  beAServiceCrew: "Be A Service Crew",
  pageNotFound: "Page Not Found",
  thankYou: "Thank You",
  weWillContactYou: "We will contact you soon",
  customerSatisfaction: "Customer satisfaction",
  signUp: "Sign up",
  forgotPassword: "Forgot password",
  stepDateTime: "Date & Time",
  stepBookingInformation: "Booking Information",
  stepFinalise: "Finalise Booking",
  stepCheckout: "Checkout & Payment",
  morning: "Morning",
  afternoon: "Afternoon",
  evening: "Evening",
  myParticulars: "My Particulars",
  myContacts: "My Contacts",
  myLocation: "My Location",
  creditCards: "Credit cards",
  updatePassword: "Update Password",
  active: "Active",
  history: "History",
  home: "Home",
  myAccount: "My Account",
});
