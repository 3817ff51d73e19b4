import { serverTexts } from "@bookwell/contract";
import { describe, expect, it } from "vitest";

import { ALICE, dataOf, failureOf } from "./account-helpers";
import { confirm, weekly, type CartApp } from "./cart-helpers";
import { auditOf, staffApp, staffLogin, AGENT } from "./staff-helpers";

/**
 * Bank transfers, staff side: the list with reference and deadline, a transfer recorded (the
 * amount checked; once, whoever records it), a deadline extended.
 */

const NOW = new Date("2026-11-22T10:00:00Z");

/** Alice's weekly plan confirmed for bank transfer (£351.60), an agent and an admin signed in; the clock can move. */
async function withTransfer() {
  let now = NOW;
  const app = await staffApp({ clock: { now: () => now } });
  const saved = await dataOf(
    "saveCart",
    await app.request(`/api/booking/cart/${ALICE}`, {
      method: "POST",
      json: [weekly()],
      cookie: app.alice,
    }),
  );
  const cartApp = { ...app, summary: saved.data as { refnum: string; total: number } };
  await dataOf(
    "confirmCart",
    await confirm(cartApp as unknown as CartApp, { paymentref: "paynow" }),
  );
  const refnum = cartApp.summary.refnum;
  return {
    ...cartApp,
    refnum,
    setNow: (date: Date) => {
      now = date;
    },
    record: (amount: unknown, cookie = app.agent) =>
      app.request(`/api/staff/transfers/${refnum}/received`, {
        method: "POST",
        json: { amount },
        cookie,
      }),
    cartStatus: async () =>
      (
        await app.db.query<{ status: string }>("SELECT status FROM carts WHERE refnum = $1", [
          refnum,
        ])
      )[0]!.status,
    confirmations: async () =>
      (
        await app.db.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM outbox WHERE subject LIKE 'Booking confirmed:%' AND subject LIKE '%' || $1 || '%'",
          [refnum],
        )
      )[0]!.n,
  };
}

