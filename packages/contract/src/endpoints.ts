import { z } from "zod";

import { deviceTokenBody, socialLoginBody } from "./entities/auth";
import {
  cartLineInput,
  cartSaveMode,
  chosenAddon,
  promoBody,
  questionnaireAnswers,
  slotHoldBody,
} from "./entities/booking";
import {
  confirmPaymentBody,
  confirmTopUpBody,
  redirectReturnBody,
  testPaymentDecisionBody,
  resumePaymentBody,
  initiatePaymentBody,
  initiateTopUpBody,
  tokenizeBody,
} from "./entities/checkout";
import type { EndpointConfig } from "./endpoint";
import { endpointRoutes } from "./endpoint-routes";
import { defineEndpoint } from "./endpoint";
import {
  createCreditBody,
  feedbackBody,
  locationBody,
  particularsBody,
  refundBody,
  changeDateBody,
} from "./forms/account";
import { changePasswordBody, loginBody, resetPasswordBody, signUpBody } from "./forms/auth";
import { assessmentBody, confirmCartBody } from "./forms/booking";
import { contactBody, corporateEnquiryBody, crewBody, newsletterBody } from "./forms/visitor";
import { id, isoDate, moneyParam } from "./primitives";
import { accountResponses } from "./responses/account-responses";
import { authResponses } from "./responses/auth-responses";
import { bookingResponses } from "./responses/booking-responses";
import { contentResponses } from "./responses/content-responses";
import { staffEndpoints } from "./staff-endpoints";

/**
 * Every call of the three specs' call tables (section 7), plus the calls DESIGN.md adds
 * (logout, session, captcha, the test card gateway). The server registers one route per
 * entry; the client has one function per entry. Names and paths are stable: add, never
 * rename. Each answer's schema is in its part of the API's module (`responses/`), which the
 * client loads with that part's first call; its method, path and idempotency come from the one
 * table of routes, `endpoint-routes.ts`, under the same part (a unit test holds the parts
 * together).
 *
 * Deviations from the specs, on purpose:
 * - `login` is `POST /api/user/login` with a JSON body: a password never travels in a URL.
 * - The reset code is asked for with `validateUser` (`POST user/validate`) only, never the spec's
 *   GET (a GET from another site could queue a mail); the answer has no OTP: the server mails
 *   it and checks it in `resetPassword`. A GET is answered 405.
 * - "save" rows of the account table are PUT when they update a resource in place
 *   (particulars, location) and POST when they record an action.
 * - `acceptQuote` is POST (the spec's GET changes the cart; a GET must not change state).
 */

// ── Shared parameter and query shapes ────────────────────────────────────────────────────────
const arnum = z.object({ arnum: id });
const refnum = z.object({ refnum: id });
const guid = z.object({ guid: id });
const matnum = z.object({ matnum: id });
/** The spec's `?email=` on account calls; optional, as the session already names the account. */
const emailQuery = z.object({ email: z.string().optional() });
const requiredEmailQuery = z.object({ email: z.string().min(1) });
const dateRange = z.object({ datefrom: isoDate, dateto: isoDate });
/**
 * `creditused`: the credit the customer means to redeem, in pounds. The server checks it
 * against its bounds (`amountDuePence`, a refusal names them) and answers `finalAmount` as
 * what is left to pay after it, so the browser shows and sends the server's figure.
 */
const cartSummaryQuery = emailQuery.extend({ creditused: moneyParam.optional() });

