"use client";
import { useControllableState } from "@radix-ui/react-use-controllable-state";
import { ChevronLeft, ChevronRight } from "lucide-react";
import * as React from "react";

import { Button } from "../button";
import { cn } from "../lib/cn";
import { paginationRange } from "./pagination-range";

export interface PaginationTexts {
  /** The previous button's text. */
  previous: string;
  /** The next button's text. */
  next: string;
  /** Where you are, e.g. "Page 2 of 5". */
  status: (page: number, count: number) => string;
  /** A numbered page button's name (variant `numbered`), e.g. "Page 3". */
  page?: (page: number) => string;
}

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
   * `simple`: Previous, "Page X of Y", Next. `numbered` adds a button per page (first, last,
   * the current one and its neighbours, ellipses between).
   * @default "simple"
   */
  variant?: "simple" | "numbered";
  /**
   * With `numbered`: how many pages to show either side of the current one.
   * @default 1
   */
  siblings?: number;
  /**
   * The landmark's name.
   * @default "Pagination"
   */
  label?: string;
  /**
   * Texts of the buttons and the status.
   * @default { previous: "Previous", next: "Next", status: (page, count) => `Page ${page} of ${count}`, page: (page) => `Page ${page}` }
   */
  texts?: PaginationTexts;
};

const defaultTexts: Required<PaginationTexts> = {
  previous: "Previous",
  next: "Next",
  status: (page: number, count: number) => `Page ${page} of ${count}`,
  page: (page: number) => `Page ${page}`,
};

/**
 * Previous and next through pages of a list (the inbox), with where you are ("Page X of Y",
 * announced politely), and optionally numbered pages. Previous is disabled on the first page
 * and Next on the last; when the pressed button becomes disabled, focus moves to the other
 * one instead of being lost.
 */
export function Pagination({
  pageCount,
  page,
  defaultPage = 1,
  onPageChange,
  variant = "simple",
  siblings = 1,
  label = "Pagination",
  texts = defaultTexts,
  className,
  ...props
}: PaginationProps) {
  const count = Math.max(1, Math.trunc(pageCount));
  const [chosen, setChosen] = useControllableState({
    prop: page,
    defaultProp: defaultPage,
    onChange: onPageChange,
    caller: "Pagination",
  });
  const current = Math.min(count, Math.max(1, chosen));
  const previousRef = React.useRef<HTMLButtonElement>(null);
  const nextRef = React.useRef<HTMLButtonElement>(null);
  const pressed = React.useRef<{ via: "previous" | "next"; target: number } | null>(null);

  // Runs once the new page is shown (controlled or not): if the button just pressed is now
  // disabled, keyboard focus moves to the other one instead of falling to the page.
  React.useEffect(() => {
    const press = pressed.current;
    pressed.current = null;
    if (!press || press.target !== current || count <= 1) return;
    if (press.via === "previous" && current <= 1) nextRef.current?.focus();
    if (press.via === "next" && current >= count) previousRef.current?.focus();
  }, [current, count]);

  const go = (target: number, via: "previous" | "next" | null) => {
    if (target === current) return;
    pressed.current = via ? { via, target } : null;
    setChosen(target);
  };
  const pageName = texts.page ?? defaultTexts.page;
  const status = (
    <p aria-live="polite" data-slot="pagination-status" className="text-sm text-muted-foreground">
      {texts.status(current, count)}
    </p>
  );

  return (
    <nav
      aria-label={label}
      data-slot="pagination"
      className={cn("flex flex-wrap items-center gap-3", className)}
      {...props}
    >
      <Button
        ref={previousRef}
        variant="outline"
        size="sm"
        disabled={current <= 1}
        onClick={() => go(current - 1, "previous")}
      >
        <ChevronLeft aria-hidden="true" />
        {texts.previous}
      </Button>
      {variant === "numbered" ? (
        <ul className="flex items-center gap-1" data-slot="pagination-pages">
          {paginationRange(current, count, siblings).map((entry) =>
            typeof entry === "number" ? (
              <li key={entry}>
                <Button
                  variant={entry === current ? "primary" : "ghost"}
                  size="sm"
                  aria-label={pageName(entry)}
                  aria-current={entry === current ? "page" : undefined}
                  onClick={() => go(entry, null)}
                  className="min-w-9 px-2"
                >
                  {entry}
                </Button>
              </li>
            ) : (
              <li key={entry} aria-hidden="true" className="px-1 text-muted-foreground">
                …
              </li>
            ),
          )}
        </ul>
      ) : null}
      {variant === "numbered" ? null : status}
      <Button
        ref={nextRef}
        variant="outline"
        size="sm"
        disabled={current >= count}
        onClick={() => go(current + 1, "next")}
      >
        {texts.next}
        <ChevronRight aria-hidden="true" />
      </Button>
      {variant === "numbered" ? status : null}
    </nav>
  );
}
