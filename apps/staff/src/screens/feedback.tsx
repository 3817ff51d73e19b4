import { staffTexts, type StaffFeedbackItem } from "@bookwell/contract";

import { formatDateTime, Loaded, Screen } from "../components/notices";
import { SortableTable, type SortableColumn } from "../components/sortable-table";
import { Money } from "../lib/business";
import { useStaffQuery } from "../lib/staff-api";

const columns: SortableColumn<StaffFeedbackItem>[] = [
  {
    key: "given",
    header: staffTexts.when,
    cell: (f) => formatDateTime(f.givenAt),
    sortValue: (f) => f.givenAt,
  },
  {
    key: "crew",
    header: staffTexts.crew,
    cell: (f) => f.crewName || staffTexts.noCrew,
    sortValue: (f) => f.crewName,
  },
  {
    key: "customer",
    header: staffTexts.customer,
    cell: (f) => f.customer,
    sortValue: (f) => f.customer,
  },
  {
    key: "service",
    header: staffTexts.service,
    cell: (f) => `${f.serviceType}, ${f.serviceDate}`,
    sortValue: (f) => f.serviceDate,
  },
  {
    key: "rating",
    header: staffTexts.rating,
    cell: (f) => f.rating,
    sortValue: (f) => f.rating,
    numeric: true,
  },
  {
    key: "tip",
    header: staffTexts.tip,
    cell: (f) => <Money amount={f.tip} />,
    sortValue: (f) => f.tip,
    numeric: true,
  },
  {
    key: "remark",
    header: staffTexts.remark,
    cell: (f) => [...f.items, f.remark].filter(Boolean).join(", "),
  },
];

/** Ratings and tips the customers gave, with the crew they were for. */
export function Feedback() {
  const query = useStaffQuery("staffFeedback");
  return (
    <Screen title={staffTexts.feedbackTitle}>
      <Loaded query={query}>
        {(rows) => (
          <SortableTable
            caption={staffTexts.feedbackTitle}
            columns={columns}
            rows={rows}
            getRowKey={(f) => `${f.refnum}-${f.givenAt}`}
            initialSort={{ key: "given", direction: "descending" }}
          />
        )}
      </Loaded>
    </Screen>
  );
}