describe("bank transfers", () => {
  it("lists a booking awaiting a transfer with its reference, amount and deadline", async () => {
    const app = await withTransfer();
    const list = await dataOf(
      "staffTransfers",
      await app.request("/api/staff/transfers", { cookie: app.agent }),
    );
    expect(list.data).toEqual([
      expect.objectContaining({
        refnum: app.refnum,
        arnum: ALICE,
        customer: "Alice Walker",
        reference: `SOR-${app.refnum}`,
        amount: 351.6,
        payBy: "2026-11-23T10:00:00.000Z",
        expired: false,
      }),
    ]);
  });

  it("refuses another amount with a clear message and changes nothing", async () => {
    const app = await withTransfer();
    for (const amount of [351.59, 351.61, 0, 703.2]) {
      expect(await failureOf(await app.record(amount))).toEqual({
        status: 400,
        message: serverTexts.staffTransferAmountWrong(
          `£${amount.toLocaleString("en-GB", { minimumFractionDigits: 2 })}`,
          "£351.60",
        ),
      });
    }
    expect(await failureOf(await app.record(351.601))).toEqual({
      status: 400,
      message: "Expected an amount in pounds with at most two decimals",
    });
    expect(await failureOf(await app.record("351.60"))).toEqual({
      status: 400,
      message: "Amount received is required.",
    });
    expect(await app.cartStatus()).toBe("AwaitingPayment");
    expect(await app.confirmations()).toBe(0);
    expect(await auditOf(app, app.refnum)).toEqual([]);
  });

  it("records the amount due: the booking is paid as the customer's own payment makes it, and they are told", async () => {
    const app = await withTransfer();
    const recorded = await dataOf("staffRecordTransfer", await app.record(351.6));
    expect(recorded.meta.message).toBe(serverTexts.staffTransferRecorded);
    expect(await app.cartStatus()).toBe("Paid");
    expect(
      await app.db.query("SELECT DISTINCT status FROM account_bookings WHERE ticket = $1", [
        app.refnum,
      ]),
    ).toEqual([{ status: "Confirmed" }]);
    expect(await app.confirmations()).toBe(1);
    const unpaid = await dataOf(
      "unpaidBookings",
      await app.request(`/api/booking/unpaid/${ALICE}`, { cookie: app.alice }),
    );
    expect(unpaid.data).toEqual([]);
    expect(await auditOf(app, app.refnum)).toEqual([
      {
        staff_id: AGENT.staffId,
        action: "transfer.record",
        before: { status: "AwaitingPayment", due: 351.6 },
        after: { status: "Paid", received: 351.6, bankReference: "" },
      },
    ]);
    // Not awaiting any more: a second recording is refused.
    expect(await failureOf(await app.record(351.6))).toEqual({
      status: 409,
      message: serverTexts.staffTransferUnknown,
    });
  });

  it("two agents recording one transfer at once pay it once", async () => {
    const app = await withTransfer();
    const second = await staffLogin(app, AGENT.email);
    const answers = await Promise.all([
      app.record(351.6, app.agent),
      app.record(351.6, second),
      app.record(351.6, app.admin),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    expect(await app.cartStatus()).toBe("Paid");
    expect(await app.confirmations()).toBe(1);
    expect((await auditOf(app, app.refnum)).map((entry) => entry.action)).toEqual([
      "transfer.record",
    ]);
    const credit = await app.db.query("SELECT 1 FROM account_credit_entries WHERE ticket = $1", [
      app.refnum,
    ]);
    expect(credit.length).toBeLessThanOrEqual(1);
  });

  it("extends a deadline; past it, records nothing until extended, and extends only while the places are free", async () => {
    const app = await withTransfer();
    expect(
      await failureOf(
        await app.request(`/api/staff/transfers/${app.refnum}/deadline`, {
          method: "POST",
          json: { payBy: "2026-11-23T09:00:00Z" },
          cookie: app.agent,
        }),
      ),
    ).toEqual({ status: 400, message: serverTexts.staffDeadlineNotLater });
    expect(
      await failureOf(
        await app.request(`/api/staff/transfers/${app.refnum}/deadline`, {
          method: "POST",
          json: { payBy: "tomorrow" },
          cookie: app.agent,
        }),
      ),
    ).toEqual({ status: 400, message: "New deadline is not valid." });

    // The deadline passes: the places are released, the transfer cannot be recorded. (A staff
    // session lasts 12 hours: the agent signs in again.)
    app.setNow(new Date("2026-11-23T11:00:00Z"));
    const agent = await staffLogin(app, AGENT.email);
    expect(await failureOf(await app.record(351.6, agent))).toEqual({
      status: 409,
      message: serverTexts.staffTransferReleased,
    });
    const extended = await dataOf(
      "staffExtendDeadline",
      await app.request(`/api/staff/transfers/${app.refnum}/deadline`, {
        method: "POST",
        json: { payBy: "2026-11-25T10:00:00Z" },
        cookie: agent,
      }),
    );
    expect(extended.data).toMatchObject({ payBy: "2026-11-25T10:00:00.000Z", expired: false });
    expect((await auditOf(app, app.refnum)).map((entry) => entry.after)).toEqual([
      { payBy: "2026-11-25T10:00:00.000Z" },
    ]);
    await dataOf("staffRecordTransfer", await app.record(351.6, agent));
    expect(await app.cartStatus()).toBe("Paid");
  });

  it("does not extend a lapsed booking whose place someone else took", async () => {
    const app = await withTransfer();
    app.setNow(new Date("2026-11-23T11:00:00Z"));
    const agent = await staffLogin(app, AGENT.email);
    // The first session's shift is full that day for everyone else now.
    await app.db.query(
      `INSERT INTO shift_day_capacity (shiftnum, service_date, capacity)
       SELECT b.shiftnum, b.service_date, 0 FROM account_bookings b WHERE b.ticket = $1
       ORDER BY b.service_date LIMIT 1`,
      [app.refnum],
    );
    expect(
      await failureOf(
        await app.request(`/api/staff/transfers/${app.refnum}/deadline`, {
          method: "POST",
          json: { payBy: "2026-11-25T10:00:00Z" },
          cookie: agent,
        }),
      ),
    ).toEqual({ status: 409, message: serverTexts.staffSlotsTaken });
    expect(await auditOf(app, app.refnum)).toEqual([]);
  });
});
