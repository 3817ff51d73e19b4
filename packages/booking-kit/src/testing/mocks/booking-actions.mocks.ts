/**
 * MSW handlers for Booking Details' actions, answering as the reference server does
 * (apps/server/src/handlers/account/bookings.ts and slots/time-slots.ts): the package's holidays with a
 * 2-day lead time, slots per date (none on a holiday), the evening slot refused as full when
 * sent (someone took the last place after the list was read), a skip accepted only to the
 * booking's `skiptodate`, refunds and feedback once per booking, a tip only within credit.
 * Dates count from the business's today, as `bookings.mocks.ts` does; its fixtures are the
 * bookings. A change is remembered, so the details show the new date after success. Every
 * request is logged (`actionsMock.sent(name)`; `actionsMock.reset()` in `beforeEach`).
 */
import {
  addDays,
  fail,
  messages,
  ok,
  texts,
  type BookingDetail,
  type HolidayInfo,
  type TimeSlot,
  serverTexts,
} from "@bookwell/contract";
import { delay, http, HttpResponse } from "msw";

import { requestLog, type LoggedRequest } from "../request-log";
import { bookingDetailOf, bookingsHandlers, storyToday } from "./bookings.mocks";

export const LEAD_DAYS = 2;
/** Days from today: the first allowed date is a holiday, so change date starts the day after. */
export const HOLIDAY_DAYS = [LEAD_DAYS, LEAD_DAYS + 5] as const;
/** Days from today of a date with only the morning slot left. */
export const MORNING_ONLY_DAY = LEAD_DAYS + 2;

/** The shift the server refuses as full when it is sent. */
export const FULL_SHIFT = "J-RHC-e";

export function holidayInfoOf(today = storyToday()): HolidayInfo {
  return {
    startAfterDays: LEAD_DAYS,
    holidays: HOLIDAY_DAYS.map((days) => ({ pubDate: addDays(today, days) })),
  };
}

const SLOTS: TimeSlot[] = [
  { shiftnum: "J-RHC-a", starttime: "08:00", endtime: "10:00" },
  { shiftnum: "J-RHC-c", starttime: "13:00", endtime: "15:00" },
  { shiftnum: FULL_SHIFT, starttime: "18:00", endtime: "20:00" },
];

export function slotsOn(date: string, today = storyToday()): TimeSlot[] {
  if (HOLIDAY_DAYS.some((days) => addDays(today, days) === date)) return [];
  if (date === addDays(today, MORNING_ONLY_DAY)) return SLOTS.slice(0, 1);
  return SLOTS;
}

type MockState = {
  /** Alice's available credit, in pounds. */
  credit: number;
  /** What the calls changed, per booking. */
  changed: Map<string, Partial<BookingDetail>>;
  refunded: Set<string>;
};

export const actionsMock = {
  requests: [] as LoggedRequest[],
  state: { credit: 10, changed: new Map(), refunded: new Set() } as MockState,
  reset(credit = 10) {
    this.requests.length = 0;
    this.state = { credit, changed: new Map(), refunded: new Set() };
  },
  sent(name: string): LoggedRequest[] {
    return this.requests.filter((request) => request.name === name);
  },
  /** The `date` of each slot request, in order. */
  slotDates(): string[] {
    return this.sent("timeSlots").map(
      (request) => new URL(request.url).searchParams.get("date") ?? "",
    );
  },
};

const log = requestLog(actionsMock.requests);

/**
 * A booking as the details call answers it now. BK-1001-05 is completed and not rated yet
 * (the one to give feedback on).
 */
export function currentDetail(refnum: string): BookingDetail {
  const base = bookingDetailOf(refnum);
  const unrated = refnum === "BK-1001-05" ? { rating: 0 } : {};
  return { ...base, ...unrated, ...actionsMock.state.changed.get(refnum) };
}

const known = (refnum: string) => {
  try {
    bookingDetailOf(refnum);
    return true;
  } catch {
    return false;
  }
};

const refused = (message: string, status = 409) => HttpResponse.json(fail(message), { status });

