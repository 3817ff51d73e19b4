"use client";
import {
  FEEDBACK_MAX_RATING,
  isApiError,
  labels,
  messages,
  type FeedbackDetail,
} from "@bookwell/contract";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  Money,
  RatingStars,
} from "@bookwell/ui";
import { useQuery } from "@tanstack/react-query";
import * as React from "react";

import { useKit, useSession } from "../kit-context";
import { feedbackDetailQuery } from "../queries/account-queries";
import { AccountFailed, AccountLoading, useReportErrors } from "./account-states";

/** Each feedback tag as the customer reads it. */
const ITEM_LABELS: Readonly<Record<FeedbackDetail["items"][number], string>> = {
  clean: "Clean",
  thorough: "Thorough",
  helpful: "Helpful",
  eco: "Eco",
  safe: "Safe",
  professional: "Professional",
};

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 border-b border-border py-2 last:border-0 sm:grid-cols-[8rem_1fr]">
      <dt className="text-sm font-semibold text-muted-foreground">{label}</dt>
      <dd className="text-foreground">{children}</dd>
    </div>
  );
}

export type FeedbackDetailViewProps = {
  /** The feedback, as `GET myfeedback/details/{refnum}` gives it. */
  feedback: FeedbackDetail;
  /**
   * The currency of the tip.
   * @default "GBP"
   */
  currency?: "GBP" | "SGD";
};

/** The feedback given, read only: rating out of 6, what went well, the tip and the remarks. */
export function FeedbackDetailView({ feedback, currency = "GBP" }: FeedbackDetailViewProps) {
  return (
    <dl data-slot="feedback-detail">
      <Row label="Rating">
        <RatingStars value={feedback.rating} max={FEEDBACK_MAX_RATING} />
      </Row>
      <Row label="What went well">
        {feedback.items.length > 0 ? (
          <ul className="flex flex-wrap gap-2">
            {feedback.items.map((item) => (
              <li key={item} className="rounded-full border border-border px-3 py-1 text-sm">
                {ITEM_LABELS[item]}
              </li>
            ))}
          </ul>
        ) : (
          "None chosen"
        )}
      </Row>
      <Row label="Tip">
        {feedback.tipamt > 0 ? <Money amount={feedback.tipamt} currency={currency} /> : "No tip"}
      </Row>
      <Row label="Remarks">
        {feedback.remark.trim() ? (
          <p className="whitespace-pre-line break-words">{feedback.remark}</p>
        ) : (
          "None"
        )}
      </Row>
    </dl>
  );
}

export type FeedbackViewDialogProps = {
  /** The booking whose feedback is shown, with its ticket for the description; null: closed. */
  booking: { refnum: string; ticket: string } | null;
  /** Called when the customer closes it. */
  onClose: () => void;
};

/**
 * "Send us your feedback", read only (account-area.md section 2, My Feedback's view):
 * `GET myfeedback/details/{refnum}` when opened, then the rating, tip and remarks as given.
 */
export function FeedbackViewDialog({ booking, onClose }: FeedbackViewDialogProps) {
  const { client, settings } = useKit();
  const user = useSession();
  const owner = { arnum: user?.arnum ?? "", email: user?.email ?? "" };
  const detail = useQuery({
    ...feedbackDetailQuery(client, owner, booking?.refnum ?? ""),
    enabled: Boolean(user && booking),
  });
  useReportErrors(detail.error);
  const opener = React.useRef<HTMLElement | null>(null);
  const missing = isApiError(detail.error) && detail.error.status === 404;

  return (
    <Dialog
      open={booking !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogContent
        // Opened without a trigger: focus goes back to what opened it (the line, the View).
        onOpenAutoFocus={() => {
          opener.current = document.activeElement as HTMLElement | null;
        }}
        onCloseAutoFocus={(event) => {
          if (opener.current?.isConnected) {
            event.preventDefault();
            opener.current.focus();
          }
        }}
      >
        <DialogHeader>
          <DialogTitle>{labels.sendUsFeedback}</DialogTitle>
          <DialogDescription>
            {booking ? `Your feedback on ${booking.ticket}, as you gave it.` : null}
          </DialogDescription>
        </DialogHeader>
        {!booking ? null : detail.data ? (
          <FeedbackDetailView feedback={detail.data} currency={settings.currency} />
        ) : missing ? (
          <p>{messages.noRecordFound}</p>
        ) : detail.isError ? (
          <AccountFailed onRetry={() => void detail.refetch()} />
        ) : (
          <AccountLoading label="Loading your feedback" rows={4} />
        )}
      </DialogContent>
    </Dialog>
  );
}
