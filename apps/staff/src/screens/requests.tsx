import {
  staffTexts,
  type StaffCataloguePackage,
  type StaffQuotation,
  type StaffQuoteLineInput,
  type StaffRequestDetail,
  type StaffRequestItem,
} from "@bookwell/contract";
import { Button, Field, Select, TextInput } from "@bookwell/ui";
import * as React from "react";
import { Link, useParams } from "react-router";

import { DoneNotice, ErrorNotice, Loaded, Screen } from "../components/notices";
import { SortableTable, type SortableColumn } from "../components/sortable-table";
import { StatusBadge } from "../components/status-badge";
import { useMoney } from "../lib/business";
import { useStaffAction, useStaffQuery } from "../lib/staff-api";

const columns: SortableColumn<StaffRequestItem>[] = [
  {
    key: "refnum",
    header: staffTexts.reference,
    cell: (r) => (
      <Link className="text-primary underline underline-offset-4" to={`/requests/${r.refnum}`}>
        {r.refnum}
      </Link>
    ),
    sortValue: (r) => r.refnum,
  },
  {
    key: "customer",
    header: staffTexts.customer,
    cell: (r) => r.customer,
    sortValue: (r) => r.customer,
  },
  {
    key: "service",
    header: staffTexts.service,
    cell: (r) => r.serviceType,
    sortValue: (r) => r.serviceType,
  },
  { key: "type", header: staffTexts.type, cell: (r) => r.reqtype, sortValue: (r) => r.reqtype },
  {
    key: "date",
    header: staffTexts.requestDate,
    cell: (r) => r.requestDate,
    sortValue: (r) => r.requestDate,
  },
  {
    key: "status",
    header: staffTexts.status,
    cell: (r) => (
      <span className="flex flex-wrap gap-1">
        <StatusBadge status={r.status} />
        {r.drafted ? <span>{staffTexts.drafted}</span> : null}
      </span>
    ),
    sortValue: (r) => r.status,
  },
];

/** Assessment and quotation requests, the ones to price first. */
export function Requests() {
  const query = useStaffQuery("staffRequests");
  return (
    <Screen title={staffTexts.requestsTitle}>
      <Loaded query={query}>
        {(rows) => (
          <SortableTable
            caption={staffTexts.requestsCaption}
            columns={columns}
            rows={rows}
            getRowKey={(r) => r.refnum}
            initialSort={{ key: "status", direction: "descending" }}
          />
        )}
      </Loaded>
    </Screen>
  );
}

export function RequestPage() {
  const { refnum = "" } = useParams();
  const request = useStaffQuery("staffRequest", { params: { refnum } });
  const catalogue = useStaffQuery("staffCatalogue");
  return (
    <Loaded query={request}>
      {(detail) => (
        <Screen title={staffTexts.requestTitle(detail.refnum)}>
          <RequestFacts request={detail} />
          <Loaded query={catalogue}>
            {(packages) => <QuotationEditor request={detail} catalogue={packages} />}
          </Loaded>
        </Screen>
      )}
    </Loaded>
  );
}

function RequestFacts({ request }: { request: StaffRequestDetail }) {
  const a = request.assessment;
  const facts: [string, string][] = [
    [staffTexts.customer, `${request.customer} (${request.email}, ${request.mobile})`],
    [staffTexts.service, request.serviceType],
    [staffTexts.type, request.reqtype],
    [staffTexts.status, request.status],
    ...(a
      ? ([
          [staffTexts.assessment, `${a.date} ${a.timeFrom}–${a.timeTo}`],
          [staffTexts.address, a.address],
          [staffTexts.contact, `${a.contactName} (${a.contactEmail}, ${a.contactPhone})`],
          ...Object.entries(a.answers).map(
            ([question, answer]) => [question, String(answer)] as [string, string],
          ),
        ] as [string, string][])
      : []),
  ];
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-1 rounded-md border border-border p-4 text-sm sm:grid-cols-[max-content_1fr]">
      {facts.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium">{label}</dt>
          <dd className="mb-1 break-words sm:mb-0">{value || "—"}</dd>
        </div>
      ))}
    </dl>
  );
}

