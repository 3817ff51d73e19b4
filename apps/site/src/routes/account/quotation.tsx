import { Quotation, quoteDetailsQuery } from "@bookwell/booking-kit/account";
import { useLoaderData, type AppLoadContext } from "react-router";

import { AccountFrame, loadAccountPage } from "../../lib/account-page";

/** A request's Quotation (account-area.md section 2, under My Request), prefetched. */
export async function loader({
  params,
  context,
}: {
  params: { refnum?: string };
  context: AppLoadContext;
}) {
  const refnum = params.refnum ?? "";
  const data = await loadAccountPage(
    context,
    "requests",
    (queryClient, api, owner) => [queryClient.prefetchQuery(quoteDetailsQuery(api, owner, refnum))],
    "Quotation",
  );
  return { ...data, refnum };
}

export default function QuotationPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <AccountFrame data={data}>
      <Quotation key={data.refnum} refnum={data.refnum} />
    </AccountFrame>
  );
}

// Its `pageTitle` names the page in the head (`siteMeta`).
export { siteMeta as meta } from "../../lib/meta";
