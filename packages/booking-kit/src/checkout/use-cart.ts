import { useQuery, useQueryClient } from "@tanstack/react-query";
import * as React from "react";

import { useKit, useSession } from "../kit-context";
import { cartDetailsQuery, cartKeys, cartSummaryQuery } from "../queries/cart-queries";

/**
 * The open cart: its summary (refnum and totals) and its lines. The server computes every
 * amount; after any change the kit refetches both (`refresh`).
 */
export function useCart({ enabled = true }: { enabled?: boolean } = {}) {
  const { client } = useKit();
  const session = useSession();
  const queryClient = useQueryClient();
  const summary = useQuery({
    ...cartSummaryQuery(client, session?.arnum ?? "", session?.email ?? ""),
    enabled: enabled && Boolean(session),
  });
  const refnum = summary.data?.refnum ?? "";
  const details = useQuery({
    ...cartDetailsQuery(client, refnum),
    enabled: enabled && refnum !== "",
  });
  const refresh = React.useCallback(
    () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
    [queryClient],
  );
  return {
    session,
    summary,
    details,
    refresh,
    summaryKey: cartKeys.summary(session?.arnum ?? ""),
  };
}
