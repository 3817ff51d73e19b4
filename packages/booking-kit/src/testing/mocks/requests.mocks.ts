/**
 * MSW handlers and fixtures for My Request and the quotation page, parsed through the
 * contract's schemas (a story cannot show what the API would never send). They answer as the
 * reference server does (`apps/server/src/handlers/account/`): the requests newest first
 * with `viewasquote` when the request has quote lines; a request that is not the customer's,
 * or no request at all, is a 403; an accepted quotation cannot be deleted (409) nor accepted
 * again (409); a quotation priced at £0, or not yet quoted, cannot be accepted (400), nor can
 * an upgrade without an upgradable line. The requests live in memory (`requestsMock.reset()`
 * in a story's `beforeEach`) and every request is logged (`requestsMock.sent(name)`).
 */
import {
  fail,
  messages,
  ok,
  quoteLine,
  requestItem,
  type QuoteLine,
  type RequestItem,
  serverTexts,
} from "@bookwell/contract";
import { http, HttpResponse } from "msw";

import { requestLog, type LoggedRequest } from "../request-log";
import { callOutcomes } from "./call-outcomes";
import { sgCustomer, sgLocations } from "./sg.mocks";
import { byBrand } from "./story-brand";

type RequestSeed = {
  refnum: string;
  ticket: string;
  servicetype: string;
  reqtype: string;
  requesetdate: string;
  status: string;
};

/** Alice's requests, as the demo data has them (newest first). */
const REQUESTS: RequestSeed[] = [
  {
    refnum: "RQ-1001-4",
    ticket: "QT-3003",
    servicetype: "Deep cleaning",
    reqtype: "Quotation",
    requesetdate: "2026-11-21",
    status: "Quoted",
  },
  {
    refnum: "RQ-1001-2",
    ticket: "AS-3002",
    servicetype: "End of tenancy",
    reqtype: "Assessment",
    requesetdate: "2026-11-20",
    status: "Pending",
  },
  {
    refnum: "RQ-1001-1",
    ticket: "QT-3001",
    servicetype: "Regular home cleaning",
    reqtype: "Quotation",
    requesetdate: "2026-11-18",
    status: "Quoted",
  },
  {
    refnum: "RQ-1001-3",
    ticket: "QT-2950",
    servicetype: "Office cleaning",
    reqtype: "Quotation",
    requesetdate: "2026-10-02",
    status: "Accepted",
  },
];

const aliceShip = {
  shiphousetype: "Apartment",
  shipsize: 750,
  shipbedroomQty: 2,
  shipbathroomQty: 1,
  shipfirstname: "Alice",
  shiplastname: "Walker",
  shipfulladdr: "Flat 2, 12 Fournier Street, Spitalfields, London, E1 6QE",
  shipphone: "07700900101",
  shipemail: "alice@example.com",
};

/** Mei Ling's home, with the Singapore brand. */
const meiLingShip = {
  shiphousetype: sgLocations[0]!.housetype,
  shipsize: sgLocations[0]!.area,
  shipbedroomQty: sgLocations[0]!.bedroomqty,
  shipbathroomQty: sgLocations[0]!.bathroomqty,
  shipfirstname: sgCustomer.firstname,
  shiplastname: sgCustomer.lastname,
  shipfulladdr: sgLocations[0]!.fulladdr,
  shipphone: sgCustomer.mobile,
  shipemail: sgCustomer.email,
};

type QuotedLine = {
  [field: string]: unknown;
  qty: number;
  baseamt: number;
  totalWkdamt: number;
  totalLocamt: number;
  optamt: number;
  discamt: number;
};

/** A line in pounds with the server's `total` ((base + weekend + location + option) × qty − discount). */
function priced(line: QuotedLine): QuoteLine {
  const pence = (pounds: number) => Math.round(pounds * 100);
  const unit =
    pence(line.baseamt) + pence(line.totalWkdamt) + pence(line.totalLocamt) + pence(line.optamt);
  return quoteLine.parse({ ...line, total: (unit * line.qty - pence(line.discamt)) / 100 });
}

/**
 * The quote lines of each of the customer's requests (the assessment has none yet): alice's in
 * London, or Mei Ling's in Singapore with the Singapore brand (her address and mobile, the
 * rates' texts in S$; the amounts show in the brand's currency anyway).
 */
export function quoteFixtures(): Record<string, QuoteLine[]> {
  const ship = byBrand(aliceShip, meiLingShip);
  const money = byBrand("£", "S$");
  return {
    "RQ-1001-1": [
      priced({
        matname: "Regular home cleaning, weekly",
        imagefile: "/images/services/regular.jpg",
        description: "Weekly clean, 3 hours a visit.",
        qty: 4,
        baseamt: 45,
        totalWkdamt: 5,
        totalLocamt: 2.5,
        optamt: 3,
        discamt: 10,
        isUpgrade: true,
        rate: `${money}15.00 / hour`,
        duration: 3,
        sessionQty: 4,
        frequency: "Weekly",
        addon: "Inside fridge||Ironing 1 hour",
        schedule: "Mondays, 08:00 to 10:00",
        ...ship,
      }),
      priced({
        matname: "Deep clean, 3 hours",
        imagefile: "/images/services/deep.jpg",
        description: "One deep clean.",
        qty: 1,
        baseamt: 120,
        totalWkdamt: 0,
        totalLocamt: 2.5,
        optamt: 15,
        discamt: 0,
        isUpgrade: false,
        rate: `${money}40.00 / hour`,
        duration: 3,
        sessionQty: 1,
        frequency: "Once",
        addon: "Oven clean",
        schedule: "Friday 4 December 2026, 10:30 to 12:30",
        ...ship,
      }),
    ],
    "RQ-1001-3": [
      priced({
        matname: "Office cleaning, evenings",
        imagefile: "/images/services/office.jpg",
        description: "Evening office clean.",
        qty: 1,
        baseamt: 20,
        totalWkdamt: 0,
        totalLocamt: 0,
        optamt: 0,
        discamt: 0,
        isUpgrade: false,
        rate: `${money}20.00 / visit`,
        duration: 2,
        sessionQty: 1,
        frequency: "Once",
        addon: "",
        schedule: "Tuesday 15 September 2026, 18:00 to 20:00",
        ...ship,
      }),
    ],
    // Awaiting a survey: priced at £0, so it cannot be accepted.
    "RQ-1001-4": [
      priced({
        matname: "Deep clean, 3 hours",
        imagefile: "/images/services/deep.jpg",
        description: "Awaiting a survey: not priced yet.",
        qty: 1,
        baseamt: 0,
        totalWkdamt: 0,
        totalLocamt: 0,
        optamt: 0,
        discamt: 0,
        isUpgrade: false,
        rate: "",
        duration: 3,
        sessionQty: 1,
        frequency: "Once",
        addon: "",
        schedule: "",
        ...ship,
      }),
    ],
  };
}

