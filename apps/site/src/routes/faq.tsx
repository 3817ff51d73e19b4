import { HydrationBoundary } from "@tanstack/react-query";
import { useLoaderData } from "react-router";

import { AccordionList } from "../components/accordion-list";
import { Page } from "../components/page";
import { contentLoader } from "../lib/content-loader";
import { useContent } from "../lib/use-content";

export const loader = contentLoader("cmsFaq");

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
          <AccordionList items={group.list} valuePrefix={`${groupIndex}-`} />
        </section>
      ))}
    </Page>
  );
}
