import type { Handlers } from "../app";
import type { Owners } from "./index";

/** Cart, promo codes, credit, confirm and checkout calls (booking-flow.md section 7). */
export const cartHandlers: Handlers = {};

/** The owner of each record these calls name; see `Owners`. */
export const cartOwners: Owners = {};
