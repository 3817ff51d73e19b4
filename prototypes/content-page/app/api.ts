import { contentQuery, type StaticContentCall } from "@bookwell/booking-kit/content";
import { createApiClient } from "@bookwell/contract";
import { dehydrate, QueryClient } from "@tanstack/react-query";

/**
 * The site's reference API, reached over HTTP (`API_ORIGIN`: the built site this prototype
 * runs beside; the site calls it in process). The visitor's cookie goes along, as the site's
 * page server sends it.
 */
export function serverApi(request: Request) {
  const origin = process.env.API_ORIGIN;
  if (!origin) throw new Error("API_ORIGIN is not set (the built site's address)");
  const cookie = request.headers.get("cookie");
  return createApiClient({ baseUrl: origin, headers: cookie ? { cookie } : {} });
}

/** Content calls through the kit's own query factories: the same keys and answers as the site. */
export async function prefetchContent(request: Request, names: StaticContentCall[]) {
  const api = serverApi(request);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await Promise.all(names.map((name) => queryClient.prefetchQuery(contentQuery(api, name))));
  return { api, queryClient, dehydrated: dehydrate(queryClient) };
}
