import { MyRequests, requestsQuery } from "@bookwell/booking-kit/account";
import { useLoaderData, type AppLoadContext } from "react-router";

import { AccountFrame, loadAccountPage } from "../../lib/account-page";

/** My Request (account-area.md section 2), with the customer's requests prefetched. */
export function loader({ context }: { context: AppLoadContext }) {
  return loadAccountPage(context, "requests", (queryClient, api, owner) => [
    queryClient.prefetchQuery(requestsQuery(api, owner)),
  ]);
}

export default function MyRequestPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <AccountFrame data={data}>
      <MyRequests />
    </AccountFrame>
  );
}

// Its `pageTitle` names the page in the head (`siteMeta`).
export { siteMeta as meta } from "../../lib/meta";
