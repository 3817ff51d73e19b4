"use client";
import {
  type CalendarDate,
  createDateRules,
  type DateRules,
  labels,
  messages,
  type TimeSlot as ApiTimeSlot,
} from "@bookwell/contract";
import { Button, DatePicker, Skeleton, SlotPicker, type TimeSlot } from "@bookwell/ui";
import { useQuery } from "@tanstack/react-query";
import * as React from "react";

import {
  isTwoJobPackage,
  type SelectedPackage,
  type WizardMessage,
  type WizardState,
} from "./wizard-machine";
import { useKit } from "../kit-context";
import { holidaysQuery, timeSlotsQuery } from "../queries/queries";
import { useReportError } from "../entry/entry-hooks";

export type DateTimeStepProps = {
  pkg: SelectedPackage;
  /** The business's today (`businessToday(settings.timeZone)`). */
  today: CalendarDate;
  value: Pick<WizardState, "date" | "shift" | "date2" | "shift2">;
  /** The Date & Time problem to show (the machine's `error`). */
  error: WizardMessage | null;
  onSelectDate: (date: CalendarDate) => void;
  onSelectShift: (shift: string) => void;
  onSelectDate2: (date: CalendarDate) => void;
  onSelectShift2: (shift: string) => void;
  /** CONTINUE: the machine checks, then asks a visitor to log in or goes on. */
  onContinue: () => void;
};

const toSlots = (slots: readonly ApiTimeSlot[] | undefined): TimeSlot[] =>
  (slots ?? []).map((slot) => ({ id: slot.shiftnum, start: slot.starttime, end: slot.endtime }));

/**
 * Date & Start Time (booking-flow.md section 2): a date from the holiday rules (lead time
 * and holidays, `createDateRules`), a slot labelled Morning, Afternoon or Evening, and for a
 * two-job package a pick date after the first plus the same offset and its slot.
 */
export function DateTimeStep({
  pkg,
  today,
  value,
  error,
  onSelectDate,
  onSelectShift,
  onSelectDate2,
  onSelectShift2,
  onContinue,
}: DateTimeStepProps) {
  const { client } = useKit();
  const holidays = useQuery(holidaysQuery(client, pkg.matnum));
  useReportError(holidays.error);
  // The calendar renders in the background once the holidays arrive, the skeleton staying until
  // it is ready: a query's answer renders at once otherwise, the month's calendar in one task
  // (21 ms in a trace of the wizard's load, four times that on a mid-range phone).
  const holidayList = React.useDeferredValue(holidays.data);
  const rules = React.useMemo(
    () => (holidayList ? createDateRules(holidayList, today) : null),
    [holidayList, today],
  );
  const twoJobs = isTwoJobPackage(pkg);
  // Stable while the rules are: the month grid renders again only when its own value changes.
  const isSelectable = React.useCallback(
    (date: CalendarDate) => rules?.isSelectable(date) ?? false,
    [rules],
  );

  if (!rules) {
    return holidays.isError ? (
      <p role="alert">{messages.oops}</p>
    ) : (
      // The form's height (578 px on a phone, 506 px from md): nothing below it moves when the
      // dates arrive.
      <div aria-busy="true" className="flex min-h-[36rem] flex-col gap-4 md:min-h-[32rem]">
        <span role="status" className="sr-only">
          Loading dates
        </span>
        <Skeleton className="h-80 w-full max-w-sm" />
      </div>
    );
  }

  return (
    <form
      noValidate
      aria-label={labels.stepDateTime}
      className="flex flex-col gap-8"
      onSubmit={(event) => {
        event.preventDefault();
        onContinue();
      }}
    >
      <DateAndSlot
        part="first"
        label="Start date"
        slotLabel="Start time"
        jobnum={pkg.jobnum}
        today={today}
        date={value.date}
        shift={value.shift}
        isSelectable={isSelectable}
        fromDate={rules.firstSelectable}
        dateError={error === "chooseDate" ? messages.chooseDate : null}
        shiftError={error === "chooseShift" ? messages.chooseShift : null}
        onSelectDate={onSelectDate}
        onSelectShift={onSelectShift}
      />
      {twoJobs ? (
        <SecondDateAndSlot
          rules={rules}
          jobnum={pkg.jobnum2 ?? ""}
          today={today}
          first={value.date}
          date={value.date2}
          shift={value.shift2}
          error={error}
          onSelectDate={onSelectDate2}
          onSelectShift={onSelectShift2}
        />
      ) : null}
      <div className="flex justify-end">
        <Button type="submit">{labels.continue}</Button>
      </div>
    </form>
  );
}