type Line = { key: number } & Required<
  Pick<
    StaffQuoteLineInput,
    "matnum" | "qty" | "base" | "weekend" | "location" | "option" | "discount"
  >
> & { upgradeBase: string; sessionQty: string; schedule: string };

const numberFields = ["qty", "base", "weekend", "location", "option", "discount"] as const;
const numberLabels: Record<(typeof numberFields)[number], string> = {
  qty: staffTexts.quantity,
  base: staffTexts.basePrice,
  weekend: staffTexts.weekendPrice,
  location: staffTexts.locationPrice,
  option: staffTexts.optionPrice,
  discount: staffTexts.discount,
};

function linesOf(quotation: StaffQuotation | null, catalogue: StaffCataloguePackage[]): Line[] {
  if (quotation?.lines.length)
    return quotation.lines.map((l, key) => ({
      key,
      matnum: l.matnum,
      qty: l.qty,
      base: l.base,
      weekend: l.weekend,
      location: l.location,
      option: l.option,
      discount: l.discount,
      upgradeBase: l.upgradeBase === null ? "" : String(l.upgradeBase),
      sessionQty: String(l.sessionQty),
      schedule: l.schedule,
    }));
  const first = catalogue[0];
  return [
    {
      key: 0,
      matnum: first?.matnum ?? "",
      qty: 1,
      base: first?.base ?? 0,
      weekend: 0,
      location: 0,
      option: 0,
      discount: 0,
      upgradeBase: "",
      sessionQty: "",
      schedule: "",
    },
  ];
}

/**
 * The quotation editor: lines from the catalogue with their prices, saved as the server prices
 * them (the quotation rules), shown beside as the customer will see it, then sent.
 */
