import type { ApiClient, QuestionnaireAnswers } from "@bookwell/contract";
import { queryOptions } from "@tanstack/react-query";

/**
 * Query option factories: one key and one fetch per call, shared by the composites and by a
 * site that prefetches on the server (`queryClient.prefetchQuery(timeSlotsQuery(client, ...))`)
 * so the browser starts with the same cache entries.
 */
export const bookingKeys = {
  all: ["booking"] as const,
  questions: (matcatnum: string) => ["booking", "questions", matcatnum] as const,
  packages: (arnum: string, catnum: string, answers: unknown) =>
    ["booking", "packages", arnum, catnum, answers] as const,
  holidays: (matnum: string) => ["booking", "holidays", matnum] as const,
  timeSlots: (jobnum: string, date: string) => ["booking", "timeSlots", jobnum, date] as const,
  locations: (arnum: string) => ["booking", "locations", arnum] as const,
  packageAddons: (matnum: string) => ["booking", "packageAddons", matnum] as const,
  addressLookup: (postcode: string) => ["booking", "address", postcode] as const,
};

export function questionsQuery(client: ApiClient, matcatnum: string) {
  return queryOptions({
    queryKey: bookingKeys.questions(matcatnum),
    queryFn: ({ signal }) => client.questions({ params: { matcatnum }, signal }),
    staleTime: 5 * 60_000,
  });
}

export function packagesQuery(
  client: ApiClient,
  input: { arnum: string; email: string; catnum: string; answers: QuestionnaireAnswers[] },
) {
  return queryOptions({
    queryKey: bookingKeys.packages(input.arnum, input.catnum, input.answers),
    queryFn: ({ signal }) =>
      client.packages({
        params: { arnum: input.arnum },
        query: { email: input.email, catnum: input.catnum },
        body: input.answers,
        signal,
      }),
  });
}

export function holidaysQuery(client: ApiClient, matnum: string) {
  return queryOptions({
    queryKey: bookingKeys.holidays(matnum),
    queryFn: ({ signal }) => client.holidays({ params: { matnum }, signal }),
    staleTime: 60 * 60_000,
  });
}

export function timeSlotsQuery(client: ApiClient, jobnum: string, date: string) {
  return queryOptions({
    queryKey: bookingKeys.timeSlots(jobnum, date),
    queryFn: ({ signal }) => client.timeSlots({ params: { jobnum }, query: { date }, signal }),
    // Capacity changes as others book: keep slots fresh.
    staleTime: 30_000,
  });
}

export function locationsQuery(client: ApiClient, arnum: string, email: string) {
  return queryOptions({
    queryKey: bookingKeys.locations(arnum),
    queryFn: ({ signal }) =>
      client.bookingLocations({ params: { arnum }, query: { email }, signal }),
  });
}

export function packageAddonsQuery(client: ApiClient, matnum: string) {
  return queryOptions({
    queryKey: bookingKeys.packageAddons(matnum),
    queryFn: ({ signal }) => client.packageAddons({ params: { matnum }, signal }),
    staleTime: 5 * 60_000,
  });
}

/** Address line 1 for a postal code (asked when the customer leaves the postcode field). */
export function addressLookupQuery(client: ApiClient, postcode: string) {
  return queryOptions({
    queryKey: bookingKeys.addressLookup(postcode),
    queryFn: ({ signal }) => client.addressLookup({ params: { postcode }, signal }),
    staleTime: 60 * 60_000,
    // Unknown or unavailable: the customer types the address at once, no retry.
    retry: false,
  });
}
