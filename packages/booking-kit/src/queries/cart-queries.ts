import type { ApiClient } from "@bookwell/contract";
import { queryOptions, type QueryClient } from "@tanstack/react-query";

import { accountKeys } from "./account-queries";

/**
 * The cart's calls, one home: its keys (all under `["booking", "cart"]`, so one invalidation
 * refreshes the summary, the amount due, the lines and their add-ons) and their factories.
 */
export const cartKeys = {
  all: ["booking", "cart"] as const,
  summary: (arnum: string) => ["booking", "cart", "summary", arnum] as const,
  details: (refnum: string) => ["booking", "cart", "details", refnum] as const,
  lineAddons: (refnum: string, guid: string) =>
    ["booking", "cart", "addons", refnum, guid] as const,
  /** The credit checkout may redeem (not under the cart: a top-up changes it, not the cart). */
  credit: (arnum: string) => ["booking", "credit", arnum] as const,
};

export function cartDetailsQuery(client: ApiClient, refnum: string) {
  return queryOptions({
    queryKey: cartKeys.details(refnum),
    queryFn: ({ signal }) => client.cartDetails({ params: { refnum }, signal }),
  });
}

export function cartLineAddonsQuery(client: ApiClient, refnum: string, guid: string) {
  return queryOptions({
    queryKey: cartKeys.lineAddons(refnum, guid),
    queryFn: ({ signal }) => client.cartLineAddons({ params: { refnum }, query: { guid }, signal }),
    // The chosen add-ons change with every save: always ask again when the dialog opens.
    staleTime: 0,
  });
}

export function creditTotalQuery(client: ApiClient, arnum: string) {
  return queryOptions({
    queryKey: cartKeys.credit(arnum),
    queryFn: ({ signal }) => client.creditTotal({ params: { arnum }, signal }),
  });
}

export function cartSummaryQuery(client: ApiClient, arnum: string, email: string) {
  return queryOptions({
    queryKey: cartKeys.summary(arnum),
    queryFn: ({ signal }) => client.cartSummary({ params: { arnum }, query: { email }, signal }),
  });
}

/**
 * The open cart's summary with `finalAmount` after `creditused` (pounds): the amount left to
 * pay as the server decides it (a refusal names the credit's bounds). Keyed under the
 * summary, so refreshing the cart refreshes it too.
 */
export function amountDueQuery(
  client: ApiClient,
  arnum: string,
  email: string,
  creditused: number,
) {
  return queryOptions({
    queryKey: [...cartKeys.summary(arnum), { creditused }] as const,
    // The answer carries the credit it was computed for, so a view can show the two together.
    queryFn: async ({ signal }) => ({
      creditused,
      summary: await client.cartSummary({
        params: { arnum },
        query: { email, creditused },
        signal,
      }),
    }),
    retry: false,
  });
}

/**
 * After a paid booking: the cart it emptied (the header's count among it), the credit it used
 * and the account's bookings and credit are all out of date. Active queries ask again at
 * once; the others when next shown.
 */
export function refreshAfterPayment(queryClient: QueryClient, arnum: string): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: cartKeys.all }),
    queryClient.invalidateQueries({ queryKey: cartKeys.credit(arnum) }),
    queryClient.invalidateQueries({ queryKey: accountKeys.of(arnum) }),
  ]);
}
