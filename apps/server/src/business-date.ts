import { businessToday, type CalendarDate } from "@bookwell/contract";

import type { Clock, ServerConfig } from "./config";

/**
 * "Today" for every date rule on the server: the contract's `businessToday` in the brand's
 * time zone at the clock's now (a test's clock, or the wall clock).
 */
export function todayOf({
  clock,
  config,
}: {
  clock: Clock;
  config: Pick<ServerConfig, "timeZone">;
}): CalendarDate {
  return businessToday(config.timeZone, clock.now());
}
