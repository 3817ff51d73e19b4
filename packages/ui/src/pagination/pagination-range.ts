/** One entry of the numbered page list: a page number, or a gap shown as an ellipsis. */
export type PaginationEntry = number | "ellipsis-start" | "ellipsis-end";

/**
 * The numbered pages to show: always the first and the last, the current page with
 * `siblings` pages either side, and an ellipsis for each longer gap. A gap of a single page
 * shows that page instead (an ellipsis would take the same room and hide it).
 */
export function paginationRange(page: number, pageCount: number, siblings = 1): PaginationEntry[] {
  const count = Math.max(1, Math.trunc(pageCount));
  const current = Math.min(count, Math.max(1, Math.trunc(page)));
  const around = Math.max(0, Math.trunc(siblings));
  // First, last, current ± siblings, and two ellipses: when that covers every page, show all.
  if (count <= around * 2 + 5) return Array.from({ length: count }, (_, index) => index + 1);
  let start = Math.max(2, current - around);
  let end = Math.min(count - 1, current + around);
  // Keep the list the same length wherever the current page is, so the buttons do not jump.
  const span = around * 2 + 2;
  if (current - around <= 3) {
    start = 2;
    end = span + 1;
  } else if (current + around >= count - 2) {
    start = count - span;
    end = count - 1;
  }
  const entries: PaginationEntry[] = [1];
  if (start > 2) entries.push("ellipsis-start");
  for (let value = start; value <= end; value++) entries.push(value);
  if (end < count - 1) entries.push("ellipsis-end");
  entries.push(count);
  return entries;
}
