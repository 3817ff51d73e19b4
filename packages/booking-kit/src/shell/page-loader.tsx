"use client";
import { Loader, type LoaderProps } from "@bookwell/ui";
import { useIsFetching } from "@tanstack/react-query";

import { contentKeys } from "../queries/content-queries";

export type PageLoaderProps = Omit<LoaderProps, "open"> & {
  /** The site's own loading signal (its router navigating); shown while true. */
  loading?: boolean;
};

/**
 * The full-screen loader of the spec: on while the site loads a page or, on the first load,
 * while shell or page content is still being fetched; off when the answers arrive.
 */
export function PageLoader({ loading = false, ...props }: PageLoaderProps) {
  const fetchingContent = useIsFetching({
    queryKey: contentKeys.all,
    predicate: (query) => query.state.data === undefined,
  });
  return <Loader open={loading || fetchingContent > 0} {...props} />;
}
