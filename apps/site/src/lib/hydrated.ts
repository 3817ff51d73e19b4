/** The performance mark the site sets once the page has hydrated (the bench reads it). */
export const HYDRATED_MARK = "bookwell:hydrated";

/**
 * Called by the root once the page has hydrated: marks `<html data-hydrated>` (until then the
 * stylesheet leaves the controls that need a script without pointer presses, `app.css`) and
 * sets the performance mark `HYDRATED_MARK`.
 */
export function markHydrated(): void {
  document.documentElement.dataset.hydrated = "";
  performance.mark(HYDRATED_MARK);
}
