import { CrewForm } from "@bookwell/booking-kit/forms";
import { HydrationBoundary } from "@tanstack/react-query";

import { type LoaderFunctionArgs, useLoaderData } from "react-router";

import { HowItWorksBlock } from "../components/how-it-works-block";
import { FormSlot, Page } from "../components/page";
import { contentLoader } from "../lib/content-loader";

export async function loader(args: LoaderFunctionArgs) {
  return { ...(await contentLoader("cmsHowItWorks")(args)), pageTitle: "Be A Service Crew" };
}

export default function ServiceCrew() {
  const loaderData = useLoaderData<typeof loader>();
  return (
    <HydrationBoundary state={loaderData.dehydrated}>
      <Page title="Be A Service Crew" breadcrumb={[{ label: "Be A Service Crew" }]}>
        <p className="max-w-3xl text-muted-foreground">
          Join our crews across London: flexible hours, the London Living Wage and training from day
          one. We confirm every application within 24 hours.
        </p>
        <FormSlot name="crew">
          <CrewForm />
        </FormSlot>
      </Page>
      <HowItWorksBlock />
    </HydrationBoundary>
  );
}

// Its `pageTitle` names the page in the head (`siteMeta`).
export { siteMeta as meta } from "../lib/meta";