export const endpoints = {
  // ── App start and content (visitor-and-entry 7; booking-flow 7) ──────────────────────────
  cmsMetadata: defineEndpoint({
    name: "cmsMetadata",
    ...endpointRoutes.cmsMetadata,
    auth: "none",
    summary: "Page metadata per url",
    response: contentResponses.cmsMetadata,
  }),
  cmsHomeTop: defineEndpoint({
    name: "cmsHomeTop",
    ...endpointRoutes.cmsHomeTop,
    auth: "none",
    summary: "Header data: navbar, announcements, slider, WhatsApp",
    response: contentResponses.cmsHomeTop,
  }),
  homeServices: defineEndpoint({
    name: "homeServices",
    ...endpointRoutes.homeServices,
    auth: "none",
    summary: "Menu items",
    response: contentResponses.homeServices,
  }),
  homeOurServices: defineEndpoint({
    name: "homeOurServices",
    ...endpointRoutes.homeOurServices,
    auth: "none",
    summary: "Mega menu and services list",
    response: contentResponses.homeOurServices,
  }),
  cmsFooter: defineEndpoint({
    name: "cmsFooter",
    ...endpointRoutes.cmsFooter,
    auth: "none",
    summary: "Footer data",
    response: contentResponses.cmsFooter,
  }),
  cmsAboutUs: defineEndpoint({
    name: "cmsAboutUs",
    ...endpointRoutes.cmsAboutUs,
    auth: "none",
    summary: "About page content",
    response: contentResponses.cmsAboutUs,
  }),
  cmsRate: defineEndpoint({
    name: "cmsRate",
    ...endpointRoutes.cmsRate,
    auth: "none",
    summary: "Rates page price cards",
    response: contentResponses.cmsRate,
  }),
  cmsHowItWorks: defineEndpoint({
    name: "cmsHowItWorks",
    ...endpointRoutes.cmsHowItWorks,
    auth: "none",
    summary: "How it works: steps and image",
    response: contentResponses.cmsHowItWorks,
  }),
  cmsFaq: defineEndpoint({
    name: "cmsFaq",
    ...endpointRoutes.cmsFaq,
    auth: "none",
    summary: "FAQ groups",
    response: contentResponses.cmsFaq,
  }),
  cmsContactUs: defineEndpoint({
    name: "cmsContactUs",
    ...endpointRoutes.cmsContactUs,
    auth: "none",
    summary: "Contact Us offices and map position",
    response: contentResponses.cmsContactUs,
  }),
  cmsTermsAndConditions: defineEndpoint({
    name: "cmsTermsAndConditions",
    ...endpointRoutes.cmsTermsAndConditions,
    auth: "none",
    summary: "Terms and Conditions content",
    response: contentResponses.cmsTermsAndConditions,
  }),
  cmsTermsOfUse: defineEndpoint({
    name: "cmsTermsOfUse",
    ...endpointRoutes.cmsTermsOfUse,
    auth: "none",
    summary: "Terms of Use content",
    response: contentResponses.cmsTermsOfUse,
  }),
  cmsPrivacyPolicy: defineEndpoint({
    name: "cmsPrivacyPolicy",
    ...endpointRoutes.cmsPrivacyPolicy,
    auth: "none",
    summary: "Privacy Policy content",
    response: contentResponses.cmsPrivacyPolicy,
  }),
  cmsHomeBody2: defineEndpoint({
    name: "cmsHomeBody2",
    ...endpointRoutes.cmsHomeBody2,
    auth: "none",
    summary: "Home customer content block",
    response: contentResponses.cmsHomeBody2,
  }),
  cmsHomeBody3: defineEndpoint({
    name: "cmsHomeBody3",
    ...endpointRoutes.cmsHomeBody3,
    auth: "none",
    summary: "Home countries flag carousel",
    response: contentResponses.cmsHomeBody3,
  }),
  cmsServicePage: defineEndpoint({
    name: "cmsServicePage",
    ...endpointRoutes.cmsServicePage,
    auth: "none",
    summary: "Service content page; null when there is none (→ /404)",
    params: z.object({ pageid: id }),
    response: contentResponses.cmsServicePage,
  }),
  serviceDetail: defineEndpoint({
    name: "serviceDetail",
    ...endpointRoutes.serviceDetail,
    auth: "none",
    summary: "Sub-service header and booking details",
    params: z.object({ subsvcnum: id }),
    response: contentResponses.serviceDetail,
  }),
  cmsPayNow: defineEndpoint({
    name: "cmsPayNow",
    ...endpointRoutes.cmsPayNow,
    auth: "none",
    summary: "Bank transfer QR code and instructions",
    response: contentResponses.cmsPayNow,
  }),
  blogs: defineEndpoint({
    name: "blogs",
    ...endpointRoutes.blogs,
    auth: "none",
    summary: "Blog entries",
    response: contentResponses.blogs,
  }),
  blog: defineEndpoint({
    name: "blog",
    ...endpointRoutes.blog,
    auth: "none",
    summary: "One blog entry by page url; null when absent (→ /blog)",
    params: z.object({ id }),
    response: contentResponses.blog,
  }),
  shopProducts: defineEndpoint({
    name: "shopProducts",
    ...endpointRoutes.shopProducts,
    auth: "none",
    summary: "Shop products",
    response: contentResponses.shopProducts,
  }),
  projects: defineEndpoint({
    name: "projects",
    ...endpointRoutes.projects,
    auth: "none",
    summary: "Our Projects",
    response: contentResponses.projects,
  }),
  projectSatisfaction: defineEndpoint({
    name: "projectSatisfaction",
    ...endpointRoutes.projectSatisfaction,
    auth: "none",
    summary: "Customer satisfaction entries of a project",
    params: z.object({ projcode: id }),
    response: contentResponses.projectSatisfaction,
  }),

  // ── Public forms ──────────────────────────────────────────────────────────────────────────
  newsletter: defineEndpoint({
    name: "newsletter",
    ...endpointRoutes.newsletter,
    auth: "none",
    summary: "Newsletter sign-up",
    body: newsletterBody,
    response: contentResponses.newsletter,
  }),
  contactUs: defineEndpoint({
    name: "contactUs",
    ...endpointRoutes.contactUs,
    auth: "none",
    summary: "Contact Us and Have a Question? forms (with captcha)",
    body: contactBody,
    response: contentResponses.contactUs,
  }),
  corporateEnquiry: defineEndpoint({
    name: "corporateEnquiry",
    ...endpointRoutes.corporateEnquiry,
    auth: "none",
    summary: "Corporate enquiry (with captcha)",
    body: corporateEnquiryBody,
    response: contentResponses.corporateEnquiry,
  }),
  joinUs: defineEndpoint({
    name: "joinUs",
    ...endpointRoutes.joinUs,
    auth: "none",
    summary: "Be A Service Crew application (with captcha)",
    body: crewBody,
    response: contentResponses.joinUs,
  }),
  captchaChallenge: defineEndpoint({
    name: "captchaChallenge",
    ...endpointRoutes.captchaChallenge,
    auth: "none",
    summary: "ALTCHA proof-of-work challenge for the captcha widget",
    response: authResponses.captchaChallenge,
  }),

  // ── Authentication ────────────────────────────────────────────────────────────────────────
  login: defineEndpoint({
    name: "login",
    ...endpointRoutes.login,
    auth: "none",
    summary: "Log in; sets the session cookie",
    body: loginBody,
    response: authResponses.login,
  }),
  socialLogin: defineEndpoint({
    name: "socialLogin",
    ...endpointRoutes.socialLogin,
    auth: "none",
    summary: "Log in with Facebook or Google; sets the session cookie",
    body: socialLoginBody,
    response: authResponses.socialLogin,
  }),
  logout: defineEndpoint({
    name: "logout",
    ...endpointRoutes.logout,
    auth: "session",
    summary: "Log out; clears the session cookie",
    response: authResponses.logout,
  }),
  session: defineEndpoint({
    name: "session",
    ...endpointRoutes.session,
    auth: "none",
    summary: "Who is logged in (null for a visitor)",
    response: authResponses.session,
  }),
  saveDeviceToken: defineEndpoint({
    name: "saveDeviceToken",
    ...endpointRoutes.saveDeviceToken,
    auth: "session",
    summary: "Keep this browser's push subscription (as the login's deviceToken) for the customer",
    body: deviceTokenBody,
    response: authResponses.saveDeviceToken,
  }),
  pushVapidKey: defineEndpoint({
    name: "pushVapidKey",
    ...endpointRoutes.pushVapidKey,
    auth: "none",
    summary: "The VAPID public key browsers subscribe with (null: push is off)",
    response: authResponses.pushVapidKey,
  }),
  signUp: defineEndpoint({
    name: "signUp",
    ...endpointRoutes.signUp,
    auth: "none",
    summary: "Sign up; a verification link is mailed",
    body: signUpBody,
    response: authResponses.signUp,
  }),
  validateUser: defineEndpoint({
    name: "validateUser",
    ...endpointRoutes.validateUser,
    auth: "none",
    summary: "Mail a reset OTP (never returned); answers in meta",
    query: requiredEmailQuery,
    response: authResponses.validateUser,
  }),
  resetPassword: defineEndpoint({
    name: "resetPassword",
    ...endpointRoutes.resetPassword,
    auth: "none",
    summary: "Set a new password with the mailed OTP",
    body: resetPasswordBody,
    response: authResponses.resetPassword,
  }),
  changePassword: defineEndpoint({
    name: "changePassword",
    ...endpointRoutes.changePassword,
    auth: "session",
    summary: "Change password",
    body: changePasswordBody,
    response: authResponses.changePassword,
  }),

  // ── Booking ───────────────────────────────────────────────────────────────────────────────
  bookingLocations: defineEndpoint({
    name: "bookingLocations",
    ...endpointRoutes.bookingLocations,
    auth: "session",
    summary: "Saved locations for the choose-location dialog and booking information",
    params: arnum,
    query: emailQuery,
    response: bookingResponses.bookingLocations,
  }),
  questions: defineEndpoint({
    name: "questions",
    ...endpointRoutes.questions,
    auth: "none",
    summary: "Property questionnaire of a service category",
    params: z.object({ matcatnum: id }),
    response: bookingResponses.questions,
  }),
  packageAddons: defineEndpoint({
    name: "packageAddons",
    ...endpointRoutes.packageAddons,
    auth: "none",
    summary: "Add-ons of a package",
    params: matnum,
    response: bookingResponses.packageAddons,
  }),
  packages: defineEndpoint({
    name: "packages",
    ...endpointRoutes.packages,
    auth: "none",
    summary:
      "Packages for the questionnaire answers (guests use GUEST_ARNUM; others need a session)",
    params: arnum,
    query: z.object({ email: z.string().min(1), catnum: id }),
    body: z.array(questionnaireAnswers),
    response: bookingResponses.packages,
  }),
  holidays: defineEndpoint({
    name: "holidays",
    ...endpointRoutes.holidays,
    auth: "none",
    summary: "Lead time and holidays",
    params: matnum,
    response: bookingResponses.holidays,
  }),
  timeSlots: defineEndpoint({
    name: "timeSlots",
    ...endpointRoutes.timeSlots,
    auth: "none",
    summary: "Time slots of a job on a date",
    params: z.object({ jobnum: id }),
    query: z.object({ date: isoDate }),
    response: bookingResponses.timeSlots,
  }),
  addressLookup: defineEndpoint({
    name: "addressLookup",
    ...endpointRoutes.addressLookup,
    auth: "none",
    summary: "Address line 1 for a postal code",
    params: z.object({ postcode: z.string().min(1) }),
    response: bookingResponses.addressLookup,
  }),
  holdSlots: defineEndpoint({
    name: "holdSlots",
    ...endpointRoutes.holdSlots,
    auth: "session",
    summary: "Hold (or renew, or with no slots release) the places of the chosen time slots",
    params: arnum,
    body: slotHoldBody,
    response: bookingResponses.holdSlots,
  }),
  saveCart: defineEndpoint({
    name: "saveCart",
    ...endpointRoutes.saveCart,
    auth: "session",
    summary:
      "Save or update cart lines (mode remove; mode addupdate with promocode before checkout)",
    params: arnum,
    query: z.object({
      email: z.string().optional(),
      mode: cartSaveMode.optional(),
      promocode: z.string().optional(),
    }),
    body: z.array(cartLineInput),
    response: bookingResponses.saveCart,
  }),
  cartSummary: defineEndpoint({
    name: "cartSummary",
    ...endpointRoutes.cartSummary,
    auth: "session",
    summary:
      "The open cart's refnum, item count and totals (null when none); finalAmount after creditused",
    params: arnum,
    query: cartSummaryQuery,
    response: bookingResponses.cartSummary,
  }),
  cartDetails: defineEndpoint({
    name: "cartDetails",
    ...endpointRoutes.cartDetails,
    auth: "session",
    summary: "Cart lines",
    params: refnum,
    response: bookingResponses.cartDetails,
  }),
  cartLineAddons: defineEndpoint({
    name: "cartLineAddons",
    ...endpointRoutes.cartLineAddons,
    auth: "session",
    summary: "Add-on options of a cart line",
    params: refnum,
    query: guid,
    response: bookingResponses.cartLineAddons,
  }),
  saveCartLineAddons: defineEndpoint({
    name: "saveCartLineAddons",
    ...endpointRoutes.saveCartLineAddons,
    auth: "session",
    summary: "Save the chosen add-ons of a cart line",
    params: refnum,
    query: guid,
    body: z.array(chosenAddon),
    response: bookingResponses.saveCartLineAddons,
  }),
  removeCartAddon: defineEndpoint({
    name: "removeCartAddon",
    ...endpointRoutes.removeCartAddon,
    auth: "session",
    summary: "Remove one add-on from a cart line",
    params: refnum,
    body: chosenAddon.extend({ guid: id }),
    response: bookingResponses.removeCartAddon,
  }),
  applyPromo: defineEndpoint({
    name: "applyPromo",
    ...endpointRoutes.applyPromo,
    auth: "session",
    summary: "Apply a voucher (an empty promoCode removes it); answers the new totals",
    params: arnum,
    body: promoBody,
    response: bookingResponses.applyPromo,
  }),
  creditTotal: defineEndpoint({
    name: "creditTotal",
    ...endpointRoutes.creditTotal,
    auth: "session",
    summary: "Available credit",
    params: arnum,
    response: bookingResponses.creditTotal,
  }),
  confirmCart: defineEndpoint({
    name: "confirmCart",
    ...endpointRoutes.confirmCart,
    auth: "session",
    summary: "Confirm the cart with contact, billing, credit and payment type",
    params: refnum,
    body: confirmCartBody,
    response: bookingResponses.confirmCart,
  }),
  tokenizeTestCard: defineEndpoint({
    name: "tokenizeTestCard",
    ...endpointRoutes.tokenizeTestCard,
    auth: "session",
    summary: "Test gateway only: card details → PaymentMethodId (never stored or logged)",
    body: tokenizeBody,
    response: bookingResponses.tokenizeTestCard,
  }),
  testGatewayCharges: defineEndpoint({
    name: "testGatewayCharges",
    ...endpointRoutes.testGatewayCharges,
    auth: "session",
    summary: "Test gateway only: what it charged for the order (its own ledger)",
    params: refnum,
    response: bookingResponses.testGatewayCharges,
  }),
  initiatePayment: defineEndpoint({
    name: "initiatePayment",
    ...endpointRoutes.initiatePayment,
    auth: "session",
    summary: "Start a card payment",
    body: initiatePaymentBody,
    response: bookingResponses.initiatePayment,
  }),
  confirmPayment: defineEndpoint({
    name: "confirmPayment",
    ...endpointRoutes.confirmPayment,
    auth: "session",
    summary: "Confirm a card payment after its action",
    body: confirmPaymentBody,
    response: bookingResponses.confirmPayment,
  }),
  unpaidBookings: defineEndpoint({
    name: "unpaidBookings",
    ...endpointRoutes.unpaidBookings,
    auth: "session",
    summary: "Bookings awaiting payment (bank transfer, redirect gateway), with their deadline",
    params: arnum,
    response: bookingResponses.unpaidBookings,
  }),
  resumePayment: defineEndpoint({
    name: "resumePayment",
    ...endpointRoutes.resumePayment,
    auth: "session",
    summary: "Resume an unpaid booking: pay by card instead, or go to its gateway again",
    params: refnum,
    body: resumePaymentBody,
    response: bookingResponses.resumePayment,
  }),
  redirectReturn: defineEndpoint({
    name: "redirectReturn",
    ...endpointRoutes.redirectReturn,
    auth: "session",
    summary: "A redirect gateway's signed result, verified once: paid, declined or cancelled",
    body: redirectReturnBody,
    response: bookingResponses.redirectReturn,
  }),
  testPaymentSession: defineEndpoint({
    name: "testPaymentSession",
    ...endpointRoutes.testPaymentSession,
    auth: "none",
    summary: "Test redirect gateway only: the hosted page's session (reference and amount)",
    params: z.object({ sessionId: id }),
    response: bookingResponses.testPaymentSession,
  }),
  decideTestPayment: defineEndpoint({
    name: "decideTestPayment",
    ...endpointRoutes.decideTestPayment,
    auth: "none",
    summary: "Test redirect gateway only: approve, decline or cancel; answers the signed return",
    params: z.object({ sessionId: id }),
    body: testPaymentDecisionBody,
    response: bookingResponses.decideTestPayment,
  }),
  requestAssessment: defineEndpoint({
    name: "requestAssessment",
    ...endpointRoutes.requestAssessment,
    auth: "session",
    summary: "Request an assessment",
    params: arnum,
    body: assessmentBody,
    response: bookingResponses.requestAssessment,
  }),

  // ── Account area (account-area 7) ─────────────────────────────────────────────────────────
  particulars: defineEndpoint({
    name: "particulars",
    ...endpointRoutes.particulars,
    auth: "session",
    summary: "My particulars",
    params: arnum,
    query: emailQuery,
    response: accountResponses.particulars,
  }),
  updateParticulars: defineEndpoint({
    name: "updateParticulars",
    ...endpointRoutes.updateParticulars,
    auth: "session",
    summary: "Update my particulars",
    params: arnum,
    body: particularsBody,
    response: accountResponses.updateParticulars,
  }),
  contacts: defineEndpoint({
    name: "contacts",
    ...endpointRoutes.contacts,
    auth: "session",
    summary: "My contacts",
    params: arnum,
    response: accountResponses.contacts,
  }),
  deleteContact: defineEndpoint({
    name: "deleteContact",
    ...endpointRoutes.deleteContact,
    auth: "session",
    summary: "Delete a contact",
    params: arnum,
    query: guid,
    response: accountResponses.deleteContact,
  }),
  myLocations: defineEndpoint({
    name: "myLocations",
    ...endpointRoutes.myLocations,
    auth: "session",
    summary: "My locations",
    params: arnum,
    query: emailQuery,
    response: accountResponses.myLocations,
  }),
  locationOwners: defineEndpoint({
    name: "locationOwners",
    ...endpointRoutes.locationOwners,
    auth: "session",
    summary: "Owner contacts for locations (ptc, ptcname)",
    params: arnum,
    query: emailQuery,
    response: accountResponses.locationOwners,
  }),
  saveLocation: defineEndpoint({
    name: "saveLocation",
    ...endpointRoutes.saveLocation,
    auth: "session",
    summary: "Save a location (locationId empty creates one)",
    params: arnum,
    query: z.object({ locationId: z.string().optional() }),
    body: locationBody,
    response: accountResponses.saveLocation,
  }),
  deleteLocation: defineEndpoint({
    name: "deleteLocation",
    ...endpointRoutes.deleteLocation,
    auth: "session",
    summary: "Delete a location",
    params: arnum,
    query: z.object({ locationId: id }),
    response: accountResponses.deleteLocation,
  }),
  activeBookings: defineEndpoint({
    name: "activeBookings",
    ...endpointRoutes.activeBookings,
    auth: "session",
    summary: "Active bookings in a date range",
    params: arnum,
    query: dateRange,
    response: accountResponses.activeBookings,
  }),
  bookingHistory: defineEndpoint({
    name: "bookingHistory",
    ...endpointRoutes.bookingHistory,
    auth: "session",
    summary: "Past bookings in a date range",
    params: arnum,
    query: dateRange,
    response: accountResponses.bookingHistory,
  }),
  bookingDetail: defineEndpoint({
    name: "bookingDetail",
    ...endpointRoutes.bookingDetail,
    auth: "session",
    summary: "Booking details",
    params: refnum,
    response: accountResponses.bookingDetail,
  }),
  changeBookingDate: defineEndpoint({
    name: "changeBookingDate",
    ...endpointRoutes.changeBookingDate,
    auth: "session",
    summary: "Change a booking's date and shift, or skip to skiptodate",
    params: refnum,
    body: changeDateBody,
    response: accountResponses.changeBookingDate,
  }),
  requestRefund: defineEndpoint({
    name: "requestRefund",
    ...endpointRoutes.requestRefund,
    auth: "session",
    summary: "Request a refund",
    params: refnum,
    body: refundBody,
    response: accountResponses.requestRefund,
  }),
  submitFeedback: defineEndpoint({
    name: "submitFeedback",
    ...endpointRoutes.submitFeedback,
    auth: "session",
    summary: "Rate a booking, with an optional tip from credit",
    params: refnum,
    body: feedbackBody,
    response: accountResponses.submitFeedback,
  }),
  creditTransactions: defineEndpoint({
    name: "creditTransactions",
    ...endpointRoutes.creditTransactions,
    auth: "session",
    summary: "Credit transactions",
    params: arnum,
    response: accountResponses.creditTransactions,
  }),
  creditSummary: defineEndpoint({
    name: "creditSummary",
    ...endpointRoutes.creditSummary,
    auth: "session",
    summary: "Credit totals and expiring credit",
    params: arnum,
    response: accountResponses.creditSummary,
  }),
  createCredit: defineEndpoint({
    name: "createCredit",
    ...endpointRoutes.createCredit,
    auth: "session",
    summary: "Create the credit record a top-up pays for; answers its refnum",
    params: arnum,
    body: createCreditBody,
    response: accountResponses.createCredit,
  }),
  initiateTopUp: defineEndpoint({
    name: "initiateTopUp",
    ...endpointRoutes.initiateTopUp,
    auth: "session",
    summary: "Start a card top-up",
    body: initiateTopUpBody,
    response: accountResponses.initiateTopUp,
  }),
  confirmTopUp: defineEndpoint({
    name: "confirmTopUp",
    ...endpointRoutes.confirmTopUp,
    auth: "session",
    summary: "Confirm a card top-up after its action",
    body: confirmTopUpBody,
    response: accountResponses.confirmTopUp,
  }),
  requests: defineEndpoint({
    name: "requests",
    ...endpointRoutes.requests,
    auth: "session",
    summary: "Requests and quotations",
    params: arnum,
    response: accountResponses.requests,
  }),
  deleteRequest: defineEndpoint({
    name: "deleteRequest",
    ...endpointRoutes.deleteRequest,
    auth: "session",
    summary: "Delete a quotation request",
    params: refnum,
    response: accountResponses.deleteRequest,
  }),
  quoteDetails: defineEndpoint({
    name: "quoteDetails",
    ...endpointRoutes.quoteDetails,
    auth: "session",
    summary: "Quote lines",
    params: refnum,
    response: accountResponses.quoteDetails,
  }),
  acceptQuote: defineEndpoint({
    name: "acceptQuote",
    ...endpointRoutes.acceptQuote,
    auth: "session",
    summary: "Accept a quotation into the cart (quoterefnum ending in U accepts the upgrade)",
    params: arnum,
    query: z.object({ email: z.string().optional(), quoterefnum: id }),
    response: accountResponses.acceptQuote,
  }),
  inbox: defineEndpoint({
    name: "inbox",
    ...endpointRoutes.inbox,
    auth: "session",
    summary: "Inbox messages",
    params: arnum,
    query: emailQuery,
    response: accountResponses.inbox,
  }),
  inboxMessage: defineEndpoint({
    name: "inboxMessage",
    ...endpointRoutes.inboxMessage,
    auth: "session",
    summary: "One inbox message (marks it read)",
    params: guid,
    response: accountResponses.inboxMessage,
  }),
  inboxUnread: defineEndpoint({
    name: "inboxUnread",
    ...endpointRoutes.inboxUnread,
    auth: "session",
    summary: "How many inbox messages are not read yet (the header's count)",
    params: arnum,
    response: accountResponses.inboxUnread,
  }),
  feedbackList: defineEndpoint({
    name: "feedbackList",
    ...endpointRoutes.feedbackList,
    auth: "session",
    summary: "Feedback I gave",
    params: arnum,
    query: emailQuery,
    response: accountResponses.feedbackList,
  }),
  feedbackDetail: defineEndpoint({
    name: "feedbackDetail",
    ...endpointRoutes.feedbackDetail,
    auth: "session",
    summary: "One feedback, read only",
    params: refnum,
    response: accountResponses.feedbackDetail,
  }),

  // ── The staff part: the back office (staff-endpoints.ts) ─────────────────────────────────
  ...staffEndpoints,
} as const satisfies Record<string, EndpointConfig>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;

/** Every endpoint, in declaration order (for route registration and docs). */
export type AnyEndpoint = Endpoints[EndpointName] & EndpointConfig;
export const endpointList: readonly AnyEndpoint[] = Object.values(endpoints);

/** Looks an endpoint up by method and concrete or template path. */
export function findEndpoint(method: string, path: string): AnyEndpoint | undefined {
  const clean = path.split("?")[0] ?? path;
  return endpointList.find((e) => {
    if (e.method !== method.toUpperCase()) return false;
    const pattern = new RegExp(`^${e.path.replace(/\{\w+\}/g, "[^/]+")}$`);
    return e.path === clean || pattern.test(clean);
  });
}
