import {
  DEFAULT_COUNTRY,
  type Location,
  type LocationBody,
  type LocationForm,
} from "@bookwell/contract";

/**
 * What the location editor holds: the contract's `LocationForm` (the rules' shape, one home)
 * with its numbers as typed, so a bad entry is kept to correct.
 */
export type LocationValues = Omit<
  LocationForm,
  "locationid" | "area" | "bedroomqty" | "bathroomqty"
> & {
  /** Property size in square feet. */
  area: string;
  bedroomqty: string;
  bathroomqty: string;
};

/** A new location: the brand's country chosen, nothing else. */
export const newLocation: LocationValues = {
  locationname: "",
  addr1: "",
  addr2: "",
  addr3: DEFAULT_COUNTRY,
  unitno: "",
  postcode: "",
  housetype: "",
  area: "",
  bedroomqty: "",
  bathroomqty: "",
  ptc: "",
  isDefault: false,
  specialinstruction: "",
};

/** The editor, filled from a saved location. */
export function locationValues(saved: Location): LocationValues {
  return {
    locationname: saved.locationname,
    addr1: saved.addr1,
    addr2: saved.addr2,
    addr3: saved.addr3,
    unitno: saved.unitno,
    postcode: saved.postcode,
    housetype: saved.housetype,
    area: saved.area ? String(saved.area) : "",
    bedroomqty: String(saved.bedroomqty),
    bathroomqty: String(saved.bathroomqty),
    ptc: saved.ptc,
    isDefault: saved.isDefault,
    specialinstruction: saved.specialinstruction,
  };
}

/**
 * `PUT myaccount/mylocations/{arnum}?locationId=`'s body: the full location, text trimmed;
 * the numbers go as typed and the contract parses them as integers (account-area section 5).
 */
export function locationBody(values: LocationValues, locationid?: string): LocationBody {
  const trim = (value: string) => value.trim();
  return {
    ...(locationid ? { locationid } : {}),
    locationname: trim(values.locationname),
    addr1: trim(values.addr1),
    addr2: trim(values.addr2),
    addr3: values.addr3,
    unitno: trim(values.unitno),
    postcode: trim(values.postcode),
    housetype: values.housetype,
    area: trim(values.area),
    bedroomqty: trim(values.bedroomqty),
    bathroomqty: trim(values.bathroomqty),
    ptc: values.ptc,
    isDefault: values.isDefault,
    specialinstruction: trim(values.specialinstruction),
  };
}

/** Making a saved location the default: the same location, sent whole, with the flag set. */
export function asDefault(saved: Location): LocationBody {
  return locationBody({ ...locationValues(saved), isDefault: true }, saved.locationid);
}