const rowOf = (seed: RequestSeed, lines: Record<string, QuoteLine[]>): RequestItem =>
  requestItem.parse({ ...seed, viewasquote: (lines[seed.refnum]?.length ?? 0) > 0 });

/** The in-memory requests behind the handlers, and what they were sent. */
export const requestsMock = {
  requests: REQUESTS.map((seed) => ({ ...seed })),
  lines: quoteFixtures(),
  /** Quotations accepted in this story: refnum → accepted as the upgrade. */
  accepted: new Map<string, boolean>(),
  log: [] as LoggedRequest[],
  reset() {
    this.requests = REQUESTS.map((seed) => ({ ...seed }));
    this.lines = quoteFixtures();
    this.accepted = new Map();
    this.log.length = 0;
  },
  sent(name: string): LoggedRequest[] {
    return this.log.filter((request) => request.name === name);
  },
  /** Alice's requests as `GET myrequest/{arnum}` answers them now. */
  rows(): RequestItem[] {
    return this.requests.map((seed) => rowOf(seed, this.lines));
  },
};

const log = requestLog(requestsMock.log);

const findRequest = (refnum: string) => requestsMock.requests.find((r) => r.refnum === refnum);

/** Every call of My Request and the quotation page, answering as the reference server does. */
export const requestsHandlers = [
  http.get("*/api/myrequest/quotedetails/:refnum", async ({ request, params }) => {
    await log("quoteDetails", request);
    const refnum = String(params.refnum);
    if (!findRequest(refnum))
      return HttpResponse.json(fail(serverTexts.forbidden), { status: 403 });
    return HttpResponse.json(ok(requestsMock.lines[refnum] ?? []));
  }),
  http.post("*/api/myrequest/quoteaccept/:arnum", async ({ request }) => {
    await log("acceptQuote", request);
    const asked = new URL(request.url).searchParams.get("quoterefnum") ?? "";
    const upgrade = asked.length > 1 && asked.endsWith("U");
    const refnum = upgrade ? asked.slice(0, -1) : asked;
    const found = findRequest(refnum);
    if (!found) return HttpResponse.json(fail(serverTexts.forbidden), { status: 403 });
    if (found.status === "Accepted") {
      return HttpResponse.json(fail(serverTexts.quotationAlreadyAccepted), { status: 409 });
    }
    const lines = requestsMock.lines[refnum] ?? [];
    const total = lines.reduce((sum, line) => sum + Math.round((line.total ?? 0) * 100), 0);
    if (found.status !== "Quoted" || total <= 0) {
      return HttpResponse.json(fail(serverTexts.quotationNotAcceptable), { status: 400 });
    }
    if (upgrade && !lines.some((line) => line.isUpgrade)) {
      return HttpResponse.json(fail(serverTexts.noUpgrade), { status: 400 });
    }
    found.status = "Accepted";
    requestsMock.accepted.set(refnum, upgrade);
    return HttpResponse.json(ok(null, messages.quotationAccepted));
  }),
  http.get("*/api/myrequest/:arnum", async ({ request }) => {
    await log("requests", request);
    return HttpResponse.json(ok(requestsMock.rows()));
  }),
  http.delete("*/api/myrequest/:refnum", async ({ request, params }) => {
    await log("deleteRequest", request);
    const refnum = String(params.refnum);
    const found = findRequest(refnum);
    if (!found) return HttpResponse.json(fail(serverTexts.forbidden), { status: 403 });
    if (found.status === "Accepted") {
      return HttpResponse.json(fail(serverTexts.acceptedNotDeletable), { status: 409 });
    }
    requestsMock.requests = requestsMock.requests.filter((r) => r.refnum !== refnum);
    return HttpResponse.json(ok(null, messages.quotationDeleted));
  }),
];

/** Alice has no requests. */
export const noRequestsHandlers = [
  http.get("*/api/myrequest/:arnum", () => HttpResponse.json(ok([]))),
];

/** A quotation whose lines are gone (the server answers an empty list). */
export const emptyQuoteHandlers = [
  http.get("*/api/myrequest/quotedetails/:refnum", () => HttpResponse.json(ok([]))),
];

const outcomes = callOutcomes(log);
/** A call answering 401, as the server does once the session cookie is gone. */
export const requestsExpired = (method: "get" | "post" | "delete", path: string) =>
  outcomes.expired(path, method);
export const { failingOnce: requestsFailingOnce, neverAnswering: requestsNeverAnswering } =
  outcomes;
