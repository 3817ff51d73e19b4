import { staffTexts, type StaffTransferItem } from "@bookwell/contract";
import { Button, Field, TextInput } from "@bookwell/ui";
import * as React from "react";

import { ActionForm, numberOf, textOf } from "../components/action-form";
import { formatDateTime, Loaded, Screen } from "../components/notices";
import { SortableTable, type SortableColumn } from "../components/sortable-table";
import { useMoney } from "../lib/business";
import { useStaffAction, useStaffQuery } from "../lib/staff-api";

type Chosen = { transfer: StaffTransferItem; action: "record" | "extend" };

/** The bookings awaiting a bank transfer: record one received, or give more time to pay. */
export function Transfers() {
  const money = useMoney();
  const query = useStaffQuery("staffTransfers");
  const [chosen, setChosen] = React.useState<Chosen | null>(null);
  const columns: SortableColumn<StaffTransferItem>[] = [
    {
      key: "reference",
      header: staffTexts.reference,
      cell: (r) => r.reference,
      sortValue: (r) => r.reference,
    },
    {
      key: "customer",
      header: staffTexts.customer,
      cell: (r) => `${r.customer} (${r.email})`,
      sortValue: (r) => r.customer,
    },
    { key: "services", header: staffTexts.service, cell: (r) => r.services },
    {
      key: "date",
      header: staffTexts.date,
      cell: (r) => r.firstDate ?? "—",
      sortValue: (r) => r.firstDate ?? "",
    },
    {
      key: "amount",
      header: staffTexts.amountDue,
      cell: (r) => money(r.amount),
      sortValue: (r) => r.amount,
      numeric: true,
    },
    {
      key: "payBy",
      header: staffTexts.payBy,
      cell: (r) => `${formatDateTime(r.payBy)}${r.expired ? ` (${staffTexts.expired})` : ""}`,
      sortValue: (r) => r.payBy,
    },
    {
      key: "actions",
      header: staffTexts.actions,
      cell: (r) => (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={() => setChosen({ transfer: r, action: "record" })}>
            {staffTexts.recordReceived}
            <span className="sr-only"> {r.reference}</span>
          </Button>
          <Button
            size="sm"
            variant="outline"
            onClick={() => setChosen({ transfer: r, action: "extend" })}
          >
            {staffTexts.extendDeadline}
            <span className="sr-only"> {r.reference}</span>
          </Button>
        </div>
      ),
    },
  ];
  return (
    <Screen title={staffTexts.transfersTitle}>
      <Loaded query={query}>
        {(rows) => (
          <SortableTable
            caption={staffTexts.transfersCaption}
            columns={columns}
            rows={rows}
            getRowKey={(r) => r.refnum}
            initialSort={{ key: "payBy", direction: "ascending" }}
          />
        )}
      </Loaded>
      {chosen ? (
        <TransferAction key={`${chosen.transfer.refnum}-${chosen.action}`} {...chosen} />
      ) : null}
    </Screen>
  );
}

/** The chosen row's action, under the table; focus moves to its first field. */
export function TransferAction({ transfer, action }: Chosen) {
  const money = useMoney();
  const record = useStaffAction("staffRecordTransfer");
  const extend = useStaffAction("staffExtendDeadline");
  const first = React.useRef<HTMLInputElement>(null);
  React.useEffect(() => first.current?.focus(), []);
  const refnum = transfer.refnum;
  if (action === "record")
    return (
      <ActionForm
        title={`${staffTexts.recordReceived}: ${transfer.reference}`}
        submitLabel={staffTexts.recordReceived}
        action={record}
        toInput={(form) => ({
          params: { refnum },
          body: { amount: numberOf(form, "amount"), bankReference: textOf(form, "bankReference") },
        })}
      >
        <Field
          label={staffTexts.amountReceived}
          hint={`${staffTexts.amountDue}: ${money(transfer.amount)}`}
          required
        >
          <TextInput ref={first} name="amount" inputMode="decimal" />
        </Field>
        <Field label={staffTexts.bankReference}>
          <TextInput name="bankReference" />
        </Field>
      </ActionForm>
    );
  return (
    <ActionForm
      title={`${staffTexts.extendDeadline}: ${transfer.reference}`}
      submitLabel={staffTexts.extendDeadline}
      action={extend}
      toInput={(form) => {
        const value = textOf(form, "payBy");
        const at = new Date(value);
        return {
          params: { refnum },
          body: { payBy: Number.isNaN(at.getTime()) ? value : at.toISOString() },
        };
      }}
    >
      <Field
        label={staffTexts.newDeadline}
        hint={`${staffTexts.payBy}: ${formatDateTime(transfer.payBy)}`}
        required
      >
        <TextInput ref={first} name="payBy" type="datetime-local" />
      </Field>
    </ActionForm>
  );
}
