import { Link, type LoaderFunctionArgs } from "react-router";

// The design system's breadcrumb trail (a client component of its own: "use client").
import { Breadcrumbs } from "../../../../packages/ui/src/breadcrumbs/breadcrumbs";
import { list, record, text } from "../content";
import { prefetchContent } from "../api";
import { sanitise, SAFE_HTML_CLASS } from "../safe-html.server";

/** The About page's CMS content, from the kit's query factory (the site's call and answer). */
export async function loader({ request }: LoaderFunctionArgs) {
  const { queryClient } = await prefetchContent(request, ["cmsAboutUs"]);
  const page = queryClient.getQueryData<{ content?: unknown }>(["content", "cmsAboutUs"]);
  return { content: record(page?.content) };
}

/**
 * The site's /about-us (apps/site/src/routes/about.tsx and its `Page` frame), as a server
 * component: the same markup and classes, rendered on the server only. Nothing of it is sent
 * to the browser as script; the CMS HTML is sanitised here (DOMPurify over jsdom, the design
 * system's rules) instead of by SafeHtml.
 */
export function ServerComponent({
  loaderData,
}: {
  loaderData: Awaited<ReturnType<typeof loader>>;
}) {
  const { content } = loaderData;
  const about = record(content.about);
  const values = record(content.values);
  const history = record(content.history);
  const banner = record(content.banner);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumbs className="mb-4" items={[{ label: "Home", href: "/" }, { label: "About" }]} />
      <h1 className="mb-4 text-3xl font-bold text-foreground">About</h1>
      {content.title ? (
        <p className="mb-6 text-xl text-muted-foreground">{text(content.title)}</p>
      ) : null}
      <section aria-labelledby="about-who" className="grid gap-8 md:grid-cols-2">
        <div>
          <h2 id="about-who" className="mb-3 text-2xl font-semibold">
            {text(about.heading) || "About us"}
          </h2>
          <div
            data-slot="safe-html"
            className={SAFE_HTML_CLASS}
            // Sanitised on this server with the design system's DOMPurify rules.
            dangerouslySetInnerHTML={{ __html: sanitise(text(about.html)) }}
          />
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
          reloadDocument
          className="rounded-md bg-background px-4 py-2 font-semibold text-foreground"
        >
          {text(banner.btn) || "Contact Us"}
        </Link>
      </section>
    </div>
  );
}
