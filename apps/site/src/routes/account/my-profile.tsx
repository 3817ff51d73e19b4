import { MyProfile, particularsQuery } from "@bookwell/booking-kit/account";
import { useLoaderData, type AppLoadContext } from "react-router";

import { AccountFrame, loadAccountPage } from "../../lib/account-page";

/** My Profile (account-area.md section 2), with the customer's particulars prefetched. */
export function loader({ context }: { context: AppLoadContext }) {
  return loadAccountPage(context, "profile", (queryClient, api, owner) => [
    queryClient.prefetchQuery(particularsQuery(api, owner)),
  ]);
}

export default function MyProfilePage() {
  const data = useLoaderData<typeof loader>();
  return (
    <AccountFrame data={data}>
      <MyProfile />
    </AccountFrame>
  );
}

// Its `pageTitle` names the page in the head (`siteMeta`).
export { siteMeta as meta } from "../../lib/meta";
