import { serverTexts } from "@bookwell/contract";
import { describe, expect, it } from "vitest";

import { GatewayError, testGateway } from "../src/payments";
import { ALICE, dataOf, failureOf } from "./account-helpers";
import { confirm, pay, tokenize, weekly, type CartApp } from "./cart-helpers";
import { ADMIN, auditOf, staffApp, staffLogin, type StaffApp } from "./staff-helpers";

/**
 * Refunds decided by an admin: to the card through the gateway's refund, or to credit; refused
 * with a reason. Never more than was paid; two approvals refund once.
 */

/** Alice's weekly plan paid by card, and a refund request for its first visit. */
async function withCardRefund() {
  const app = await staffApp();
  const saved = await dataOf(
    "saveCart",
    await app.request(`/api/booking/cart/${ALICE}`, {
      method: "POST",
      json: [weekly()],
      cookie: app.alice,
    }),
  );
  const cartApp = {
    ...app,
    summary: saved.data as { refnum: string; total: number },
  } as unknown as CartApp;
  await dataOf("confirmCart", await confirm(cartApp));
  const paid = await dataOf(
    "initiatePayment",
    await pay(cartApp, await tokenize(cartApp, "4242424242424242"), "key-refund-1"),
  );
  const ticket = cartApp.summary.refnum;
  const [visit] = await app.db.query<{ refnum: string; price_pence: number }>(
    "SELECT refnum, price_pence FROM account_bookings WHERE ticket = $1 ORDER BY service_date LIMIT 1",
    [ticket],
  );
  await requestRefund(app, visit!.refnum);
  return {
    ...app,
    ticket,
    refnum: visit!.refnum,
    price: visit!.price_pence / 100,
    chargeId: paid.data.transactionId as string,
  };
}

async function requestRefund(app: StaffApp, refnum: string) {
  await dataOf(
    "requestRefund",
    await app.request(`/api/mybooking/details/refund/${refnum}`, {
      method: "POST",
      json: {
        refnum,
        reason: "The cleaning was not done as booked",
        remark: "The oven was missed.",
      },
      cookie: app.alice,
    }),
  );
}

const approve = (app: StaffApp, refnum: string, json: unknown, cookie = app.admin) =>
  app.request(`/api/staff/refunds/${refnum}/approve`, { method: "POST", json, cookie });

const gatewayRefunds = (app: StaffApp, chargeId: string) =>
  app.db.query<{ amount_pence: number }>(
    "SELECT amount_pence FROM test_gateway_refunds WHERE charge_id = $1",
    [chargeId],
  );

