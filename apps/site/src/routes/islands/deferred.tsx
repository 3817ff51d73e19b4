import * as React from "react";

import { pressAgain, takeEarlyPresses, whenIdle } from "../../lib/early-presses";
import { island } from "../../lib/island";

/** A page part whose script is not in the page's first load (see `deferred`). */
export type DeferredPart<Props extends object> = React.ComponentType<Props> & {
  /** Starts loading the part's module (once); a failed load is tried again on the next call. */
  preload: () => void;
};

/*
 * Clicks on a part whose script is still loading (issue 20).
 *
 * What React 19 does (react-dom's `dispatchEvent` and ReactDOMEventReplaying): when a discrete
 * event (click, keydown, input...) reaches the root from inside a Suspense boundary still
 * dehydrated, React hydrates that boundary synchronously at once (`attemptSynchronousHydration`,
 * facebook/react#22448) and dispatches the event if that worked. When it cannot hydrate, its
 * code still loading (our `island` suspends on the module), React stops the event's propagation
 * and drops it: the queue that replayed discrete events after hydration was removed
 * (facebook/react#26521); only continuous events (focus, hover, pointer capture) are queued and
 * replayed. The browser's default action is not prevented, so a link still navigates, but a
 * button, an accordion or a carousel control does nothing and a submit button submits the form
 * natively.
 *
 * So each part's wrapper carries `data-deferred` (in the server's HTML) until the part has
 * hydrated. Until then a click inside it, other than on a link, is kept: stopped at the window
 * before React's root sees it (no double action), its default action prevented (no native
 * submit, no checkbox toggled twice). Enter and Space on a control make a click, so they are
 * kept too. Once the part has hydrated and the page is idle, the clicks are dispatched again on
 * the same elements, in order, each once the page is idle again (a click made meanwhile joins
 * the queue, so the order holds); then the marker goes and React alone has the clicks.
 *
 * Text typed before hydration: React 19.3 keeps the field's value on hydration (`initInput`
 * does not write it) but records it as the field's known value and never tells the component,
 * so a controlled field's state stays empty and its next render wipes the text
 * (facebook/react#33129 replays a change event, behind a flag that is off in the stable build).
 * So each field whose value differs from its default is given an `input` event React reads as
 * a change.
 */
const kept = new WeakMap<Element, MouseEvent[]>();
const keep = (part: Element, event: MouseEvent) =>
  kept.set(part, [...(kept.get(part) ?? []), event]);
if (typeof document !== "undefined") {
  // Clicks the page's starter kept in a part before any script ran (`lib/early-presses.ts`).
  takeEarlyPresses("[data-deferred]", keep);
  addEventListener(
    "click",
    (event) => {
      const target = event.target as Element;
      const part = target.closest?.("[data-deferred]");
      // A replayed click (ours, untrusted) goes through.
      if (!event.isTrusted || !part || target.closest("a[href]")) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      keep(part, event);
    },
    true,
  );
}

/*
 * The replays run once the page is idle (`whenIdle`): after React has rendered what the part's
 * effects set on mount, which can take several renders (the carousel's Embla instance starts
 * when the browser is idle after its viewport mounts), and after what the previous click set.
 */

function replay(part: Element) {
  for (const field of part.querySelectorAll<HTMLInputElement>("input:not([type=file]),textarea")) {
    const typed = field.value;
    if (typed === field.defaultValue) continue;
    // Through React's value tracker, then past it: React sees the typed text as new.
    field.value = field.defaultValue;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")?.set?.call(field, typed);
    field.dispatchEvent(new Event("input", { bubbles: true }));
  }
  replayClicks(part);
}

/** The kept clicks in order, each once the page is idle again; then the marker goes. */
function replayClicks(part: Element) {
  const event = kept.get(part)?.shift();
  if (!event) return part.removeAttribute("data-deferred");
  pressAgain(event);
  whenIdle(() => replayClicks(part));
}

/** Rendered after the part, inside its boundary: replays its kept clicks once it has hydrated. */
function Hydrated({ part }: { part: React.RefObject<HTMLDivElement | null> }) {
  React.useEffect(() => {
    const element = part.current;
    if (element) whenIdle(() => replay(element));
  }, [part]);
  return null;
}

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
 * script arrives); on a navigation it arrives with the route's own. A click or text typed in
 * the part before its script has arrived is kept and replayed once it has (above); the part
 * sits in a `display: contents` wrapper, so the page's layout is the same.
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
    const part = React.useRef<HTMLDivElement>(null);
    return (
      <div ref={part} data-deferred="" className="contents">
        <React.Suspense fallback={null}>
          <Island {...props} />
          <Hydrated part={part} />
        </React.Suspense>
      </div>
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
