import { MAX_HELD_SLOTS, texts, serverTexts } from "@bookwell/contract";
import { describe, expect, it } from "vitest";

import { ALICE, BOB, accountApp, dataOf, failureOf } from "./account-helpers";
import { contact, weekly } from "./cart-helpers";
import { FIXED_NOW } from "./global-setup";

/**
 * Slot holds: continuing from Date & Time keeps the slot's place for the customer
 * (10 minutes by default), others see it taken while the hold lives, it expires by time alone
 * (no job), and confirm re-checks it. J-RHC-e (18:00 to 20:00) has one place.
 */

const DAY = "2026-11-26";
const LAST_PLACE = { shiftnum: "J-RHC-e", date: DAY };

/** Alice and Bob logged in on an app whose clock the test moves. */
async function holdApp() {
  let now = FIXED_NOW.getTime();
  const app = await accountApp({ clock: { now: () => new Date(now) } });
  const { alice, bob } = app;
  const hold = (arnum: string, cookie: string, slots: unknown[] = [LAST_PLACE]) =>
    app.request(`/api/booking/hold/${arnum}`, { method: "POST", json: { slots }, cookie });
  const slots = async (cookie?: string) =>
    (
      await dataOf(
        "timeSlots",
        await app.request(`/api/booking/timeslots/J-RHC?date=${DAY}`, { cookie }),
      )
    ).data.map((s: { shiftnum: string }) => s.shiftnum) as string[];
  const later = (minutes: number) => {
    now += minutes * 60_000;
  };
  return { ...app, alice, bob, hold, slots, later };
}

describe("slot holds", () => {
  it("holds the place for 10 minutes: others no longer see the slot, the holder still does", async () => {
    const app = await holdApp();
    const held = await dataOf("holdSlots", await app.hold(ALICE, app.alice));
    expect(held.data).toEqual({
      expiresAt: new Date(FIXED_NOW.getTime() + 10 * 60_000).toISOString(),
      holdSeconds: 600,
    });
    expect(await app.slots(app.bob)).not.toContain("J-RHC-e");
    expect(await app.slots()).not.toContain("J-RHC-e");
    expect(await app.slots(app.alice)).toContain("J-RHC-e");
    expect(await failureOf(await app.hold(BOB, app.bob))).toEqual({
      status: 409,
      message: texts.slotFull,
    });
  });

  it("expires by time alone: after 10 minutes the place is free again, with no job run", async () => {
    const app = await holdApp();
    await dataOf("holdSlots", await app.hold(ALICE, app.alice));
    app.later(9);
    expect(await app.slots(app.bob)).not.toContain("J-RHC-e");
    app.later(1);
    expect(await app.slots(app.bob)).toContain("J-RHC-e");
    await dataOf("holdSlots", await app.hold(BOB, app.bob));
  });

  it("renewing at the next step keeps the place another 10 minutes", async () => {
    const app = await holdApp();
    await dataOf("holdSlots", await app.hold(ALICE, app.alice));
    app.later(8);
    await dataOf("holdSlots", await app.hold(ALICE, app.alice));
    app.later(8);
    expect(await failureOf(await app.hold(BOB, app.bob))).toEqual({
      status: 409,
      message: texts.slotFull,
    });
  });

  it("two customers after the last place at once: exactly one holds it", async () => {
    const app = await holdApp();
    const answers = await Promise.all([app.hold(ALICE, app.alice), app.hold(BOB, app.bob)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const [{ n }] = (await app.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM slot_holds WHERE shiftnum = 'J-RHC-e' AND service_date = $1",
      [DAY],
    )) as [{ n: number }];
    expect(n).toBe(1);
  });

  it("confirm takes the held place (the hold becomes the booking's); a hold's own holder is never refused", async () => {
    const app = await holdApp();
    await dataOf("holdSlots", await app.hold(ALICE, app.alice));
    const line = weekly({ shiftnum: "J-RHC-e", startdate: DAY });
    const saved = await dataOf(
      "saveCart",
      await app.request(`/api/booking/cart/${ALICE}`, {
        method: "POST",
        json: [line],
        cookie: app.alice,
      }),
    );
    await dataOf(
      "confirmCart",
      await app.request(`/api/booking/cart/confirm/${saved.data.refnum}`, {
        method: "POST",
        json: { ...contact, creditused: 0, paidamt: saved.data.total, paymentref: "card" },
        cookie: app.alice,
      }),
    );
    expect(await app.db.query("SELECT 1 FROM slot_holds WHERE arnum = $1", [ALICE])).toEqual([]);
    expect(await app.slots(app.bob)).not.toContain("J-RHC-e");
  });

  it("a hold that ran out between checkout and pay, the place since held by another: confirm says so", async () => {
    const app = await holdApp();
    await dataOf("holdSlots", await app.hold(ALICE, app.alice));
    const line = weekly({ shiftnum: "J-RHC-e", startdate: DAY });
    const saved = await dataOf(
      "saveCart",
      await app.request(`/api/booking/cart/${ALICE}`, {
        method: "POST",
        json: [line],
        cookie: app.alice,
      }),
    );
    app.later(11);
    await dataOf("holdSlots", await app.hold(BOB, app.bob));
    expect(
      await failureOf(
        await app.request(`/api/booking/cart/confirm/${saved.data.refnum}`, {
          method: "POST",
          json: { ...contact, creditused: 0, paidamt: saved.data.total, paymentref: "card" },
          cookie: app.alice,
        }),
      ),
    ).toEqual({ status: 409, message: serverTexts.holdExpired });
    expect(
      await app.db.query("SELECT 1 FROM account_bookings WHERE ticket = $1", [saved.data.refnum]),
    ).toEqual([]);
  });

  it("an empty list lets the places go; more slots than a hold takes or a bad date is a 400", async () => {
    const app = await holdApp();
    await dataOf("holdSlots", await app.hold(ALICE, app.alice));
    expect((await dataOf("holdSlots", await app.hold(ALICE, app.alice, []))).data.holdSeconds).toBe(
      0,
    );
    await dataOf("holdSlots", await app.hold(BOB, app.bob));
    const tooMany = Array.from({ length: MAX_HELD_SLOTS + 1 }, () => LAST_PLACE);
    expect((await app.hold(ALICE, app.alice, tooMany)).status).toBe(400);
    expect(
      (await app.hold(ALICE, app.alice, [{ shiftnum: "J-RHC-a", date: "2026-13-40" }])).status,
    ).toBe(400);
    expect((await app.hold(BOB, app.alice)).status).toBe(403);
  });
});
