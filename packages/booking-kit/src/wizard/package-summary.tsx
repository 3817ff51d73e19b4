"use client";
import { fillTemplate, templates, texts } from "@bookwell/contract";
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  Money,
} from "@bookwell/ui";
import { SafeHtml } from "@bookwell/ui/safe-html";

import type { SelectedPackage } from "../booking/booking-entry";
import { rateText } from "../listing/rate-in-currency";

export type PackageSummaryProps = {
  /** The package being booked. */
  pkg: SelectedPackage;
  /** The brand's currency (`settings.currency`). */
  currency: "GBP" | "SGD";
};

/**
 * The package being booked, named above the wizard's first steps, with its details in a dialog
 * (booking-flow.md section 2: the package-details modal over the wizard): its rate, or its base
 * amount when the wizard was entered without one (a rebook), and its description.
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
      <Dialog>
        <DialogTrigger asChild>
          <Button variant="outline" size="sm">
            {texts.packageDetails}
          </Button>
        </DialogTrigger>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{pkg.matname}</DialogTitle>
            <DialogDescription>
              {pkg.rate ? (
                rateText(pkg.rate, currency)
              ) : (
                <Money amount={pkg.baseamt} currency={currency} />
              )}
            </DialogDescription>
          </DialogHeader>
          {pkg.description ? <SafeHtml html={pkg.description} /> : null}
        </DialogContent>
      </Dialog>
    </div>
  );
}
