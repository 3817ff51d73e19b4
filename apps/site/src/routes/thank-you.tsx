import { Link } from "react-router";

import { Page } from "../components/page";

export const handle = { pageTitle: "Thank You" };

export default function ThankYou() {
  return (
    <Page title="Thank You" breadcrumb={[{ label: "Thank You" }]}>
      <p className="text-lg">We will contact you soon</p>
      <Link to="/" className="mt-6 inline-block font-semibold text-primary underline">
        Back to the home page
      </Link>
    </Page>
  );
}

// Its `pageTitle` names the page in the head (`siteMeta`).
export { siteMeta as meta } from "../lib/meta";
