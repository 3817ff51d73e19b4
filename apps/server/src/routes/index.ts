import type { EndpointName } from "@bookwell/contract";

import type { Handlers } from "../app";
import type { Db } from "../db/db";
import { accountAreaHandlers, accountAreaOwners } from "./account-area";
import { authHandlers } from "./auth";
import { bookingHandlers } from "./booking";
import { cartHandlers, cartOwners } from "./cart";
import { contentHandlers } from "./content";
import { passwordResetHandlers } from "./password-reset";
import { signUpHandlers } from "./sign-up";

/**
 * Who owns the record a path names (`{refnum}`, `{guid}`, `{locationId}`): the owner's arnum,
 * or `null` when there is no such record. The app checks it against the session before the
 * handler runs, so another account's record is a 403 that reveals nothing, for every call.
 */
export type OwnerLookup = (db: Db, params: Record<string, string>) => Promise<string | null>;
export type Owners = Partial<Record<EndpointName, OwnerLookup>>;

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
