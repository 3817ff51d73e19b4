import type { RequestItem } from "@bookwell/contract";

/**
 * My Request's rules (account-area.md section 2), pure: the type-of-request dropdown is "All"
 * plus the distinct request types, and the list shows the rows of the type chosen.
 */

/** The dropdown's first choice: every request. */
export const ALL_REQUEST_TYPES = "All";

/** "All", then each request type once, alphabetically (blank types left out). */
export function requestTypeOptions(requests: readonly Pick<RequestItem, "reqtype">[]): string[] {
  const types = new Set<string>();
  for (const request of requests) {
    const type = request.reqtype.trim();
    if (type && type !== ALL_REQUEST_TYPES) types.add(type);
  }
  return [ALL_REQUEST_TYPES, ...[...types].sort((a, b) => a.localeCompare(b, "en-GB"))];
}

/**
 * The type the list is filtered by: the one chosen while it is still among the options, else
 * "All" (the last request of a type was deleted, so the type left the dropdown).
 */
export function effectiveRequestType(options: readonly string[], chosen: string): string {
  return options.includes(chosen) ? chosen : ALL_REQUEST_TYPES;
}

/** The requests of one type, in the server's order; "All" keeps every one. */
export function filterByRequestType<Row extends Pick<RequestItem, "reqtype">>(
  requests: readonly Row[],
  type: string,
): Row[] {
  if (type === ALL_REQUEST_TYPES) return [...requests];
  return requests.filter((request) => request.reqtype.trim() === type);
}
