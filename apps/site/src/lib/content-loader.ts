import { contentQuery, type StaticContentCall } from "@bookwell/booking-kit";
import type { AppLoadContext } from "react-router";

import { prefetch } from "./prefetch";

/** A page's loader that prefetches content calls without input (`cms/faq`, `home/blogs`...). */
export function contentLoader(...names: StaticContentCall[]) {
  return async ({ context }: { context: AppLoadContext }) => {
    const { api } = context.site;
    return {
      dehydrated: await prefetch(api, (queryClient) =>
        names.map((name) => queryClient.prefetchQuery(contentQuery(api, name))),
      ),
    };
  };
}
