import { staffTexts } from "@bookwell/contract";
import { cn } from "@bookwell/ui";
import * as React from "react";

export interface SortableColumn<Row> {
  key: string;
  header: string;
  cell: (row: Row) => React.ReactNode;
  /** What the column sorts by; without it the header is plain text. */
  sortValue?: (row: Row) => string | number;
  /** Right-aligned figures (money, counts). */
  numeric?: boolean;
}

export interface SortableTableProps<Row> {
  /** The table's accessible name (shown as its caption). */
  caption: string;
  columns: SortableColumn<Row>[];
  rows: readonly Row[];
  getRowKey: (row: Row) => string;
  /** The column sorted first, and its direction. */
  initialSort?: { key: string; direction: "ascending" | "descending" };
  className?: string;
}

/**
 * A keyboard-first table for the console's lists: a real `<table>` whose sortable headers are
 * buttons (Enter or Space sorts; again reverses) with `aria-sort` on the header, and the row's
 * own links and buttons reachable with Tab. Narrow windows scroll it sideways inside a
 * focusable region, so no column is lost at 375 px.
 */
export function SortableTable<Row>({
  caption,
  columns,
  rows,
  getRowKey,
  initialSort,
  className,
}: SortableTableProps<Row>) {
  const [sort, setSort] = React.useState(initialSort);
  const sorted = React.useMemo(() => {
    const column = sort && columns.find((c) => c.key === sort.key);
    if (!sort || !column?.sortValue) return rows;
    const value = column.sortValue;
    const factor = sort.direction === "ascending" ? 1 : -1;
    return [...rows].sort((a, b) => {
      const x = value(a);
      const y = value(b);
      return (x < y ? -1 : x > y ? 1 : 0) * factor;
    });
  }, [rows, columns, sort]);

  return (
    <div
      // A group, not a region: a screen's own section often has the table's name, and two
      // landmarks of one name confuse (axe's landmark-unique).
      role="group"
      aria-label={caption}
      // A region that scrolls sideways is reached by keyboard to scroll it (axe's
      // scrollable-region-focusable; the WAI pattern for wide tables).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className={cn(
        "overflow-x-auto rounded-md border border-border focus-visible:outline-2 focus-visible:outline-ring",
        className,
      )}
    >
      <table className="w-full border-collapse text-sm">
        <caption className="px-3 py-2 text-left font-semibold">{caption}</caption>
        <thead className="bg-muted">
          <tr>
            {columns.map((column) => {
              const direction = sort?.key === column.key ? sort.direction : undefined;
              return (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={direction ?? (column.sortValue ? "none" : undefined)}
                  className={cn(
                    "px-3 py-2 text-left font-medium whitespace-nowrap",
                    column.numeric && "text-right",
                  )}
                >
                  {column.sortValue ? (
                    <button
                      type="button"
                      className="inline-flex items-center gap-1 rounded-sm underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                      onClick={() =>
                        setSort({
                          key: column.key,
                          direction: direction === "ascending" ? "descending" : "ascending",
                        })
                      }
                    >
                      {column.header}
                      <span aria-hidden="true">
                        {direction === "ascending" ? "▲" : direction === "descending" ? "▼" : "↕"}
                      </span>
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {sorted.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="px-3 py-4 text-muted-foreground">
                {staffTexts.noRows}
              </td>
            </tr>
          ) : (
            sorted.map((row) => (
              <tr key={getRowKey(row)} className="border-t border-border">
                {columns.map((column) => (
                  <td
                    key={column.key}
                    className={cn("px-3 py-2 align-top", column.numeric && "text-right")}
                  >
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
