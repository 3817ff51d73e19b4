import { staffTexts, type StaffBookingItem, type StaffBookingStatus } from "@bookwell/contract";
import { Button, Field, Select, TextInput } from "@bookwell/ui";
import { Link, useSearchParams } from "react-router";

import { Loaded, Screen } from "../components/notices";
import { SortableTable, type SortableColumn } from "../components/sortable-table";
import { StatusBadge } from "../components/status-badge";
import { Money, useBusinessToday } from "../lib/business";
import { useStaffQuery } from "../lib/staff-api";

/** The board's statuses, as the contract names them (a list, so the page loads no schema). */
const statuses: StaffBookingStatus[] = ["Open", "Confirmed", "Completed", "Cancelled", "Refunded"];

const columns: SortableColumn<StaffBookingItem>[] = [
  {
    key: "slot",
    header: staffTexts.slot,
    cell: (row) => `${row.start}–${row.end}`,
    // By slot, then crew; visits with no crew yet last in their slot.
    sortValue: (row) => `${row.start} ${row.crewName || "~"}`,
  },
  {
    key: "crew",
    header: staffTexts.crew,
    cell: (row) => row.crewName || staffTexts.noCrew,
    sortValue: (row) => `${row.crewName || "~"} ${row.start}`,
  },
  {
    key: "ticket",
    header: staffTexts.ticket,
    cell: (row) => (
      <Link className="text-primary underline underline-offset-4" to={`/bookings/${row.refnum}`}>
        {row.ticket}
      </Link>
    ),
    sortValue: (row) => row.ticket,
  },
  {
    key: "customer",
    header: staffTexts.customer,
    cell: (row) => row.customer,
    sortValue: (row) => row.customer,
  },
  {
    key: "service",
    header: staffTexts.service,
    cell: (row) => row.serviceType,
    sortValue: (row) => row.serviceType,
  },
  {
    key: "status",
    header: staffTexts.status,
    cell: (row) => <StatusBadge status={row.status} />,
    sortValue: (row) => row.status,
  },
  {
    key: "progress",
    header: staffTexts.progress,
    cell: (row) => `${row.progress}%`,
    sortValue: (row) => row.progress,
    numeric: true,
  },
  {
    key: "payment",
    header: staffTexts.payment,
    cell: (row) => (row.awaitingPayment ? staffTexts.awaitingPayment : staffTexts.paid),
    sortValue: (row) => Number(row.awaitingPayment),
  },
  {
    key: "price",
    header: staffTexts.price,
    cell: (row) => <Money amount={row.price} />,
    sortValue: (row) => row.price,
    numeric: true,
  },
];

/** Today's board (or another day's): the visits by slot and crew, with their status. */
export function Board() {
  const [search, setSearch] = useSearchParams();
  const date = search.get("date") ?? undefined;
  const status = search.get("status") ?? undefined;
  const crew = search.get("crew") ?? undefined;
  const knownStatus = statuses.find((value) => value === status);
  const query = useStaffQuery("staffBookings", {
    query: {
      ...(date ? { date } : {}),
      ...(knownStatus ? { status: knownStatus } : {}),
      ...(crew ? { crew } : {}),
    },
  });
  // The server's default day is the business's today, as is the console's.
  const today = useBusinessToday();
  const shownDate = date ?? today;
  return (
    <Screen title={staffTexts.boardTitle}>
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          const form = new FormData(event.currentTarget);
          const next = new URLSearchParams();
          for (const name of ["date", "status", "crew"]) {
            const value = String(form.get(name) ?? "").trim();
            if (value) next.set(name, value);
          }
          setSearch(next);
        }}
      >
        <Field label={staffTexts.day}>
          <TextInput name="date" type="date" defaultValue={date ?? today} />
        </Field>
        <Field label={staffTexts.status}>
          <Select
            name="status"
            defaultValue={status ?? ""}
            placeholder={staffTexts.anyStatus}
            options={statuses.map((value) => ({ value, label: value }))}
          />
        </Field>
        <Field label={staffTexts.crew}>
          <TextInput name="crew" defaultValue={crew ?? ""} />
        </Field>
        <Button type="submit" variant="secondary">
          {staffTexts.filter}
        </Button>
      </form>
      <Loaded query={query}>
        {(rows) => (
          <SortableTable
            caption={staffTexts.boardCaption(shownDate)}
            columns={columns}
            rows={rows}
            getRowKey={(row) => row.refnum}
            initialSort={{ key: "slot", direction: "ascending" }}
          />
        )}
      </Loaded>
    </Screen>
  );
}
