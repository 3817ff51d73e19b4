/** Lines a minute each kind of noisy line may write before the rest are only counted. */
export const LOG_LINES_PER_KIND_PER_MINUTE = 20;

/** Writes `line` as one of `kind`, within that kind's budget. */
export type BudgetedLog = (kind: string, line: string) => void;

/**
 * A log with a budget per kind of line, for what anyone may cause (a POST to a page, a flood
 * of 404s, refused logins, CSP reports): each kind writes at most `perMinute` lines a minute
 * and counts the rest, then says how many in one line ("suppressed K") when its next minute's
 * first line is written. A flood cannot fill the disk or bury the lines that matter, while the
 * first lines of anything real still show at once. Kinds are a few fixed names, never a value
 * a caller chose.
 */
export function logBudget(
  log: (line: string) => void,
  {
    perMinute = LOG_LINES_PER_KIND_PER_MINUTE,
    now = Date.now,
  }: { perMinute?: number; now?: () => number } = {},
): BudgetedLog {
  const kinds = new Map<string, { since: number; written: number; suppressed: number }>();
  return (kind, line) => {
    const time = now();
    let budget = kinds.get(kind);
    if (!budget || time - budget.since >= 60_000) {
      if (budget && budget.suppressed > 0)
        log(`[log] ${kind}: suppressed ${budget.suppressed} more lines in the last minute`);
      budget = { since: time, written: 0, suppressed: 0 };
      kinds.set(kind, budget);
    }
    if (budget.written < perMinute) {
      budget.written += 1;
      log(line);
    } else budget.suppressed += 1;
  };
}