function SecondDateAndSlot({
  rules,
  jobnum,
  today,
  first,
  date,
  shift,
  error,
  onSelectDate,
  onSelectShift,
}: {
  rules: DateRules;
  jobnum: string;
  today: CalendarDate;
  first: CalendarDate | null;
  date: CalendarDate | null;
  shift: string | null;
  error: WizardMessage | null;
  onSelectDate: (date: CalendarDate) => void;
  onSelectShift: (shift: string) => void;
}) {
  // Until the first date is chosen, no pick date can be.
  const isSelectable = React.useCallback(
    (candidate: CalendarDate) => first !== null && rules.isSelectableSecond(candidate, first),
    [rules, first],
  );
  return (
    <DateAndSlot
      part="second"
      variant="field"
      label="Pick date"
      slotLabel="Pick time"
      hint={first ? undefined : "Choose the start date first."}
      jobnum={jobnum}
      today={today}
      date={date}
      shift={shift}
      isSelectable={isSelectable}
      fromDate={first ?? rules.firstSelectable}
      dateError={error === "choosePickDate" ? messages.choosePickDate : null}
      shiftError={error === "choosePickShift" ? messages.choosePickShift : null}
      onSelectDate={onSelectDate}
      onSelectShift={onSelectShift}
    />
  );
}

function DateAndSlot({
  part,
  variant = "calendar",
  label,
  slotLabel,
  hint,
  jobnum,
  today,
  date,
  shift,
  isSelectable,
  fromDate,
  dateError,
  shiftError,
  onSelectDate,
  onSelectShift,
}: {
  part: "first" | "second";
  /** The start date is the step's main choice (a month grid); the pick date a DD/MM/YYYY field. */
  variant?: "calendar" | "field";
  label: string;
  slotLabel: string;
  hint?: string;
  jobnum: string;
  today: CalendarDate;
  date: CalendarDate | null;
  shift: string | null;
  isSelectable: (date: CalendarDate) => boolean;
  fromDate: CalendarDate;
  dateError: string | null;
  shiftError: string | null;
  onSelectDate: (date: CalendarDate) => void;
  onSelectShift: (shift: string) => void;
}) {
  const { client, settings } = useKit();
  // The slots follow the date in the background: a pressed day paints first, and the slots'
  // part (its query, the skeleton, then the radio group) renders after it, interruptibly.
  const slotDate = React.useDeferredValue(date);
  // A date that is not after the offset (e.g. kept from before) gets no slots.
  const selectable = slotDate !== null && isSelectable(slotDate);
  const slots = useQuery({
    ...timeSlotsQuery(client, jobnum, slotDate ?? ""),
    enabled: selectable && jobnum !== "",
  });
  useReportError(slots.error);
  const isDateDisabled = React.useCallback((iso: string) => !isSelectable(iso), [isSelectable]);
  const slotHeadingId = React.useId();
  const slotErrorId = React.useId();
  const hintId = React.useId();

  return (
    <div data-part={part} className="flex flex-col gap-6 md:flex-row md:items-start">
      <div className="flex flex-col gap-2">
        {hint ? (
          <p id={hintId} className="text-sm text-muted-foreground">
            {hint}
          </p>
        ) : null}
        <DatePicker
          variant={variant}
          label={label}
          openLabel={`Choose ${label.toLowerCase()}`}
          value={date ?? ""}
          onValueChange={(iso) => {
            if (iso) onSelectDate(iso);
          }}
          isDateDisabled={isDateDisabled}
          fromDate={fromDate}
          defaultMonth={date ?? fromDate}
          today={today}
          error={dateError ? <span role="alert">{dateError}</span> : undefined}
        />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <h3 id={slotHeadingId} className="text-sm font-medium">
          {slotLabel}
        </h3>
        {!selectable ? (
          <p className="text-sm text-muted-foreground">Choose a date to see the time slots.</p>
        ) : (
          <SlotPicker
            aria-labelledby={slotHeadingId}
            aria-describedby={shiftError ? slotErrorId : undefined}
            // Another date's slots, until the slots' part has caught up: none can be chosen.
            loading={slots.isPending || slotDate !== date}
            slots={toSlots(slots.data)}
            value={shift ?? ""}
            onValueChange={onSelectShift}
            emptyMessage={slots.isError ? messages.oops : messages.noSlots(settings.hotline)}
          />
        )}
        {shiftError ? (
          <p id={slotErrorId} role="alert" className="text-sm font-medium text-destructive">
            <span className="sr-only">Error: </span>
            {shiftError}
          </p>
        ) : null}
      </div>
    </div>
  );
}
