import { texts } from "@bookwell/contract";
import { describe, expect, it } from "vitest";

import { ALICE, failureOf } from "./account-helpers";
import { confirm, pay, tokenize, withCart } from "./cart-helpers";

/**
 * Amounts out of range are the contract's 400 with its message, never a 500: every money
 * field of the contract is bounded (`primitives.ts`, `MAX_AMOUNT_POUNDS`), so no amount
 * reaches the server's integer pence columns too large for them.
 */
const HUGE = 2 ** 63;

describe("amounts out of range", () => {
  it("refuses a confirm with an amount of 2^63 with the catalogue's message", async () => {
    const app = await withCart();
    for (const body of [{ paidamt: HUGE }, { creditused: HUGE }, { paidamt: -HUGE }]) {
      expect(await failureOf(await confirm(app, body))).toEqual({
        status: 400,
        message: texts.amountTooLarge,
      });
    }
  });

  it("refuses a card payment and a cart summary of 2^63 the same way", async () => {
    const app = await withCart();
    const card = await tokenize(app, "4242424242424242");
    expect(await failureOf(await pay(app, card, "key-huge-amount-1", { paidamt: HUGE }))).toEqual({
      status: 400,
      message: texts.amountTooLarge,
    });
    const summary = await app.request(
      `/api/booking/cart/summary/${ALICE}?email=alice%40example.com&creditused=${HUGE}`,
      { cookie: app.alice },
    );
    expect(summary.status).toBe(400);
    expect((await summary.json()).meta.message).toBe(texts.amountTooLarge);
  });
});
