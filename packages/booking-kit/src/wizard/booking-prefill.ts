import {
  COUNTRIES,
  DEFAULT_COUNTRY,
  type AddonOption,
  type BookingInformationForm,
  type CartLine,
  type CartLineInput,
  type LocationOption,
  type QuestionnaireAnswers,
  type SessionUser,
} from "@bookwell/contract";

import type { SelectedPackage, WizardState } from "./wizard-machine";

/** The Booking Information form as the wizard keeps it between steps. */
export type BookingInformationDraft = BookingInformationForm & {
  /** The saved location it came from; "" for an address typed in. */
  shiplocationid: string;
  /** Save address to profile: ticked by default. */
  saveAddress: boolean;
};

const isCountry = (value: string | undefined): value is (typeof COUNTRIES)[number] =>
  (COUNTRIES as readonly string[]).includes(value ?? "");

/**
 * The form's first values: the customer's name, phone and e-mail from the stored profile,
 * the address from the stored questionnaire answers (a saved location's lines, or the typed
 * ones), the country (the brand's unless the answers say another), and Save address to
 * profile ticked.
 */
export function prefillBookingInformation(
  user: SessionUser | null,
  answers: QuestionnaireAnswers | null,
  /** The brand's country (`settings.defaultCountry`). */
  defaultCountry: (typeof COUNTRIES)[number] = DEFAULT_COUNTRY,
): BookingInformationDraft {
  return {
    shiptitle: "",
    shipfirstname: user?.firstname ?? "",
    shiplastname: user?.lastname ?? "",
    shipphone: user?.mobile ?? "",
    shipemail: user?.email ?? "",
    shippostcode: answers?.postcode ?? "",
    shipunitno: answers?.unitno ?? "",
    shipaddr1: answers?.addr1 ?? "",
    shipaddr2: answers?.addr2 ?? "",
    shipaddr3: isCountry(answers?.addr3) ? answers.addr3 : defaultCountry,
    remarks: answers?.specialinstruction ?? "",
    shiplocationid: answers?.locationid ?? "",
    saveAddress: true,
  };
}

/** Fields that make up the address: editing one means it is no longer the saved location. */
const ADDRESS_FIELDS = new Set<keyof BookingInformationDraft>([
  "shippostcode",
  "shipunitno",
  "shipaddr1",
  "shipaddr2",
  "shipaddr3",
]);

/** One edit. An address edit detaches the draft from the saved location it came from. */
export function editDraft<K extends keyof BookingInformationDraft>(
  draft: BookingInformationDraft,
  field: K,
  value: BookingInformationDraft[K],
): BookingInformationDraft {
  const next = { ...draft, [field]: value };
  if (ADDRESS_FIELDS.has(field) && draft[field] !== value) next.shiplocationid = "";
  return next;
}

/** A saved location chosen from the chooser fills the address (and keeps its id). */
export function applyLocation(
  draft: BookingInformationDraft,
  location: LocationOption,
): BookingInformationDraft {
  return {
    ...draft,
    shiplocationid: location.locationid,
    shipaddr1: location.addr1 || location.fulladdr,
    shippostcode: location.postcode ?? "",
    shipunitno: location.unitno ?? "",
    shipaddr3: isCountry(location.addr3) ? location.addr3 : draft.shipaddr3,
  };
}

/**
 * "Enter a new address" in the chooser: the address fields start empty, so nothing of the
 * saved location chosen before can slip into the new one (a London street was
 * booked with a Manchester postcode), and the country starts again as the brand's (a
 * Singapore location chosen before no longer leaves Singapore on a new UK address). Contact
 * and notes are kept.
 */
export function clearAddress(
  draft: BookingInformationDraft,
  /** The brand's country (`settings.defaultCountry`). */
  defaultCountry: (typeof COUNTRIES)[number] = DEFAULT_COUNTRY,
): BookingInformationDraft {
  return {
    ...draft,
    shiplocationid: "",
    shippostcode: "",
    shipunitno: "",
    shipaddr1: "",
    shipaddr2: "",
    shipaddr3: defaultCountry,
  };
}

/**
 * The cart line Booking Information's CONTINUE saved, kept by the wizard so that going back
 * (PREVIOUS from Finalise) and on again updates that line instead of adding a second one (the
 * spec's "save or update": a line being edited keeps its guid).
 */
export type SavedLine = Pick<CartLine, "guid" | "matnum" | "startdate" | "shiftnum"> &
  Pick<CartLine, "startdate2" | "shiftnum2">;

