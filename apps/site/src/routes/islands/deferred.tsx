import * as React from "react";

import { island } from "../../lib/island";

/** A page part whose script is not in the page's first load (see `deferred`). */
export type DeferredPart<Props extends object> = React.ComponentType<Props> & {
  /** Starts loading the part's module (once); a failed load is tried again on the next call. */
  preload: () => void;
};

/**
 * A part of a page (a carousel, an accordion, a form below the content) that the server renders
 * into the HTML as usual but whose script the browser does not need before the page hydrates:
 * an `island` in its own Suspense boundary, memoised, so a re-render of the page with the same
 * props never reaches a boundary still waiting for its script (React would swap the server's
 * HTML for the fallback). Give it props that keep their identity between renders (primitives,
 * the query cache's objects), not elements made on each render.
 *
 * A route calls `preload()` when its module runs in the browser: on a first load the part's
 * script is fetched while the page hydrates (its HTML is already there, working once the
 * script arrives); on a navigation it arrives with the route's own.
 */
export function deferred<Props extends object>(
  load: () => Promise<React.ComponentType<Props>>,
): DeferredPart<Props> {
  let pending: Promise<React.ComponentType<Props>> | undefined;
  const start = () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
  const Island = island(start);
  const Part = React.memo(function DeferredPart(props: Props) {
    return (
      <React.Suspense fallback={null}>
        <Island {...props} />
      </React.Suspense>
    );
  });
  return Object.assign(Part as unknown as React.ComponentType<Props>, {
    preload: () => void start().catch(() => undefined),
  });
}

/** Starts loading deferred parts' modules, in the browser only (the server loads them itself). */
export function preloadInBrowser(...parts: readonly { preload: () => void }[]): void {
  if (typeof document === "undefined") return;
  for (const part of parts) part.preload();
}
