import type { ApiClient } from "@bookwell/contract";
import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import * as React from "react";

import { useKit, useSession } from "../kit-context";
import { bookingKeys, cartSummaryQuery } from "../queries/queries";

/** Keys of the cart's other calls, under the cart summary's prefix so one invalidation refreshes all. */
export const cartKeys = {
  all: ["booking", "cart"] as const,
  details: (refnum: string) => ["booking", "cart", "details", refnum] as const,
  lineAddons: (refnum: string, guid: string) =>
    ["booking", "cart", "addons", refnum, guid] as const,
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

/**
 * The open cart: its summary (refnum and totals) and its lines. The server computes every
 * amount; after any change the kit refetches both (`refresh`).
 */
export function useCart() {
  const { client } = useKit();
  const session = useSession();
  const queryClient = useQueryClient();
  const summary = useQuery({
    ...cartSummaryQuery(client, session?.arnum ?? "", session?.email ?? ""),
    enabled: Boolean(session),
  });
  const refnum = summary.data?.refnum ?? "";
  const details = useQuery({ ...cartDetailsQuery(client, refnum), enabled: refnum !== "" });
  const refresh = React.useCallback(
    () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
    [queryClient],
  );
  return {
    session,
    summary,
    details,
    refresh,
    summaryKey: bookingKeys.cartSummary(session?.arnum ?? ""),
  };
}
