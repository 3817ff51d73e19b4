"use client";
import {
  businessToday,
  createDateRules,
  isApiError,
  messages,
  type BookingDetail,
  type TimeSlot as ApiTimeSlot,
} from "@bookwell/contract";
import {
  Button,
  DatePicker,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  Skeleton,
  SlotPicker,
  type TimeSlot,
} from "@bookwell/ui";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import * as React from "react";

import { useKit, useSession } from "../../kit-context";
import { useChangeBookingDate } from "../../queries/account-mutations";
import { bookingKeys, holidaysQuery, timeSlotsQuery } from "../../queries/queries";
import { useReportErrors } from "../account-states";
import { changeDateProblem, changeDateReducer, initialChangeDate } from "./booking-actions";

const toSlots = (slots: readonly ApiTimeSlot[] | undefined): TimeSlot[] =>
  (slots ?? []).map((slot) => ({ id: slot.shiftnum, start: slot.starttime, end: slot.endtime }));

/** A refusal the customer can act on in the dialog (a full slot, a date gone): the server's text. */
export function refusalText(error: unknown): string | null {
  return isApiError(error) && error.kind === "server" && error.status !== 401
    ? error.message
    : null;
}

export type ChangeDateDialogProps = {
  /** The booking whose date changes. */
  booking: BookingDetail;
  /** The button works (the booking is `changeable`); otherwise it shows, disabled. */
  enabled: boolean;
  /**
   * The business's today, "YYYY-MM-DD". Stories and tests fix it.
   * @default businessToday(settings.timeZone)
   */
  today?: string;
};

/**
 * Change service date (account-area.md sections 4 and 5): opening loads the package's
 * holidays, then the slots for the first allowed date; choosing a date reloads the slots and
 * clears the shift; holidays and days inside the lead time cannot be chosen. A slot taken
 * meanwhile gets the server's text and the dialog stays open with fresh slots; success
 * closes it, resets the form, and the booking's list and details show the new date.
 */
export function ChangeDateDialog({ booking, enabled, today }: ChangeDateDialogProps) {
  const { client, settings } = useKit();
  const user = useSession();
  const queryClient = useQueryClient();
  const day = today ?? businessToday(settings.timeZone);
  const [open, setOpen] = React.useState(false);
  const [state, dispatch] = React.useReducer(changeDateReducer, initialChangeDate);
  const change = useChangeBookingDate({ arnum: user?.arnum ?? "", email: user?.email ?? "" });

  const holidays = useQuery({ ...holidaysQuery(client, booking.matnum), enabled: open });
  const rules = React.useMemo(
    () => (holidays.data ? createDateRules(holidays.data, day) : null),
    [holidays.data, day],
  );
  React.useEffect(() => {
    if (open && holidays.data)
      dispatch({ type: "HOLIDAYS_LOADED", info: holidays.data, today: day });
  }, [open, holidays.data, day]);
  const slots = useQuery({
    ...timeSlotsQuery(client, booking.jobnum, state.date ?? ""),
    enabled: open && state.date !== null,
  });
  useReportErrors(holidays.error, slots.error);

  const slotHeadingId = React.useId();
  const errorId = React.useId();

  const close = (next: boolean) => {
    if (change.isPending) return;
    setOpen(next);
    if (!next) dispatch({ type: "RESET" });
  };

  const submit = () => {
    if (change.isPending) return;
    const problem = changeDateProblem(state, booking.refnum);
    if (problem) {
      dispatch({ type: "INVALID", message: problem });
      return;
    }
    change.mutate(
      { refnum: booking.refnum, requestDate: state.date!, shiftnum: state.shift! },
      {
        onSuccess: () => {
          setOpen(false);
          dispatch({ type: "RESET" });
        },
        onError: (error) => {
          const text = refusalText(error);
          if (!text) return;
          dispatch({ type: "REFUSED", message: text });
          // The slot list was out of date: ask again.
          void queryClient.invalidateQueries({
            queryKey: bookingKeys.timeSlots(booking.jobnum, state.date!),
          });
        },
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogTrigger asChild>
        <Button variant="outline" disabled={!enabled}>
          Change date
        </Button>
      </DialogTrigger>
      {/* A month grid is 7 days of 44 px: on a phone the panel's padding makes room for it. */}
      <DialogContent size="lg" className="max-sm:px-3!">
        <DialogHeader>
          <DialogTitle>Change service date</DialogTitle>
          <DialogDescription>
            Choose a new date and time slot for {booking.matname}.
          </DialogDescription>
        </DialogHeader>
        {!rules ? (
          holidays.isError ? (
            <div role="alert" className="flex flex-wrap items-center gap-3">
              <p>{messages.oops}</p>
              <Button variant="outline" size="sm" onClick={() => void holidays.refetch()}>
                Try again
              </Button>
            </div>
          ) : (
            <div aria-busy="true">
              <span role="status" className="sr-only">
                Loading dates
              </span>
              <Skeleton className="h-80 w-full max-w-sm" />
            </div>
          )
        ) : (
          <form
            noValidate
            aria-label="Change service date"
            className="flex flex-col gap-6"
            onSubmit={(event) => {
              event.preventDefault();
              submit();
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
                today={day}
              />
              <div className="flex min-w-0 flex-1 flex-col gap-2">
                <h3 id={slotHeadingId} className="text-sm font-medium">
                  New time slot
                </h3>
                <SlotPicker
                  aria-labelledby={slotHeadingId}
                  aria-describedby={state.error ? errorId : undefined}
                  loading={slots.isPending || slots.isRefetching}
                  slots={toSlots(slots.data)}
                  value={state.shift ?? ""}
                  onValueChange={(shift) => dispatch({ type: "SHIFT_CHOSEN", shift })}
                  emptyMessage={slots.isError ? messages.oops : messages.noSlots(settings.hotline)}
                />
              </div>
            </div>
            {state.error ? (
              <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
                {state.error}
              </p>
            ) : null}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => close(false)}>
                Cancel
              </Button>
              <Button type="submit" pending={change.isPending} pendingLabel="Changing the date">
                Change date
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
