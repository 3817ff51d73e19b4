"use client";
import { ChevronLeft, ChevronRight } from "lucide-react";
import * as React from "react";

import { Button } from "../button";
import { cn } from "../lib/cn";

export type PaginationProps = Omit<React.ComponentProps<"nav">, "children" | "onChange"> & {
  /** Number of pages (at least 1). */
  pageCount: number;
  /** The current page, from 1 (controlled; pair with `onPageChange`). */
  page?: number;
  /**
   * The first page shown (uncontrolled).
   * @default 1
   */
  defaultPage?: number;
  /** Called with the page to show. */
  onPageChange?: (page: number) => void;
  /**
   * The landmark's name.
   * @default "Pagination"
   */
  label?: string;
  /**
   * Texts of the buttons and the status.
   * @default { previous: "Previous", next: "Next", status: (page, count) => `Page ${page} of ${count}` }
   */
  texts?: { previous: string; next: string; status: (page: number, count: number) => string };
};

const defaultTexts = {
  previous: "Previous",
  next: "Next",
  status: (page: number, count: number) => `Page ${page} of ${count}`,
};

/**
 * Previous and next through pages of a list (the inbox), with where you are ("Page X of Y",
 * announced politely). Previous is disabled on the first page and Next on the last; when the
 * pressed button becomes disabled, focus moves to the other one.
 */
export function Pagination({
  pageCount,
  page,
  defaultPage = 1,
  onPageChange,
  label = "Pagination",
  texts = defaultTexts,
  className,
  ...props
}: PaginationProps) {
  const count = Math.max(1, Math.trunc(pageCount));
  const [own, setOwn] = React.useState(defaultPage);
  const current = Math.min(count, Math.max(1, page ?? own));
  const previousRef = React.useRef<HTMLButtonElement>(null);
  const nextRef = React.useRef<HTMLButtonElement>(null);
  const go = (target: number) => {
    if (page === undefined) setOwn(target);
    onPageChange?.(target);
    // The pressed button becomes disabled at an end: keep keyboard focus on the other one
    // instead of losing it to the page.
    if (count > 1 && target <= 1) nextRef.current?.focus();
    else if (count > 1 && target >= count) previousRef.current?.focus();
  };
  return (
    <nav
      aria-label={label}
      data-slot="pagination"
      className={cn("flex items-center gap-3", className)}
      {...props}
    >
      <Button
        ref={previousRef}
        variant="outline"
        size="sm"
        disabled={current <= 1}
        onClick={() => go(current - 1)}
      >
        <ChevronLeft aria-hidden="true" />
        {texts.previous}
      </Button>
      <p aria-live="polite" className="text-sm text-muted-foreground">
        {texts.status(current, count)}
      </p>
      <Button
        ref={nextRef}
        variant="outline"
        size="sm"
        disabled={current >= count}
        onClick={() => go(current + 1)}
      >
        {texts.next}
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
