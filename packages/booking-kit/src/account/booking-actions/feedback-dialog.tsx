"use client";
import {
  FEEDBACK_ITEMS,
  FEEDBACK_MAX_RATING,
  labels,
  messages,
  TIP_PRESETS,
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
  FieldError,
  Money,
  RatingStarsInput,
  TagToggleGroup,
  Textarea,
  TipSelector,
} from "@bookwell/ui";
import { useQuery } from "@tanstack/react-query";
import * as React from "react";

import type { OnUseDialogProps } from "../../dialog-on-use";
import { useKit, useSession } from "../../kit-context";
import { useSubmitFeedback } from "../../queries/account-mutations";
import { creditTotalQuery } from "../../queries/cart-queries";
import { useReportErrors } from "../account-states";
import { dialogTriggers } from "../dialog-triggers";
import { TopUpDialog } from "../top-up-dialog";
import {
  feedbackProblem,
  tipExceedsCredit,
  toggleFeedbackItem,
  toggleTip,
} from "./booking-actions";
import { useActionDialog } from "./use-action-dialog";

const REMARK_MAX = 500;
const itemTags = FEEDBACK_ITEMS.map((item) => ({
  value: item,
  label: item.charAt(0).toUpperCase() + item.slice(1),
}));

type Form = { rating: number; items: string[]; tip: number | null; remark: string };
const emptyForm: Form = { rating: 0, items: [], tip: null, remark: "" };

export type FeedbackDialogProps = Partial<OnUseDialogProps> & {
  /** The completed booking being rated. */
  booking: BookingDetail;
};

/**
 * Submit feedback (account-area.md sections 2, 4 and 5): a rating of 1 to 6 stars, the
 * feedback items toggled on and off, an optional tip of £1, £2, £5 or £10 paid from credit
 * (the same amount again clears it) and a remark. A tip above the available credit says so
 * and offers TOP-UP CREDITS, which opens the top-up dialog over this one; the new balance
 * counts at once. Success says "Feedback submitted successfully." and closes.
 */
export function FeedbackDialog({
  booking,
  trigger = dialogTriggers.feedback(),
  defaultOpen,
}: FeedbackDialogProps) {
  const { client, settings } = useKit();
  const user = useSession();
  const [form, setForm] = React.useState<Form>(emptyForm);
  const feedback = useSubmitFeedback({ arnum: user?.arnum ?? "", email: user?.email ?? "" });
  const { open, setOpen, onOpenChange, problem, setProblem, submit } = useActionDialog({
    mutation: feedback,
    defaultOpen,
    onDone: () => setForm(emptyForm),
  });
  const credit = useQuery({ ...creditTotalQuery(client, user?.arnum ?? ""), enabled: open });
  useReportErrors(credit.error);
  const available = credit.data?.total;
  const short = tipExceedsCredit(form.tip, available);
  const ratingLabelId = React.useId();
  const remarkRef = React.useRef<HTMLTextAreaElement>(null);
  const ratingRef = React.useRef<HTMLDivElement>(null);

  const update = (change: Partial<Form>) => {
    setForm((current) => ({ ...current, ...change }));
    setProblem(null);
  };

  const send = () =>
    submit(
      () =>
        feedbackProblem({
          refnum: booking.refnum,
          rating: form.rating,
          items: form.items,
          remark: form.remark,
          tipamt: form.tip ?? 0,
          availableCredit: available,
        }),
      () => ({
        refnum: booking.refnum,
        rating: form.rating,
        items: form.items as (typeof FEEDBACK_ITEMS)[number][],
        remark: form.remark.trim(),
        tipamt: form.tip ?? 0,
      }),
      (field) => {
        if (field === "rating") ratingRef.current?.querySelector<HTMLElement>("button")?.focus();
        if (field === "remark") remarkRef.current?.focus();
      },
    );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle>{labels.sendUsFeedback}</DialogTitle>
          <DialogDescription>How was {booking.matname}?</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          aria-label="Feedback"
          className="flex flex-col gap-5"
          onSubmit={(event) => {
            event.preventDefault();
            send();
          }}
        >
          <div className="flex flex-col gap-1.5">
            <span id={ratingLabelId} className="text-sm font-medium">
              Your rating
            </span>
            <RatingStarsInput
              ref={ratingRef}
              aria-labelledby={ratingLabelId}
              max={FEEDBACK_MAX_RATING}
              value={form.rating}
              onValueChange={(rating) => update({ rating })}
            />
            {problem?.field === "rating" ? <FieldError>{problem.message}</FieldError> : null}
          </div>
          <div className="flex flex-col gap-1.5">
            <span aria-hidden="true" className="text-sm font-medium">
              What went well?
            </span>
            <TagToggleGroup
              label="What went well?"
              tags={itemTags}
              value={form.items}
              onValueChange={(next) => {
                // The group reports the new set; the rule keeps the spec's order of items.
                const pressed =
                  next.find((item) => !form.items.includes(item)) ??
                  form.items.find((item) => !next.includes(item));
                if (pressed) update({ items: toggleFeedbackItem(form.items, pressed) });
              }}
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <span aria-hidden="true" className="text-sm font-medium">
              Tip for the crew
            </span>
            <TipSelector
              label="Tip for the crew"
              amounts={TIP_PRESETS}
              currency={settings.currency}
              value={form.tip}
              onValueChange={(next) => {
                // The selector reports null when the chosen amount is pressed again.
                const pressed = next ?? form.tip;
                if (pressed !== null) update({ tip: toggleTip(form.tip, pressed) });
              }}
            />
            {available !== undefined ? (
              <p className="text-sm text-muted-foreground">
                Tips are paid from your credit. Available:{" "}
                <Money amount={available} currency={settings.currency} />
              </p>
            ) : null}
            {short || problem?.field === "tipamt" ? (
              <div className="flex flex-wrap items-center gap-3">
                <p role="alert" className="text-sm font-medium text-destructive">
                  {messages.notEnoughCreditsForTip}
                </p>
                <TopUpDialog />
              </div>
            ) : null}
          </div>
          <Field label="Remark" error={problem?.field === "remark" ? problem.message : undefined}>
            <Textarea
              ref={remarkRef}
              maxLength={REMARK_MAX}
              value={form.remark}
              onChange={(event) => update({ remark: event.target.value })}
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
            <Button type="submit" pending={feedback.isPending} pendingLabel="Sending your feedback">
              Submit
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
