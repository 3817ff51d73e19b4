import { z } from "zod";

import { creditTotal } from "../entities/account";
import {
  addonOption,
  cartLine,
  cartSummary,
  holidayInfo,
  locationOption,
  packageItem,
  question,
  slotHold,
  timeSlot,
} from "../entities/booking";
import {
  confirmCartResult,
  paymentResult,
  redirectReturnResult,
  resumePaymentResult,
  testPaymentDecision,
  testPaymentSession,
  testGatewayCharges,
  tokenizeResult,
  unpaidBooking,
} from "../entities/checkout";
import { noData } from "../primitives";

/** What the booking, cart and payment calls answer (`data`), by endpoint. */
export const bookingResponses = {
  bookingLocations: z.array(locationOption),
  questions: z.array(question),
  packageAddons: z.array(addonOption),
  packages: z.array(packageItem),
  holidays: holidayInfo,
  timeSlots: z.array(timeSlot),
  addressLookup: z.string(),
  holdSlots: slotHold,
  saveCart: cartSummary,
  cartSummary: cartSummary.nullable(),
  cartDetails: z.array(cartLine),
  cartLineAddons: z.array(addonOption),
  saveCartLineAddons: noData,
  removeCartAddon: noData,
  applyPromo: cartSummary,
  creditTotal,
  confirmCart: confirmCartResult,
  tokenizeTestCard: tokenizeResult,
  testGatewayCharges,
  initiatePayment: paymentResult,
  confirmPayment: paymentResult,
  unpaidBookings: z.array(unpaidBooking),
  resumePayment: resumePaymentResult,
  redirectReturn: redirectReturnResult,
  testPaymentSession,
  decideTestPayment: testPaymentDecision,
  requestAssessment: noData,
} as const;
