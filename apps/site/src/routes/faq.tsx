import { HydrationBoundary } from "@tanstack/react-query";
import { useLoaderData } from "react-router";

import { Page } from "../components/page";
import { contentLoader } from "../lib/content-loader";
import { useContent } from "../lib/use-content";
import { deferred, preloadInBrowser } from "./islands/deferred";

export const loader = contentLoader("cmsFaq");

/** The questions' accordions: server-rendered, their script loaded beside the page's. */
const FaqAccordion = deferred(() =>
  import("./islands/accordion-list").then((module) => module.AccordionList),
);
preloadInBrowser(FaqAccordion);

export default function Faq() {
  const loaderData = useLoaderData<typeof loader>();
  return (
    <HydrationBoundary state={loaderData.dehydrated}>
      <FaqContent />
    </HydrationBoundary>
  );
}

function FaqContent() {
  const page = useContent("cmsFaq");
  const groups = page.data?.content ?? [];
  return (
    <Page title="FAQ" breadcrumb={[{ label: "FAQ" }]}>
      {groups.map((group, groupIndex) => (
        <section key={group.title} aria-labelledby={`faq-${groupIndex}`} className="mb-8">
          <h2 id={`faq-${groupIndex}`} className="mb-2 text-xl font-semibold">
            {group.title}
          </h2>
          <FaqAccordion items={group.list} valuePrefix={`${groupIndex}-`} />
        </section>
      ))}
    </Page>
  );
}
