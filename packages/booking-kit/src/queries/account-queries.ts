import type { ApiClient } from "@bookwell/contract";
import { queryOptions } from "@tanstack/react-query";

/**
 * Query option factories for the account area's reads (account-area.md section 7). Every key
 * of an account starts with `["account", arnum]`, so one invalidation refreshes all its pages
 * (after a logout, say). A site prefetches the same factories in its loaders, so the first
 * HTML already shows the customer's data and the browser starts from that cache.
 */
export const accountKeys = {
  /** Every account's data: what a logout drops. */
  all: ["account"] as const,
  /** One account's data: what a 401 or a top-up refreshes. */
  of: (arnum: string) => ["account", arnum] as const,
  particulars: (arnum: string) => ["account", arnum, "particulars"] as const,
  contacts: (arnum: string) => ["account", arnum, "contacts"] as const,
  locations: (arnum: string) => ["account", arnum, "locations"] as const,
  locationOwners: (arnum: string) => ["account", arnum, "locationOwners"] as const,
  bookings: (arnum: string) => ["account", arnum, "bookings"] as const,
  /** The bookings awaiting payment (a bank transfer, a gateway's page left unpaid). */
  unpaid: (arnum: string) => ["account", arnum, "bookings", "unpaid"] as const,
  bookingList: (arnum: string, type: "active" | "history", datefrom: string, dateto: string) =>
    ["account", arnum, "bookings", type, datefrom, dateto] as const,
  bookingDetail: (arnum: string, refnum: string) =>
    ["account", arnum, "bookings", "detail", refnum] as const,
  credit: (arnum: string) => ["account", arnum, "credit"] as const,
  creditSummary: (arnum: string) => ["account", arnum, "credit", "summary"] as const,
  creditTransactions: (arnum: string) => ["account", arnum, "credit", "transactions"] as const,
  requests: (arnum: string) => ["account", arnum, "requests"] as const,
  quoteDetails: (arnum: string, refnum: string) =>
    ["account", arnum, "requests", "quote", refnum] as const,
  inbox: (arnum: string) => ["account", arnum, "inbox"] as const,
  inboxMessage: (arnum: string, guid: string) =>
    ["account", arnum, "inbox", "message", guid] as const,
  inboxUnread: (arnum: string) => ["account", arnum, "inbox", "unread"] as const,
  feedbackList: (arnum: string) => ["account", arnum, "feedback"] as const,
  feedbackDetail: (arnum: string, refnum: string) =>
    ["account", arnum, "feedback", "detail", refnum] as const,
};

/** The customer the account calls are for: the stored session's arnum and email. */
export type AccountOwner = { arnum: string; email: string };

export function particularsQuery(client: ApiClient, { arnum, email }: AccountOwner) {
  return queryOptions({
    queryKey: accountKeys.particulars(arnum),
    queryFn: ({ signal }) => client.particulars({ params: { arnum }, query: { email }, signal }),
  });
}

export function contactsQuery(client: ApiClient, { arnum }: AccountOwner) {
  return queryOptions({
    queryKey: accountKeys.contacts(arnum),
    queryFn: ({ signal }) => client.contacts({ params: { arnum }, signal }),
  });
}

export function myLocationsQuery(client: ApiClient, { arnum, email }: AccountOwner) {
  return queryOptions({
    queryKey: accountKeys.locations(arnum),
    queryFn: ({ signal }) => client.myLocations({ params: { arnum }, query: { email }, signal }),
  });
}

/** The contacts who may own a location (`ptc`, `ptcname`). */
export function locationOwnersQuery(client: ApiClient, { arnum, email }: AccountOwner) {
  return queryOptions({
    queryKey: accountKeys.locationOwners(arnum),
    queryFn: ({ signal }) => client.locationOwners({ params: { arnum }, query: { email }, signal }),
  });
}

