"use client";
import { formatDisplayDate, type BookingDetail } from "@bookwell/contract";
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@bookwell/ui";
import * as React from "react";

import type { OnUseDialogProps } from "../../dialog-on-use";
import { useSession } from "../../kit-context";
import { dialogTriggers } from "../dialog-triggers";
import { useChangeBookingDate } from "../../queries/account-mutations";
import { skipProblem } from "./booking-actions";
import { refusalText } from "./change-date-dialog";

export type SkipDialogProps = Partial<OnUseDialogProps> & {
  /** The booking to skip; it moves to its `skiptodate`, in the same time slot. */
  booking: BookingDetail;
  /** The button works (the booking is `changeable`); otherwise it shows, disabled. */
  enabled: boolean;
};

/**
 * Skip to date (account-area.md sections 4, 5 and 7): the change-date call with only
 * `requestDate = skiptodate` (no shift: the session keeps its slot). The server decides the
 * date; the dialog asks before sending, and keeps the server's refusal in view.
 */
export function SkipDialog({
  booking,
  enabled,
  trigger = dialogTriggers.skip(enabled),
  defaultOpen = false,
}: SkipDialogProps) {
  const user = useSession();
  const [open, setOpen] = React.useState(defaultOpen);
  const [error, setError] = React.useState<string | null>(null);
  const change = useChangeBookingDate({ arnum: user?.arnum ?? "", email: user?.email ?? "" });
  const date = booking.skiptodate ? formatDisplayDate(booking.skiptodate) : "";

  const skip = () => {
    if (change.isPending) return;
    const problem = skipProblem(booking);
    if (problem) {
      setError(problem);
      return;
    }
    change.mutate(
      { refnum: booking.refnum, requestDate: booking.skiptodate },
      {
        onSuccess: () => setOpen(false),
        onError: (failure) => setError(refusalText(failure)),
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (change.isPending) return;
        setError(null);
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent size="sm">
        <DialogHeader>
          <DialogTitle>Skip this session?</DialogTitle>
          <DialogDescription>
            {date
              ? `This session moves to ${date}, at the same time.`
              : "There is no later date to skip to."}
          </DialogDescription>
        </DialogHeader>
        {error ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        ) : null}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button onClick={skip} pending={change.isPending} pendingLabel="Skipping">
            {date ? `Skip to ${date}` : "Skip"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
