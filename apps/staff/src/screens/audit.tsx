import { staffTexts, type StaffAuditEntry } from "@bookwell/contract";
import { Button, Field, TextInput } from "@bookwell/ui";
import * as React from "react";

import { formatDateTime, Loaded, Screen } from "../components/notices";
import { SortableTable, type SortableColumn } from "../components/sortable-table";
import { useStaffQuery } from "../lib/staff-api";

function show(value: unknown): string {
  if (value === null || value === undefined) return "—";
  return typeof value === "string" ? value : JSON.stringify(value);
}

const columns: SortableColumn<StaffAuditEntry>[] = [
  { key: "at", header: staffTexts.when, cell: (e) => formatDateTime(e.at), sortValue: (e) => e.at },
  {
    key: "who",
    header: staffTexts.who,
    cell: (e) => `${e.staffName} (${e.staffId})`,
    sortValue: (e) => e.staffName,
  },
  { key: "action", header: staffTexts.action, cell: (e) => e.action, sortValue: (e) => e.action },
  {
    key: "subject",
    header: staffTexts.subject,
    cell: (e) => e.subject,
    sortValue: (e) => e.subject,
  },
  {
    key: "change",
    header: staffTexts.change,
    cell: (e) => (
      <code className="block max-w-md text-xs break-words whitespace-pre-wrap">
        {show(e.before)} → {show(e.after)}
      </code>
    ),
  },
];

/** Every staff action, newest first, 50 a page; one record's with the subject filter. */
export function Audit() {
  const [subject, setSubject] = React.useState("");
  const [before, setBefore] = React.useState<number[]>([]);
  const query = useStaffQuery("staffAudit", {
    query: {
      ...(subject ? { subject } : {}),
      ...(before.length ? { before: before[before.length - 1] } : {}),
    },
  });
  return (
    <Screen title={staffTexts.auditTitle}>
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          setSubject(String(new FormData(event.currentTarget).get("subject") ?? "").trim());
          setBefore([]);
        }}
      >
        <Field label={staffTexts.filterSubject}>
          <TextInput name="subject" defaultValue={subject} />
        </Field>
        <Button type="submit" variant="secondary">
          {staffTexts.filter}
        </Button>
      </form>
      <Loaded query={query}>
        {(entries) => (
          <>
            <SortableTable
              caption={staffTexts.auditCaption}
              columns={columns}
              rows={entries}
              getRowKey={(e) => String(e.id)}
            />
            {entries.length === 50 ? (
              <div>
                <Button
                  variant="outline"
                  onClick={() => setBefore((pages) => [...pages, entries[entries.length - 1]!.id])}
                >
                  {staffTexts.olderEntries}
                </Button>
              </div>
            ) : null}
          </>
        )}
      </Loaded>
    </Screen>
  );
}
