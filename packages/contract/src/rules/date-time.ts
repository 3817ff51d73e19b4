import type { Rule } from "../forms/rule-list";
import { required, rule, runRules, text } from "../forms/rule-list";
import { messages } from "../messages";

/**
 * The Date & Time step (booking-flow.md section 5): a date and a shift, and for a two-job
 * package a second date and shift, reported in that order.
 */
export type DateTimeForm = {
  startdate: string;
  shiftnum: string;
  /** Two-job packages need a second date and slot. */
  isMultijob: boolean;
  startdate2: string;
  shiftnum2: string;
};

export const dateTimeRules: readonly Rule<DateTimeForm>[] = [
  required("startdate", messages.chooseDate),
  required("shiftnum", messages.chooseShift),
  rule("startdate2", messages.choosePickDate, (f) => !f.isMultijob || text(f, "startdate2") !== ""),
  rule("shiftnum2", messages.choosePickShift, (f) => !f.isMultijob || text(f, "shiftnum2") !== ""),
];

/** Every failure, one per field, in the spec's order: the first is the one to show. */
export function validateDateTime(form: Partial<DateTimeForm>) {
  return runRules(dateTimeRules, form);
}
