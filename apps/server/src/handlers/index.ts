import type { DownloadHandlers, Handlers, Owners } from "../handler";
import { invoiceHandlers } from "../invoice";
import { bookingHandlers } from "./account/bookings";
import { contactHandlers } from "./account/contacts";
import { topUpHandlers } from "./account/credit-topup";
import { creditHandlers } from "./account/credits";
import { feedbackHandlers } from "./account/feedback";
import { inboxHandlers } from "./account/inbox";
import { locationHandlers } from "./account/locations";
import { accountOwners } from "./account/owners";
import { particularsHandlers } from "./account/particulars";
import { requestHandlers } from "./account/requests";
import { assessmentHandlers } from "./assessment/assessment";
import { authHandlers } from "./auth/login";
import { passwordResetHandlers } from "./auth/password-reset";
import { signUpHandlers } from "./auth/sign-up";
import { cartAddonHandlers } from "./cart/addons";
import { cartLineHandlers } from "./cart/lines";
import { cartOwners } from "./cart/owners";
import { voucherHandlers } from "./cart/voucher";
import { catalogueHandlers } from "./catalogue/catalogue";
import { cardPaymentHandlers } from "./checkout/card-payments";
import { confirmHandlers } from "./checkout/confirm";
import { redirectReturnHandlers } from "./checkout/redirect-return";
import { unpaidHandlers } from "./checkout/unpaid";
import { contentHandlers } from "./content/content";
import { slotHoldHandlers } from "./slots/slot-holds";
import { timeSlotHandlers } from "./slots/time-slots";
import { staffHandlers } from "./staff/index";

/**
 * Every domain's handlers, one folder a domain (`handlers/<domain>/`), the SQL beside them.
 * The booking flow's server side (booking-flow.md section 7: questionnaire, package matching,
 * add-ons, the cart and its totals, vouchers, credit, confirm, card payments through a gateway)
 * is `catalogue/`, `slots/`, `cart/`, `checkout/` and `assessment/`: every amount is computed
 * there, in pence; nothing priced by the browser is trusted. The account area is `account/`;
 * the staff part (the back office, `/api/staff`) is `staff/`.
 */
export const handlers: Handlers = {
  ...authHandlers,
  ...passwordResetHandlers,
  ...signUpHandlers,
  ...timeSlotHandlers,
  ...catalogueHandlers,
  ...cartLineHandlers,
  ...cartAddonHandlers,
  ...voucherHandlers,
  ...confirmHandlers,
  ...cardPaymentHandlers,
  ...assessmentHandlers,
  ...slotHoldHandlers,
  ...unpaidHandlers,
  ...redirectReturnHandlers,
  ...particularsHandlers,
  ...contactHandlers,
  ...locationHandlers,
  ...bookingHandlers,
  ...feedbackHandlers,
  ...requestHandlers,
  ...creditHandlers,
  ...topUpHandlers,
  ...inboxHandlers,
  ...contentHandlers,
  ...staffHandlers,
};

/** The handlers of the contract's `downloads` (files, not envelopes). */
export const downloadHandlers: DownloadHandlers = { ...invoiceHandlers };

export const owners: Owners = { ...cartOwners, ...accountOwners };
