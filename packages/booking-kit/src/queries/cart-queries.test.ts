import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";

import { accountKeys } from "./account-queries";
import {
  amountDueQuery,
  cartDetailsQuery,
  cartKeys,
  cartLineAddonsQuery,
  cartSummaryQuery,
  creditTotalQuery,
  refreshAfterPayment,
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

  // The header's cart count stayed at 1 after payment until a reload.
  it("mark the cart, the credit and the account out of date after a payment, and nothing else", async () => {
    const queryClient = new QueryClient();
    const keys = {
      summary: cartKeys.summary("AR1001"),
      details: cartKeys.details("CART-1"),
      credit: cartKeys.credit("AR1001"),
      bookings: accountKeys.bookings("AR1001"),
      otherAccount: accountKeys.bookings("AR1002"),
      packages: ["booking", "packages", "AR1001"],
    };
    for (const key of Object.values(keys)) queryClient.setQueryData(key, { cached: true });

    await refreshAfterPayment(queryClient, "AR1001");

    const invalidated = (key: readonly unknown[]) =>
      queryClient.getQueryState(key)?.isInvalidated ?? false;
    expect(invalidated(keys.summary)).toBe(true);
    expect(invalidated(keys.details)).toBe(true);
    expect(invalidated(keys.credit)).toBe(true);
    expect(invalidated(keys.bookings)).toBe(true);
    expect(invalidated(keys.otherAccount)).toBe(false);
    expect(invalidated(keys.packages)).toBe(false);
  });
});
