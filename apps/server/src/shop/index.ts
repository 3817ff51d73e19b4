import type { Handlers, Owners } from "../handler";
import { assessmentHandlers } from "./assessment";
import { cartLineHandlers } from "./cart";
import { catalogueHandlers } from "./catalogue";
import { checkoutHandlers } from "./checkout";
import { slotHoldHandlers } from "./slot-holds";
import { unpaidHandlers } from "./unpaid";

/**
 * The booking flow's server side (booking-flow.md section 7): questionnaire, package matching,
 * add-ons, the cart and its totals, vouchers, credit, confirm, and card payments through a
 * gateway. Every amount is computed here, in pence; nothing priced by the browser is trusted.
 */

export { matchPackages, checkChoices } from "./catalogue";

export const cartHandlers: Handlers = {
  ...catalogueHandlers,
  ...cartLineHandlers,
  ...checkoutHandlers,
  ...assessmentHandlers,
  ...slotHoldHandlers,
  ...unpaidHandlers,
};

const cartOwner: Owners[keyof Owners] = async (db, params) => {
  const [cart] = await db.query<{ arnum: string }>("SELECT arnum FROM carts WHERE refnum = $1", [
    params.refnum,
  ]);
  return cart?.arnum ?? null;
};

export const cartOwners: Owners = {
  cartDetails: cartOwner,
  cartLineAddons: cartOwner,
  saveCartLineAddons: cartOwner,
  removeCartAddon: cartOwner,
  confirmCart: cartOwner,
  resumePayment: cartOwner,
};
