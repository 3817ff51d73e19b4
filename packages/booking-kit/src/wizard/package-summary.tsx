"use client";
import { fillTemplate, templates, texts } from "@bookwell/contract";
import { Button, Skeleton } from "@bookwell/ui";

import type { SelectedPackage } from "../booking/booking-entry";
import { dialogOnUse } from "../dialog-on-use";

// The details dialog (the dialog primitive, the HTML renderer) loads on use: the wizard's
// first load has its button only.
// It opens once the sanitiser of its description is there too.
const PackageDetailsDialog = dialogOnUse(() =>
  import("./package-details-dialog").then(async (module) => {
    await module.descriptionReady();
    return module.PackageDetailsDialog;
  }),
);

const summaryClass =
  "flex flex-wrap items-center justify-between gap-3 rounded-md border border-border bg-muted/40 p-4";

export type PackageSummaryProps = {
  /** The package being booked. */
  pkg: SelectedPackage;
  /** The brand's currency (`settings.currency`). */
  currency: "GBP" | "SGD";
};

/**
 * The package being booked, named above the wizard's first steps, with its details in a dialog
 * (`PackageDetailsDialog`, booking-flow.md section 2: the package-details modal over the
 * wizard), loaded when its button is pointed at, focused or pressed.
 */
export function PackageSummary({ pkg, currency }: PackageSummaryProps) {
  return (
    <div data-slot="package-summary" className={summaryClass}>
      <p className="min-w-0 font-semibold">
        {fillTemplate(templates.bookingPackage, { package: pkg.matname })}
      </p>
      <PackageDetailsDialog
        pkg={pkg}
        currency={currency}
        trigger={
          <Button variant="outline" size="sm">
            {texts.packageDetails}
          </Button>
        }
      />
    </div>
  );
}

/**
 * The summary's place while the wizard does not know its package yet (navigation state: the
 * server's render and the hydrating one), as tall as the summary with a name on one line and
 * its button, so the step under it does not move when the package comes (a layout shift of
 * 0.012 on the wizard's first step without it).
 */
export function PackageSummaryPlaceholder() {
  return (
    <div data-slot="package-summary-placeholder" aria-hidden="true" className={summaryClass}>
      <Skeleton className="h-6 w-64 max-w-full" />
      <Skeleton className="h-9 w-36" />
    </div>
  );
}
