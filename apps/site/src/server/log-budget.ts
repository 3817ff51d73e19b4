/**
 * A log that writes at most `perMinute` lines a minute and then counts what it drops, saying
 * how many in one line when the next minute's first line is written. For what anyone may send
 * (CSP violation reports): a flood of them can fill the disk or bury the lines that matter,
 * while the first reports of a real violation still show at once.
 */
export function logBudget(
  log: (line: string) => void,
  { perMinute = 60, now = Date.now }: { perMinute?: number; now?: () => number } = {},
): (line: string) => void {
  let windowStart = -Infinity;
  let written = 0;
  let dropped = 0;
  return (line) => {
    const time = now();
    if (time - windowStart >= 60_000) {
      if (dropped > 0) log(`[log] ${dropped} more like these were not written in the last minute`);
      windowStart = time;
      written = 0;
      dropped = 0;
    }
    if (written < perMinute) {
      written += 1;
      log(line);
    } else dropped += 1;
  };
}
