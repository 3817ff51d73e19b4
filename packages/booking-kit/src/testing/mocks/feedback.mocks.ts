/**
 * MSW handlers and fixtures for My Feedback, parsed through the contract's schemas. They
 * answer as the reference server does (`apps/server/src/handlers/account/`): the list is
 * the feedback Alice gave, newest service first; one feedback is read only; a booking that is
 * not hers is a 403, one of hers without feedback a 404 "No Record Found". Every request is
 * logged (`feedbackMock.sent(name)`; reset in a story's `beforeEach`).
 */
import {
  fail,
  feedbackDetail,
  feedbackListRow,
  messages,
  ok,
  type FeedbackDetail,
  type FeedbackListRow,
  serverTexts,
} from "@bookwell/contract";
import { http, HttpResponse } from "msw";

import { requestLog, type LoggedRequest } from "../request-log";
import { callOutcomes } from "./call-outcomes";

/** Alice's rated bookings, as the demo data has them. */
export const feedbackRowsFixture: FeedbackListRow[] = [
  {
    ticket: "TK-24001",
    date: "2026-11-20",
    servicetype: "Regular home cleaning",
    crew: "Crew Team A",
    rating: 5,
    refnum: "BK-1001-05",
  },
  {
    ticket: "TK-23950",
    date: "2026-11-05",
    servicetype: "Deep cleaning",
    crew: "Crew Team B",
    rating: 6,
    refnum: "BK-1001-07",
  },
].map((row) => feedbackListRow.parse(row));

export const feedbackDetailsFixture: Readonly<Record<string, FeedbackDetail>> = {
  "BK-1001-05": feedbackDetail.parse({
    rating: 5,
    tipamt: 2,
    items: ["clean", "helpful"],
    remark: "Lovely job on the kitchen.",
  }),
  "BK-1001-07": feedbackDetail.parse({
    rating: 6,
    tipamt: 0,
    items: ["thorough", "eco", "professional"],
    remark: "Spotless, thank you.",
  }),
};

/** Alice's bookings without feedback: the server knows them (404), unlike another's (403). */
const UNRATED = new Set(["BK-1001-01", "BK-1001-02"]);

export const feedbackMock = {
  log: [] as LoggedRequest[],
  reset() {
    this.log.length = 0;
  },
  sent(name: string): LoggedRequest[] {
    return this.log.filter((request) => request.name === name);
  },
};

const log = requestLog(feedbackMock.log);

/** Every call of My Feedback, answering as the reference server does. */
export const feedbackHandlers = [
  http.get("*/api/myfeedback/details/:refnum", async ({ request, params }) => {
    await log("feedbackDetail", request);
    const refnum = String(params.refnum);
    const detail = feedbackDetailsFixture[refnum];
    if (detail) return HttpResponse.json(ok(detail));
    if (UNRATED.has(refnum)) {
      return HttpResponse.json(fail(messages.noRecordFound), { status: 404 });
    }
    return HttpResponse.json(fail(serverTexts.forbidden), { status: 403 });
  }),
  http.get("*/api/myfeedback/:arnum", async ({ request }) => {
    await log("feedbackList", request);
    return HttpResponse.json(ok(feedbackRowsFixture));
  }),
];

/** Alice gave no feedback yet. */
export const noFeedbackHandlers = [
  http.get("*/api/myfeedback/:arnum", () => HttpResponse.json(ok([]))),
];

export const {
  expired: feedbackExpired,
  failingOnce: feedbackFailingOnce,
  neverAnswering: feedbackNeverAnswering,
} = callOutcomes(log);
