import { MyInbox, inboxQuery } from "@bookwell/booking-kit/account";
import { useLoaderData, type AppLoadContext } from "react-router";

import { AccountFrame, loadAccountPage } from "../../lib/account-page";

/** My Inbox (account-area.md section 2), with the customer's messages prefetched. */
export function loader({ context }: { context: AppLoadContext }) {
  return loadAccountPage(context, "inbox", (queryClient, api, owner) => [
    queryClient.prefetchQuery(inboxQuery(api, owner)),
  ]);
}

export default function MyInboxPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <AccountFrame data={data}>
      <MyInbox />
    </AccountFrame>
  );
}

// Its `pageTitle` names the page in the head (`siteMeta`).
export { siteMeta as meta } from "../../lib/meta";
