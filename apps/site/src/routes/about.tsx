import { SafeHtml } from "@bookwell/ui/safe-html";
import { HydrationBoundary } from "@tanstack/react-query";
import { Link, useLoaderData } from "react-router";

import { Page } from "../components/page";
import { contentLoader } from "../lib/content-loader";
import { list, record, text, useContent } from "../lib/use-content";

export const loader = contentLoader("cmsAboutUs");

export default function About() {
  const loaderData = useLoaderData<typeof loader>();
  return (
    <HydrationBoundary state={loaderData.dehydrated}>
      <AboutContent />
    </HydrationBoundary>
  );
}

function AboutContent() {
  const page = useContent("cmsAboutUs");
  const content = record(page.data?.content);
  const about = record(content.about);
  const values = record(content.values);
  const history = record(content.history);
  const banner = record(content.banner);
  return (
    <Page title="About" breadcrumb={[{ label: "About" }]}>
      {content.title ? (
        <p className="mb-6 text-xl text-muted-foreground">{text(content.title)}</p>
      ) : null}
      <section aria-labelledby="about-who" className="grid gap-8 md:grid-cols-2">
        <div>
          <h2 id="about-who" className="mb-3 text-2xl font-semibold">
            {text(about.heading) || "About us"}
          </h2>
          <SafeHtml html={text(about.html)} trusted />
        </div>
        {about.image ? (
          <img
            src={text(about.image)}
            alt=""
            width={640}
            height={420}
            loading="lazy"
            className="w-full rounded-xl"
          />
        ) : null}
      </section>
      {list(values.items).length ? (
        <section aria-labelledby="about-values" className="mt-10">
          <h2 id="about-values" className="mb-4 text-2xl font-semibold">
            {text(values.heading) || "Our values"}
          </h2>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {list(values.items).map((item) => (
              <li key={text(item.title)} className="rounded-xl border border-border p-4">
                {item.icon ? (
                  <img
                    src={text(item.icon)}
                    alt=""
                    width={240}
                    height={160}
                    loading="lazy"
                    className="mb-3 aspect-3/2 w-full rounded-lg object-cover"
                  />
                ) : null}
                <h3 className="font-semibold">{text(item.title)}</h3>
                <p className="text-muted-foreground">{text(item.text)}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {list(history.timeline).length ? (
        <section aria-labelledby="about-history" className="mt-10">
          <h2 id="about-history" className="mb-4 text-2xl font-semibold">
            {text(history.heading) || "Our history"}
          </h2>
          <ol className="space-y-3 border-l-2 border-primary pl-4">
            {list(history.timeline).map((item) => (
              <li key={text(item.year)}>
                <p className="font-semibold">{text(item.year)}</p>
                <p>{text(item.text)}</p>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      <section
        aria-label="Contact us"
        className="mt-10 flex flex-wrap items-center justify-between gap-4 rounded-xl bg-primary p-6 text-primary-foreground"
      >
        <p className="text-lg">{text(banner.text) || "Have a question? We are here to help."}</p>
        <Link
          to="/contact-us"
          className="rounded-md bg-background px-4 py-2 font-semibold text-foreground"
        >
          {text(banner.btn) || "Contact Us"}
        </Link>
      </section>
    </Page>
  );
}
