import { ConfirmDialog } from "@bookwell/ui";

export type LeaveBookingDialogProps = {
  open: boolean;
  /** Stay: the dialog closed without leaving. */
  onStay: () => void;
  /** Leave: the held-back navigation goes on. */
  onLeave: () => void;
};

/**
 * The booking page's "Leave this booking?" question for links inside the site. Its module (the
 * dialog primitive, focus trap, scroll lock) is not in the booking page's first load: the page
 * loads it once a booking is in progress, the only time it can open.
 */
export function LeaveBookingDialog({ open, onStay, onLeave }: LeaveBookingDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onStay();
      }}
      title="Leave this booking?"
      description="The date and time you chose are not saved yet."
      confirmLabel="Leave"
      cancelLabel="Stay"
      onConfirm={onLeave}
    />
  );
}
