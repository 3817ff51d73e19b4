/**
 * Resolves once `read()` has given a new value `times` times, watching `element` for DOM
 * changes. A "nothing moves while paused" check waits for a sentinel that does move (a second
 * copy of the component, rotating on the same interval) instead of a fixed time: three
 * changes are more than one whole interval after the call.
 */
export function changes(element: Element, read: () => unknown, times = 3): Promise<void> {
  return new Promise((resolve) => {
    let last = read();
    let seen = 0;
    const observer = new MutationObserver(() => {
      const now = read();
      if (now === last) return;
      last = now;
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
