"use client";
import { messages, type CreditTransaction } from "@bookwell/contract";
import { DataTable, Money, Pagination, Skeleton, type DataTableColumn } from "@bookwell/ui";
import { useQuery } from "@tanstack/react-query";
import * as React from "react";

import { dialogOnUse } from "../dialog-on-use";
import { useHandleError, useKit, useSession } from "../kit-context";
import { creditSummaryQuery, creditTransactionsQuery } from "../queries/account-queries";
import { creditDate, pageCountOf, pageOf } from "./account-format";
import { dialogTriggers } from "./dialog-triggers";

/** TOP-UP CREDITS: the dialog (its card form, the payment loop) loads on use. */
const TopUpDialog = dialogOnUse(() =>
  import("./top-up-dialog").then((module) => module.TopUpDialog),
);

/** Transactions per page of the table. */
export const CREDIT_PAGE_SIZE = 10;

/**
 * My Credits (account-area.md section 2): available credit, what expires when, total used
 * and acquired, and the transactions (ticket, service type, date, used − or acquired +,
 * expiry) as a table above 768 px and cards below, in pages. Every figure is the server's.
 */
export function MyCredits() {
  const { client, settings } = useKit();
  const session = useSession();
  const handleError = useHandleError();
  const arnum = session?.arnum ?? "";
  const summary = useQuery({
    ...creditSummaryQuery(client, { arnum, email: session?.email ?? "" }),
    enabled: Boolean(session),
  });
  const transactions = useQuery({
    ...creditTransactionsQuery(client, { arnum, email: session?.email ?? "" }),
    enabled: Boolean(session),
  });
  const [page, setPage] = React.useState(1);
  const currency = settings.currency;

  const error = summary.error ?? transactions.error;
  React.useEffect(() => {
    if (error) handleError(error);
  }, [error, handleError]);

  if (summary.isPending || transactions.isPending) {
    return (
      <div role="status" aria-label="Loading your credits" className="space-y-3">
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-48 w-full" />
      </div>
    );
  }
  if (summary.isError || transactions.isError) return <p role="alert">{messages.oops}</p>;

  const columns: DataTableColumn<CreditTransaction>[] = [
    { key: "ticket", header: "Ticket", cell: (row) => row.ticket },
    { key: "servicetype", header: "Service type", cell: (row) => row.servicetype ?? "" },
    { key: "trandate", header: "Transaction date", cell: (row) => creditDate(row.trandate) },
    {
      key: "qty",
      header: "Credit",
      align: "end",
      cell: (row) => (
        <span className={row.trantype === "-" ? "text-destructive" : "text-success"}>
          {row.trantype === "-" ? "− " : "+ "}
          <Money amount={Math.abs(row.qty)} currency={currency} />
        </span>
      ),
    },
    { key: "expirydate", header: "Expiry date", cell: (row) => creditDate(row.expirydate) },
  ];
  const rows = transactions.data;
  const pageCount = pageCountOf(rows.length, CREDIT_PAGE_SIZE);
  const totals = summary.data;

  return (
    <div data-slot="my-credits" className="space-y-6">
      <TopUpDialog trigger={dialogTriggers.topUp()} />
      <dl className="grid gap-4 sm:grid-cols-3">
        <div className="rounded-lg border border-border p-4">
          <dt className="text-sm text-muted-foreground">Available credits</dt>
          <dd className="text-2xl font-semibold">
            <Money amount={totals.total} currency={currency} />
          </dd>
          {totals.expiryList.length > 0 ? (
            <dd className="mt-2 text-sm">
              <ul aria-label="Expiring credits">
                {totals.expiryList.map((lot) => (
                  <li key={`${lot.date}-${lot.qty}`}>
                    <Money amount={lot.qty} currency={currency} /> expiring on{" "}
                    {creditDate(lot.date)}
                  </li>
                ))}
              </ul>
            </dd>
          ) : null}
        </div>
        <div className="rounded-lg border border-border p-4">
          <dt className="text-sm text-muted-foreground">Total used</dt>
          <dd className="text-2xl font-semibold">
            <Money amount={totals.used} currency={currency} />
          </dd>
        </div>
        <div className="rounded-lg border border-border p-4">
          <dt className="text-sm text-muted-foreground">Total acquired</dt>
          <dd className="text-2xl font-semibold">
            <Money amount={totals.acquired} currency={currency} />
          </dd>
        </div>
      </dl>
      <DataTable
        caption="Credit transactions"
        showCaption
        columns={columns}
        rows={pageOf(rows, page, CREDIT_PAGE_SIZE)}
        getRowKey={(row) => `${row.ticket}-${row.trandate}-${row.trantype}-${row.qty}`}
        emptyText={messages.noRecordsFound}
      />
      {pageCount > 1 ? (
        <Pagination
          label="Transaction pages"
          pageCount={pageCount}
          page={Math.min(page, pageCount)}
          onPageChange={setPage}
        />
      ) : null}
    </div>
  );
}
