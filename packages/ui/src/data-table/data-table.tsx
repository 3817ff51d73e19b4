"use client";
import type * as React from "react";

import { cn } from "../lib/cn";

export interface DataTableColumn<Row> {
  /** A stable key for the column. */
  key: string;
  /** The column header (and the label in the stacked cards). */
  header: string;
  /** The cell's content for a row. */
  cell: (row: Row) => React.ReactNode;
  /**
   * Right-align numbers and amounts with `end`.
   * @default "start"
   */
  align?: "start" | "end";
}

export type DataTableProps<Row> = Omit<React.ComponentProps<"div">, "children"> & {
  /** What the table holds; read as its name. Visually hidden unless `showCaption`. */
  caption: string;
  /**
   * Show the caption above the table.
   * @default false
   */
  showCaption?: boolean;
  /** The columns, in order: header, how to render a cell, alignment. */
  columns: ReadonlyArray<DataTableColumn<Row>>;
  /** The records; each becomes a table row (wide) or a card (narrow). */
  rows: readonly Row[];
  /** A stable key per row. */
  getRowKey: (row: Row) => string;
  /**
   * Shown when there are no rows.
   * @default "No Records Found"
   */
  emptyText?: React.ReactNode;
};

/**
 * A real table when the window is wider than 768 px (the spec: "table layout is shown when
 * window width is above 768"), stacked cards of label/value pairs at 768 px and below.
 * Switched in CSS (a media query), so server and browser render the same markup and nothing
 * changes at hydration; both layouts are in the HTML and the hidden one is display:none, so
 * only one is read or reached with Tab.
 */
export function DataTable<Row>({
  caption,
  showCaption = false,
  columns,
  rows,
  getRowKey,
  emptyText = "No Records Found",
  className,
  ...props
}: DataTableProps<Row>) {
  if (rows.length === 0) {
    return (
      <div
        data-slot="data-table"
        className={cn("rounded-lg border border-border p-6 text-center", className)}
        {...props}
      >
        <p className="sr-only">{caption}</p>
        <p className="font-medium text-muted-foreground">{emptyText}</p>
      </div>
    );
  }
  const alignClass = (column: DataTableColumn<Row>) =>
    column.align === "end" ? "text-right" : "text-left";
  return (
    <div data-slot="data-table" className={cn("w-full", className)} {...props}>
      <table className="hidden w-full border-collapse text-sm min-[769px]:table">
        <caption className={showCaption ? "mb-2 text-left text-base font-semibold" : "sr-only"}>
          {caption}
        </caption>
        <thead>
          <tr className="border-b border-border">
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={cn("px-3 py-2 font-semibold text-foreground", alignClass(column))}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={getRowKey(row)} className="border-b border-border last:border-0">
              {columns.map((column) => (
                <td
                  key={column.key}
                  className={cn("px-3 py-2 text-foreground", alignClass(column))}
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <ul aria-label={caption} className="flex flex-col gap-3 min-[769px]:hidden">
        {rows.map((row) => (
          <li key={getRowKey(row)} className="rounded-lg border border-border bg-card p-4">
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              {columns.map((column) => (
                <div key={column.key} className="contents">
                  <dt className="font-semibold text-muted-foreground">{column.header}</dt>
                  <dd className="text-foreground">{column.cell(row)}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </div>
  );
}
