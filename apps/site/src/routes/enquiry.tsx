import { CorporateEnquiryForm } from "@bookwell/booking-kit/forms";

import { FormSlot, Page } from "../components/page";

export const handle = { pageTitle: "Corporate Enquiry" };

export default function Enquiry() {
  return (
    <Page title="Corporate Enquiry" breadcrumb={[{ label: "Corporate Enquiry" }]}>
      <p className="max-w-3xl text-muted-foreground">
        Tell us about your home or business and the services you need; we reply the same day.
      </p>
      <FormSlot name="enquiry">
        <CorporateEnquiryForm />
      </FormSlot>
    </Page>
  );
}

// Its `pageTitle` names the page in the head (`siteMeta`).
export { siteMeta as meta } from "../lib/meta";
