import { PageLoader, TranslateWidget, VersionCheck } from "@bookwell/booking-kit/shell";

import { ServiceWorkerStart } from "../pwa";
import { QueryShortcuts } from "./query-shortcuts";

async function latestVersion(): Promise<string> {
  const response = await fetch("/version.json", { cache: "no-store" });
  const body = (await response.json()) as { version: string };
  return body.version;
}

export interface ShellExtrasProps {
  /** The site's build version (the version check compares `/version.json` with it). */
  version: string;
  /** A page is being loaded (a navigation): the page loader shows. */
  loading: boolean;
  translateProvider: "google" | null;
}

/**
 * The shell's parts that render nothing in the server's HTML and nothing on the first
 * client render: the new version notice, the page loader, the `?q=` shortcuts, the service
 * worker and the translation widget. The root loads this module once the page has hydrated
 * (the cookie notice is the root's own, in the server's HTML).
 */
export default function ShellExtras({ version, loading, translateProvider }: ShellExtrasProps) {
  return (
    <>
      <VersionCheck currentVersion={version} fetchLatestVersion={latestVersion} />
      <PageLoader loading={loading} />
      <QueryShortcuts />
      <ServiceWorkerStart />
      <TranslateWidget provider={translateProvider ? { name: translateProvider } : null} />
    </>
  );
}