export function QuotationEditor({
  request,
  catalogue,
}: {
  request: StaffRequestDetail;
  catalogue: StaffCataloguePackage[];
}) {
  const money = useMoney();
  const [lines, setLines] = React.useState(() => linesOf(request.quotation, catalogue));
  const save = useStaffAction("staffPriceRequest");
  const send = useStaffAction("staffSendQuotation");
  // The newest answer: the sent quotation, else the saved draft (saving resets the send), else the request's.
  const quotation = send.data?.data ?? save.data?.data ?? request.quotation;
  const change = (key: number, patch: Partial<Line>) =>
    setLines((all) => all.map((line) => (line.key === key ? { ...line, ...patch } : line)));
  const body = {
    lines: lines.map((l) => ({
      matnum: l.matnum,
      qty: l.qty,
      base: l.base,
      weekend: l.weekend,
      location: l.location,
      option: l.option,
      discount: l.discount,
      ...(l.upgradeBase.trim() ? { upgradeBase: Number(l.upgradeBase) } : {}),
      ...(l.sessionQty.trim() ? { sessionQty: Number(l.sessionQty) } : {}),
      schedule: l.schedule,
    })),
  };
  const accepted = request.status === "Accepted";
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <form
        aria-labelledby="quotation-editor"
        noValidate
        className="flex flex-col gap-4 rounded-md border border-border p-4"
        onSubmit={(event) => {
          event.preventDefault();
          send.reset();
          save.mutate({ params: { refnum: request.refnum }, body });
        }}
      >
        <h2 id="quotation-editor" className="text-lg font-semibold">
          {staffTexts.quotationEditor}
        </h2>
        {lines.map((line, index) => (
          <fieldset
            key={line.key}
            className="flex flex-col gap-3 rounded-md border border-border p-3"
          >
            <legend className="px-1 font-medium">{staffTexts.line(index + 1)}</legend>
            <Field label={staffTexts.package} required>
              <Select
                value={line.matnum}
                onChange={(event) => {
                  const pkg = catalogue.find((p) => p.matnum === event.target.value);
                  change(line.key, {
                    matnum: event.target.value,
                    ...(pkg ? { base: pkg.base } : {}),
                  });
                }}
                options={catalogue.map((p) => ({
                  value: p.matnum,
                  label: `${p.matname} (${money(p.base)})`,
                }))}
              />
            </Field>
            <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
              {numberFields.map((name) => (
                <Field
                  key={name}
                  label={numberLabels[name]}
                  required={name === "qty" || name === "base"}
                >
                  <TextInput
                    inputMode="decimal"
                    value={Number.isNaN(line[name]) ? "" : String(line[name])}
                    onChange={(event) =>
                      change(line.key, {
                        [name]: event.target.value === "" ? Number.NaN : Number(event.target.value),
                      })
                    }
                  />
                </Field>
              ))}
              <Field label={staffTexts.upgradePrice}>
                <TextInput
                  inputMode="decimal"
                  value={line.upgradeBase}
                  onChange={(event) => change(line.key, { upgradeBase: event.target.value })}
                />
              </Field>
              <Field label={staffTexts.sessions}>
                <TextInput
                  inputMode="numeric"
                  value={line.sessionQty}
                  onChange={(event) => change(line.key, { sessionQty: event.target.value })}
                />
              </Field>
            </div>
            <Field label={staffTexts.schedule}>
              <TextInput
                value={line.schedule}
                onChange={(event) => change(line.key, { schedule: event.target.value })}
              />
            </Field>
            {lines.length > 1 ? (
              <div>
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  onClick={() => setLines((all) => all.filter((l) => l.key !== line.key))}
                >
                  {staffTexts.removeLine(index + 1)}
                </Button>
              </div>
            ) : null}
          </fieldset>
        ))}
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            variant="outline"
            onClick={() =>
              setLines((all) => [
                ...all,
                ...linesOf(null, catalogue).map((l) => ({
                  ...l,
                  key: Math.max(-1, ...all.map((a) => a.key)) + 1,
                })),
              ])
            }
          >
            {staffTexts.addLine}
          </Button>
          <Button type="submit" pending={save.isPending} disabled={accepted}>
            {staffTexts.saveQuotation}
          </Button>
        </div>
        <ErrorNotice error={save.error} />
        <DoneNotice message={save.error ? undefined : save.data?.meta.message} />
      </form>
      <section
        aria-labelledby="customer-view"
        className="flex flex-col gap-3 rounded-md border border-border p-4"
      >
        <h2 id="customer-view" className="text-lg font-semibold">
          {staffTexts.customerView}
        </h2>
        {quotation ? (
          <QuotationView quotation={quotation} />
        ) : (
          <p className="text-sm">{staffTexts.notPricedYet}</p>
        )}
        {quotation && !quotation.sent && !accepted ? (
          <div>
            <Button
              variant="secondary"
              pending={send.isPending}
              onClick={() => send.mutate({ params: { refnum: request.refnum } })}
            >
              {staffTexts.sendQuotation}
            </Button>
          </div>
        ) : null}
        <ErrorNotice error={send.error} />
        <DoneNotice message={send.error ? undefined : send.data?.meta.message} />
      </section>
    </div>
  );
}

/** A priced quotation as the customer will see it: its lines, the total, the upgrade's total. */
export function QuotationView({ quotation }: { quotation: StaffQuotation }) {
  const money = useMoney();
  return (
    <div className="flex flex-col gap-2 text-sm">
      <ul aria-label={staffTexts.quotationEditor} className="flex flex-col gap-2">
        {quotation.lines.map((line, index) => (
          <li key={index} className="rounded-md bg-muted p-3">
            <p className="font-medium">
              {line.matname} × {line.qty}
            </p>
            {line.schedule ? <p>{line.schedule}</p> : null}
            {line.addons.length ? <p>{line.addons.join(", ")}</p> : null}
            <p>
              {staffTexts.unitPrice}: {money(line.unit)} · {staffTexts.total}: {money(line.total)}
            </p>
          </li>
        ))}
      </ul>
      <p className="text-base font-semibold">
        {staffTexts.total}: {money(quotation.total)}
      </p>
      {quotation.upgradeTotal !== null ? (
        <p>
          {staffTexts.upgradeTotal}: {money(quotation.upgradeTotal)}
        </p>
      ) : null}
      <p>
        {staffTexts.status}: {quotation.status}
        {quotation.sent ? ` · ${staffTexts.sent}` : ""}
      </p>
    </div>
  );
}
