import type { Owners } from "../../handler";

/** The cart a path names (`{refnum}`) is its account's: the calls that name one. */
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
  testGatewayCharges: cartOwner,
};
