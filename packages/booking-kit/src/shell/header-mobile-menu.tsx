"use client";
import { Button, cn } from "@bookwell/ui";
import { Menu, X } from "lucide-react";
import * as React from "react";

export interface HeaderMobileMenuProps {
  /** Whether the navigation shows on a narrow screen (it always shows from `md` up). */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The navigation's list items. */
  children: React.ReactNode;
}

/**
 * The main navigation with its Menu button: on a narrow screen the button shows and hides the
 * list (a disclosure); from `md` up the list always shows and the button is hidden.
 */
export function HeaderMobileMenu({ open, onOpenChange, children }: HeaderMobileMenuProps) {
  const navId = React.useId();
  return (
    <div className="mx-auto max-w-7xl px-4 pb-2">
      <Button
        variant="outline"
        size="sm"
        className="md:hidden"
        aria-expanded={open}
        aria-controls={navId}
        onClick={() => onOpenChange(!open)}
      >
        {open ? (
          <X aria-hidden="true" className="size-4" />
        ) : (
          <Menu aria-hidden="true" className="size-4" />
        )}
        Menu
      </Button>
      <nav
        id={navId}
        aria-label="Main"
        className={cn("relative mt-2 md:mt-0 md:block", open ? "block" : "hidden")}
      >
        <ul className="flex flex-col gap-1 md:flex-row md:flex-wrap md:items-center">{children}</ul>
      </nav>
    </div>
  );
}
