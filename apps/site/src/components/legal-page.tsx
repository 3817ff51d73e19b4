import type { StaticContentCall } from "@bookwell/booking-kit";
import { SafeHtml } from "@bookwell/ui/safe-html";

import { Page } from "./page";
import { record, text, useContent } from "../lib/use-content";

/** Terms and Conditions, Terms of Use, Privacy Policy: server content under a heading. */
export function LegalPage({
  call,
  title,
}: {
  call: Extract<StaticContentCall, "cmsTermsAndConditions" | "cmsTermsOfUse" | "cmsPrivacyPolicy">;
  title: string;
}) {
  const page = useContent(call);
  const content = record(page.data?.content);
  const body = typeof page.data?.content === "string" ? page.data.content : text(content.body);
  return (
    <Page title={title} breadcrumb={[{ label: title }]}>
      {content.updated ? (
        <p className="mb-4 text-sm text-muted-foreground">Last updated {text(content.updated)}</p>
      ) : null}
      <SafeHtml html={body} trusted className="max-w-3xl" />
    </Page>
  );
}
