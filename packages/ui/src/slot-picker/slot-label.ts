/** Part of the day a time slot starts in. */
export type TimeOfDay = "Morning" | "Afternoon" | "Evening";

/** Reads the hour of a "HH:mm" (or "H:mm", optionally with ":ss") time; throws on anything else. */
export function parseHour(time: string): number {
  const match = /^(\d{1,2}):([0-5]\d)(?::[0-5]\d)?$/.exec(time.trim());
  const hour = match ? Number(match[1]) : Number.NaN;
  if (!match || hour > 23) throw new RangeError(`Not a "HH:mm" time: ${time}`);
  return hour;
}

/** From the start hour: before 12 Morning, before 18 Afternoon, otherwise Evening. */
export function slotTimeOfDay(start: string): TimeOfDay {
  const hour = parseHour(start);
  if (hour < 12) return "Morning";
  if (hour < 18) return "Afternoon";
  return "Evening";
}

/** The range text of a slot, e.g. "08:00 to 10:00". */
export function slotRangeText(start: string, end: string, to = "to"): string {
  return `${start} ${to} ${end}`;
}

/** The accessible name of a slot, e.g. "Morning, 08:00 to 10:00". */
export function slotAccessibleName(
  start: string,
  end: string,
  labels: Record<TimeOfDay, string> = {
    Morning: "Morning",
    Afternoon: "Afternoon",
    Evening: "Evening",
  },
  to = "to",
): string {
  return `${labels[slotTimeOfDay(start)]}, ${slotRangeText(start, end, to)}`;
}