describe("refunds", () => {
  it("lists a request with what was paid and what may be refunded", async () => {
    const app = await withCardRefund();
    const list = await dataOf(
      "staffRefunds",
      await app.request("/api/staff/refunds?status=Requested", { cookie: app.admin }),
    );
    expect(list.data).toContainEqual(
      expect.objectContaining({
        refnum: app.refnum,
        ticket: app.ticket,
        reason: "The cleaning was not done as booked",
        status: "Requested",
        paid: app.price,
        refundable: app.price,
        toCardPossible: true,
        decision: null,
      }),
    );
  });

  it("approves part to the card: the gateway refunds it once, the customer is told, a second approval is refused", async () => {
    const app = await withCardRefund();
    const part = Math.round(app.price * 50) / 100;
    const approved = await dataOf(
      "staffApproveRefund",
      await approve(app, app.refnum, { amount: part, to: "card" }),
    );
    expect(approved.data).toMatchObject({
      status: "Approved",
      decision: { amount: part, to: "card", by: ADMIN.name },
      refundable: 0,
    });
    expect(await gatewayRefunds(app, app.chargeId)).toEqual([
      { amount_pence: Math.round(part * 100) },
    ]);
    // In part: the visit goes ahead.
    expect(
      await app.db.query("SELECT status FROM account_bookings WHERE refnum = $1", [app.refnum]),
    ).toEqual([{ status: "Confirmed" }]);
    expect(
      await app.db.query(
        "SELECT subject FROM outbox WHERE recipient = 'alice@example.com' ORDER BY id DESC LIMIT 1",
      ),
    ).toEqual([{ subject: `Refund approved: ${app.refnum}` }]);
    expect(
      await app.db.query(
        "SELECT 1 FROM inbox_messages WHERE arnum = $1 AND message LIKE '%Your refund is on its way%'",
        [ALICE],
      ),
    ).toHaveLength(1);
    expect(await auditOf(app, app.refnum)).toEqual([
      expect.objectContaining({
        staff_id: ADMIN.staffId,
        action: "refund.approve",
        before: { status: "Requested", refundable: app.price },
        after: expect.objectContaining({
          status: "Approved",
          amount: part,
          to: "card",
          booking: "unchanged",
        }),
      }),
    ]);
    expect(await failureOf(await approve(app, app.refnum, { amount: part, to: "card" }))).toEqual({
      status: 409,
      message: serverTexts.staffRefundDecided,
    });
    expect(await gatewayRefunds(app, app.chargeId)).toHaveLength(1);
  });

  it("two admins approving one request at once refund it once", async () => {
    const app = await withCardRefund();
    const second = await staffLogin(app, ADMIN.email);
    const answers = await Promise.all([
      approve(app, app.refnum, { amount: app.price, to: "card" }),
      approve(app, app.refnum, { amount: app.price, to: "card" }, second),
      approve(app, app.refnum, { amount: app.price, to: "credit" }, second),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    const won = await Promise.all(answers.map((answer) => answer.json()));
    const credit = await app.db.query(
      "SELECT 1 FROM account_credit_entries WHERE source = 'refund' AND ticket = $1",
      [app.ticket],
    );
    const card = await gatewayRefunds(app, app.chargeId);
    // One effect, whichever approval won: a card refund or a credit, never both, never two.
    expect(card.length + credit.length).toBe(1);
    expect(won.filter((body) => body.meta.responseCode === "S")).toHaveLength(1);
    expect((await auditOf(app, app.refnum)).map((entry) => entry.action)).toEqual([
      "refund.approve",
    ]);
    // Refunded in full: the visit is Refunded and its place freed.
    expect(
      await app.db.query("SELECT status FROM account_bookings WHERE refnum = $1", [app.refnum]),
    ).toEqual([{ status: "Refunded" }]);
    expect(
      await app.db.query("SELECT 1 FROM shift_bookings WHERE booking_refnum = $1", [app.refnum]),
    ).toEqual([]);
  });

  it("never refunds more than was paid, to the card or to credit", async () => {
    const app = await withCardRefund();
    const over = Math.round((app.price + 0.01) * 100) / 100;
    for (const to of ["card", "credit"]) {
      expect(await failureOf(await approve(app, app.refnum, { amount: over, to }))).toEqual({
        status: 400,
        message: serverTexts.staffRefundTooMuch(`£${app.price.toFixed(2)}`),
      });
    }
    expect(await gatewayRefunds(app, app.chargeId)).toEqual([]);
    // The gateway itself refuses to give back more than it charged.
    const gateway = testGateway(app.db);
    const [charge] = await app.db.query<{ amount_pence: number }>(
      "SELECT amount_pence FROM test_gateway_charges WHERE charge_id = $1",
      [app.chargeId],
    );
    await expect(
      gateway.refund(app.chargeId, charge!.amount_pence + 1, { idempotencyKey: "too-much" }),
    ).rejects.toBeInstanceOf(GatewayError);
    const first = await gateway.refund(app.chargeId, 100, { idempotencyKey: "same-key" });
    expect(await gateway.refund(app.chargeId, 100, { idempotencyKey: "same-key" })).toEqual(first);
    expect(await gatewayRefunds(app, app.chargeId)).toEqual([{ amount_pence: 100 }]);
  });

  it("refunds a booking paid otherwise to credit only", async () => {
    const app = await staffApp();
    await requestRefund(app, "BK-1001-05");
    const [visit] = await app.db.query<{ price_pence: number }>(
      "SELECT price_pence FROM account_bookings WHERE refnum = 'BK-1001-05'",
    );
    const price = visit!.price_pence / 100;
    expect(
      await failureOf(await approve(app, "BK-1001-05", { amount: price, to: "card" })),
    ).toEqual({
      status: 400,
      message: serverTexts.staffRefundNotByCard,
    });
    const before = await app.db.query("SELECT 1 FROM account_credit_entries WHERE arnum = $1", [
      ALICE,
    ]);
    await dataOf(
      "staffApproveRefund",
      await approve(app, "BK-1001-05", { amount: price, to: "credit" }),
    );
    const [entry] = await app.db.query<{ amount_pence: number; expiry_date: unknown }>(
      "SELECT amount_pence, expiry_date FROM account_credit_entries WHERE arnum = $1 AND source = 'refund' ORDER BY id DESC LIMIT 1",
      [ALICE],
    );
    expect(entry?.amount_pence).toBe(visit!.price_pence);
    expect(entry?.expiry_date).not.toBeNull();
    expect(
      await app.db.query("SELECT 1 FROM account_credit_entries WHERE arnum = $1", [ALICE]),
    ).toHaveLength(before.length + 1);
    expect(
      await app.db.query("SELECT status FROM account_bookings WHERE refnum = 'BK-1001-05'"),
    ).toEqual([{ status: "Refunded" }]);
  });

  it("refuses a request with a reason the customer is told; it cannot be approved after", async () => {
    const app = await withCardRefund();
    expect(
      await failureOf(
        await app.request(`/api/staff/refunds/${app.refnum}/refuse`, {
          method: "POST",
          json: { reason: " " },
          cookie: app.admin,
        }),
      ),
    ).toEqual({ status: 400, message: "Reason is required." });
    const refused = await dataOf(
      "staffRefuseRefund",
      await app.request(`/api/staff/refunds/${app.refnum}/refuse`, {
        method: "POST",
        json: { reason: "The visit took place as booked." },
        cookie: app.admin,
      }),
    );
    expect(refused.data).toMatchObject({
      status: "Refused",
      decision: { reason: "The visit took place as booked." },
    });
    expect(
      await app.db.query(
        "SELECT subject FROM outbox WHERE recipient = 'alice@example.com' ORDER BY id DESC LIMIT 1",
      ),
    ).toEqual([{ subject: `Refund request declined: ${app.refnum}` }]);
    expect(await failureOf(await approve(app, app.refnum, { amount: 1, to: "credit" }))).toEqual({
      status: 409,
      message: serverTexts.staffRefundDecided,
    });
    expect(await gatewayRefunds(app, app.chargeId)).toEqual([]);
  });

  it("a gateway that fails refunds nothing and leaves the request to decide again", async () => {
    const app = await withCardRefund();
    const real = testGateway(app.db);
    app.payments.use({
      ...real,
      name: "testgateway",
      refund: async () => {
        throw new GatewayError(serverTexts.providerUnreachable);
      },
    });
    expect(await failureOf(await approve(app, app.refnum, { amount: 1, to: "card" }))).toEqual({
      status: 502,
      message: serverTexts.staffRefundFailed,
    });
    expect(
      await app.db.query("SELECT status FROM refund_requests WHERE refnum = $1", [app.refnum]),
    ).toEqual([{ status: "Requested" }]);
    expect(await auditOf(app, app.refnum)).toEqual([]);
    app.payments.use(undefined);
    await dataOf("staffApproveRefund", await approve(app, app.refnum, { amount: 1, to: "card" }));
    expect(await gatewayRefunds(app, app.chargeId)).toEqual([{ amount_pence: 100 }]);
  });

  it("answers bad input with a clear 400 and writes nothing", async () => {
    const app = await withCardRefund();
    const cases: [unknown, string][] = [
      [{ amount: 0, to: "card" }, "Refund amount is not valid."],
      [{ amount: -5, to: "card" }, "Refund amount is not valid."],
      [{ amount: 5 }, "Refund to is not valid."],
      [{ amount: 5, to: "bank" }, "Refund to is not valid."],
      [{ to: "card" }, "Refund amount is required."],
    ];
    for (const [json, message] of cases) {
      expect(await failureOf(await approve(app, app.refnum, json)), JSON.stringify(json)).toEqual({
        status: 400,
        message,
      });
    }
    expect(await failureOf(await approve(app, "BK-NONE", { amount: 1, to: "card" }))).toEqual({
      status: 404,
      message: serverTexts.staffRefundUnknown,
    });
    expect(await app.db.query("SELECT 1 FROM audit_log")).toEqual([]);
    expect(await gatewayRefunds(app, app.chargeId)).toEqual([]);
  });
});
