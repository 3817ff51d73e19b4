import { dateMatchModifiers, type Matcher } from "react-day-picker";

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

/** True when a "YYYY-MM-DD" date may be chosen under the rules (a typed date is checked so). */
export function isDateSelectable(iso: string, rules: DateRules): boolean {
  const date = parseIsoDate(iso);
  if (!date) return false;
  return !dateMatchModifiers(date, toMatchers(rules).matchers);
}
