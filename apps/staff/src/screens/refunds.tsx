import { staffTexts, type StaffRefundItem } from "@bookwell/contract";
import { Button, Field, Select, TextInput, Textarea } from "@bookwell/ui";
import * as React from "react";

import { ActionForm, numberOf, textOf } from "../components/action-form";
import { formatDateTime, Loaded, Screen } from "../components/notices";
import { SortableTable, type SortableColumn } from "../components/sortable-table";
import { StatusBadge } from "../components/status-badge";
import { useMoney } from "../lib/business";
import { useStaffAction, useStaffQuery } from "../lib/staff-api";

/** Refund requests (admin): approve all or part, to the card or to credit, or refuse. */
export function Refunds() {
  const money = useMoney();
  const query = useStaffQuery("staffRefunds");
  const [chosen, setChosen] = React.useState<StaffRefundItem | null>(null);
  const columns: SortableColumn<StaffRefundItem>[] = [
    { key: "ticket", header: staffTexts.ticket, cell: (r) => r.ticket, sortValue: (r) => r.ticket },
    {
      key: "customer",
      header: staffTexts.customer,
      cell: (r) => r.customer,
      sortValue: (r) => r.customer,
    },
    {
      key: "service",
      header: staffTexts.service,
      cell: (r) => `${r.serviceType}, ${r.serviceDate}`,
      sortValue: (r) => r.serviceDate,
    },
    {
      key: "reason",
      header: staffTexts.reason,
      cell: (r) => [r.reason, r.remark].filter(Boolean).join(": "),
    },
    {
      key: "requested",
      header: staffTexts.requestedAt,
      cell: (r) => formatDateTime(r.requestedAt),
      sortValue: (r) => r.requestedAt,
    },
    {
      key: "paid",
      header: staffTexts.paid,
      cell: (r) => money(r.paid),
      sortValue: (r) => r.paid,
      numeric: true,
    },
    {
      key: "refundable",
      header: staffTexts.refundable,
      cell: (r) => money(r.refundable),
      sortValue: (r) => r.refundable,
      numeric: true,
    },
    {
      key: "status",
      header: staffTexts.status,
      cell: (r) => (
        <span className="flex flex-col gap-1">
          <StatusBadge status={r.status} />
          {r.decision ? (
            <span>
              {r.decision.amount ? money(r.decision.amount) : ""} {r.decision.to ?? ""}{" "}
              {r.decision.reason} · {r.decision.by}
            </span>
          ) : null}
        </span>
      ),
      sortValue: (r) => r.status,
    },
    {
      key: "actions",
      header: staffTexts.actions,
      cell: (r) =>
        r.status === "Requested" ? (
          <Button size="sm" onClick={() => setChosen(r)}>
            {staffTexts.decision}
            <span className="sr-only"> {r.ticket}</span>
          </Button>
        ) : null,
    },
  ];
  return (
    <Screen title={staffTexts.refundsTitle}>
      <Loaded query={query}>
        {(rows) => (
          <SortableTable
            caption={staffTexts.refundsCaption}
            columns={columns}
            rows={rows}
            getRowKey={(r) => r.refnum}
            initialSort={{ key: "requested", direction: "ascending" }}
          />
        )}
      </Loaded>
      {chosen ? <RefundDecision key={chosen.refnum} refund={chosen} /> : null}
    </Screen>
  );
}

export function RefundDecision({ refund }: { refund: StaffRefundItem }) {
  const money = useMoney();
  const approve = useStaffAction("staffApproveRefund");
  const refuse = useStaffAction("staffRefuseRefund");
  const first = React.useRef<HTMLInputElement>(null);
  React.useEffect(() => first.current?.focus(), []);
  const refnum = refund.refnum;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <ActionForm
        title={`${staffTexts.approve}: ${refund.ticket}`}
        submitLabel={staffTexts.approve}
        action={approve}
        toInput={(form) => ({
          params: { refnum },
          body: {
            amount: numberOf(form, "amount"),
            to: textOf(form, "to") as "card" | "credit",
          },
        })}
      >
        <Field
          label={staffTexts.refundAmount}
          hint={`${staffTexts.refundable}: ${money(refund.refundable)}`}
          required
        >
          <TextInput
            ref={first}
            name="amount"
            inputMode="decimal"
            defaultValue={refund.refundable}
          />
        </Field>
        <Field label={staffTexts.refundTo} required>
          <Select
            name="to"
            defaultValue={refund.toCardPossible ? "card" : "credit"}
            options={[
              ...(refund.toCardPossible ? [{ value: "card", label: staffTexts.toCard }] : []),
              { value: "credit", label: staffTexts.toCredit },
            ]}
          />
        </Field>
      </ActionForm>
      <ActionForm
        title={`${staffTexts.refuse}: ${refund.ticket}`}
        submitLabel={staffTexts.refuse}
        variant="destructive"
        action={refuse}
        toInput={(form) => ({ params: { refnum }, body: { reason: textOf(form, "reason") } })}
      >
        <Field label={staffTexts.refuseReason} required>
          <Textarea name="reason" rows={2} />
        </Field>
      </ActionForm>
    </div>
  );
}
