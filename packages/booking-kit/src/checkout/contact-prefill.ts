import {
  BOOKING_SALUTATIONS,
  type CartLine,
  type LocationOption,
  type SessionUser,
  storedPostcode,
} from "@bookwell/contract";

import type { ContactFields } from "./checkout-machine";

/** Letters and digits only, lower case: "Floor 3, 1 Piccadilly" and "floor 3 1 piccadilly" agree. */
const plain = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, "");

/**
 * The saved location a line's full address is (a quotation's line carries only `shipfulladdr`,
 * "Floor 3, 1 Piccadilly, Manchester, M1 1AE"): the one whose full address reads the same,
 * with or without its country at the end. Null when none does.
 */
export function locationOfAddress(
  fulladdr: string | undefined,
  locations: readonly LocationOption[],
): LocationOption | null {
  const wanted = plain(fulladdr ?? "");
  if (!wanted) return null;
  return (
    locations.find((location) => {
      const full = plain(location.fulladdr);
      return full === wanted || full === wanted + plain(location.addr3 ?? "");
    }) ?? null
  );
}

/** A unit as the checkout takes it: at most 10 characters ("Floor 3", "Flat 2B"). */
const UNIT_MAX_LENGTH = 10;

/**
 * The address lines a full address reads as ("Floor 3, 1 Piccadilly, Manchester, M1 1AE"):
 * its last part when that is a postal code of `country`, then unit, first and second line
 * (a short first part of three or more is the unit). Null without a postal code at its end.
 */
export function addressOfFullAddress(
  fulladdr: string | undefined,
  country: string,
): { postcode: string; unitno: string; addr1: string; addr2: string } | null {
  const parts = (fulladdr ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.at(-1)?.toLowerCase() === country.toLowerCase()) parts.pop();
  const postcode = storedPostcode(parts.pop() ?? "", country);
  if (!postcode || parts.length === 0) return null;
  const unit = parts.length >= 3 && parts[0]!.length <= UNIT_MAX_LENGTH ? parts.shift()! : "";
  const [addr1 = "", ...rest] = parts;
  return { postcode, unitno: unit, addr1, addr2: rest.join(", ") };
}

/** What the checkout may prefill beyond the cart's line: the profile's title, saved locations. */
export type ContactHints = {
  /** The profile's title (`Mr`, `Ms`, `Mrs`), when it has one. */
  title?: string | undefined;
  /** The customer's saved locations. */
  locations?: readonly LocationOption[] | undefined;
};

/**
 * Whether the cart's first line leaves contact fields the hints can fill: no salutation, or
 * no postal code (a quotation's line, accepted into the cart without Booking Information).
 */
export const needsContactHints = (first: CartLine | undefined): boolean =>
  first !== undefined && (!first.shiptitle || !first.shippostcode);

/**
 * Checkout's first contact and billing values: the cart's first line's, else the session's.
 * A line without a salutation takes the profile's title; a line without its address lines
 * (an accepted quotation's, which holds only the full address) takes them from the saved
 * location that full address is, or else reads them from the full address itself, so the
 * customer does not type again what the quotation holds.
 */
export function initialContact(
  session: SessionUser,
  first: CartLine | undefined,
  defaultCountry: string,
  hints: ContactHints = {},
): ContactFields {
  const title = (BOOKING_SALUTATIONS as readonly string[]).includes(hints.title ?? "")
    ? hints.title
    : undefined;
  const country = first?.shipaddr3 || defaultCountry;
  // A saved location that full address is, else the full address read as its lines.
  const place = first?.shippostcode
    ? null
    : (locationOfAddress(first?.shipfulladdr, hints.locations ?? []) ??
      addressOfFullAddress(first?.shipfulladdr, country));
  return {
    title: first?.shiptitle || title || "",
    firstname: first?.shipfirstname ?? session.firstname,
    lastname: first?.shiplastname ?? session.lastname,
    phoneNumber: first?.shipphone ?? session.mobile,
    email: first?.shipemail ?? session.email,
    postalCode: first?.shippostcode ?? place?.postcode ?? "",
    unitno: first?.shipunitno ?? place?.unitno ?? "",
    addr1: first?.shipaddr1 ?? place?.addr1 ?? "",
    addr2: first?.shipaddr2 ?? (place && "addr2" in place ? (place.addr2 ?? "") : ""),
    addr3: first?.shipaddr3 || (place && "addr3" in place ? place.addr3 : "") || defaultCountry,
  };
}
