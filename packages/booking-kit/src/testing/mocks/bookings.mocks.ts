/**
 * MSW handlers and fixtures for My Booking and Booking Details. Fixtures are parsed through
 * the contract's schemas, so a story cannot show what the API would never send. Their dates
 * are counted from the business's today (Europe/London; Asia/Singapore with the Singapore
 * brand, whose bookings are at Mei Ling's address), as the stories' lists are, so the
 * default windows hold the same bookings whatever day the stories run. The handlers answer
 * as the reference server does: Active is Open or Confirmed from today on, History is the
 * rest, both between `datefrom` and `dateto`; another customer's booking is a 403. Every
 * request is logged (`bookingsMock.sent(name)`; reset in a story's `beforeEach`).
 */
import {
  addDays,
  bookingDetail,
  bookingListItem,
  businessToday,
  compareDates,
  fail,
  ok,
  type BookingDetail,
  type BookingListItem,
  serverTexts,
} from "@bookwell/contract";
import { http, HttpResponse } from "msw";

import { requestLog, type LoggedRequest } from "../request-log";
import { callOutcomes } from "./call-outcomes";
import { sgCustomer, sgLocations } from "./sg.mocks";
import { byBrand } from "./story-brand";

/** The stories' today: the business's, as `MyBookings` reads it in the brand's time zone. */
export const storyToday = () => businessToday(byBrand("Europe/London", "Asia/Singapore"));

/** Where the bookings are: alice's flat in Spitalfields, or Mei Ling's condo in Newton. */
const bookingPlace = () =>
  byBrand(
    {
      customer: "Alice Walker",
      address: "Flat 2, 12 Fournier Street, Spitalfields, London, E1 6QE, United Kingdom",
      lat: 51.5194,
      longi: -0.0743,
    },
    {
      customer: `${sgCustomer.firstname} ${sgCustomer.lastname}`,
      address: sgLocations[0]!.fulladdr,
      lat: 1.3095,
      longi: 103.8389,
    },
  );

type Seed = {
  refnum: string;
  ticket: string;
  session: string;
  /** Days from today. */
  day: number;
  status: "Open" | "Confirmed" | "Completed" | "Cancelled";
  type: string;
  crew: string;
  price: number;
  progress: number;
};

const SEEDS: Seed[] = [
  // Active: today and later, Open or Confirmed.
  {
    refnum: "BK-1001-01",
    ticket: "TK-24001",
    session: "3/12",
    day: 2,
    status: "Confirmed",
    type: "Regular home cleaning",
    crew: "Crew Team A",
    price: 45,
    progress: 0,
  },
  {
    refnum: "BK-1001-02",
    ticket: "TK-24001",
    session: "4/12",
    day: 9,
    status: "Confirmed",
    type: "Regular home cleaning",
    crew: "Crew Team A",
    price: 45,
    progress: 0,
  },
  {
    refnum: "BK-1001-03",
    ticket: "TK-24002",
    session: "1/1",
    day: 12,
    status: "Open",
    type: "Deep cleaning",
    crew: "",
    price: 137.5,
    progress: 0,
  },
  // Beyond the Active tab's 30 days: only a wider Filter finds it.
  {
    refnum: "BK-1001-04",
    ticket: "TK-24003",
    session: "1/1",
    day: 45,
    status: "Confirmed",
    type: "End of tenancy",
    crew: "Crew Team B",
    price: 320,
    progress: 0,
  },
  // History: before today, or over.
  {
    refnum: "BK-1001-05",
    ticket: "TK-24001",
    session: "2/12",
    day: -5,
    status: "Completed",
    type: "Regular home cleaning",
    crew: "Crew Team A",
    price: 45,
    progress: 100,
  },
  {
    refnum: "BK-1001-07",
    ticket: "TK-23950",
    session: "1/1",
    day: -20,
    status: "Completed",
    type: "Deep cleaning",
    crew: "Crew Team B",
    price: 120,
    progress: 100,
  },
  // Older than the History tab's 30 days.
  {
    refnum: "BK-1001-08",
    ticket: "TK-23900",
    session: "1/1",
    day: -60,
    status: "Cancelled",
    type: "Office cleaning",
    crew: "",
    price: 20,
    progress: 0,
  },
];

const isActive = (seed: Seed, today: string, date: string) =>
  (seed.status === "Open" || seed.status === "Confirmed") && compareDates(date, today) >= 0;

/** The customer's bookings as list rows, dated from `today`. */
export function bookingRows(today = storyToday()): BookingListItem[] {
  return SEEDS.map((seed) =>
    bookingListItem.parse({
      ticket: seed.ticket,
      sessionNo: seed.session,
      serviceDate: addDays(today, seed.day),
      assignedCrew: seed.crew,
      serviceType: seed.type,
      status: seed.status,
      refnum: seed.refnum,
    }),
  );
}

