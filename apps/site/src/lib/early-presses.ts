/**
 * Presses made before the page has hydrated (issue 20). The page's scripts start once it has
 * painted (`server/scripts-after-paint.ts`), or at the visitor's first press; until React's
 * root has hydrated, a press would do nothing (React has not attached its listeners, or drops
 * the event), and a submit button would submit its form natively. So the starter, an inline
 * script that runs before any module, keeps every click outside a link in the global
 * `EARLY_PRESSES`, stopped and its default action prevented; Enter and Space on a control make
 * a click, so they are kept too. Once the root has hydrated, `replayEarlyPresses` dispatches
 * them again on the same elements, in order, each once the page is idle again, and ends the
 * keeping. A deferred part's clicks (`routes/islands/deferred.tsx`) go to the parts' own queue:
 * when that module runs it takes the ones kept in a part so far and sets `PARTS_KEEP_PRESSES`,
 * after which the starter leaves the parts' clicks to it (a part hydrates after the root).
 */

/** The global where the starter keeps the presses; `null` once they have been replayed. */
export const EARLY_PRESSES = "__bookwellEarlyPresses";

/** The global the deferred parts' module sets once it keeps the parts' clicks itself. */
export const PARTS_KEEP_PRESSES = "__bookwellPartsKeepPresses";

type Keeper = Record<typeof EARLY_PRESSES, MouseEvent[] | null | undefined> &
  Record<typeof PARTS_KEEP_PRESSES, boolean | undefined>;

/**
 * Takes out of the starter's list the clicks made inside an element `within` matches (`kept`
 * receives each with that element), and tells the starter to leave such clicks alone from now.
 */
export function takeEarlyPresses(
  within: string,
  kept: (element: Element, event: MouseEvent) => void,
) {
  const keeper = window as unknown as Keeper;
  const early = keeper[EARLY_PRESSES];
  if (early) {
    const rest: MouseEvent[] = [];
    for (const event of early) {
      const element = event.target instanceof Element ? event.target.closest(within) : null;
      if (element) kept(element, event);
      else rest.push(event);
    }
    early.splice(0, early.length, ...rest);
  }
  keeper[PARTS_KEEP_PRESSES] = true;
}

/** Runs `run` once the page is idle (Safari has no `requestIdleCallback`: a timeout there). */
export const whenIdle = (run: () => void) => (window.requestIdleCallback ?? setTimeout)(run);

/**
 * A kept click again, on the same element if it is still in the page. A tab (Radix) is chosen
 * on mouse down, not on click: it gets a mouse down first.
 */
export function pressAgain(event: MouseEvent) {
  const target = event.target;
  if (!(target instanceof Element) || !target.isConnected) return;
  if (target.closest('[role="tab"]'))
    target.dispatchEvent(new MouseEvent("mousedown", { bubbles: true, cancelable: true }));
  target.dispatchEvent(new PointerEvent("click", event));
}

function replay(kept: MouseEvent[]) {
  const event = kept.shift();
  if (!event) return;
  pressAgain(event);
  whenIdle(() => replay(kept));
}

/** Called once the root has hydrated: the kept presses again, and no more keeping. */
export function replayEarlyPresses() {
  const keeper = window as unknown as Keeper;
  const kept = keeper[EARLY_PRESSES];
  keeper[EARLY_PRESSES] = null;
  if (kept?.length) whenIdle(() => replay(kept));
}
