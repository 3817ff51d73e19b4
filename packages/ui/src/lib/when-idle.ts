/**
 * Runs `run` at the browser's next idle moment, or `deadlineMs` later at the latest. Returns a
 * cancel. The deadline is not optional: an idle callback without one can wait for ever
 * (Chromium starts idle periods from its frame scheduler, and a page with nothing to paint on a
 * busy machine was seen to get none for minutes). Where the browser has no idle callback, `run`
 * comes after `fallbackMs`.
 */
export function whenIdle(run: () => void, deadlineMs: number, fallbackMs = 1): () => void {
  if (typeof globalThis.requestIdleCallback !== "function") {
    const timer = setTimeout(run, fallbackMs);
    return () => clearTimeout(timer);
  }
  const handle = globalThis.requestIdleCallback(() => run(), { timeout: deadlineMs });
  return () => globalThis.cancelIdleCallback(handle);
}
