import type { Matcher } from "react-day-picker";

import { parseIsoDate, toIsoDate } from "./date-format";

/** The rules that make a day unselectable, shared by both DatePicker variants. */
export type DateRules = {
  /** Days the customer cannot choose, as a rule on "YYYY-MM-DD" strings. */
  isDateDisabled?: (iso: string) => boolean;
  /** Days the customer cannot choose, as react-day-picker matchers. */
  disabledDays?: Matcher | Matcher[];
  /** First selectable date "YYYY-MM-DD". */
  fromDate?: string;
  /** Last selectable date "YYYY-MM-DD". */
  toDate?: string;
};

/** Every rule as react-day-picker matchers (what the calendar disables). */
export function toMatchers({ isDateDisabled, disabledDays, fromDate, toDate }: DateRules) {
  const from = parseIsoDate(fromDate);
  const to = parseIsoDate(toDate);
  const matchers: Matcher[] = [];
  if (from) matchers.push({ before: from });
  if (to) matchers.push({ after: to });
  if (isDateDisabled) matchers.push((date: Date) => isDateDisabled(toIsoDate(date)));
  if (disabledDays) matchers.push(...(Array.isArray(disabledDays) ? disabledDays : [disabledDays]));
  return { matchers, from, to };
}

/** A local date's day count, so days compare without their hours. */
const dayNumber = (date: Date) =>
  Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) / 86_400_000;

/**
 * Whether `date` matches a react-day-picker matcher, by the rules its documentation gives
 * (`Matcher`): a boolean, a function, a day, a list of days, `{ from, to }` (inclusive),
 * `{ before }` and `{ after }` (exclusive), both (between when `before` is later, else outside)
 * and `{ dayOfWeek }`. Written out so a typed date is checked without loading the calendar's
 * library (`date-rules.test.ts` compares it with react-day-picker's own matching).
 */
function matches(date: Date, matcher: Matcher): boolean {
  const day = dayNumber(date);
  if (typeof matcher === "boolean") return matcher;
  if (typeof matcher === "function") return matcher(date);
  if (matcher instanceof Date) return dayNumber(matcher) === day;
  if (Array.isArray(matcher)) return matcher.some((one) => dayNumber(one) === day);
  if ("dayOfWeek" in matcher) {
    return ([] as number[]).concat(matcher.dayOfWeek).includes(date.getDay());
  }
  if ("from" in matcher) {
    const { from, to } = matcher;
    if (!from) return false;
    if (!to) return dayNumber(from) === day;
    const [start, end] = [dayNumber(from), dayNumber(to)].sort((a, b) => a - b) as [number, number];
    return start <= day && day <= end;
  }
  const before = "before" in matcher ? dayNumber(matcher.before) : undefined;
  const after = "after" in matcher ? dayNumber(matcher.after) : undefined;
  if (before !== undefined && after !== undefined) {
    return before > after ? after < day && day < before : day < before || day > after;
  }
  if (before !== undefined) return day < before;
  if (after !== undefined) return day > after;
  return false;
}

/** True when a "YYYY-MM-DD" date may be chosen under the rules (a typed date is checked so). */
export function isDateSelectable(iso: string, rules: DateRules): boolean {
  const date = parseIsoDate(iso);
  if (!date) return false;
  return !toMatchers(rules).matchers.some((matcher) => matches(date, matcher));
}
