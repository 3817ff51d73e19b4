/**
 * Code loaded on use (the sign-in dialogs and their views): `load` runs now when what it loads
 * is wanted, otherwise once the page is idle (after 2 s where the browser has no idle
 * callback), so the first load stays light and the first opening is quick. Returns the
 * effect's cleanup, which cancels a pending idle load; `isLive()` turns false then, so a late
 * answer is dropped.
 */
export function loadNowOrWhenIdle(
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
  const idle =
    globalThis.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 2000));
  const cancel = globalThis.cancelIdleCallback ?? clearTimeout;
  const handle = idle(() => load(isLive));
  return () => {
    live = false;
    cancel(handle as number);
  };
}
