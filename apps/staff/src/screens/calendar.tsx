import {
  staffTexts,
  type StaffHoliday,
  type StaffShiftDay,
  type StaffUser,
} from "@bookwell/contract";
import { Button, Field, TextInput } from "@bookwell/ui";
import * as React from "react";
import { useOutletContext } from "react-router";

import { ActionForm, textOf } from "../components/action-form";
import { DoneNotice, ErrorNotice, Loaded, Screen } from "../components/notices";
import { SortableTable, type SortableColumn } from "../components/sortable-table";
import { useBusinessToday } from "../lib/business";
import { useStaffAction, useStaffQuery } from "../lib/staff-api";

/** Holidays, a day's capacity by shift, closing a day. Agents read it; admins change it. */
export function Calendar() {
  const user = useOutletContext<StaffUser>();
  return (
    <Screen title={staffTexts.calendarTitle}>
      <Holidays admin={user.role === "admin"} />
      <Capacity admin={user.role === "admin"} />
    </Screen>
  );
}

function Holidays({ admin }: { admin: boolean }) {
  const query = useStaffQuery("staffHolidays");
  const add = useStaffAction("staffAddHoliday");
  const remove = useStaffAction("staffRemoveHoliday");
  const columns: SortableColumn<StaffHoliday>[] = [
    { key: "date", header: staffTexts.date, cell: (h) => h.date, sortValue: (h) => h.date },
    { key: "name", header: staffTexts.holidayName, cell: (h) => h.name, sortValue: (h) => h.name },
    ...(admin
      ? [
          {
            key: "actions",
            header: staffTexts.actions,
            cell: (h: StaffHoliday) => (
              <Button
                size="sm"
                variant="outline"
                onClick={() => remove.mutate({ params: { date: h.date } })}
              >
                {staffTexts.removeHoliday(h.date)}
              </Button>
            ),
          },
        ]
      : []),
  ];
  return (
    <section aria-labelledby="holidays" className="flex flex-col gap-3">
      <h2 id="holidays" className="text-lg font-semibold">
        {staffTexts.holidays}
      </h2>
      <ErrorNotice error={remove.error} />
      <DoneNotice message={remove.error ? undefined : remove.data?.meta.message} />
      <Loaded query={query}>
        {(rows) => (
          <SortableTable
            caption={staffTexts.holidays}
            columns={columns}
            rows={rows}
            getRowKey={(h) => h.date}
            initialSort={{ key: "date", direction: "ascending" }}
          />
        )}
      </Loaded>
      {admin ? (
        <ActionForm
          title={staffTexts.addHoliday}
          submitLabel={staffTexts.addHoliday}
          action={add}
          resetOnSuccess
          toInput={(form) => ({ body: { date: textOf(form, "date"), name: textOf(form, "name") } })}
        >
          <Field label={staffTexts.date} required>
            <TextInput name="date" type="date" />
          </Field>
          <Field label={staffTexts.holidayName} required>
            <TextInput name="name" />
          </Field>
        </ActionForm>
      ) : null}
    </section>
  );
}

function Capacity({ admin }: { admin: boolean }) {
  const today = useBusinessToday();
  const [date, setDate] = React.useState(today);
  const query = useStaffQuery("staffCapacity", { query: { date } });
  const setCapacity = useStaffAction("staffSetCapacity");
  const closeDay = useStaffAction("staffCloseDay");
  const columns: SortableColumn<StaffShiftDay>[] = [
    { key: "job", header: staffTexts.job, cell: (s) => s.matname, sortValue: (s) => s.matname },
    {
      key: "slot",
      header: staffTexts.slot,
      cell: (s) => `${s.start}–${s.end}`,
      sortValue: (s) => s.start,
    },
    {
      key: "usual",
      header: staffTexts.usualCapacity,
      cell: (s) => s.defaultCapacity,
      numeric: true,
    },
    {
      key: "taken",
      header: staffTexts.taken,
      cell: (s) => s.taken,
      sortValue: (s) => s.taken,
      numeric: true,
    },
    {
      key: "capacity",
      header: staffTexts.capacity,
      sortValue: (s) => s.capacity,
      cell: (s) =>
        admin ? (
          <form
            className="flex items-center gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              const value = String(new FormData(event.currentTarget).get("capacity") ?? "");
              setCapacity.mutate({
                body: {
                  shiftnum: s.shiftnum,
                  date,
                  capacity: value === "" ? Number.NaN : Number(value),
                },
              });
            }}
          >
            <TextInput
              name="capacity"
              inputMode="numeric"
              className="w-20"
              aria-label={staffTexts.setCapacity(`${s.matname} ${s.start}–${s.end}`)}
              defaultValue={s.capacity}
            />
            <Button type="submit" size="sm" variant="outline">
              {staffTexts.save}
              <span className="sr-only"> {`${s.matname} ${s.start}–${s.end}`}</span>
            </Button>
          </form>
        ) : (
          s.capacity
        ),
    },
  ];
  return (
    <section aria-labelledby="capacity" className="flex flex-col gap-3">
      <h2 id="capacity" className="text-lg font-semibold">
        {staffTexts.capacityTitle}
      </h2>
      <Field label={staffTexts.day}>
        <TextInput
          type="date"
          value={date}
          onChange={(event) => event.target.value && setDate(event.target.value)}
        />
      </Field>
      <ErrorNotice error={setCapacity.error ?? closeDay.error} />
      <DoneNotice
        message={
          setCapacity.error || closeDay.error
            ? undefined
            : (closeDay.data?.meta.message ?? setCapacity.data?.meta.message)
        }
      />
      <Loaded query={query}>
        {(day) => (
          <>
            {day.holiday ? <p>{staffTexts.holidayOn(day.holiday)}</p> : null}
            <SortableTable
              key={`${day.date}-${day.shifts.map((s) => s.capacity).join()}`}
              caption={staffTexts.capacityCaption(day.date)}
              columns={columns}
              rows={day.shifts}
              getRowKey={(s) => `${s.jobnum}-${s.shiftnum}`}
              initialSort={{ key: "slot", direction: "ascending" }}
            />
          </>
        )}
      </Loaded>
      {admin ? (
        <div>
          <Button
            variant="destructive"
            pending={closeDay.isPending}
            onClick={() => closeDay.mutate({ body: { date } })}
          >
            {staffTexts.closeDay}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
