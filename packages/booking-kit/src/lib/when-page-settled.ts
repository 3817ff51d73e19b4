import { whenIdle } from "@bookwell/ui";

/**
 * How long a load that nothing waits for holds back before the browser's next idle moment: past
 * the page's own first requests (its API answer, its pictures, the sanitiser), which on a slow
 * line it would otherwise share the connection with. The browser goes idle as soon as the page
 * has hydrated and is waiting for its answer, so the idle callback alone started the sign-in
 * dialogs, the listing's dialog and the service worker's scripts beside the listing's packages
 * (Lighthouse counted them in its largest paint).
 */
export const SETTLE_MS = 1000;

/**
 * The longest wait for that idle moment (ui's `whenIdle`: without one, the service worker, the
 * version check and the `?q=` shortcuts were seen never to start on a busy machine).
 */
export const IDLE_DEADLINE_MS = 2000;

/**
 * Runs `callback` once the page has settled: `SETTLE_MS` after the call, at the browser's next
 * idle moment, or `IDLE_DEADLINE_MS` later at the latest (a second later where the browser has
 * no idle callback). Returns a cancel.
 */
export function whenPageSettled(callback: () => void): () => void {
  let cancelIdle: (() => void) | undefined;
  const timer = setTimeout(() => {
    cancelIdle = whenIdle(callback, IDLE_DEADLINE_MS, SETTLE_MS);
  }, SETTLE_MS);
  return () => {
    clearTimeout(timer);
    cancelIdle?.();
  };
}

/**
 * Code loaded on use (the sign-in dialogs and their views): `load` runs now when what it loads
 * is wanted, otherwise once the page has settled (`whenPageSettled`), so the first load stays
 * light and the first opening is quick. Returns the effect's cleanup, which cancels a pending
 * load; `isLive()` turns false then, so a late answer is dropped.
 */
export function loadNowOrWhenSettled(
  wanted: boolean,
  load: (isLive: () => boolean) => void,
): () => void {
  let live = true;
  const isLive = () => live;
  if (wanted) {
    load(isLive);
    return () => {
      live = false;
    };
  }
  const cancel = whenPageSettled(() => load(isLive));
  return () => {
    live = false;
    cancel();
  };
}

/**
 * Runs `callback` once the browser has painted the next frame (in a task of its own after it),
 * so a load started by a press does not delay that press's paint. Returns a cancel.
 */
export function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const later = () => {
    timer = setTimeout(callback, 0);
  };
  // A hidden page paints no frame: a task of its own is enough.
  const frame =
    typeof document === "undefined" || document.hidden ? undefined : requestAnimationFrame(later);
  if (frame === undefined) later();
  return () => {
    if (frame !== undefined) cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
