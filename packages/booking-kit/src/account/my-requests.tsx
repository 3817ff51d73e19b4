"use client";
import { formatDisplayDate, messages, type RequestItem } from "@bookwell/contract";
import { Badge, Button, DataTable, Field, Select, type DataTableColumn } from "@bookwell/ui";
import { useQuery } from "@tanstack/react-query";
import { Trash2 } from "lucide-react";
import * as React from "react";

import { controlledDialogOnUse } from "../dialog-on-use";
import { useKit, useSession } from "../kit-context";
import { KitLink } from "../kit-link";
import { useDeleteRequest } from "../queries/account-mutations";
import { requestsQuery } from "../queries/account-queries";
import { AccountFailed, AccountLoading, useReportErrors } from "./account-states";
import {
  ALL_REQUEST_TYPES,
  effectiveRequestType,
  filterByRequestType,
  requestTypeOptions,
} from "./requests";

// The delete confirmation (and the dialog primitive) loads on use: not in the page's first load.
const useConfirmDialog = controlledDialogOnUse(() =>
  import("./confirm-dialog-part").then((module) => module.ConfirmDialog),
);

/** A request's status as a badge: quoted ones wait for the customer, accepted ones are done. */
function RequestStatus({ status }: { status: string }) {
  const tone = status === "Quoted" ? "info" : status === "Accepted" ? "success" : "neutral";
  return <Badge tone={tone}>{status}</Badge>;
}

const linkClass =
  "inline-flex min-h-11 items-center font-medium text-primary underline underline-offset-4 hover:no-underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";

export type MyRequestsViewProps = {
  /** The customer's requests, newest first; `undefined` while they load or if they failed. */
  requests: readonly RequestItem[] | undefined;
  /**
   * The requests could not be loaded: the list offers to ask again.
   * @default false
   */
  failed?: boolean;
  /** Asks for the requests again after a failure. */
  onRetry?: () => void;
  /** The request type chosen in the dropdown ("All" or one of the types). */
  type: string;
  /** Called with the type the customer chooses. */
  onTypeChange: (type: string) => void;
  /** Called with the request to delete, once the customer has confirmed. */
  onDelete: (request: RequestItem) => void;
  /** The refnum of the request being deleted: its button shows it. */
  deleting?: string;
};

/**
 * My Request, presentational (account-area.md section 2): the type-of-request dropdown (All
 * plus the distinct types) and the list (a table above 768 px, cards below): ticket, service
 * type, request type, request date, status, the view-as-quote link and delete (after a
 * confirmation). An accepted quotation cannot be deleted, so it offers no delete.
 */
export function MyRequestsView({
  requests,
  failed = false,
  onRetry,
  type,
  onTypeChange,
  onDelete,
  deleting,
}: MyRequestsViewProps) {
  const [asked, setAsked] = React.useState<RequestItem | null>(null);
  const confirm = useConfirmDialog();
  const ConfirmDialog = confirm.Dialog;
  const options = requestTypeOptions(requests ?? []);
  const shown = effectiveRequestType(options, type);

  const columns: DataTableColumn<RequestItem>[] = [
    { key: "ticket", header: "Ticket", cell: (row) => row.ticket },
    { key: "servicetype", header: "Service type", cell: (row) => row.servicetype },
    { key: "reqtype", header: "Request type", cell: (row) => row.reqtype },
    {
      key: "requesetdate",
      header: "Request date",
      cell: (row) => formatDisplayDate(row.requesetdate),
    },
    { key: "status", header: "Status", cell: (row) => <RequestStatus status={row.status} /> },
    {
      key: "quote",
      header: "Quotation",
      cell: (row) =>
        row.viewasquote ? (
          <KitLink to={{ to: "quotation", refnum: row.refnum }} className={linkClass}>
            View as quote<span className="sr-only"> for {row.ticket}</span>
          </KitLink>
        ) : (
          <span className="text-muted-foreground">Not quoted yet</span>
        ),
    },
    {
      key: "delete",
      header: "Delete",
      align: "end",
      cell: (row) =>
        row.status === "Accepted" ? (
          <span className="text-muted-foreground">Accepted</span>
        ) : (
          <Button
            variant="outline"
            size="sm"
            aria-label={`Delete ${row.ticket}`}
            pending={deleting === row.refnum || confirm.opening === row.refnum}
            {...(deleting === row.refnum ? { pendingLabel: `Deleting ${row.ticket}` } : {})}
            onPointerEnter={confirm.preload}
            onFocus={confirm.preload}
            onClick={() => confirm.open(row.refnum, () => setAsked(row))}
          >
            <Trash2 aria-hidden="true" />
            Delete
          </Button>
        ),
    },
  ];

  return (
    <div data-slot="my-requests" className="space-y-6">
      <Field label="Type of request" className="max-w-xs">
        <Select
          value={shown}
          disabled={!requests}
          options={options.map((option) => ({ value: option, label: option }))}
          onChange={(event) => onTypeChange(event.target.value)}
        />
      </Field>
      {requests ? (
        <DataTable
          caption={shown === ALL_REQUEST_TYPES ? "My requests" : `My requests: ${shown}`}
          columns={columns}
          rows={filterByRequestType(requests, shown)}
          getRowKey={(row) => row.refnum}
          emptyText={messages.noRecordsFound}
        />
      ) : failed ? (
        <AccountFailed onRetry={() => onRetry?.()} />
      ) : (
        <AccountLoading label="Loading your requests" />
      )}
      {ConfirmDialog ? (
        <ConfirmDialog
          open={asked !== null}
          onOpenChange={(open) => {
            if (!open) setAsked(null);
          }}
          title="Delete this request?"
          description={
            asked
              ? `${asked.ticket} (${asked.servicetype}) will be removed from your requests.`
              : undefined
          }
          confirmLabel="Delete"
          cancelLabel="Cancel"
          tone="destructive"
          onConfirm={() => {
            if (asked) onDelete(asked);
          }}
        />
      ) : null}
    </div>
  );
}

/**
 * My Request (/my-account/my-request): `GET myrequest/{arnum}`; delete is `DELETE
 * myrequest/{refnum}` with "Quotation deleted successfully.", and the list is asked again.
 * "View as quote" goes to `{ to: "quotation", refnum }`.
 */
export function MyRequests() {
  const { client } = useKit();
  const user = useSession();
  const owner = { arnum: user?.arnum ?? "", email: user?.email ?? "" };
  const list = useQuery({ ...requestsQuery(client, owner), enabled: Boolean(user) });
  const remove = useDeleteRequest(owner);
  const [type, setType] = React.useState(ALL_REQUEST_TYPES);
  useReportErrors(list.error);

  return (
    <MyRequestsView
      requests={list.data}
      failed={list.isError}
      onRetry={() => void list.refetch()}
      type={type}
      onTypeChange={setType}
      onDelete={(request) => remove.mutate(request.refnum)}
      deleting={remove.isPending ? remove.variables : undefined}
    />
  );
}