/** Active or past bookings between two dates (YYYY-MM-DD, both included). */
export function bookingListQuery(
  client: ApiClient,
  { arnum }: AccountOwner,
  type: "active" | "history",
  datefrom: string,
  dateto: string,
) {
  return queryOptions({
    queryKey: accountKeys.bookingList(arnum, type, datefrom, dateto),
    queryFn: ({ signal }) => {
      const input = { params: { arnum }, query: { datefrom, dateto }, signal };
      return type === "active" ? client.activeBookings(input) : client.bookingHistory(input);
    },
  });
}

export function bookingDetailQuery(client: ApiClient, { arnum }: AccountOwner, refnum: string) {
  return queryOptions({
    queryKey: accountKeys.bookingDetail(arnum, refnum),
    queryFn: ({ signal }) => client.bookingDetail({ params: { refnum }, signal }),
  });
}

/** Available, used and acquired credit, and what expires when. */
export function creditSummaryQuery(client: ApiClient, { arnum }: AccountOwner) {
  return queryOptions({
    queryKey: accountKeys.creditSummary(arnum),
    queryFn: ({ signal }) => client.creditSummary({ params: { arnum }, signal }),
  });
}

export function creditTransactionsQuery(client: ApiClient, { arnum }: AccountOwner) {
  return queryOptions({
    queryKey: accountKeys.creditTransactions(arnum),
    queryFn: ({ signal }) => client.creditTransactions({ params: { arnum }, signal }),
  });
}

/**
 * The customer's bookings awaiting payment (`GET booking/unpaid/{arnum}`). Under the account's
 * bookings, so a payment, a bank transfer or a booking action refreshes it with them.
 */
export function unpaidBookingsQuery(client: ApiClient, arnum: string) {
  return queryOptions({
    queryKey: accountKeys.unpaid(arnum),
    queryFn: ({ signal }) => client.unpaidBookings({ params: { arnum }, signal }),
  });
}

export function requestsQuery(client: ApiClient, { arnum }: AccountOwner) {
  return queryOptions({
    queryKey: accountKeys.requests(arnum),
    queryFn: ({ signal }) => client.requests({ params: { arnum }, signal }),
  });
}

export function quoteDetailsQuery(client: ApiClient, { arnum }: AccountOwner, refnum: string) {
  return queryOptions({
    queryKey: accountKeys.quoteDetails(arnum, refnum),
    queryFn: ({ signal }) => client.quoteDetails({ params: { refnum }, signal }),
  });
}

/** The whole inbox, newest first; the page shows it five at a time. */
export function inboxQuery(client: ApiClient, { arnum, email }: AccountOwner) {
  return queryOptions({
    queryKey: accountKeys.inbox(arnum),
    queryFn: ({ signal }) => client.inbox({ params: { arnum }, query: { email }, signal }),
  });
}

/** One message. Reading it marks it read on the server, so it is asked for once. */
export function inboxMessageQuery(client: ApiClient, { arnum }: AccountOwner, guid: string) {
  return queryOptions({
    queryKey: accountKeys.inboxMessage(arnum, guid),
    queryFn: ({ signal }) => client.inboxMessage({ params: { guid }, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** How many messages are not read yet: the header's count. Reading one invalidates it. */
export function inboxUnreadQuery(client: ApiClient, { arnum }: Pick<AccountOwner, "arnum">) {
  return queryOptions({
    queryKey: accountKeys.inboxUnread(arnum),
    queryFn: ({ signal }) => client.inboxUnread({ params: { arnum }, signal }),
  });
}

export function feedbackListQuery(client: ApiClient, { arnum, email }: AccountOwner) {
  return queryOptions({
    queryKey: accountKeys.feedbackList(arnum),
    queryFn: ({ signal }) => client.feedbackList({ params: { arnum }, query: { email }, signal }),
  });
}

export function feedbackDetailQuery(client: ApiClient, { arnum }: AccountOwner, refnum: string) {
  return queryOptions({
    queryKey: accountKeys.feedbackDetail(arnum, refnum),
    queryFn: ({ signal }) => client.feedbackDetail({ params: { refnum }, signal }),
  });
}
