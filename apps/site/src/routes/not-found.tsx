import { Link } from "react-router";

import { Page } from "../components/page";

export const handle = { pageTitle: "Page Not Found" };

export default function NotFound() {
  return (
    <Page title="Page Not Found" breadcrumb={[{ label: "Page Not Found" }]}>
      <p className="text-lg">The page you are looking for does not exist or has moved.</p>
      <Link to="/" className="mt-6 inline-block font-semibold text-primary underline">
        Back to the home page
      </Link>
    </Page>
  );
}

// Its `pageTitle` names the page in the head (`siteMeta`).
export { siteMeta as meta } from "../lib/meta";
