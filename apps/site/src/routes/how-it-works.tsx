import { Breadcrumbs } from "@bookwell/ui";
import { HydrationBoundary } from "@tanstack/react-query";
import { Link, useLoaderData } from "react-router";

import { contentLoader } from "../lib/content-loader";
import { HowItWorksBlock } from "../components/how-it-works-block";

export const loader = contentLoader("cmsHowItWorks");

export default function HowItWorks() {
  const loaderData = useLoaderData<typeof loader>();
  return (
    <HydrationBoundary state={loaderData.dehydrated}>
      <div className="mx-auto max-w-7xl px-4 pt-8">
        <Breadcrumbs
          items={[{ label: "Home", href: "/" }, { label: "How It Works" }]}
          renderLink={({ href, label, className }) => (
            <Link to={href} className={className}>
              {label}
            </Link>
          )}
        />
      </div>
      <HowItWorksBlock headingLevel={1} />
    </HydrationBoundary>
  );
}
