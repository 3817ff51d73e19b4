import { messages, serverTexts } from "@bookwell/contract";
import { describe, expect, it } from "vitest";

import { ALICE, accountApp, dataOf, failureOf, sharedAccountApp } from "./account-helpers";

describe("requests", () => {
  const shared = sharedAccountApp();

  it("lists the session's requests, latest first, with which have a quotation", async () => {
    const { request, alice } = await accountApp();
    const body = await dataOf(
      "requests",
      await request(`/api/myrequest/${ALICE}`, { cookie: alice }),
    );
    expect(body.data).toEqual([
      {
        ticket: "QT-3003",
        servicetype: "Deep cleaning",
        reqtype: "Quotation",
        requesetdate: "2026-11-21",
        status: "Quoted",
        viewasquote: true,
        refnum: "RQ-1001-4",
      },
      {
        ticket: "AS-3002",
        servicetype: "End of tenancy",
        reqtype: "Assessment",
        requesetdate: "2026-11-20",
        status: "Pending",
        viewasquote: false,
        refnum: "RQ-1001-2",
      },
      expect.objectContaining({ refnum: "RQ-1001-1", status: "Quoted", viewasquote: true }),
      expect.objectContaining({ refnum: "RQ-1001-3", status: "Accepted" }),
    ]);
  });

  it("deletes a request and its quotation", async () => {
    const { request, alice, db } = await accountApp();
    const body = await dataOf(
      "deleteRequest",
      await request("/api/myrequest/RQ-1001-1", { method: "DELETE", cookie: alice }),
    );
    expect(body.meta.message).toBe(messages.quotationDeleted);
    expect(await db.query("SELECT * FROM quote_lines WHERE refnum = 'RQ-1001-1'")).toEqual([]);
    const list = await dataOf(
      "requests",
      await request(`/api/myrequest/${ALICE}`, { cookie: alice }),
    );
    expect(list.data).toHaveLength(3);
  });

  it.each([
    ["/api/myrequest/RQ-1001-3", 409, serverTexts.acceptedNotDeletable],
    ["/api/myrequest/RQ-NOPE", 403, "You are not allowed to see this."],
  ])("refuses DELETE %s with %i", async (path, status, message) => {
    const { request, alice, db } = shared();
    const failure = await failureOf(await request(path, { method: "DELETE", cookie: alice }));
    expect(failure).toEqual({ status, message });
    const [row] = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM account_requests");
    expect(row?.n).toBe(5);
  });
});

describe("quotations", () => {
  const shared = sharedAccountApp();

  it("gives the quote lines with amounts in pounds and each line's total", async () => {
    const { request, alice } = await accountApp();
    const body = await dataOf(
      "quoteDetails",
      await request("/api/myrequest/quotedetails/RQ-1001-1", { cookie: alice }),
    );
    expect(body.data).toHaveLength(2);
    expect(body.data[0]).toMatchObject({
      matname: "Regular home cleaning, weekly",
      qty: 4,
      baseamt: 45,
      totalWkdamt: 5,
      totalLocamt: 2.5,
      optamt: 3,
      discamt: 10,
      // (45 + 5 + 2.50 + 3) × 4 − 10
      total: 212,
      isUpgrade: true,
      sessionQty: 4,
      frequency: "Weekly",
      addon: "Inside fridge||Ironing 1 hour",
      shipfirstname: "Alice",
      shipsize: 750,
      shipbedroomQty: 2,
    });
    expect(body.data[1]).toMatchObject({ total: 137.5, isUpgrade: false });
    // No pence or internal columns on the wire.
    expect(Object.keys(body.data[0]).filter((key) => key.includes("_"))).toEqual([]);
  });

  it("answers a request without a quotation with no lines", async () => {
    const { request, alice } = await accountApp();
    const body = await dataOf(
      "quoteDetails",
      await request("/api/myrequest/quotedetails/RQ-1001-2", { cookie: alice }),
    );
    expect(body.data).toEqual([]);
  });

  it("accepts a quotation as given", async () => {
    const { request, alice, db } = await accountApp();
    const body = await dataOf(
      "acceptQuote",
      await request(
        `/api/myrequest/quoteaccept/${ALICE}?email=alice@example.com&quoterefnum=RQ-1001-1`,
        {
          method: "POST",
          cookie: alice,
        },
      ),
    );
    expect(body.meta.message).toBe(messages.quotationAccepted);
    expect(
      await db.query(
        "SELECT status, accepted_upgrade FROM account_requests WHERE refnum = 'RQ-1001-1'",
      ),
    ).toEqual([{ status: "Accepted", accepted_upgrade: false }]);
  });

  it("accepts the upgrade with the reference ending in U", async () => {
    const { request, alice, db } = await accountApp();
    await dataOf(
      "acceptQuote",
      await request(`/api/myrequest/quoteaccept/${ALICE}?quoterefnum=RQ-1001-1U`, {
        method: "POST",
        cookie: alice,
      }),
    );
    expect(
      await db.query(
        "SELECT status, accepted_upgrade FROM account_requests WHERE refnum = 'RQ-1001-1'",
      ),
    ).toEqual([{ status: "Accepted", accepted_upgrade: true }]);
  });

  it.each([
    ["RQ-1001-3", 409, serverTexts.quotationAlreadyAccepted],
    // Priced at £0 (not priced yet), and an assessment without a quotation.
    ["RQ-1001-4", 400, serverTexts.quotationPricedZero],
    ["RQ-1001-2", 400, serverTexts.quotationNotAcceptable],
    // The upgrade of a £0 quotation; bob's; none.
    ["RQ-1001-4U", 400, serverTexts.quotationPricedZero],
    ["RQ-1002-1", 403, "You are not allowed to see this."],
    ["RQ-NOPE", 403, "You are not allowed to see this."],
    ["U", 403, "You are not allowed to see this."],
  ])("refuses to accept %s with %i", async (quoterefnum, status, message) => {
    const { request, alice, db } = shared();
    const before = await db.query("SELECT * FROM account_requests ORDER BY refnum");
    const failure = await failureOf(
      await request(`/api/myrequest/quoteaccept/${ALICE}?quoterefnum=${quoterefnum}`, {
        method: "POST",
        cookie: alice,
      }),
    );
    expect(failure).toEqual({ status, message });
    expect(await db.query("SELECT * FROM account_requests ORDER BY refnum")).toEqual(before);
  });

  it("refuses an upgrade when no line has one", async () => {
    const { request, alice, db } = await accountApp();
    await db.query("UPDATE quote_lines SET upgrade_base_pence = NULL WHERE refnum = 'RQ-1001-1'");
    const failure = await failureOf(
      await request(`/api/myrequest/quoteaccept/${ALICE}?quoterefnum=RQ-1001-1U`, {
        method: "POST",
        cookie: alice,
      }),
    );
    expect(failure).toEqual({ status: 400, message: serverTexts.noUpgrade });
  });

  it("refuses a GET (accepting changes state) and a missing reference", async () => {
    const { request, alice } = await accountApp();
    const get = await request(`/api/myrequest/quoteaccept/${ALICE}?quoterefnum=RQ-1001-1`, {
      cookie: alice,
    });
    expect(get.status).toBe(404);
    const missing = await request(`/api/myrequest/quoteaccept/${ALICE}`, {
      method: "POST",
      cookie: alice,
    });
    expect((await failureOf(missing)).status).toBe(400);
  });
});
