"use client";
import {
  accountTexts,
  DEFAULT_REFUND_HOURS,
  DEFAULT_REFUND_REASONS,
  type BookingDetail,
} from "@bookwell/contract";
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  Field,
  Select,
  Textarea,
} from "@bookwell/ui";
import * as React from "react";

import type { OnUseDialogProps } from "../../dialog-on-use";
import { useKit, useSession } from "../../kit-context";
import { dialogTriggers } from "../dialog-triggers";
import { useRequestRefund } from "../../queries/account-mutations";
import { refundProblem } from "./booking-actions";
import { useActionDialog } from "./use-action-dialog";

const REMARK_MAX = 500;

export type RefundDialogProps = Partial<OnUseDialogProps> & {
  /** The booking the refund is asked for. */
  booking: BookingDetail;
};

/**
 * Refund request (account-area.md sections 2 and 5): a reason (the brand's, `settings.refunds`:
 * the spec's "Reason 1 to 4" are placeholders) and a remark of up to 500 characters. A missing reason says "Please select
 * reason of refund." and keeps what was typed; success says "Your request has been submitted
 * successfully." and closes.
 */
export function RefundDialog({
  booking,
  trigger = dialogTriggers.refund(),
  defaultOpen,
}: RefundDialogProps) {
  const user = useSession();
  const refunds = useKit().settings.refunds ?? {
    reasons: DEFAULT_REFUND_REASONS,
    confirmWithinHours: DEFAULT_REFUND_HOURS,
  };
  const reasons = refunds.reasons.map((value) => ({ value, label: value }));
  const [reason, setReason] = React.useState("");
  const [remark, setRemark] = React.useState("");
  const refund = useRequestRefund({ arnum: user?.arnum ?? "", email: user?.email ?? "" });
  const { open, setOpen, onOpenChange, problem, setProblem, submit } = useActionDialog({
    mutation: refund,
    defaultOpen,
    onDone: () => {
      setReason("");
      setRemark("");
    },
  });
  const reasonRef = React.useRef<HTMLSelectElement>(null);
  const remarkRef = React.useRef<HTMLTextAreaElement>(null);

  const send = () =>
    submit(
      () => refundProblem({ refnum: booking.refnum, reason, remark }),
      () => ({ refnum: booking.refnum, reason, remark: remark.trim() }),
      (field) => (field === "reason" ? reasonRef : remarkRef).current?.focus(),
    );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Refund request</DialogTitle>
          <DialogDescription>
            Tell us why you would like a refund for {booking.matname}.{" "}
            {accountTexts.refundPromise(refunds.confirmWithinHours)}
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          aria-label="Refund request"
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            send();
          }}
        >
          <Field
            label="Reason"
            required
            error={problem?.field === "reason" ? problem.message : undefined}
          >
            <Select
              ref={reasonRef}
              placeholder="Select a reason"
              options={reasons}
              value={reason}
              onChange={(event) => {
                setReason(event.target.value);
                if (problem?.field === "reason") setProblem(null);
              }}
            />
          </Field>
          <Field label="Remark" error={problem?.field === "remark" ? problem.message : undefined}>
            <Textarea
              ref={remarkRef}
              maxLength={REMARK_MAX}
              value={remark}
              onChange={(event) => setRemark(event.target.value)}
            />
          </Field>
          {problem?.field === "form" ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {problem.message}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" pending={refund.isPending} pendingLabel="Sending your request">
              Submit
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
