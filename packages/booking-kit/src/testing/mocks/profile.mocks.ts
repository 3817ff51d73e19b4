/**
 * MSW handlers and fixtures for My Profile's stories. Fixtures are parsed through the
 * contract's schemas, so a story cannot show data the API would never send. The handlers keep
 * Alice's profile in memory (reset with `profileMock.reset()` in a story's `beforeEach`) and
 * log every request (`profileMock.sent(name)`), so a play function can check what was sent,
 * and that nothing was.
 */
import {
  contact,
  location,
  locationBody,
  locationOwner,
  ok,
  particulars,
  type Contact,
  type Location,
  type LocationOwner,
  type Particulars,
} from "@bookwell/contract";
import { delay, http, HttpResponse } from "msw";

import { requestLog, type LoggedRequest } from "../request-log";
import { firstCallsOfEachRun } from "../story-run";

export const alicesParticulars: Particulars = particulars.parse({
  arnum: "AR1001",
  title: "Ms",
  firstname: "Alice",
  lastname: "Walker",
  email: "alice@example.com",
  mobile: "07700900101",
  dob: "1990-04-12",
});

export const alicesContacts: Contact[] = [
  ["CT-1", "Margaret", "Walker", "07700900111", "margaret@example.com", "Owner"],
  ["CT-2", "Tom", "Hughes", "07700900112", "tom@example.com", "Tenant"],
  ["CT-3", "Priya", "Shah", "07700900113", "priya@example.com", "Owner"],
].map(([guid, firstname, lastname, mobile, email, ctype]) =>
  contact.parse({ guid, firstname, lastname, mobile, email, ctype }),
);

export const alicesLocations: Location[] = [
  {
    locationid: "LOC-1",
    locationname: "Home",
    addr1: "12 Fournier Street",
    addr2: "Spitalfields, London",
    addr3: "United Kingdom",
    unitno: "Flat 2",
    postcode: "E1 6QE",
    housetype: "Apartment",
    area: 750,
    bedroomqty: 2,
    bathroomqty: 1,
    ptc: "",
    ptcname: "",
    isDefault: true,
    specialinstruction: "Key with the concierge.",
    fulladdr: "Flat 2, 12 Fournier Street, Spitalfields, London, E1 6QE, United Kingdom",
  },
  {
    locationid: "LOC-2",
    locationname: "Mum's house",
    addr1: "4 Canonbury Square",
    addr2: "London",
    addr3: "United Kingdom",
    unitno: "",
    postcode: "N1 2AN",
    housetype: "Landed",
    area: 1400,
    bedroomqty: 4,
    bathroomqty: 2,
    ptc: "CT-1",
    ptcname: "Margaret Walker",
    isDefault: false,
    specialinstruction: "",
    fulladdr: "4 Canonbury Square, London, N1 2AN, United Kingdom",
  },
].map((l) => location.parse(l));

/** What the server's owner list answers: the contacts of type Owner. */
function ownersOf(contacts: Contact[]): LocationOwner[] {
  return contacts
    .filter((c) => c.ctype === "Owner")
    .map((c) => locationOwner.parse({ ptc: c.guid, ptcname: `${c.firstname} ${c.lastname}` }));
}

function initialState() {
  return {
    particulars: alicesParticulars,
    contacts: alicesContacts,
    locations: alicesLocations,
    password: "Bookwell!2026",
  };
}

/** Alice's profile behind the handlers, and the requests they saw. */
export const profileMock = {
  state: initialState(),
  requests: [] as LoggedRequest[],
  /** The brand's own customer, under a story's (set by `serveBrandData`). */
  brandState: {} as Partial<ReturnType<typeof initialState>>,
  reset(state: Partial<ReturnType<typeof initialState>> = {}) {
    this.state = { ...initialState(), ...this.brandState, ...state };
    this.requests.length = 0;
  },
  sent(name: string): LoggedRequest[] {
    return this.requests.filter((request) => request.name === name);
  },
};

const log = requestLog(profileMock.requests);

const refuse = (message: string, status = 400) =>
  HttpResponse.json({ meta: { responseCode: "E", message }, data: null }, { status });

export const wrongPasswordText = "Your current password is not correct.";

