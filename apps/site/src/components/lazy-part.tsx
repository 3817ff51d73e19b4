import { lazyComponent } from "@bookwell/ui";
import * as React from "react";

/**
 * A heavy part below the fold (a carousel, the footer, a form under the content) whose code is
 * not in the page's first load: `React.lazy` (ui's `lazyComponent`) in a Suspense boundary of
 * its own. The server renders it in place in the HTML (it loads the module at start); in the browser
 * React hydrates the boundary once its module has arrived, after the rest of the page.
 *
 * Honest before then: the part's wrapper carries `data-pending` until the part has hydrated,
 * and the stylesheet leaves its controls without pointer presses meanwhile (`app.css`), as the
 * whole page's are until the root has hydrated; its links work without a script.
 *
 * Memoised: give it props that keep their identity between renders (primitives, the query
 * cache's objects). React replaces a boundary still waiting for its code with its fallback when
 * its props change, which would blank the server's HTML.
 */
const serverLoads: Promise<void>[] = [];

/**
 * Resolves once every part's module has loaded on the server (or failed), so the first render
 * after the server starts has them in place too (`entry.server.tsx` waits for it).
 */
export function partsLoaded(): Promise<unknown> {
  return Promise.all(serverLoads);
}

export function lazyPart<P extends object>(
  load: () => Promise<React.ComponentType<P>>,
): React.ComponentType<P> {
  const Part = lazyComponent(load);
  if (typeof document === "undefined") serverLoads.push(Part.preload());
  return React.memo(function LazyPart(props: P) {
    const [hydrated, setHydrated] = React.useState(false);
    return (
      <div className="contents" data-pending={hydrated ? undefined : ""}>
        <React.Suspense fallback={null}>
          <Part {...props} />
          <Hydrated onHydrated={setHydrated} />
        </React.Suspense>
      </div>
    );
  }) as unknown as React.ComponentType<P>;
}

/** Rendered after the part, in its boundary: its effect runs once the part has hydrated. */
function Hydrated({ onHydrated }: { onHydrated: (hydrated: true) => void }) {
  React.useEffect(() => onHydrated(true), [onHydrated]);
  return null;
}