const sameSlots = (a: Partial<SavedLine>, b: Partial<SavedLine>) =>
  a.matnum === b.matnum &&
  a.startdate === b.startdate &&
  a.shiftnum === b.shiftnum &&
  (a.startdate2 ?? "") === (b.startdate2 ?? "") &&
  (a.shiftnum2 ?? "") === (b.shiftnum2 ?? "");

/**
 * The line just saved, found among the cart's lines after a save (the save answers the cart's
 * summary, not the line): the newest with the package, dates and slots sent. Null if none.
 */
export function findSavedLine(lines: readonly CartLine[], sent: CartLineInput): SavedLine | null {
  const found = lines.findLast((line) => sameSlots(line, sent as Partial<SavedLine>));
  if (!found) return null;
  const { guid, matnum, startdate, shiftnum, startdate2, shiftnum2 } = found;
  return { guid, matnum, startdate, shiftnum, startdate2, shiftnum2 };
}

/**
 * What CONTINUE sends when a line was saved before: the same line, updated by its guid, while
 * it is still in the cart with the same package, dates and slots; otherwise a new line, and
 * the old one (when still in the cart) is to be removed, so the cart never holds the booking
 * twice. Without a saved line (the wizard lost it, as a reload does) a cart line with the same
 * package, dates and slots is that booking, updated too. `cart`: the cart's lines now.
 */
export function lineToSave(
  line: CartLineInput,
  saved: SavedLine | null,
  cart: readonly CartLine[],
): { line: CartLineInput; replaces: string | null } {
  const kept = saved && cart.some((inCart) => inCart.guid === saved.guid) ? saved : null;
  const same = kept ?? findSavedLine(cart, line);
  if (same && sameSlots(same, line as Partial<SavedLine>)) {
    return { line: { ...line, guid: same.guid }, replaces: null };
  }
  return { line, replaces: kept?.guid ?? null };
}

/**
 * The cart line Booking Information's CONTINUE saves (`POST booking/cart/{arnum}`): the
 * package, the dates and slots, the form, the property from the questionnaire answers
 * (house type, size, bedrooms, bathrooms) and the add-ons chosen before. A new line here, so
 * no guid (`lineToSave` gives it the guid of the line it updates); quantity 1. Amounts are
 * the server's to compute.
 */
export function toCartLineInput(input: {
  pkg: SelectedPackage;
  dateTime: Pick<WizardState, "date" | "shift" | "date2" | "shift2">;
  draft: BookingInformationDraft;
  answers: QuestionnaireAnswers | null;
  addons: readonly AddonOption[] | null;
}): CartLineInput {
  const { pkg, dateTime, draft, answers, addons } = input;
  const twoJobs = Boolean(pkg.jobnum2);
  const trimmed = (value: string) => value.trim();
  const addonList = [...(addons ?? [])];
  return {
    matname: pkg.matname,
    matnum: pkg.matnum,
    jobnum: pkg.jobnum,
    ...(twoJobs ? { jobnum2: pkg.jobnum2 ?? undefined } : {}),
    baseamt: pkg.baseamt,
    qty: 1,
    isMultijob: twoJobs,
    startdate: dateTime.date ?? undefined,
    shiftnum: dateTime.shift ?? undefined,
    ...(twoJobs
      ? { startdate2: dateTime.date2 ?? undefined, shiftnum2: dateTime.shift2 ?? undefined }
      : {}),
    shiptitle: draft.shiptitle,
    shipfirstname: trimmed(draft.shipfirstname),
    shiplastname: trimmed(draft.shiplastname),
    shipphone: trimmed(draft.shipphone),
    shipemail: trimmed(draft.shipemail),
    shippostcode: trimmed(draft.shippostcode),
    shipunitno: trimmed(draft.shipunitno),
    shipaddr1: trimmed(draft.shipaddr1),
    shipaddr2: trimmed(draft.shipaddr2),
    shipaddr3: draft.shipaddr3,
    remarks: draft.remarks,
    ...(draft.shiplocationid ? { shiplocationid: draft.shiplocationid } : {}),
    ...(answers?.housetype ? { shiphousetype: answers.housetype } : {}),
    ...(answers?.area !== undefined ? { shipsize: answers.area } : {}),
    ...(answers?.bedroomqty !== undefined ? { shipbedroomQty: answers.bedroomqty } : {}),
    ...(answers?.bathroomqty !== undefined ? { shipbathroomQty: answers.bathroomqty } : {}),
    hasAddon: addonList.length > 0,
    addonList,
    _saveAddress: draft.saveAddress,
  };
}