/** One of the customer's bookings in full, dated from `today`, at the brand's address. */
export function bookingDetailOf(refnum: string, today = storyToday()): BookingDetail {
  const seed = SEEDS.find((s) => s.refnum === refnum);
  if (!seed) throw new Error(`No booking ${refnum} in the fixtures`);
  const servicedate = addDays(today, seed.day);
  const active = isActive(seed, today, servicedate);
  const plan = seed.type === "Regular home cleaning";
  const place = bookingPlace();
  return bookingDetail.parse({
    refnum: seed.refnum,
    ticket: seed.ticket,
    jobnum: plan ? "J-RHC" : "J-DEEP",
    matnum: plan ? "RHC-WEEKLY" : "DEEP-3H",
    matname: plan ? "Weekly home cleaning, 3 hours" : "Deep cleaning, 3 hours",
    baseamt: seed.price,
    crewname: seed.crew,
    crewimg: "",
    rating: seed.status === "Completed" ? 5 : 0,
    status: seed.status,
    modifiedby: seed.refnum === "BK-1001-02" ? place.customer : "",
    reason: seed.refnum === "BK-1001-02" ? `Date changed from ${addDays(servicedate, -1)}` : "",
    modifiedon: seed.refnum === "BK-1001-02" ? `${addDays(today, -1)}T10:15:00Z` : "",
    changebtn: active,
    changeable: active && seed.day > 2,
    skipbtn: active && plan,
    skiptodate: active && plan ? addDays(servicedate, 7) : "",
    notes: seed.status === "Completed" ? "Crew arrived on time." : "",
    cusremarks: "Key with the concierge.",
    lat: place.lat,
    longi: place.longi,
    createdon: addDays(today, Math.min(seed.day, 0) - 25),
    servicetype: seed.type,
    crewqty: 2,
    serviceno: seed.session,
    price: seed.price,
    propertytype: "Apartment",
    area: 750,
    bedroomqty: 2,
    bathroomqty: 1,
    shipaddress: place.address,
    servicedate,
    timestart: "08:00",
    timeend: "11:00",
    docurl: seed.status === "Completed" ? `/invoices/${seed.ticket}.pdf` : "",
    progress: seed.progress,
  });
}

/** The requests the handlers saw. */
export const bookingsMock = {
  requests: [] as LoggedRequest[],
  reset() {
    this.requests.length = 0;
  },
  sent(name: string): LoggedRequest[] {
    return this.requests.filter((request) => request.name === name);
  },
  /** The `datefrom` and `dateto` of each list request of `name`, in order. */
  ranges(name: "activeBookings" | "bookingHistory"): { from: string; to: string }[] {
    return this.sent(name).map((request) => {
      const query = new URL(request.url).searchParams;
      return { from: query.get("datefrom") ?? "", to: query.get("dateto") ?? "" };
    });
  },
};

const log = requestLog(bookingsMock.requests);

function listHandler(name: "activeBookings" | "bookingHistory", path: string) {
  return http.get(path, async ({ request }) => {
    await log(name, request);
    const query = new URL(request.url).searchParams;
    const from = query.get("datefrom") ?? "";
    const to = query.get("dateto") ?? "";
    if (from > to) return HttpResponse.json(fail(serverTexts.dateRange), { status: 400 });
    const today = storyToday();
    const rows = bookingRows(today).filter((row, index) => {
      const active = isActive(SEEDS[index]!, today, row.serviceDate);
      const inRange = row.serviceDate >= from && row.serviceDate <= to;
      return inRange && (name === "activeBookings" ? active : !active);
    });
    // Active soonest first, History newest first, as the server orders them.
    const order = name === "activeBookings" ? 1 : -1;
    rows.sort((a, b) => order * compareDates(a.serviceDate, b.serviceDate));
    return HttpResponse.json(ok(rows));
  });
}

/** Every call of My Booking and Booking Details, answering as the reference server does. */
export const bookingsHandlers = [
  listHandler("activeBookings", "*/api/mybooking/active/:arnum"),
  listHandler("bookingHistory", "*/api/mybooking/history/:arnum"),
  http.get("*/api/mybooking/details/:refnum", async ({ request, params }) => {
    await log("bookingDetail", request);
    const refnum = String(params.refnum);
    // Someone else's booking and no booking at all answer the same.
    if (!SEEDS.some((seed) => seed.refnum === refnum)) {
      return HttpResponse.json(fail(serverTexts.forbidden), { status: 403 });
    }
    return HttpResponse.json(ok(bookingDetailOf(refnum)));
  }),
];

/** Both lists answer no bookings. */
export const emptyBookingsHandlers = [
  http.get("*/api/mybooking/active/:arnum", () => HttpResponse.json(ok([]))),
  http.get("*/api/mybooking/history/:arnum", () => HttpResponse.json(ok([]))),
];

export const { expired: expiredSession, failingOnce, neverAnswering } = callOutcomes(log);
