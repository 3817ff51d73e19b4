"use client";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  Money,
} from "@bookwell/ui";
import { preloadSafeHtml, SafeHtml } from "@bookwell/ui/safe-html";

import type { OnUseDialogProps } from "../dialog-on-use";
import type { SelectedPackage } from "../booking/booking-entry";
import { rateText } from "../listing/rate-in-currency";

export type PackageDetailsDialogProps = OnUseDialogProps & {
  /** The package being booked. */
  pkg: SelectedPackage;
  /** The brand's currency (`settings.currency`). */
  currency: "GBP" | "SGD";
};

/** Resolves once the browser's sanitiser is there: the dialog opens with its description. */
export const descriptionReady = preloadSafeHtml;

/**
 * The package-details modal over the wizard (booking-flow.md section 2): the package's rate,
 * or its base amount when the wizard was entered without one (a rebook), and its description.
 * `PackageSummary` loads it on use.
 */
export function PackageDetailsDialog({
  pkg,
  currency,
  trigger,
  defaultOpen = false,
}: PackageDetailsDialogProps) {
  return (
    <Dialog defaultOpen={defaultOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
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
  );
}
