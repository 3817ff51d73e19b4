import type { ApiClient, InboxItem } from "@bookwell/contract";
import { queryOptions } from "@tanstack/react-query";

/**
 * Query factories of the account area, one key family under ["account", arnum], so a site's
 * loader prefetches with the same keys the composites read, and a logout or a 401 can drop
 * them all at once.
 */
export const accountKeys = {
  all: (arnum: string) => ["account", arnum] as const,
  inbox: (arnum: string) => ["account", arnum, "inbox"] as const,
  inboxMessage: (arnum: string, guid: string) => ["account", arnum, "inbox", guid] as const,
  creditSummary: (arnum: string) => ["account", arnum, "credits", "summary"] as const,
  creditTransactions: (arnum: string) => ["account", arnum, "credits", "transactions"] as const,
};

/** The inbox, newest first as the server answers it. */
export function inboxQuery(client: ApiClient, arnum: string, email: string) {
  return queryOptions({
    queryKey: accountKeys.inbox(arnum),
    queryFn: ({ signal }) => client.inbox({ params: { arnum }, query: { email }, signal }),
  });
}

/** One message; the server marks it read when it is asked for. */
export function inboxMessageQuery(client: ApiClient, arnum: string, guid: string) {
  return queryOptions({
    queryKey: accountKeys.inboxMessage(arnum, guid),
    queryFn: ({ signal }): Promise<InboxItem> => client.inboxMessage({ params: { guid }, signal }),
  });
}

/** Available credit, expiring lots, total used and acquired. */
export function creditSummaryQuery(client: ApiClient, arnum: string) {
  return queryOptions({
    queryKey: accountKeys.creditSummary(arnum),
    queryFn: ({ signal }) => client.creditSummary({ params: { arnum }, signal }),
  });
}

/** Every credit transaction (used −, acquired +). */
export function creditTransactionsQuery(client: ApiClient, arnum: string) {
  return queryOptions({
    queryKey: accountKeys.creditTransactions(arnum),
    queryFn: ({ signal }) => client.creditTransactions({ params: { arnum }, signal }),
  });
}
