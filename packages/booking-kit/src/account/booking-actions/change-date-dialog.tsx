"use client";
import {
  businessToday,
  createDateRules,
  isApiError,
  messages,
  type BookingDetail,
} from "@bookwell/contract";
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  loadOnce,
  Skeleton,
} from "@bookwell/ui";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import * as React from "react";

import type { OnUseDialogProps } from "../../dialog-on-use";
import { useKit, useSession } from "../../kit-context";
import { afterNextPaint } from "../../lib/when-page-settled";
import { useChangeBookingDate } from "../../queries/account-mutations";
import { bookingKeys, holidaysQuery, timeSlotsQuery } from "../../queries/queries";
import { useReportErrors } from "../account-states";
import { dialogTriggers } from "../dialog-triggers";
import { changeDateProblem, changeDateReducer, initialChangeDate } from "./booking-actions";
import type * as FormModule from "./change-date-form";

/**
 * The dialog's form (the calendar with its date library, the slot picker): not in the booking
 * details' module. It loads once the dialog is on the page, closed (`dialogOnUse` places it
 * there when its module arrives before a press), or after an opening's first paint, beside the
 * holidays' call the form waits for anyway.
 */
const loadForm = loadOnce((): Promise<typeof FormModule> => import("./change-date-form"));
const preloadForm = () => void loadForm().catch(() => undefined);
const ChangeDateForm = React.lazy(() =>
  loadForm().then((module) => ({ default: module.ChangeDateForm })),
);

/** The dates still loading (the holidays' call, or the form's module). */
function LoadingDates() {
  return (
    <div aria-busy="true">
      <span role="status" className="sr-only">
        Loading dates
      </span>
      <Skeleton className="h-80 w-full max-w-sm" />
    </div>
  );
}

/** A refusal the customer can act on in the dialog (a full slot, a date gone): the server's text. */
export function refusalText(error: unknown): string | null {
  return isApiError(error) && error.kind === "server" && error.status !== 401
    ? error.message
    : null;
}

export type ChangeDateDialogProps = Partial<OnUseDialogProps> & {
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
export function ChangeDateDialog({
  booking,
  enabled,
  today,
  trigger = dialogTriggers.changeDate(enabled),
  defaultOpen = false,
}: ChangeDateDialogProps) {
  const { client, settings } = useKit();
  const user = useSession();
  const queryClient = useQueryClient();
  const [open, setOpen] = React.useState(defaultOpen);
  const [openAtMount] = React.useState(defaultOpen);
  React.useEffect(() => {
    if (!openAtMount) preloadForm();
  }, [openAtMount]);
  const [state, dispatch] = React.useReducer(changeDateReducer, initialChangeDate);
  const change = useChangeBookingDate({ arnum: user?.arnum ?? "", email: user?.email ?? "" });

  // Each opening paints the dialog with its dates loading first; the holidays' call, the form's
  // module and the form itself come after that paint. Starting the call takes the main thread a
  // while (it loads its answer's schemas), and a month of the calendar longer: the press's frame
  // does not wait for them.
  const [painted, setPainted] = React.useState(false);
  React.useEffect(() => {
    if (!open || painted) return;
    return afterNextPaint(() => {
      preloadForm();
      setPainted(true);
    });
  }, [open, painted]);
  const holidays = useQuery({ ...holidaysQuery(client, booking.matnum), enabled: painted });
  // Today once painted and the holidays are in: its formatter is not made in the opening's
  // frame (the holidays of an earlier opening are already there).
  const day = painted && holidays.data ? (today ?? businessToday(settings.timeZone)) : null;
  const rules = React.useMemo(
    () => (holidays.data && day ? createDateRules(holidays.data, day) : null),
    [holidays.data, day],
  );
  React.useEffect(() => {
    if (open && holidays.data && day)
      dispatch({ type: "HOLIDAYS_LOADED", info: holidays.data, today: day });
  }, [open, holidays.data, day]);
  const slots = useQuery({
    ...timeSlotsQuery(client, booking.jobnum, state.date ?? ""),
    enabled: painted && state.date !== null,
  });
  useReportErrors(holidays.error, slots.error);

  const hide = () => {
    setOpen(false);
    setPainted(false);
    dispatch({ type: "RESET" });
  };
  const close = (next: boolean) => {
    if (change.isPending) return;
    if (next) setOpen(true);
    else hide();
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
        onSuccess: hide,
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
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      {/*
       * A month grid is 7 days of 44 px (36 below 360 px) in a card: on a phone the panel
       * takes the screen's width less 8 px a side, and less padding, to make room for it.
       */}
      <DialogContent size="lg" className="max-sm:w-[calc(100vw-1rem)] max-sm:px-2!">
        <DialogHeader>
          <DialogTitle>Change service date</DialogTitle>
          <DialogDescription>
            Choose a new date and time slot for {booking.matname}.
          </DialogDescription>
        </DialogHeader>
        {!rules || !day ? (
          painted && holidays.isError ? (
            <div role="alert" className="flex flex-wrap items-center gap-3">
              <p>{messages.oops}</p>
              <Button variant="outline" size="sm" onClick={() => void holidays.refetch()}>
                Try again
              </Button>
            </div>
          ) : (
            <LoadingDates />
          )
        ) : (
          <React.Suspense fallback={<LoadingDates />}>
            <ChangeDateForm
              state={state}
              dispatch={dispatch}
              rules={rules}
              today={day}
              // Read here, not in the form: the query re-renders this dialog for what it reads.
              slots={slots.data}
              slotsLoading={slots.isPending || slots.isRefetching}
              noSlotsMessage={slots.isError ? messages.oops : messages.noSlots(settings.hotline)}
              pending={change.isPending}
              onSubmit={submit}
              onCancel={() => close(false)}
            />
          </React.Suspense>
        )}
      </DialogContent>
    </Dialog>
  );
}
