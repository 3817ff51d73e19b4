import type { ApiClient } from "@bookwell/contract";
import { dehydrate, QueryClient, type DehydratedState } from "@tanstack/react-query";

/**
 * Prefetches a page's queries on the server with the kit's query factories and returns the
 * cache for `<HydrationBoundary>`. A failed call is left out (the page shows its empty state
 * and the browser asks again); it never fails the page.
 */
export async function prefetch(
  api: ApiClient,
  fill: (queryClient: QueryClient, api: ApiClient) => Promise<unknown>[],
): Promise<DehydratedState> {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await Promise.all(fill(queryClient, api));
  return dehydrate(queryClient);
}

/** Reads one prefetched answer in a loader (for a 404 decision or a page title). */
export function cached<T>(state: DehydratedState, key: readonly unknown[]): T | undefined {
  const wanted = JSON.stringify(key);
  const query = state.queries.find((entry) => JSON.stringify(entry.queryKey) === wanted);
  return query?.state.status === "success" ? (query.state.data as T) : undefined;
}
