import { businessToday, type CalendarDate, type StaffBusiness } from "@bookwell/contract";

/**
 * The business's day at `now` in its own time zone (Europe/London for the demo), not the
 * browser's nor UTC's: just after midnight in London in summer it is already the next day
 * there while UTC is still on the day before.
 */
export function todayOf(business: Pick<StaffBusiness, "timeZone">, now = new Date()): CalendarDate {
  return businessToday(business.timeZone, now);
}
