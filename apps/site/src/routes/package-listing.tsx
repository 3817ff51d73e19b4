import { PackageListing as PackageListingComposite } from "@bookwell/booking-kit/listing";
import { useLocation } from "react-router";

export const handle = { pageTitle: "Package Listing" };

/** The kit's package listing; its navigation state is `{ matcatnum, displayaddon? }`. */
export default function PackageListing() {
  const location = useLocation();
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <PackageListingComposite state={location.state} />
    </div>
  );
}

// Its `pageTitle` names the page in the head (`siteMeta`).
export { siteMeta as meta } from "../lib/meta";
