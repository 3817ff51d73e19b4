"use client";
import { VersionBanner, type VersionBannerProps } from "@bookwell/ui";
import { useQuery } from "@tanstack/react-query";

/** The spec's version check interval, in ms. */
export const VERSION_CHECK_INTERVAL = 10_000;

export type VersionCheckProps = Omit<VersionBannerProps, "onUpdate"> & {
  /** The version this page was built from. */
  currentVersion: string;
  /** Asks the site for the version it serves now (the site decides the URL). */
  fetchLatestVersion: () => Promise<string>;
  /**
   * How often to ask, in ms.
   * @default 10000
   */
  interval?: number;
  /** What Update version does; reloads the page by default. */
  onUpdate?: () => void;
};

/**
 * The latest-version banner: asks for the served version every 10 seconds and shows Update
 * version once it differs from the page's own. A failed check shows nothing.
 */
export function VersionCheck({
  currentVersion,
  fetchLatestVersion,
  interval = VERSION_CHECK_INTERVAL,
  onUpdate = () => window.location.reload(),
  ...props
}: VersionCheckProps) {
  const latest = useQuery({
    queryKey: ["shell", "version"],
    queryFn: fetchLatestVersion,
    refetchInterval: interval,
    retry: false,
    staleTime: 0,
  });
  if (!latest.data || latest.data === currentVersion) return null;
  return <VersionBanner onUpdate={onUpdate} {...props} />;
}
