import type { DownloadHandlers, Handlers, Owners } from "../handler";
import { invoiceHandlers } from "../invoice";
import { accountAreaHandlers, accountAreaOwners } from "./account-area";
import { authHandlers } from "./auth";
import { bookingHandlers } from "./booking";
import { cartHandlers, cartOwners } from "../shop";
import { contentHandlers } from "./content";
import { passwordResetHandlers } from "./password-reset";
import { signUpHandlers } from "./sign-up";
import { staffHandlers } from "../handlers/staff/index";

/** Every domain's handlers, one module a domain. */
export const handlers: Handlers = {
  ...authHandlers,
  ...passwordResetHandlers,
  ...signUpHandlers,
  ...bookingHandlers,
  ...cartHandlers,
  ...accountAreaHandlers,
  ...contentHandlers,
  ...staffHandlers,
};

/** The handlers of the contract's `downloads` (files, not envelopes). */
export const downloadHandlers: DownloadHandlers = { ...invoiceHandlers };

export const owners: Owners = { ...cartOwners, ...accountAreaOwners };
