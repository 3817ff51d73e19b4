/**
 * Resolves once `read()` has given a new value `times` times, watching `element` for DOM
 * changes (an empty value, from a part still loading, is not one). A "nothing moves while
 * paused" check waits for a sentinel that does move (a second copy of the component, rotating
 * on the same interval) instead of a fixed time: two changes span more than one whole interval
 * after the call. Fewer than `times` steps must not bring a rotation back to where it started.
 */
export function changes(element: Element, read: () => unknown, times = 2): Promise<void> {
  return new Promise((resolve) => {
    let last = read();
    let seen = 0;
    const observer = new MutationObserver(() => {
      const now = read();
      // Nothing read (a part still loading) is no change; the first thing read is the start.
      if (now === undefined || now === null || now === "" || now === last) return;
      const started = last !== undefined && last !== null && last !== "";
      last = now;
      if (!started) return;
      seen += 1;
      if (seen < times) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(element, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
  });
}
