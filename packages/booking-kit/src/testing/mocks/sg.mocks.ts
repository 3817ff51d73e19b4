/**
 * The Singapore brand's demo data (Lion City Clean): a customer with a +65 mobile, addresses
 * with six-digit postcodes and unit numbers as Singapore writes them, parsed through the
 * contract's schemas like every other fixture. The brand's stories use these with
 * `singaporeSettings` (S$, Singapore as the default country), so nothing on them is British.
 */
import {
  cartLine,
  contact,
  location,
  particulars,
  type CartLine,
  type Contact,
  type Location,
  type Particulars,
  type SessionUser,
} from "@bookwell/contract";

import { homeCleaningLine } from "./cart.mocks";

/** Mei Ling Tan, the brand's demo customer. */
export const sgCustomer = {
  title: "Ms",
  firstname: "Mei Ling",
  lastname: "Tan",
  mobile: "+65 9123 4567",
  email: "meiling.tan@example.com",
};

/** Her session, as alice's is in `kit-story.tsx`: signed in on the brand's stories. */
export const sgUser: SessionUser = {
  arnum: "AR2001",
  email: sgCustomer.email,
  firstname: sgCustomer.firstname,
  lastname: sgCustomer.lastname,
  mobile: sgCustomer.mobile,
  stripeEnable: true,
  payNowEnable: true,
  c2pEnable: false,
  ukTakepaymentsEnable: false,
};

/** Her home: a condominium unit off Orchard Road. */
export const sgHome = {
  unitno: "#12-03",
  addr1: "8 Cairnhill Road",
  addr2: "Newton",
  postcode: "229688",
};

/**
 * The cart's home cleaning at her address. No country of its own: the billing country is the
 * brand's default (Singapore).
 */
export const sgHomeCleaningLine: CartLine = cartLine.parse({
  ...homeCleaningLine,
  shiptitle: sgCustomer.title,
  shipfirstname: sgCustomer.firstname,
  shiplastname: sgCustomer.lastname,
  shipphone: sgCustomer.mobile,
  shipemail: sgCustomer.email,
  shippostcode: sgHome.postcode,
  shipunitno: sgHome.unitno,
  shipaddr1: sgHome.addr1,
  shipaddr2: sgHome.addr2,
  shipaddr3: "",
});

export const sgParticulars: Particulars = particulars.parse({
  arnum: "AR2001",
  title: sgCustomer.title,
  firstname: sgCustomer.firstname,
  lastname: sgCustomer.lastname,
  email: sgCustomer.email,
  mobile: sgCustomer.mobile,
  dob: "1988-09-21",
});

export const sgContacts: Contact[] = [
  ["CT-S1", "Wei Jie", "Tan", "+65 9876 5432", "weijie.tan@example.com", "Owner"],
  ["CT-S2", "Siti", "Rahman", "+65 8123 4567", "siti.rahman@example.com", "Tenant"],
].map(([guid, firstname, lastname, mobile, email, ctype]) =>
  contact.parse({ guid, firstname, lastname, mobile, email, ctype }),
);

export const sgLocations: Location[] = [
  {
    locationid: "LOC-S1",
    locationname: "Home",
    ...sgHome,
    addr3: "Singapore",
    housetype: "Apartment",
    area: 1100,
    bedroomqty: 3,
    bathroomqty: 2,
    ptc: "",
    ptcname: "",
    isDefault: true,
    specialinstruction: "Register at the guardhouse; the condo's visitor lot is B1.",
    fulladdr: "#12-03, 8 Cairnhill Road, Newton, 229688, Singapore",
  },
  {
    locationid: "LOC-S2",
    locationname: "Parents' flat",
    unitno: "#05-117",
    addr1: "Blk 123 Tampines Street 11",
    addr2: "Tampines",
    addr3: "Singapore",
    postcode: "521123",
    housetype: "Apartment",
    area: 950,
    bedroomqty: 3,
    bathroomqty: 2,
    ptc: "CT-S1",
    ptcname: "Wei Jie Tan",
    isDefault: false,
    specialinstruction: "",
    fulladdr: "#05-117, Blk 123 Tampines Street 11, Tampines, 521123, Singapore",
  },
].map((entry) => location.parse(entry));
