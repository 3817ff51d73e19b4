import { describe, expect, it } from "vitest";

import { ALICE, dataOf } from "./account-helpers";
import { oneOff, weekly, withCart, type CartApp } from "./cart-helpers";

const save = (app: CartApp, lines: unknown[]) =>
  app.request(`/api/booking/cart/${ALICE}`, { method: "POST", json: lines, cookie: app.alice });

const linesOf = (app: CartApp) =>
  app.db.query<{ guid: string; qty: number; ship: { shipunitno?: string } }>(
    "SELECT guid, qty, ship FROM cart_lines WHERE refnum = $1",
    [app.summary.refnum],
  );

describe("a visit already in the cart, sent again without its guid", () => {
  it("updates the cart's line of the same package, dates, slot and address: one line, one total", async () => {
    const app = await withCart([oneOff()]);
    const [before] = await linesOf(app);
    // A client that lost the line's guid (a reload at Finalise) sends the same visit again.
    const again = await dataOf("saveCart", await save(app, [oneOff({ shipaddr2: "Flat B" })]));
    expect(again.data.total).toBe(app.summary.total);
    const after = await linesOf(app);
    expect(after).toHaveLength(1);
    expect(after[0]!.guid).toBe(before!.guid);
    expect(after[0]!.ship).toMatchObject({ shipaddr2: "Flat B" });
  });

  it("two saves of the same visit at once give one line", async () => {
    // The weekly plan first, then the one-off visit sent twice at once (a double submit).
    const app = await withCart([weekly()]);
    const answers = await Promise.all([save(app, [oneOff()]), save(app, [oneOff()])]);
    for (const answer of answers) await dataOf("saveCart", answer);
    const lines = await linesOf(app);
    expect(lines).toHaveLength(2);
    expect(lines.map((line) => line.qty)).toEqual([1, 1]);
  });

  it("keeps the same slot at another address as a line of its own", async () => {
    const app = await withCart([oneOff()]);
    await dataOf(
      "saveCart",
      await save(app, [oneOff({ shipaddr1: "1 Downing Street", shippostcode: "SW1A 2AA" })]),
    );
    expect(await linesOf(app)).toHaveLength(2);
  });
});
