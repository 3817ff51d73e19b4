import { HydrationBoundary } from "@tanstack/react-query";
import { useLoaderData } from "react-router";

import { contentLoader } from "../lib/content-loader";
import { LegalPage } from "../components/legal-page";

export const loader = contentLoader("cmsTermsAndConditions");

export default function TermsAndConditions() {
  const loaderData = useLoaderData<typeof loader>();
  return (
    <HydrationBoundary state={loaderData.dehydrated}>
      <LegalPage call="cmsTermsAndConditions" title="Terms and Conditions" />
    </HydrationBoundary>
  );
}
