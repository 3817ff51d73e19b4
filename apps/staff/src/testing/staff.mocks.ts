/**
 * MSW handlers and fixtures for the console's stories, parsed through the contract's staff
 * schemas (a story cannot show what the API would never send). The transfers, refunds and
 * board keep their changes in memory (`staffMock.reset()` in a story's `beforeEach`), with the
 * server's own texts for each answer and refusal.
 */
import {
  fail,
  ok,
  serverTexts,
  staffAccount,
  staffAuditEntry,
  staffBookingDetail,
  staffCapacity,
  staffCataloguePackage,
  staffFeedbackItem,
  staffHoliday,
  staffQuotation,
  staffRefundItem,
  staffRequestDetail,
  staffTransferItem,
  staffUser,
  texts,
  type StaffBookingDetail,
  type StaffBusiness,
  type StaffRefundItem,
  type StaffTransferItem,
  type StaffUser,
} from "@bookwell/contract";
import { formatMoney } from "@bookwell/ui";
import { createChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/web/sha";
import { http, HttpResponse } from "msw";

export const agentUser: StaffUser = staffUser.parse({
  staffId: "ST001",
  email: "agent@bookwell.example",
  name: "Ada Agent",
  role: "agent",
});
export const adminUser: StaffUser = staffUser.parse({
  staffId: "ST002",
  email: "admin@bookwell.example",
  name: "Sam Admin",
  role: "admin",
});

const booking = (n: number, patch: Partial<StaffBookingDetail>): StaffBookingDetail =>
  staffBookingDetail.parse({
    refnum: `BK${1000 + n}`,
    ticket: `RF${2000 + n}`,
    arnum: "AR1001",
    customer: "Alice Walker",
    serviceType: "One-off home clean",
    serviceDate: "2026-11-30",
    shiftnum: "SH1",
    start: "09:00",
    end: "12:00",
    status: "Confirmed",
    crewName: "",
    progress: 0,
    price: 60,
    awaitingPayment: false,
    email: "alice@example.com",
    mobile: "07700900101",
    address: "6 Commercial Street, E1 6AN",
    sessionNo: 1,
    sessionQty: 1,
    crewPhone: "",
    crewPhoto: "",
    crewQty: 1,
    lat: null,
    longi: null,
    notes: "",
    customerRemarks: "A friendly cat lives here.",
    modifiedBy: "",
    modifiedReason: "",
    modifiedOn: null,
    paid: 60,
    refunded: 0,
    ...patch,
  });

const initialBookings = (): StaffBookingDetail[] => [
  booking(1, { start: "14:00", end: "17:00", crewName: "Crew Team B", crewPhone: "07700900555" }),
  booking(2, {
    customer: "Bob Evans",
    arnum: "AR1002",
    status: "Open",
    awaitingPayment: true,
    paid: 0,
  }),
  booking(3, { crewName: "Crew Team A", crewPhone: "07700900444", progress: 50 }),
];

const initialTransfers = (): StaffTransferItem[] => [
  staffTransferItem.parse({
    refnum: "RF2002",
    arnum: "AR1002",
    customer: "Bob Evans",
    email: "bob@example.com",
    reference: "SOR-RF2002",
    amount: 60,
    payBy: "2026-11-29T09:00:00Z",
    expired: false,
    services: "One-off home clean",
    firstDate: "2026-11-30",
  }),
];

const initialRefunds = (): StaffRefundItem[] => [
  staffRefundItem.parse({
    refnum: "RQ1",
    ticket: "RF1990",
    arnum: "AR1001",
    customer: "Alice Walker",
    serviceType: "Deep clean",
    serviceDate: "2026-11-20",
    reason: "Crew did not arrive",
    remark: "",
    requestedAt: "2026-11-21T10:00:00Z",
    status: "Requested",
    paid: 120,
    refundable: 120,
    toCardPossible: true,
    decision: null,
  }),
];

export const catalogueFixture = [
  staffCataloguePackage.parse({
    matnum: "PK1",
    matname: "Deep clean",
    matcatnum: "DEEP",
    base: 120,
    sessionQty: 1,
    frequency: "One-off",
  }),
  staffCataloguePackage.parse({
    matnum: "PK2",
    matname: "Regular home cleaning, weekly",
    matcatnum: "HOME",
    base: 45,
    sessionQty: 4,
    frequency: "Weekly",
  }),
];

export const requestFixture = staffRequestDetail.parse({
  refnum: "RQ3001",
  arnum: "AR1001",
  customer: "Alice Walker",
  serviceType: "Deep clean",
  reqtype: "Assessment",
  requestDate: "2026-12-02",
  status: "Pending",
  drafted: false,
  email: "alice@example.com",
  mobile: "07700900101",
  assessment: {
    matcatnum: "DEEP",
    date: "2026-12-02",
    timeFrom: "09:00",
    timeTo: "10:00",
    address: "6 Commercial Street, E1 6AN",
    contactName: "Alice Walker",
    contactEmail: "alice@example.com",
    contactPhone: "07700900101",
    answers: { Bedrooms: 2 },
  },
  quotation: null,
});

let state = {
  bookings: initialBookings(),
  transfers: initialTransfers(),
  refunds: initialRefunds(),
};

export const staffMock = {
  reset() {
    state = {
      bookings: initialBookings(),
      transfers: initialTransfers(),
      refunds: initialRefunds(),
    };
  },
};

const forbidden = () => HttpResponse.json(fail(serverTexts.staffForbidden), { status: 403 });

/** The demo's business: amounts in pounds, "today" in London. */
export const londonBusiness: StaffBusiness = { currency: "GBP", timeZone: "Europe/London" };

/** The `altcha` of every sign-in the server asked a captcha of, in order (none: not sent). */
export const captchaSignIns: (string | null)[] = [];

/**
 * The server after repeated failed sign-ins: a sign-in without a solved captcha is asked for
 * one (`loginCaptchaNeeded`); one with it goes on to `staffHandlers`' sign-in. The challenge
 * is a real signed one (the stories' key; the server has its own). Put before `staffHandlers`.
 */
export function captchaAskedHandlers() {
  return [
    http.get("*/api/captcha/challenge", async () =>
      HttpResponse.json(
        ok(
          await createChallenge({
            algorithm: "SHA-256",
            cost: 1,
            deriveKey,
            hmacSignatureSecret: "storybook-only",
          }),
        ),
      ),
    ),
    http.post("*/api/staff/login", async ({ request }) => {
      const { altcha } = (await request.clone().json()) as { altcha?: string };
      captchaSignIns.push(altcha ?? null);
      if (!altcha) return HttpResponse.json(fail(texts.loginCaptchaNeeded), { status: 400 });
      return undefined;
    }),
  ];
}

/**
 * The staff calls, answered as the reference server does; `user` is who is signed in (null:
 * nobody), for `business` (the server's currency and time zone).
 */
export function staffHandlers(
  user: StaffUser | null = agentUser,
  business: StaffBusiness = londonBusiness,
) {
  const signedIn = () =>
    user ? null : HttpResponse.json(fail(serverTexts.staffSignInNeeded), { status: 401 });
  const admin = () => signedIn() ?? (user?.role === "admin" ? null : forbidden());
  const bookingAction = (
    path: string,
    apply: (b: StaffBookingDetail, body: Record<string, unknown>) => string | StaffBookingDetail,
  ) =>
    http.post(`*/api/staff/bookings/:refnum/${path}`, async ({ params, request }) => {
      const refusal = signedIn();
      if (refusal) return refusal;
      const index = state.bookings.findIndex((b) => b.refnum === params.refnum);
      const found = state.bookings[index];
      if (!found) return HttpResponse.json(fail(serverTexts.staffBookingUnknown), { status: 404 });
      const body = (await request.json().catch(() => ({}))) as Record<string, unknown>;
      const result = apply(found, body ?? {});
      if (typeof result === "string") return HttpResponse.json(fail(result), { status: 400 });
      state.bookings[index] = result;
      return HttpResponse.json(
        ok(
          result,
          path === "complete"
            ? serverTexts.staffBookingCompleted
            : path === "cancel"
              ? serverTexts.staffBookingCancelled
              : serverTexts.staffBookingUpdated,
        ),
      );
    });
  return [
    http.get(
      "*/api/staff/me",
      () => signedIn() ?? HttpResponse.json(ok(user && { ...user, business })),
    ),
    http.post("*/api/staff/login", async ({ request }) => {
      const body = (await request.json()) as { email?: string; password?: string };
      if (!body.email)
        return HttpResponse.json(fail(serverTexts.staffFieldRequired("Email")), { status: 400 });
      if (body.password !== "Demo-Staff-2026!")
        return HttpResponse.json(fail(serverTexts.staffLoginFailed), { status: 400 });
      user = body.email === adminUser.email ? adminUser : agentUser;
      return HttpResponse.json(ok({ ...user, business }));
    }),
    http.post("*/api/staff/logout", () => {
      user = null;
      return HttpResponse.json(ok(null, serverTexts.staffSignedOut));
    }),
    http.get("*/api/staff/bookings", ({ request }) => {
      const refusal = signedIn();
      if (refusal) return refusal;
      const status = new URL(request.url).searchParams.get("status");
      return HttpResponse.json(ok(state.bookings.filter((b) => !status || b.status === status)));
    }),
    http.get("*/api/staff/bookings/:refnum", ({ params }) => {
      const refusal = signedIn();
      if (refusal) return refusal;
      const found = state.bookings.find((b) => b.refnum === params.refnum);
      return found
        ? HttpResponse.json(ok(found))
        : HttpResponse.json(fail(serverTexts.staffBookingUnknown), { status: 404 });
    }),
    bookingAction("crew", (b, body) =>
      !String(body.crewName ?? "").trim()
        ? serverTexts.staffFieldRequired("Crew name")
        : {
            ...b,
            crewName: String(body.crewName),
            crewPhone: String(body.crewPhone ?? ""),
            crewQty: Number(body.crewQty ?? 1),
          },
    ),
    bookingAction("position", (b, body) =>
      b.crewName
        ? { ...b, lat: Number(body.lat), longi: Number(body.longi) }
        : serverTexts.staffCrewNeeded,
    ),
    bookingAction("progress", (b, body) =>
      b.crewName ? { ...b, progress: Number(body.progress) } : serverTexts.staffCrewNeeded,
    ),
    bookingAction("complete", (b) =>
      b.status === "Confirmed"
        ? { ...b, status: "Completed", progress: 100 }
        : serverTexts.staffBookingNotConfirmed,
    ),
    bookingAction("cancel", (b, body) =>
      !String(body.reason ?? "").trim()
        ? serverTexts.staffFieldRequired("Reason")
        : { ...b, status: "Cancelled", modifiedReason: String(body.reason) },
    ),
    http.get("*/api/staff/transfers", () => signedIn() ?? HttpResponse.json(ok(state.transfers))),
    http.post("*/api/staff/transfers/:refnum/received", async ({ params, request }) => {
      const refusal = signedIn();
      if (refusal) return refusal;
      const found = state.transfers.find((t) => t.refnum === params.refnum);
      if (!found) return HttpResponse.json(fail(serverTexts.staffTransferUnknown), { status: 400 });
      const { amount } = (await request.json()) as { amount: number | null };
      if (amount === null)
        return HttpResponse.json(fail(serverTexts.staffFieldRequired("Amount received")), {
          status: 400,
        });
      if (amount !== found.amount)
        return HttpResponse.json(
          fail(
            serverTexts.staffTransferAmountWrong(
              formatMoney(amount, business.currency),
              formatMoney(found.amount, business.currency),
            ),
          ),
          { status: 400 },
        );
      state.transfers = state.transfers.filter((t) => t !== found);
      return HttpResponse.json(ok(found, serverTexts.staffTransferRecorded));
    }),
    http.post("*/api/staff/transfers/:refnum/deadline", async ({ params, request }) => {
      const refusal = signedIn();
      if (refusal) return refusal;
      const found = state.transfers.find((t) => t.refnum === params.refnum);
      if (!found) return HttpResponse.json(fail(serverTexts.staffTransferUnknown), { status: 400 });
      const { payBy } = (await request.json()) as { payBy: string };
      if (!(new Date(payBy) > new Date(found.payBy)))
        return HttpResponse.json(fail(serverTexts.staffDeadlineNotLater), { status: 400 });
      const changed = { ...found, payBy: new Date(payBy).toISOString() };
      state.transfers = state.transfers.map((t) => (t === found ? changed : t));
      return HttpResponse.json(ok(changed, serverTexts.staffDeadlineExtended));
    }),
    http.get(
      "*/api/staff/requests",
      () =>
        signedIn() ??
        HttpResponse.json(
          ok(
            [requestFixture].map(
              ({
                refnum,
                arnum,
                customer,
                serviceType,
                reqtype,
                requestDate,
                status,
                drafted,
              }) => ({
                refnum,
                arnum,
                customer,
                serviceType,
                reqtype,
                requestDate,
                status,
                drafted,
              }),
            ),
          ),
        ),
    ),
    http.get(
      "*/api/staff/requests/:refnum",
      () => signedIn() ?? HttpResponse.json(ok(requestFixture)),
    ),
    http.get("*/api/staff/catalogue", () => signedIn() ?? HttpResponse.json(ok(catalogueFixture))),
    http.put("*/api/staff/requests/:refnum/quotation", async ({ request }) => {
      const refusal = signedIn();
      if (refusal) return refusal;
      const { lines } = (await request.json()) as {
        lines: {
          matnum: string;
          qty: number;
          base: number;
          discount?: number;
          weekend?: number;
          location?: number;
          option?: number;
          upgradeBase?: number;
          sessionQty?: number;
          schedule?: string;
        }[];
      };
      if (!lines.length)
        return HttpResponse.json(fail(serverTexts.staffQuotationEmpty), { status: 400 });
      const priced = lines.map((l) => {
        const unit = l.base + (l.weekend ?? 0) + (l.location ?? 0) + (l.option ?? 0);
        return {
          matnum: l.matnum,
          matname: catalogueFixture.find((p) => p.matnum === l.matnum)?.matname ?? l.matnum,
          qty: l.qty,
          base: l.base,
          weekend: l.weekend ?? 0,
          location: l.location ?? 0,
          option: l.option ?? 0,
          discount: l.discount ?? 0,
          unit,
          total: unit * l.qty - (l.discount ?? 0),
          upgradeBase: l.upgradeBase ?? null,
          sessionQty: l.sessionQty ?? 1,
          addons: [],
          schedule: l.schedule ?? "",
        };
      });
      return HttpResponse.json(
        ok(
          staffQuotation.parse({
            refnum: requestFixture.refnum,
            status: "Pending",
            sent: false,
            lines: priced,
            total: priced.reduce((sum, l) => sum + l.total, 0),
            upgradeTotal: null,
            acceptable: true,
          }),
          serverTexts.staffQuotationSaved,
        ),
      );
    }),
    http.post(
      "*/api/staff/requests/:refnum/send",
      () =>
        signedIn() ?? HttpResponse.json(fail(serverTexts.staffQuotationNotPriced), { status: 400 }),
    ),
    http.get("*/api/staff/refunds", () => admin() ?? HttpResponse.json(ok(state.refunds))),
    http.post("*/api/staff/refunds/:refnum/approve", async ({ params, request }) => {
      const refusal = admin();
      if (refusal) return refusal;
      const found = state.refunds.find((r) => r.refnum === params.refnum);
      if (!found) return HttpResponse.json(fail(serverTexts.staffRefundUnknown), { status: 404 });
      if (found.status !== "Requested")
        return HttpResponse.json(fail(serverTexts.staffRefundDecided), { status: 409 });
      const { amount, to } = (await request.json()) as { amount: number; to: "card" | "credit" };
      if (amount > found.refundable)
        return HttpResponse.json(
          fail(serverTexts.staffRefundTooMuch(formatMoney(found.refundable, business.currency))),
          { status: 400 },
        );
      const decided: StaffRefundItem = {
        ...found,
        status: "Approved",
        refundable: found.refundable - amount,
        decision: { amount, to, reason: "", by: "Sam Admin", at: "2026-11-28T10:00:00Z" },
      };
      state.refunds = state.refunds.map((r) => (r === found ? decided : r));
      return HttpResponse.json(ok(decided, serverTexts.staffRefundApproved));
    }),
    http.post(
      "*/api/staff/refunds/:refnum/refuse",
      () => admin() ?? HttpResponse.json(fail(serverTexts.staffRefundDecided), { status: 409 }),
    ),
    http.get(
      "*/api/staff/calendar/holidays",
      () =>
        signedIn() ??
        HttpResponse.json(ok([staffHoliday.parse({ date: "2026-12-25", name: "Christmas Day" })])),
    ),
    http.get(
      "*/api/staff/calendar/capacity",
      ({ request }) =>
        signedIn() ??
        HttpResponse.json(
          ok(
            staffCapacity.parse({
              date: new URL(request.url).searchParams.get("date"),
              holiday: null,
              shifts: [
                {
                  jobnum: "J1",
                  matname: "Home Cleaning",
                  shiftnum: "SH1",
                  start: "09:00",
                  end: "12:00",
                  defaultCapacity: 4,
                  capacity: 4,
                  taken: 1,
                },
                {
                  jobnum: "J1",
                  matname: "Home Cleaning",
                  shiftnum: "SH2",
                  start: "14:00",
                  end: "17:00",
                  defaultCapacity: 4,
                  capacity: 2,
                  taken: 2,
                },
              ],
            }),
          ),
        ),
    ),
    http.get(
      "*/api/staff/feedback",
      () =>
        signedIn() ??
        HttpResponse.json(
          ok([
            staffFeedbackItem.parse({
              refnum: "BK1001",
              arnum: "AR1001",
              customer: "Alice Walker",
              serviceType: "One-off home clean",
              serviceDate: "2026-11-20",
              crewName: "Crew Team B",
              rating: 5,
              items: ["Clean", "Thorough"],
              remark: "Spotless kitchen.",
              tip: 2,
              givenAt: "2026-11-21T09:00:00Z",
            }),
          ]),
        ),
    ),
    http.get(
      "*/api/staff/audit",
      () =>
        signedIn() ??
        HttpResponse.json(
          ok([
            staffAuditEntry.parse({
              id: 2,
              at: "2026-11-28T09:30:00Z",
              staffId: "ST001",
              staffName: "Ada Agent",
              action: "booking.crew",
              subject: "BK1001",
              before: { crewName: "" },
              after: { crewName: "Crew Team B" },
            }),
            staffAuditEntry.parse({
              id: 1,
              at: "2026-11-28T09:00:00Z",
              staffId: "ST001",
              staffName: "Ada Agent",
              action: "transfer.received",
              subject: "RF1999",
              before: { status: "AwaitingPayment" },
              after: { status: "Paid" },
            }),
          ]),
        ),
    ),
    http.get(
      "*/api/staff/accounts",
      () =>
        admin() ??
        HttpResponse.json(
          ok(
            [agentUser, adminUser].map((u) =>
              staffAccount.parse({
                ...u,
                disabled: false,
                createdAt: "2026-11-01T09:00:00Z",
                lastSignInAt: null,
              }),
            ),
          ),
        ),
    ),
  ];
}
