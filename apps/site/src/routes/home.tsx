import { contentQuery, projectSatisfactionQuery } from "@bookwell/booking-kit/content";
import { ServiceChooser } from "@bookwell/booking-kit/start";
import type { Project } from "@bookwell/contract";
import { SafeHtml } from "@bookwell/ui/safe-html";
import { HydrationBoundary } from "@tanstack/react-query";
import { Link, type LoaderFunctionArgs, useLoaderData, useRouteLoaderData } from "react-router";

import type { loader as rootLoader } from "../root";
import { HowItWorksBlock } from "../components/how-it-works-block";
import { lazyPart } from "../components/lazy-part";
import { SITE_NAME } from "../lib/meta";
import { cached, prefetch } from "../lib/prefetch";
import { list, record, text, useContent } from "../lib/use-content";

/**
 * The hero carousel, the carousels below the fold and Our Projects (the tabs): server-rendered
 * in place (the hero's first picture is the largest paint, painted from the HTML), their code
 * loaded after the page's first load (`lazyPart`); their controls work once it has arrived.
 * The services menu is in the first load.
 */
const HeroSlider = lazyPart(() =>
  import("../components/hero-slider").then((module) => module.HeroSlider),
);
const homeParts = () => import("../components/home-parts");
const CountriesCarousel = lazyPart(() => homeParts().then((module) => module.CountriesCarousel));
const PartnersCarousel = lazyPart(() => homeParts().then((module) => module.PartnersCarousel));
const OurProjects = lazyPart(() => homeParts().then((module) => module.OurProjects));

export async function loader({ context }: LoaderFunctionArgs) {
  const { api } = context.site;
  const first = await prefetch(api, (queryClient) => [
    queryClient.prefetchQuery(contentQuery(api, "cmsHowItWorks")),
    queryClient.prefetchQuery(contentQuery(api, "cmsHomeBody2")),
    queryClient.prefetchQuery(contentQuery(api, "cmsHomeBody3")),
    queryClient.prefetchQuery(contentQuery(api, "projects")),
  ]);
  // The first project's satisfaction list, so Our Projects arrives complete.
  const projects = cached<Project[]>(first, ["content", "projects"]) ?? [];
  const firstProject = projects[0];
  const second = firstProject
    ? await prefetch(api, (queryClient) => [
        queryClient.prefetchQuery(projectSatisfactionQuery(api, firstProject.projcode)),
      ])
    : { queries: [], mutations: [] };
  return { dehydrated: { mutations: [], queries: [...first.queries, ...second.queries] } };
}

export default function Home() {
  const loaderData = useLoaderData<typeof loader>();
  const brandName = useRouteLoaderData<typeof rootLoader>("root")?.brand.name ?? SITE_NAME;
  return (
    <HydrationBoundary state={loaderData.dehydrated}>
      <h1 className="sr-only">{`${brandName} home and office cleaning`}</h1>
      <HeroSlider />
      <ServicesMenu />
      <HowItWorksBlock />
      <CustomerContent />
      <CountriesCarousel />
      <PartnersCarousel />
      <BookNowBanner />
      <OurProjects />
    </HydrationBoundary>
  );
}

/** The services menu: the kit's booking entry (a sub-service, its options, Book Now). */
function ServicesMenu() {
  return (
    <section aria-labelledby="services-menu" className="mx-auto max-w-7xl px-4 py-10">
      <h2 id="services-menu" className="mb-4 text-2xl font-bold">
        What can we clean for you?
      </h2>
      <ServiceChooser />
    </section>
  );
}

function CustomerContent() {
  const body = useContent("cmsHomeBody2");
  const block = record(body.data?.content.body);
  if (!block.title && !block.html) return null;
  return (
    <section aria-labelledby="customer-content" className="bg-muted/40">
      <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 py-10 md:grid-cols-2">
        <div>
          <h2 id="customer-content" className="mb-4 text-2xl font-bold">
            {text(block.title)}
          </h2>
          <SafeHtml html={text(block.html)} trusted />
          <dl className="mt-6 grid grid-cols-3 gap-4">
            {list(block.stats).map((stat) => (
              <div key={text(stat.label)}>
                <dt className="text-sm text-muted-foreground">{text(stat.label)}</dt>
                <dd className="text-2xl font-bold text-primary">{text(stat.value)}</dd>
              </div>
            ))}
          </dl>
        </div>
        {block.image ? (
          <img
            src={text(block.image)}
            alt=""
            width={640}
            height={480}
            loading="lazy"
            className="w-full rounded-xl"
          />
        ) : null}
      </div>
    </section>
  );
}

function BookNowBanner() {
  return (
    <section aria-label="Book now" className="bg-primary text-primary-foreground">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-4 py-8">
        <p className="text-2xl font-bold">Book a Home Service with us in 60 seconds</p>
        <Link
          to="/enquiry"
          className="rounded-md bg-background px-5 py-2 font-semibold text-foreground hover:bg-muted"
        >
          Book Now
        </Link>
      </div>
    </section>
  );
}