/** Every call of My Profile, answering as the reference server does. */
export const profileHandlers = [
  http.get("*/api/myaccount/myparticulars/:arnum", async ({ request }) => {
    await log("particulars", request);
    return HttpResponse.json(ok(profileMock.state.particulars));
  }),
  http.put("*/api/myaccount/myparticulars/:arnum", async ({ request }) => {
    const body = (await log("updateParticulars", request)) as Particulars;
    profileMock.state.particulars = particulars.parse({ ...body, dob: body.dob ?? "" });
    return HttpResponse.json(ok(profileMock.state.particulars));
  }),
  http.get("*/api/myaccount/mycontacts/:arnum", async ({ request }) => {
    await log("contacts", request);
    return HttpResponse.json(ok(profileMock.state.contacts));
  }),
  http.delete("*/api/myaccount/mycontacts/:arnum", async ({ request }) => {
    await log("deleteContact", request);
    const guid = new URL(request.url).searchParams.get("guid");
    profileMock.state.contacts = profileMock.state.contacts.filter((c) => c.guid !== guid);
    profileMock.state.locations = profileMock.state.locations.map((l) =>
      l.ptc === guid ? { ...l, ptc: "", ptcname: "" } : l,
    );
    return HttpResponse.json(ok(null));
  }),
  http.get("*/api/myaccount/mylocations/PTC/:arnum", async ({ request }) => {
    await log("locationOwners", request);
    return HttpResponse.json(ok(ownersOf(profileMock.state.contacts)));
  }),
  http.get("*/api/myaccount/mylocations/:arnum", async ({ request }) => {
    await log("myLocations", request);
    return HttpResponse.json(ok(profileMock.state.locations));
  }),
  http.put("*/api/myaccount/mylocations/:arnum", async ({ request }) => {
    // Numbers arrive as typed; the contract's body schema reads them as integers.
    const body = locationBody.parse(await log("saveLocation", request));
    const existing = new URL(request.url).searchParams.get("locationId") ?? "";
    const locationid = existing || `LOC-${profileMock.state.locations.length + 1}`;
    const owner = ownersOf(profileMock.state.contacts).find((o) => o.ptc === body.ptc);
    const saved = location.parse({
      ...body,
      locationid,
      ptcname: owner?.ptcname ?? "",
      fulladdr: [body.unitno, body.addr1, body.addr2, body.postcode, body.addr3]
        .filter(Boolean)
        .join(", "),
    });
    // A new default takes over from the old one; a new location goes last.
    const unset = (l: Location) => (saved.isDefault ? { ...l, isDefault: false } : l);
    profileMock.state.locations = existing
      ? profileMock.state.locations.map((l) => (l.locationid === locationid ? saved : unset(l)))
      : [...profileMock.state.locations.map(unset), saved];
    return HttpResponse.json(ok(saved));
  }),
  http.delete("*/api/myaccount/mylocations/:arnum", async ({ request }) => {
    await log("deleteLocation", request);
    const id = new URL(request.url).searchParams.get("locationId");
    profileMock.state.locations = profileMock.state.locations.filter((l) => l.locationid !== id);
    return HttpResponse.json(ok(null));
  }),
  http.post("*/api/user/changepwd", async ({ request }) => {
    const body = (await log("changePassword", request)) as {
      encryptedOldPWD: string;
      encryptedNewPWD: string;
    };
    if (body.encryptedOldPWD !== profileMock.state.password) return refuse(wrongPasswordText);
    profileMock.state.password = body.encryptedNewPWD;
    return HttpResponse.json(ok(null));
  }),
];

/** One handler answering 401, as the server does when the session cookie is gone. */
export function unauthorised(method: "get" | "post" | "put" | "delete", path: string) {
  return http[method](path, async ({ request }) => {
    await log(`401 ${path}`, request);
    return refuse("Your session has been expired, Please login again", 401);
  });
}

/** One handler answering an error envelope with `message`. */
export function refusing(method: "get" | "post" | "put" | "delete", path: string, message: string) {
  return http[method](path, async ({ request }) => {
    await log(`refused ${path}`, request);
    return refuse(message);
  });
}

/**
 * One handler refusing the first request of each story run with `message`; the next ones go
 * on to the handlers after it.
 */
export function refusingOnce(
  method: "get" | "post" | "put" | "delete",
  path: string,
  message: string,
) {
  const firstCall = firstCallsOfEachRun(1);
  return http[method](path, async ({ request }) => {
    if (!firstCall()) return undefined;
    await log(`refused ${path}`, request);
    return refuse(message);
  });
}

/** One handler whose request never gets an answer (loading states). */
export function pending(method: "get" | "post" | "put" | "delete", path: string) {
  return http[method](path, async () => {
    await delay("infinite");
    return HttpResponse.json(ok(null));
  });
}
