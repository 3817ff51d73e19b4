import {
  holidayInfo,
  locationOption,
  ok,
  timeSlot,
  type HolidayInfo,
  type LocationOption,
  texts,
  type TimeSlot,
} from "@bookwell/contract";
import { delay, http, HttpResponse, type JsonBodyType } from "msw";
import { z } from "zod";

import type { SelectedPackage } from "../../booking/booking-entry";
import { sgHome, sgLocations } from "./sg.mocks";
import { byBrand } from "./story-brand";

/**
 * The wizard's Date & Time and Booking Information calls, answering as the reference server
 * does, built from the contract's schemas. Stories fix "today" at TODAY.
 */
export const TODAY = "2026-12-01";

/** Lead time 2 days (first date 3 Dec), a holiday on Tuesday 8 Dec and Christmas. */
export const holidays: HolidayInfo = holidayInfo.parse({
  startAfterDays: 2,
  holidays: [{ pubDate: "2026-12-08" }, { pubDate: "2026-12-25" }],
});

/** No slots on this date: the hotline text. */
export const FULL_DATE = "2026-12-17";

export const slots: TimeSlot[] = z.array(timeSlot).parse([
  { shiftnum: "S-AM", starttime: "08:00", endtime: "10:00" },
  { shiftnum: "S-PM", starttime: "13:00", endtime: "15:00" },
  { shiftnum: "S-EVE", starttime: "18:00", endtime: "20:00" },
]);

export const deepClean: SelectedPackage = {
  matname: "Deep clean, 3 hours",
  matnum: "DEEP-3H",
  jobnum: "J-DEEP-3H",
  jobnum2: null,
  baseamt: 120,
};

export const laundry: SelectedPackage = {
  matname: "Laundry collection and delivery",
  matnum: "LAUNDRY",
  jobnum: "J-LAUNDRY-PICK",
  jobnum2: "J-LAUNDRY-DROP",
  baseamt: 20,
};

export const bookingLocations: LocationOption[] = z.array(locationOption).parse([
  {
    locationid: "LOC1",
    locationname: "Home",
    fulladdr: "12 Elm Row, London E1 6AN",
    addr1: "12 Elm Row",
    addr3: "United Kingdom",
    postcode: "E1 6AN",
    unitno: "Flat 3",
  },
  {
    locationid: "LOC2",
    locationname: "Office",
    fulladdr: "8 Marina Way, Singapore 018960",
    addr1: "8 Marina Way",
    addr3: "Singapore",
    postcode: "018960",
    unitno: "#12-01",
  },
]);

/**
 * Mei Ling's locations with the Singapore brand: her home (as in her profile) and her office,
 * both in Singapore.
 */
export const sgBookingLocations: LocationOption[] = z.array(locationOption).parse([
  {
    locationid: "LOC-S1",
    locationname: "Home",
    fulladdr: sgLocations[0]!.fulladdr,
    addr1: sgHome.addr1,
    addr2: sgHome.addr2,
    addr3: "Singapore",
    postcode: sgHome.postcode,
    unitno: sgHome.unitno,
  },
  bookingLocations[1],
]);

/** Postal codes the lookup knows, with their address line 1. */
export const knownPostcodes: Record<string, string> = {
  SW1A1AA: "Buckingham Palace Road",
  E16AN: "12 Elm Row",
};

/** The Singapore brand's: six digits, one building each. */
export const sgKnownPostcodes: Record<string, string> = {
  "229688": sgHome.addr1,
  "018960": "8 Marina Way",
};

/**
 * The questionnaire's answers a story stores before the wizard (its location, as Booking
 * Information prefills it): alice's London flat, or Mei Ling's home with the Singapore brand.
 */
export function storedAnswers() {
  const property = { housetype: "Apartment", area: 70, bedroomqty: 2, bathroomqty: 1 };
  return byBrand(
    { locationid: "LOC1", ...property, addr1: "12 Elm Row", postcode: "E1 6AN", unitno: "Flat 3" },
    {
      locationid: "LOC-S1",
      ...property,
      addr1: sgHome.addr1,
      postcode: sgHome.postcode,
      unitno: sgHome.unitno,
    },
  );
}

/** The requests the wizard handlers saw. */
export const wizardRequests: { name: string; url: string; body: JsonBodyType }[] = [];

const record = async (name: string, request: Request) => {
  const text = request.method === "GET" ? "" : await request.clone().text();
  wizardRequests.push({
    name,
    url: request.url,
    body: text ? (JSON.parse(text) as JsonBodyType) : null,
  });
};

export const wizardHandlers = {
  holidays: http.get("*/api/booking/holidaylist/:matnum", () => HttpResponse.json(ok(holidays))),
  timeSlots: http.get("*/api/booking/timeslots/:jobnum", async ({ request }) => {
    await record("timeSlots", request);
    const date = new URL(request.url).searchParams.get("date");
    return HttpResponse.json(ok(date === FULL_DATE ? [] : slots));
  }),
  locations: http.get("*/api/booking/locations/:arnum", () =>
    HttpResponse.json(ok(byBrand(bookingLocations, sgBookingLocations))),
  ),
  addressLookup: http.get("*/api/booking/address/:postcode", ({ params }) => {
    const key = decodeURIComponent(String(params.postcode)).replace(/\s+/g, "").toUpperCase();
    const line1 = byBrand(knownPostcodes, sgKnownPostcodes)[key];
    return line1
      ? HttpResponse.json(ok(line1))
      : HttpResponse.json(
          {
            meta: { responseCode: "E", message: texts.postcodeUnknown },
            data: null,
          },
          { status: 404 },
        );
  }),
  saveCart: http.post("*/api/booking/cart/:arnum", async ({ request }) => {
    await record("saveCart", request);
    return HttpResponse.json(
      ok({
        refnum: "CART-7001",
        totalitem: 1,
        subtotal: 120,
        discAmt: 0,
        serviceFee: 0,
        tax: 24,
        total: 144,
        promoCode: "",
        finalAmount: 144,
      }),
    );
  }),
};

export const allWizardHandlers = Object.values(wizardHandlers);

/** The cart refuses the save because the session is gone. */
export const saveCartUnauthorised = http.post("*/api/booking/cart/:arnum", () =>
  HttpResponse.json({ error: "Unauthorised" }, { status: 401 }),
);

/** A call that never answers: the loading state. */
export function pending(method: "get" | "post", path: string) {
  return http[method](path, async () => {
    await delay("infinite");
    return HttpResponse.json(ok(null));
  });
}
