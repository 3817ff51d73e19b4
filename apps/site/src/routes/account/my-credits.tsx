import {
  creditSummaryQuery,
  creditTransactionsQuery,
  MyCredits,
} from "@bookwell/booking-kit/account";
import { useLoaderData, type AppLoadContext } from "react-router";

import { AccountFrame, loadAccountPage } from "../../lib/account-page";

/** My Credits (account-area.md section 2), with the customer's balance and history prefetched. */
export function loader({ context }: { context: AppLoadContext }) {
  return loadAccountPage(context, "credits", (queryClient, api, owner) => [
    queryClient.prefetchQuery(creditSummaryQuery(api, owner)),
    queryClient.prefetchQuery(creditTransactionsQuery(api, owner)),
  ]);
}

export default function MyCreditsPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <AccountFrame data={data}>
      <MyCredits />
    </AccountFrame>
  );
}

// Its `pageTitle` names the page in the head (`siteMeta`).
export { siteMeta as meta } from "../../lib/meta";
