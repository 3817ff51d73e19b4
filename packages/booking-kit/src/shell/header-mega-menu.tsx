"use client";
import type { ServiceListItem } from "@bookwell/contract";
import { cn } from "@bookwell/ui";
import { ChevronDown } from "lucide-react";
import * as React from "react";

import { navLinkClass, type SiteHeaderLinks } from "./header-navigation";
import { ShellLink, type ShellLinkComponent } from "./shell-links";

export interface HeaderMegaMenuProps {
  /** The menu's button text (its navbar entry's title). */
  title: string;
  /** Services and their sub-services (`home/ourservices`). */
  services: readonly ServiceListItem[];
  /** A sub-service's page (`service`) and "All services" at the end of the menu (`ourServices`). */
  links: Pick<SiteHeaderLinks, "service" | "ourServices">;
  /** A link in the menu was followed (the mobile menu closes too). */
  onFollow: () => void;
  LinkComponent?: ShellLinkComponent | undefined;
}

/**
 * The services mega menu, a navigation list item: a disclosure button (the APG pattern) and its
 * panel of services with their sub-services, then "All services". A click outside closes it;
 * Escape closes it and gives focus back to its button; following a link closes it.
 */
export function HeaderMegaMenu({
  title,
  services,
  links,
  onFollow,
  LinkComponent,
}: HeaderMegaMenuProps) {
  const [open, setOpen] = React.useState(false);
  const button = React.useRef<HTMLButtonElement>(null);
  const panel = React.useRef<HTMLDivElement>(null);
  const panelId = React.useId();

  React.useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (panel.current?.contains(target) || button.current?.contains(target)) return;
      setOpen(false);
    };
    // Escape closes the menu and gives focus back to its button (the APG disclosure).
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open]);

  const followed = () => {
    setOpen(false);
    onFollow();
  };

  return (
    <li>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((current) => !current)}
        className={cn(navLinkClass, "inline-flex items-center gap-1")}
        data-slot="site-header-services"
      >
        {title}
        <ChevronDown
          aria-hidden="true"
          className={cn("size-4 transition-transform", open && "rotate-180")}
        />
      </button>
      <div
        ref={panel}
        id={panelId}
        hidden={!open}
        data-slot="site-header-mega-menu"
        className="z-40 mt-2 w-full rounded-lg border border-border bg-background p-4 shadow-lg md:absolute md:left-0"
      >
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {services.map((service, index) => (
            <div key={service.svcname}>
              <p id={`${panelId}-${index}`} className="mb-1 font-semibold text-foreground">
                {service.svcname}
              </p>
              <ul aria-labelledby={`${panelId}-${index}`} className="space-y-1">
                {service.subservices.map((sub) => (
                  <li key={sub.prodpageid}>
                    <ShellLink
                      href={links.service(sub.prodpageid)}
                      LinkComponent={LinkComponent}
                      onClick={followed}
                      className="inline-block min-h-6 text-sm text-muted-foreground underline-offset-4 hover:text-primary hover:underline"
                    >
                      {sub.subsvcname}
                    </ShellLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        <ShellLink
          href={links.ourServices}
          LinkComponent={LinkComponent}
          onClick={followed}
          className="mt-3 inline-block min-h-6 text-sm font-semibold text-primary underline-offset-4 hover:underline"
        >
          All services
        </ShellLink>
      </div>
    </li>
  );
}
