"use client";
import * as AccordionPrimitive from "@radix-ui/react-accordion";
import { ChevronDown } from "lucide-react";
import type * as React from "react";

import { cn } from "../lib/cn";

/**
 * Accordion on Radix: `type="single"` (one open, `collapsible` to close it) or
 * `type="multiple"`. Enter and Space toggle a header; each header is a heading.
 */
export function Accordion({
  className,
  ...props
}: React.ComponentProps<typeof AccordionPrimitive.Root>) {
  return (
    <AccordionPrimitive.Root
      data-slot="accordion"
      className={cn(
        "flex flex-col divide-y divide-border rounded-lg border border-border",
        className,
      )}
      {...props}
    />
  );
}

/** One section: a header and its content; `value` identifies it in `value`/`defaultValue`. */
export function AccordionItem({
  className,
  ...props
}: React.ComponentProps<typeof AccordionPrimitive.Item>) {
  return (
    <AccordionPrimitive.Item data-slot="accordion-item" className={cn(className)} {...props} />
  );
}

/** The header button (inside a heading) that opens and closes its section. */
export function AccordionTrigger({
  className,
  children,
  headingLevel = 3,
  ...props
}: React.ComponentProps<typeof AccordionPrimitive.Trigger> & {
  /**
   * The heading level wrapping the trigger, to fit the page's outline.
   * @default 3
   */
  headingLevel?: 2 | 3 | 4;
}) {
  return (
    <AccordionPrimitive.Header asChild>
      <div role="heading" aria-level={headingLevel} className="flex">
        <AccordionPrimitive.Trigger
          data-slot="accordion-trigger"
          className={cn(
            "flex min-h-12 flex-1 items-center justify-between gap-4 px-4 py-3 text-left text-base font-semibold text-foreground",
            "hover:bg-muted focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring",
            "[&[data-state=open]>svg]:rotate-180",
            className,
          )}
          {...props}
        >
          {children}
          <ChevronDown
            aria-hidden="true"
            className="size-5 shrink-0 text-muted-foreground transition-transform duration-(--duration-normal)"
          />
        </AccordionPrimitive.Trigger>
      </div>
    </AccordionPrimitive.Header>
  );
}

/** The section body, hidden while closed. */
export function AccordionContent({
  className,
  children,
  ...props
}: React.ComponentProps<typeof AccordionPrimitive.Content>) {
  return (
    <AccordionPrimitive.Content
      data-slot="accordion-content"
      className="overflow-hidden text-base text-foreground"
      {...props}
    >
      <div className={cn("px-4 pt-1 pb-4", className)}>{children}</div>
    </AccordionPrimitive.Content>
  );
}
