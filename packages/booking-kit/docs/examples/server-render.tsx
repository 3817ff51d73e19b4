/*
 * "Your own brand", server rendering: the provider and the composites render with
 * `renderToString` or streaming. Prefetch with the kit's query factories so the data goes with
 * the HTML, and wrap a customer's page in `ServerSession` so it renders for them.
 */
import { ServerSession, contentQuery } from "@bookwell/booking-kit";
import type { SessionUser } from "@bookwell/contract";
import { HydrationBoundary, QueryClient, dehydrate } from "@tanstack/react-query";
import { createApiClient } from "@bookwell/contract";
import { renderToString } from "react-dom/server";

import { BrandApp } from "./brand-app";

export async function renderPage(user: SessionUser | null, page: React.ReactNode) {
  const client = createApiClient({ baseUrl: "https://api.brand.example" });
  const queryClient = new QueryClient();
  // The header's content, in the first HTML (the same keys the kit's composites read).
  await queryClient.prefetchQuery(contentQuery(client, "cmsHomeTop"));
  return renderToString(
    <BrandApp navigate={() => undefined}>
      <HydrationBoundary state={dehydrate(queryClient)}>
        <ServerSession user={user}>{page}</ServerSession>
      </HydrationBoundary>
    </BrandApp>,
  );
}
