import type { Handlers, Owners } from "../handler";
import { accountAreaHandlers, accountAreaOwners } from "./account-area";
import { authHandlers } from "./auth";
import { bookingHandlers } from "./booking";
import { cartHandlers, cartOwners } from "../shop";
import { contentHandlers } from "./content";
import { passwordResetHandlers } from "./password-reset";
import { signUpHandlers } from "./sign-up";

/** Every domain's handlers, one module a domain. */
export const handlers: Handlers = {
  ...authHandlers,
  ...passwordResetHandlers,
  ...signUpHandlers,
  ...bookingHandlers,
  ...cartHandlers,
  ...accountAreaHandlers,
  ...contentHandlers,
};

export const owners: Owners = { ...cartOwners, ...accountAreaOwners };
