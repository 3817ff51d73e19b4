import { servicePageQuery } from "@bookwell/booking-kit/content";
import { useKit } from "@bookwell/booking-kit/provider";
import { useBookService } from "@bookwell/booking-kit/start";
import type { CmsPage } from "@bookwell/contract";
import { Button } from "@bookwell/ui";
import { SafeHtml } from "@bookwell/ui/safe-html";
import { HydrationBoundary, useQuery } from "@tanstack/react-query";
import { Link, redirect, type LoaderFunctionArgs, useLoaderData } from "react-router";

import { lazyPart } from "../components/lazy-part";
import { FormSlot, Page } from "../components/page";
import { cached, prefetch } from "../lib/prefetch";
import { useContent } from "../lib/use-content";

/**
 * The photos' carousel, the questions' accordion and the question form (zod, the captcha):
 * server-rendered, their code loaded after the page's first load (`lazyPart`).
 */
const ServiceCarousel = lazyPart(() =>
  import("../components/service-carousel").then((module) => module.ServiceCarousel),
);
const AccordionList = lazyPart(() =>
  import("../components/accordion-list").then((module) => module.AccordionList),
);
const QuestionForm = lazyPart(() =>
  import("@bookwell/booking-kit/forms").then((module) => module.ContactForm),
);

/** `/{pageid}`: a CMS service page; without content the visitor goes to /404. */
export async function loader({ context, params }: LoaderFunctionArgs) {
  const { api } = context.site;
  const pageid = params.type ?? "";
  const dehydrated = await prefetch(api, (queryClient) => [
    queryClient.prefetchQuery(servicePageQuery(api, pageid)),
  ]);
  const page = cached<CmsPage | null>(dehydrated, ["content", "cmsServicePage", pageid]);
  if (!page) throw redirect("/404");
  return { dehydrated, pageid, pageTitle: page.title, pageDescription: page.desc };
}

export default function ServicePage() {
  const loaderData = useLoaderData<typeof loader>();
  return (
    <HydrationBoundary state={loaderData.dehydrated}>
      <ServiceContent pageid={loaderData.pageid} />
    </HydrationBoundary>
  );
}

function ServiceContent({ pageid }: { pageid: string }) {
  const { client } = useKit();
  const page = useQuery(servicePageQuery(client, pageid)).data;
  const services = useContent("homeOurServices").data ?? [];
  const book = useBookService();
  if (!page) return null;
  const sections: Record<string, () => React.ReactNode> = {
    body_freetext: () =>
      page.body_freetext ? <SafeHtml html={page.body_freetext} trusted /> : null,
    body_carousel: () =>
      page.body_carousel?.length ? (
        <ServiceCarousel title={page.title} slides={page.body_carousel} />
      ) : null,
    body_accordion: () =>
      page.body_accordion?.length ? (
        <section aria-labelledby="service-accordion">
          <h2 id="service-accordion" className="mb-2 text-xl font-semibold">
            {page.body_accordion_title || "Questions"}
          </h2>
          <AccordionList items={page.body_accordion} />
        </section>
      ) : null,
    body_prod: () =>
      page.body_prod?.length ? (
        <ul className="grid gap-4 sm:grid-cols-2">
          {page.body_prod.map((product, index) => (
            <li key={index} className="flex flex-col gap-3 rounded-xl border border-border p-4">
              <SafeHtml html={product.html} trusted />
              <Button
                className="mt-auto w-fit"
                onClick={() =>
                  book({
                    matcatnum: String(product.catnum),
                    skipqn: product.skipqn ?? false,
                    displayaddon: product.displayaddon ?? false,
                  })
                }
              >
                {product.btn || "Book Now"}
              </Button>
            </li>
          ))}
        </ul>
      ) : null,
  };
  return (
    <Page
      title={page.title}
      breadcrumb={[{ label: "Our Services", href: "/our-services" }, { label: page.title }]}
      intro={<p className="mb-6 text-lg text-muted-foreground">{page.desc}</p>}
    >
      {page.header_image || page.header_desc ? (
        <header className="mb-8 grid items-center gap-6 md:grid-cols-2">
          {page.header_image ? (
            <img
              src={page.header_image}
              alt=""
              width={640}
              height={360}
              fetchPriority="high"
              className="w-full rounded-xl"
            />
          ) : null}
          {page.header_desc ? <p className="text-lg">{page.header_desc}</p> : null}
        </header>
      ) : null}
      <div className="grid gap-8 lg:grid-cols-[1fr_18rem]">
        <div className="space-y-8">
          {page.orderby.map((name) => (
            <div key={name}>{sections[name]?.()}</div>
          ))}
          <FormSlot name="question">
            <QuestionForm variant="question" />
          </FormSlot>
        </div>
        <nav aria-label="All services" className="space-y-4">
          {services.map((service) => (
            <div key={service.svcname}>
              <p className="font-semibold">{service.svcname}</p>
              <ul className="mt-1 space-y-1">
                {service.subservices.map((sub) => (
                  <li key={sub.prodpageid}>
                    <Link
                      to={`/${sub.prodpageid}`}
                      aria-current={sub.prodpageid === pageid ? "page" : undefined}
                      className="inline-block min-h-6 text-sm text-muted-foreground underline-offset-4 hover:text-primary hover:underline aria-[current=page]:font-semibold aria-[current=page]:text-primary"
                    >
                      {sub.subsvcname}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
    </Page>
  );
}

// Its `pageTitle` names the page in the head (`siteMeta`).
export { siteMeta as meta } from "../lib/meta";
