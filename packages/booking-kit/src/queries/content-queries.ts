import type { ApiClient, EndpointOutput, Endpoints } from "@bookwell/contract";
import { queryOptions } from "@tanstack/react-query";

/**
 * Query option factories for the content calls (visitor-and-entry.md section 7): the shell's
 * start-up data, the CMS pages, blog, shop and projects. Content changes rarely, so it stays
 * fresh for ten minutes; a site prefetches the same keys on the server.
 */
export const contentKeys = {
  all: ["content"] as const,
  page: (name: string, ...args: string[]) => ["content", name, ...args] as const,
};

const CONTENT_STALE_TIME = 10 * 60_000;

/** Content calls that take no input, by endpoint name. */
export type StaticContentCall =
  | "cmsMetadata"
  | "cmsHomeTop"
  | "homeServices"
  | "homeOurServices"
  | "cmsFooter"
  | "cmsAboutUs"
  | "cmsRate"
  | "cmsHowItWorks"
  | "cmsFaq"
  | "cmsContactUs"
  | "cmsTermsAndConditions"
  | "cmsTermsOfUse"
  | "cmsPrivacyPolicy"
  | "cmsHomeBody2"
  | "cmsHomeBody3"
  | "cmsPayNow"
  | "blogs"
  | "shopProducts"
  | "projects";

/** `contentQuery(client, "cmsFaq")`: one factory for every content call without input. */
export function contentQuery<N extends StaticContentCall>(client: ApiClient, name: N) {
  return queryOptions({
    queryKey: contentKeys.page(name),
    queryFn: ({ signal }) => {
      // Every call of the union takes no input but the signal; TypeScript cannot see that
      // through the union of their signatures.
      const call = client[name] as (input: {
        signal?: AbortSignal;
      }) => Promise<EndpointOutput<Endpoints[N]>>;
      return call({ signal });
    },
    staleTime: CONTENT_STALE_TIME,
  });
}

export function servicePageQuery(client: ApiClient, pageid: string) {
  return queryOptions({
    queryKey: contentKeys.page("cmsServicePage", pageid),
    queryFn: ({ signal }) => client.cmsServicePage({ params: { pageid }, signal }),
    staleTime: CONTENT_STALE_TIME,
  });
}

export function serviceDetailQuery(client: ApiClient, subsvcnum: string) {
  return queryOptions({
    queryKey: contentKeys.page("serviceDetail", subsvcnum),
    queryFn: ({ signal }) => client.serviceDetail({ params: { subsvcnum }, signal }),
    staleTime: CONTENT_STALE_TIME,
  });
}

export function blogQuery(client: ApiClient, id: string) {
  return queryOptions({
    queryKey: contentKeys.page("blog", id),
    queryFn: ({ signal }) => client.blog({ params: { id }, signal }),
    staleTime: CONTENT_STALE_TIME,
  });
}

export function projectSatisfactionQuery(client: ApiClient, projcode: string) {
  return queryOptions({
    queryKey: contentKeys.page("projectSatisfaction", projcode),
    queryFn: ({ signal }) => client.projectSatisfaction({ params: { projcode }, signal }),
    staleTime: CONTENT_STALE_TIME,
  });
}
