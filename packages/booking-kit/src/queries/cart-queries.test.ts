import { describe, expect, it } from "vitest";

import {
  amountDueQuery,
  cartDetailsQuery,
  cartKeys,
  cartLineAddonsQuery,
  cartSummaryQuery,
  creditTotalQuery,
} from "./cart-queries";

const client = {} as never;

describe("cart queries", () => {
  it("keep every cart call under one prefix, so one invalidation refreshes the whole cart", () => {
    for (const { queryKey } of [
      cartSummaryQuery(client, "AR1001", "alice@example.com"),
      amountDueQuery(client, "AR1001", "alice@example.com", 10),
      cartDetailsQuery(client, "CART-1"),
      cartLineAddonsQuery(client, "CART-1", "LINE-1"),
    ]) {
      expect(queryKey.slice(0, cartKeys.all.length)).toEqual([...cartKeys.all]);
    }
  });

  it("key the amount due under the summary it is computed from", () => {
    const summary = cartSummaryQuery(client, "AR1001", "alice@example.com").queryKey;
    const due = amountDueQuery(client, "AR1001", "alice@example.com", 10).queryKey;
    expect(due.slice(0, summary.length)).toEqual([...summary]);
    expect(due.at(-1)).toEqual({ creditused: 10 });
  });

  it("keep the redeemable credit apart from the cart: a top-up changes it, a cart change does not", () => {
    const credit = creditTotalQuery(client, "AR1001").queryKey;
    expect(credit).toEqual([...cartKeys.credit("AR1001")]);
    expect(credit.slice(0, cartKeys.all.length)).not.toEqual([...cartKeys.all]);
  });
});
