import { HydrationBoundary } from "@tanstack/react-query";
import { useLoaderData } from "react-router";

import { contentLoader } from "../lib/content-loader";
import { LegalPage } from "../components/legal-page";

export const loader = contentLoader("cmsPrivacyPolicy");

export default function PrivacyPolicy() {
  const loaderData = useLoaderData<typeof loader>();
  return (
    <HydrationBoundary state={loaderData.dehydrated}>
      <LegalPage call="cmsPrivacyPolicy" title="Privacy Policy" />
    </HydrationBoundary>
  );
}
