import { cartLineInput, type CartLineInput } from "../entities/booking";
import { confirmCartBody, type ConfirmCartBody } from "../forms/booking";

/**
 * Field maps derived from the contract's own schemas, so a field added to a schema is carried
 * everywhere at once instead of being re-listed beside it.
 */

/** A cart line's service address and crew notes: what a line keeps as its `ship` record. */
export type ShipField = Extract<keyof CartLineInput, `ship${string}`> | "remarks";

const cartLineKeys = Object.keys(cartLineInput.shape) as (keyof CartLineInput)[];

/** Every `ship…` field of a cart line, in the schema's order, then the notes for the crew. */
export const SHIP_FIELDS: readonly ShipField[] = Object.freeze([
  ...cartLineKeys.filter((key): key is ShipField => key.startsWith("ship")),
  "remarks",
]);

/** The contact and billing details confirm cart carries (what a confirmed cart keeps). */
export type ContactField = Exclude<keyof ConfirmCartBody, "creditused" | "paidamt" | "paymentref">;

const moneyAndMethod: readonly string[] = ["creditused", "paidamt", "paymentref"];

/** The contact and billing fields of confirm cart, in the schema's order. */
export const CONTACT_FIELDS: readonly ContactField[] = Object.freeze(
  (Object.keys(confirmCartBody.shape) as (keyof ConfirmCartBody)[]).filter(
    (key): key is ContactField => !moneyAndMethod.includes(key),
  ),
);
