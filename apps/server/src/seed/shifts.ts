/** The demo day's shifts: start, end, the suffix of their shift numbers, and capacity. */
export const SHIFTS: ReadonlyArray<[string, string, string, number]> = [
  ["08:00", "10:00", "a", 3],
  ["10:30", "12:30", "b", 3],
  ["13:00", "15:00", "c", 2],
  ["15:30", "17:30", "d", 2],
  ["18:00", "20:00", "e", 1],
];
