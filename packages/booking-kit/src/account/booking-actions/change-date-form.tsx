"use client";
import type { CalendarDate, DateRules, TimeSlot as ApiTimeSlot } from "@bookwell/contract";
import { Button, DatePicker, DialogFooter, SlotPicker, type TimeSlot } from "@bookwell/ui";
import * as React from "react";

import type { ChangeDateEvent, ChangeDateState } from "./booking-actions";

const toSlots = (slots: readonly ApiTimeSlot[] | undefined): TimeSlot[] =>
  (slots ?? []).map((slot) => ({ id: slot.shiftnum, start: slot.starttime, end: slot.endtime }));

export type ChangeDateFormProps = {
  state: ChangeDateState;
  dispatch: (event: ChangeDateEvent) => void;
  /** The package's date rules (holidays, lead time), once its holidays have loaded. */
  rules: DateRules;
  /** The business's today. */
  today: CalendarDate;
  /** The chosen date's slots (undefined until they have loaded). */
  slots: readonly ApiTimeSlot[] | undefined;
  /** The slots are being asked for. */
  slotsLoading: boolean;
  /** What the slot list says when empty (no slot, or the call failed). */
  noSlotsMessage: string;
  /** The change is being sent. */
  pending: boolean;
  onSubmit: () => void;
  onCancel: () => void;
};

/**
 * Change service date's form (the calendar, the slot picker, the problem, Cancel and Change
 * date): a module of its own, loaded on use by `ChangeDateDialog`, which keeps the state, the
 * calls and the rules.
 */
export function ChangeDateForm({
  state,
  dispatch,
  rules,
  today,
  slots,
  slotsLoading,
  noSlotsMessage,
  pending,
  onSubmit,
  onCancel,
}: ChangeDateFormProps) {
  const slotHeadingId = React.useId();
  const errorId = React.useId();
  return (
    <form
      noValidate
      aria-label="Change service date"
      className="flex flex-col gap-6"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <div className="flex flex-col gap-6 md:flex-row md:items-start">
        <DatePicker
          label="New date"
          openLabel="Choose new date"
          value={state.date ?? ""}
          onValueChange={(iso) => {
            if (iso) dispatch({ type: "DATE_CHOSEN", date: iso });
          }}
          isDateDisabled={(iso) => !rules.isSelectable(iso)}
          fromDate={rules.firstSelectable}
          defaultMonth={state.date ?? rules.firstSelectable}
          today={today}
        />
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <h3 id={slotHeadingId} className="text-sm font-medium">
            New time slot
          </h3>
          <SlotPicker
            aria-labelledby={slotHeadingId}
            aria-describedby={state.error ? errorId : undefined}
            loading={slotsLoading}
            slots={toSlots(slots)}
            value={state.shift ?? ""}
            onValueChange={(shift) => dispatch({ type: "SHIFT_CHOSEN", shift })}
            emptyMessage={noSlotsMessage}
          />
        </div>
      </div>
      {state.error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {state.error}
        </p>
      ) : null}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" pending={pending} pendingLabel="Changing the date">
          Change date
        </Button>
      </DialogFooter>
    </form>
  );
}
