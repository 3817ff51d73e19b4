import { blogQuery } from "@bookwell/booking-kit/content";
import { useKit } from "@bookwell/booking-kit/provider";
import type { Blog } from "@bookwell/contract";
import { formatCalendarDate } from "@bookwell/contract/rules";
import { SafeHtml } from "@bookwell/ui/safe-html";
import { HydrationBoundary, useQuery } from "@tanstack/react-query";
import { Link, redirect, type LoaderFunctionArgs, useLoaderData } from "react-router";

import { Page } from "../components/page";
import { cached, prefetch } from "../lib/prefetch";

/** `/blog/{id}`: an entry by its page url; no entry or no content goes back to /blog. */
export async function loader({ context, params }: LoaderFunctionArgs) {
  const { api } = context.site;
  const dehydrated = await prefetch(api, (queryClient) => [
    queryClient.prefetchQuery(blogQuery(api, params.id ?? "")),
  ]);
  const blog = cached<Blog | null>(dehydrated, ["content", "blog", params.id ?? ""]);
  if (!blog?.content) throw redirect("/blog");
  return { dehydrated, id: params.id ?? "", pageTitle: blog.title, pageDescription: blog.summary };
}

export default function BlogDetail() {
  const loaderData = useLoaderData<typeof loader>();
  return (
    <HydrationBoundary state={loaderData.dehydrated}>
      <BlogEntry id={loaderData.id} />
    </HydrationBoundary>
  );
}

function BlogEntry({ id }: { id: string }) {
  const { client } = useKit();
  const blog = useQuery(blogQuery(client, id)).data;
  if (!blog) return null;
  return (
    <Page title={blog.title} breadcrumb={[{ label: "Blog", href: "/blog" }, { label: blog.title }]}>
      <p className="mb-4 text-sm text-muted-foreground">
        {blog.category} ·{" "}
        <time dateTime={blog.blogDate}>{formatCalendarDate(blog.blogDate, "dd MMM yyyy")}</time>
      </p>
      <img
        src={blog.imageurl}
        alt=""
        width={960}
        height={540}
        className="mb-6 aspect-video w-full max-w-3xl rounded-xl object-cover"
      />
      <SafeHtml html={blog.content ?? ""} trusted className="max-w-3xl" />
      <Link
        to="/enquiry"
        className="mt-8 inline-block rounded-md bg-primary px-5 py-2 font-semibold text-primary-foreground"
      >
        Book Now
      </Link>
    </Page>
  );
}

// Its `pageTitle` names the page in the head (`siteMeta`).
export { siteMeta as meta } from "../lib/meta";
