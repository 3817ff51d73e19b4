"use client";
import {
  FEEDBACK_MAX_RATING,
  formatDisplayDate,
  messages,
  type FeedbackListRow,
} from "@bookwell/contract";
import { Button, DataTable, RatingStars, type DataTableColumn } from "@bookwell/ui";
import { useQuery } from "@tanstack/react-query";
import * as React from "react";

import { controlledDialogOnUse } from "../dialog-on-use";
import { useKit, useSession } from "../kit-context";
import { feedbackListQuery } from "../queries/account-queries";
import { AccountFailed, AccountLoading, useReportErrors } from "./account-states";

// The read-only feedback (and the dialog primitive) loads on use: not in the page's first load.
const useFeedbackDialog = controlledDialogOnUse(() =>
  import("./feedback-view-dialog").then((module) => module.FeedbackViewDialog),
);

export type MyFeedbackViewProps = {
  /** The feedback the customer gave; `undefined` while it loads or if it failed. */
  rows: readonly FeedbackListRow[] | undefined;
  /**
   * The list could not be loaded: it offers to ask again.
   * @default false
   */
  failed?: boolean;
  /** Asks for the list again after a failure. */
  onRetry?: () => void;
  /** Called with the row whose feedback the customer wants to read. */
  onView: (row: FeedbackListRow) => void;
  /**
   * The refnum of the row whose View waits for its dialog's script: that button shows it is busy.
   * @default undefined
   */
  opening?: string | null;
  /** A View was pointed at or focused: its dialog's script can start loading. */
  onViewIntent?: () => void;
};

/**
 * My Feedback, presentational (account-area.md section 2): ticket, service date, service
 * type, assigned crew, the rating (read only, out of 6) and View, as a table above 768 px and
 * cards below. Empty: "No Record Found".
 */
export function MyFeedbackView({
  rows,
  failed = false,
  onRetry,
  onView,
  opening,
  onViewIntent,
}: MyFeedbackViewProps) {
  const columns: DataTableColumn<FeedbackListRow>[] = [
    { key: "ticket", header: "Ticket", cell: (row) => row.ticket },
    { key: "date", header: "Service date", cell: (row) => formatDisplayDate(row.date) },
    { key: "servicetype", header: "Service type", cell: (row) => row.servicetype },
    { key: "crew", header: "Crew", cell: (row) => row.crew || "Not recorded" },
    {
      key: "rating",
      header: "Rating",
      cell: (row) => <RatingStars value={row.rating} max={FEEDBACK_MAX_RATING} size="sm" />,
    },
    {
      key: "view",
      header: "View",
      align: "end",
      cell: (row) => (
        <Button
          variant="outline"
          size="sm"
          aria-haspopup="dialog"
          aria-label={`View feedback for ${row.ticket}, ${formatDisplayDate(row.date)}`}
          pending={opening === row.refnum}
          onPointerEnter={onViewIntent}
          onFocus={onViewIntent}
          onClick={() => onView(row)}
        >
          View
        </Button>
      ),
    },
  ];
  if (rows) {
    return (
      <DataTable
        caption="My feedback"
        columns={columns}
        rows={rows}
        getRowKey={(row) => row.refnum}
        emptyText={messages.noRecordFound}
      />
    );
  }
  if (failed) return <AccountFailed onRetry={() => onRetry?.()} />;
  return <AccountLoading label="Loading your feedback" />;
}

/**
 * My Feedback (/my-account/my-feedback): `GET myfeedback/{arnum}`; View opens the read-only
 * "Send us your feedback" with `GET myfeedback/details/{refnum}`.
 */
export function MyFeedback() {
  const { client } = useKit();
  const user = useSession();
  const owner = { arnum: user?.arnum ?? "", email: user?.email ?? "" };
  const list = useQuery({ ...feedbackListQuery(client, owner), enabled: Boolean(user) });
  const [viewing, setViewing] = React.useState<FeedbackListRow | null>(null);
  const dialog = useFeedbackDialog();
  const FeedbackViewDialog = dialog.Dialog;
  useReportErrors(list.error);
  return (
    <div data-slot="my-feedback" className="space-y-6">
      <MyFeedbackView
        rows={list.data}
        failed={list.isError}
        onRetry={() => void list.refetch()}
        onView={(row) => dialog.open(row.refnum, () => setViewing(row))}
        opening={dialog.opening}
        onViewIntent={dialog.preload}
      />
      {FeedbackViewDialog ? (
        <FeedbackViewDialog booking={viewing} onClose={() => setViewing(null)} />
      ) : null}
    </div>
  );
}
