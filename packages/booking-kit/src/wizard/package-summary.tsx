"use client";
import { fillTemplate, templates, texts } from "@bookwell/contract";
import { Button } from "@bookwell/ui";

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
    <div
      data-slot="package-summary"
      className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-border bg-muted/40 p-4"
    >
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
