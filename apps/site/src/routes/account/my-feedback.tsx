import { MyFeedback, feedbackListQuery } from "@bookwell/booking-kit/account";
import { useLoaderData, type AppLoadContext } from "react-router";

import { AccountFrame, loadAccountPage } from "../../lib/account-page";

/** My Feedback (account-area.md section 2), with the customer's feedback list prefetched. */
export function loader({ context }: { context: AppLoadContext }) {
  return loadAccountPage(context, "feedback", (queryClient, api, owner) => [
    queryClient.prefetchQuery(feedbackListQuery(api, owner)),
  ]);
}

export default function MyFeedbackPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <AccountFrame data={data}>
      <MyFeedback />
    </AccountFrame>
  );
}

// Its `pageTitle` names the page in the head (`siteMeta`).
export { siteMeta as meta } from "../../lib/meta";
