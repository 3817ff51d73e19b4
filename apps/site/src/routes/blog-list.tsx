import type { Blog } from "@bookwell/contract";
import { formatCalendarDate, monthNames } from "@bookwell/contract/rules";
import { Button, EmptyState } from "@bookwell/ui";
import { HydrationBoundary } from "@tanstack/react-query";
import * as React from "react";
import { Link, useLoaderData } from "react-router";

import { Page } from "../components/page";
import { contentLoader } from "../lib/content-loader";
import { useContent } from "../lib/use-content";

export const loader = contentLoader("blogs");

interface Filter {
  category?: string;
  year?: string;
  month?: number;
}

/** Category → year → month, from the entries themselves. */
function tree(blogs: readonly Blog[]) {
  const categories = new Map<string, Map<string, Set<number>>>();
  for (const blog of blogs) {
    const year = blog.blogDate.slice(0, 4);
    const month = Number(blog.blogDate.slice(5, 7)) - 1;
    const years = categories.get(blog.category) ?? new Map<string, Set<number>>();
    const months = years.get(year) ?? new Set<number>();
    months.add(month);
    years.set(year, months);
    categories.set(blog.category, years);
  }
  return categories;
}

function matches(blog: Blog, filter: Filter): boolean {
  if (filter.category && blog.category !== filter.category) return false;
  if (filter.year && blog.blogDate.slice(0, 4) !== filter.year) return false;
  if (filter.month !== undefined && Number(blog.blogDate.slice(5, 7)) - 1 !== filter.month)
    return false;
  return true;
}

export default function BlogList() {
  const loaderData = useLoaderData<typeof loader>();
  return (
    <HydrationBoundary state={loaderData.dehydrated}>
      <BlogListContent />
    </HydrationBoundary>
  );
}

function BlogListContent() {
  const blogs = useContent("blogs").data ?? [];
  const [filter, setFilter] = React.useState<Filter>({});
  const shown = blogs.filter((blog) => matches(blog, filter));
  const filterClass =
    "min-h-6 rounded px-1 text-left text-sm hover:text-primary aria-pressed:font-semibold aria-pressed:text-primary";
  return (
    <Page title="Blog" breadcrumb={[{ label: "Blog" }]}>
      <div className="grid gap-8 lg:grid-cols-[16rem_1fr]">
        <nav aria-label="Filter the blog" className="space-y-2">
          <ul className="space-y-2">
            {[...tree(blogs)].map(([category, years]) => (
              <li key={category}>
                <button
                  type="button"
                  className={filterClass}
                  aria-pressed={filter.category === category && !filter.year}
                  onClick={() => setFilter({ category })}
                >
                  {category}
                </button>
                <ul className="ml-3 space-y-1">
                  {[...years].map(([year, months]) => (
                    <li key={year}>
                      <button
                        type="button"
                        className={filterClass}
                        aria-pressed={
                          filter.category === category &&
                          filter.year === year &&
                          filter.month === undefined
                        }
                        onClick={() => setFilter({ category, year })}
                      >
                        {year}
                      </button>
                      <ul className="ml-3">
                        {[...months]
                          .sort((a, b) => a - b)
                          .map((month) => (
                            <li key={month}>
                              <button
                                type="button"
                                className={filterClass}
                                aria-pressed={
                                  filter.category === category &&
                                  filter.year === year &&
                                  filter.month === month
                                }
                                onClick={() => setFilter({ category, year, month })}
                              >
                                {monthNames()[month]} {year}
                              </button>
                            </li>
                          ))}
                      </ul>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
          <Button variant="outline" size="sm" onClick={() => setFilter({})}>
            Reset
          </Button>
        </nav>
        <div>
          <p aria-live="polite" className="sr-only">
            {shown.length} {shown.length === 1 ? "entry" : "entries"} shown
          </p>
          {shown.length === 0 ? (
            <EmptyState title="No Records Found" />
          ) : (
            <ul className="grid gap-6 sm:grid-cols-2">
              {shown.map((blog) => (
                <li key={blog.pageurl} className="overflow-hidden rounded-xl border border-border">
                  <img
                    src={blog.imageurl}
                    alt=""
                    width={480}
                    height={270}
                    loading="lazy"
                    className="aspect-video w-full object-cover"
                  />
                  <div className="p-4">
                    <p className="text-sm text-muted-foreground">
                      {blog.category} ·{" "}
                      <time dateTime={blog.blogDate}>
                        {formatCalendarDate(blog.blogDate, "dd MMM yyyy")}
                      </time>
                    </p>
                    <h2 className="mt-1 text-lg font-semibold">
                      <Link to={`/blog/${blog.pageurl}`} className="hover:underline">
                        {blog.title}
                      </Link>
                    </h2>
                    <p className="mt-2 text-muted-foreground">{blog.summary}</p>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </Page>
  );
}
