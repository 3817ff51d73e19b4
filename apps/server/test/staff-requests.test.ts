import { serverTexts } from "@bookwell/contract";
import { describe, expect, it } from "vitest";

import { ALICE, dataOf, failureOf } from "./account-helpers";
import { AGENT, auditOf, staffApp, type StaffApp } from "./staff-helpers";

/**
 * Requests priced into quotations by staff: a draft the customer does not see, checked line by
 * line and totalled by the quotation rules, then sent (lines, mail, inbox, push).
 */

const price = (app: StaffApp, refnum: string, json: unknown) =>
  app.request(`/api/staff/requests/${refnum}/quotation`, {
    method: "PUT",
    json,
    cookie: app.agent,
  });
const send = (app: StaffApp, refnum: string) =>
  app.request(`/api/staff/requests/${refnum}/send`, { method: "POST", cookie: app.agent });
const customerLines = async (app: StaffApp, refnum: string) =>
  (
    await dataOf(
      "quoteDetails",
      await app.request(`/api/myrequest/quotedetails/${refnum}`, { cookie: app.alice }),
    )
  ).data as { matname: string; total: number }[];

describe("requests", () => {
  it("lists requests and shows one with its quotation", async () => {
    const app = await staffApp();
    const list = await dataOf(
      "staffRequests",
      await app.request("/api/staff/requests?status=Pending", { cookie: app.agent }),
    );
    expect(list.data.length).toBeGreaterThan(0);
    expect(list.data.every((r: { status: string }) => r.status === "Pending")).toBe(true);
    const detail = await dataOf(
      "staffRequest",
      await app.request("/api/staff/requests/RQ-1001-1", { cookie: app.agent }),
    );
    expect(detail.data).toMatchObject({
      refnum: "RQ-1001-1",
      arnum: ALICE,
      quotation: { sent: true },
    });
    expect(
      await failureOf(await app.request("/api/staff/requests?status=Lost", { cookie: app.agent })),
    ).toEqual({ status: 400, message: "Status is not valid." });
    const catalogue = await dataOf(
      "staffCatalogue",
      await app.request("/api/staff/catalogue", { cookie: app.agent }),
    );
    expect(catalogue.data).toContainEqual(
      expect.objectContaining({ matnum: "DEEP-3H", base: 105 }),
    );
  });

  it("prices a draft the customer does not see, then sends it: lines, mail, inbox, push, audit", async () => {
    const app = await staffApp();
    await app.db.query(
      `INSERT INTO push_subscriptions (arnum, endpoint, p256dh, auth)
       VALUES ($1, 'https://fcm.googleapis.com/fcm/send/alice-1', 'key', 'auth')`,
      [ALICE],
    );
    const refnum = "RQ-1001-2";
    const before = await customerLines(app, refnum);
    const draft = await dataOf(
      "staffPriceRequest",
      await price(app, refnum, {
        lines: [
          {
            matnum: "RHC-WEEKLY",
            qty: 4,
            sessionQty: 4,
            base: 45,
            weekend: 5,
            location: 2.5,
            option: 3,
            discount: 10,
            upgradeBase: 40,
            addons: ["Oven clean", "Fridge clean"],
            schedule: "Every Monday from 30/11/2026, 09:00 - 12:00",
          },
          { matnum: "DEEP-3H", qty: 1, base: 120, location: 2.5, option: 15 },
        ],
      }),
    );
    // (45 + 5 + 2.50 + 3) × 4 − 10 = 212 and 137.50, by the quotation rules.
    expect(draft.data).toMatchObject({
      sent: false,
      total: 349.5,
      acceptable: true,
      lines: [
        expect.objectContaining({ unit: 55.5, total: 212, addons: ["Oven clean", "Fridge clean"] }),
        expect.objectContaining({ unit: 137.5, total: 137.5, upgradeBase: null }),
      ],
    });
    // (40 + 5 + 2.50 + 3) × 12 − 10 = 596, plus 137.50.
    expect(draft.data.upgradeTotal).toBe(733.5);
    expect(draft.meta.message).toBe(serverTexts.staffQuotationSaved);
    expect(await customerLines(app, refnum)).toEqual(before);

    const sent = await dataOf("staffSendQuotation", await send(app, refnum));
    expect(sent.data).toMatchObject({ sent: true, status: "Quoted", total: 349.5 });
    expect((await customerLines(app, refnum)).map((line) => line.total)).toEqual([212, 137.5]);
    expect(
      await app.db.query(
        "SELECT subject FROM outbox WHERE recipient = 'alice@example.com' ORDER BY id DESC LIMIT 1",
      ),
    ).toEqual([{ subject: `Your quotation is ready (${refnum})` }]);
    expect(
      await app.db.query("SELECT payload->>'title' AS title FROM push_queue WHERE refnum = $1", [
        refnum,
      ]),
    ).toEqual([{ title: serverTexts.pushQuotationTitle }]);
    expect((await auditOf(app, refnum)).map((entry) => [entry.staff_id, entry.action])).toEqual([
      [AGENT.staffId, "request.price"],
      [AGENT.staffId, "request.send"],
    ]);
    // Sent: nothing left to send.
    expect(await failureOf(await send(app, refnum))).toEqual({
      status: 400,
      message: serverTexts.staffQuotationNotPriced,
    });
  });

  it("refuses a line it cannot price, with a clear message, and saves nothing", async () => {
    const app = await staffApp();
    const line = { matnum: "DEEP-3H", qty: 1, base: 120 };
    const cases: [unknown, number, string][] = [
      [{ lines: [] }, 400, serverTexts.staffQuotationEmpty],
      [{}, 400, serverTexts.staffQuotationEmpty],
      [{ lines: [{ ...line, matnum: "NOPE" }] }, 400, serverTexts.staffPackageUnknown("NOPE")],
      [{ lines: [line, { ...line, discount: 120.01 }] }, 400, serverTexts.staffDiscountTooBig(2)],
      [{ lines: [{ ...line, qty: 0 }] }, 400, "Quantity is not valid."],
      [{ lines: [{ ...line, base: -1 }] }, 400, "Base price is not valid."],
      [
        { lines: [{ ...line, base: 1.005 }] },
        400,
        "Expected an amount in pounds with at most two decimals",
      ],
      [{ lines: [{ qty: 1, base: 1 }] }, 400, "Package is required."],
    ];
    for (const [json, status, message] of cases) {
      expect(await failureOf(await price(app, "RQ-1001-2", json)), JSON.stringify(json)).toEqual({
        status,
        message,
      });
    }
    expect(await failureOf(await price(app, "RQ-NONE", { lines: [line] }))).toEqual({
      status: 404,
      message: serverTexts.staffRequestUnknown,
    });
    expect(await failureOf(await send(app, "RQ-1001-2"))).toEqual({
      status: 400,
      message: serverTexts.staffQuotationNotPriced,
    });
    expect(await app.db.query("SELECT 1 FROM quote_drafts")).toEqual([]);
    expect(await app.db.query("SELECT 1 FROM audit_log")).toEqual([]);
  });

  it("lets an admin set a catalogue price; an agent may not", async () => {
    const app = await staffApp();
    const set = (cookie: string, base: unknown) =>
      app.request("/api/staff/catalogue/DEEP-3H/price", { method: "PUT", json: { base }, cookie });
    expect((await set(app.agent, 110)).status).toBe(403);
    expect(await failureOf(await set(app.admin, -5))).toEqual({
      status: 400,
      message: "Price is not valid.",
    });
    const saved = await dataOf("staffSetPrice", await set(app.admin, 110));
    expect(saved.data).toMatchObject({ matnum: "DEEP-3H", base: 110 });
    expect((await auditOf(app, "DEEP-3H")).map((entry) => [entry.before, entry.after])).toEqual([
      [{ base: 105 }, { base: 110 }],
    ]);
  });
});