export const actionsHandlers = [
  http.get("*/api/mybooking/details/:refnum", async ({ request, params }) => {
    await log("bookingDetail", request);
    const refnum = String(params.refnum);
    if (!known(refnum)) return refused(serverTexts.forbidden, 403);
    return HttpResponse.json(ok(currentDetail(refnum)));
  }),
  http.get("*/api/booking/holidaylist/:matnum", async ({ request }) => {
    await log("holidays", request);
    return HttpResponse.json(ok(holidayInfoOf()));
  }),
  http.get("*/api/booking/timeslots/:jobnum", async ({ request }) => {
    await log("timeSlots", request);
    const date = new URL(request.url).searchParams.get("date") ?? "";
    return HttpResponse.json(ok(slotsOn(date)));
  }),
  http.post("*/api/mybooking/details/changedate/:refnum", async ({ request, params }) => {
    const body = (await log("changeBookingDate", request)) as {
      refnum: string;
      requestDate: string;
      shiftnum?: string;
    };
    const refnum = String(params.refnum);
    const booking = currentDetail(refnum);
    if (!booking.changeable) return refused(serverTexts.notChangeable);
    if (body.shiftnum === undefined) {
      if (body.requestDate !== booking.skiptodate)
        return refused(serverTexts.dateNotAvailable, 400);
      actionsMock.state.changed.set(refnum, {
        ...actionsMock.state.changed.get(refnum),
        servicedate: body.requestDate,
        skiptodate: addDays(body.requestDate, 7),
      });
    } else {
      if (body.shiftnum === FULL_SHIFT) return refused(texts.slotFull);
      const slot = SLOTS.find((s) => s.shiftnum === body.shiftnum)!;
      actionsMock.state.changed.set(refnum, {
        ...actionsMock.state.changed.get(refnum),
        servicedate: body.requestDate,
        timestart: slot.starttime,
        timeend: slot.endtime,
      });
    }
    return HttpResponse.json(ok(null, messages.dateTimeChanged));
  }),
  http.post("*/api/mybooking/details/refund/:refnum", async ({ request, params }) => {
    await log("requestRefund", request);
    const refnum = String(params.refnum);
    if (actionsMock.state.refunded.has(refnum)) return refused(serverTexts.refundRequested);
    actionsMock.state.refunded.add(refnum);
    return HttpResponse.json(ok(null, messages.requestSubmitted));
  }),
  http.post("*/api/mybooking/details/feedback/:refnum", async ({ request, params }) => {
    const body = (await log("submitFeedback", request)) as { rating: number; tipamt: number };
    const refnum = String(params.refnum);
    if (currentDetail(refnum).rating > 0) return refused(serverTexts.feedbackGiven);
    if (body.tipamt > actionsMock.state.credit) {
      return refused(messages.notEnoughCreditsForTip, 400);
    }
    actionsMock.state.credit -= body.tipamt;
    actionsMock.state.changed.set(refnum, { rating: body.rating });
    return HttpResponse.json(ok(null, messages.feedbackSubmitted));
  }),
  http.get("*/api/mycredit/total/:arnum", async ({ request }) => {
    await log("creditTotal", request);
    return HttpResponse.json(ok({ total: actionsMock.state.credit }));
  }),
  ...bookingsHandlers,
];

/** A POST that answers 401, as the server does once the session cookie is gone. */
export function expiredOnPost(path: string) {
  return http.post(path, async ({ request }) => {
    await log(`401 ${path}`, request);
    return HttpResponse.json(fail(messages.sessionExpired), { status: 401 });
  });
}

/** A POST the server fails (500). */
export function failingPost(path: string) {
  return http.post(path, async ({ request }) => {
    await log(`500 ${path}`, request);
    return HttpResponse.json(fail(messages.oops), { status: 500 });
  });
}

/** A GET that never answers (loading states). */
export function pendingGet(path: string) {
  return http.get(path, async () => {
    await delay("infinite");
    return HttpResponse.json(ok(null));
  });
}
