import { AddonListing as AddonListingComposite } from "@bookwell/booking-kit/listing";
import { useLocation } from "react-router";

import { RequireSession } from "../components/require-session";

export const handle = { pageTitle: "Add-ons" };

/** The kit's add-on listing behind the session guard; its state is the chosen package. */
export default function AddonListing() {
  const location = useLocation();
  return (
    <RequireSession>
      <div className="mx-auto max-w-7xl px-4 py-8">
        <AddonListingComposite state={location.state} />
      </div>
    </RequireSession>
  );
}

// Its `pageTitle` names the page in the head (`siteMeta`).
export { siteMeta as meta } from "../lib/meta";
