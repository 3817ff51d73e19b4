"use client";
import { type AddonOption, canBookAddons, labels, messages } from "@bookwell/contract";
import { Button, EmptyState, Skeleton } from "@bookwell/ui";
import { useQuery } from "@tanstack/react-query";
import * as React from "react";

import { chosenAddonsStore } from "../booking/booking-storage";
import type { SelectedPackage } from "../booking/booking-entry";
import { useKit } from "../kit-context";
import { packageAddonsQuery } from "../queries/queries";
import { useRefuseEntry, useReportError } from "../entry/entry-hooks";
import { AddonQuantityList } from "./addon-quantity-list";
import { chosenFromQuantities, initialQuantities, type AddonQuantities } from "./addon-selection";
import { readAddonListingState } from "./listing-state";

export type AddonListingProps = {
  /**
   * The navigation state, `{ matnum, matname, jobnum, jobnum2, baseamt }` (the package the
   * listing chose; a jobnum joined by ";" is read as two jobs). Without it: "Sorry, You can
   * not access this page directly, Please try again." and `{ to: "home" }`.
   */
  state: SelectedPackage | null;
};

/**
 * The add-on listing (booking-flow.md section 2), connected: the package's add-ons
 * (`booking/addons/{matnum}`) with a quantity each (a whole number 0 to 100). BOOK NOW shows
 * once the total is above zero; it stores the chosen add-ons (`chosenAddonsStore`) and asks
 * for `{ to: "booking", state: { package } }`.
 */
export function AddonListing({ state }: AddonListingProps) {
  const pkg = readAddonListingState(state);
  const { client, navigate, settings } = useKit();
  useRefuseEntry(pkg === null, () => messages.directAccess);
  const options = useQuery({
    ...packageAddonsQuery(client, pkg?.matnum ?? ""),
    enabled: pkg !== null,
  });
  useReportError(options.error);

  if (!pkg) return null;
  return (
    <AddonListingView
      packageName={pkg.matname}
      status={options.isError ? "error" : options.isPending ? "loading" : "ready"}
      options={options.data ?? []}
      currency={settings.currency}
      onRetry={() => void options.refetch()}
      onBook={(chosen) => {
        chosenAddonsStore.set(chosen);
        navigate({ to: "booking", state: { package: pkg } });
      }}
    />
  );
}

export type AddonListingViewProps = {
  /** The chosen package's name, in the heading. */
  packageName: string;
  status: "loading" | "error" | "ready";
  options: readonly AddonOption[];
  currency: "GBP" | "SGD";
  onRetry: () => void;
  /** BOOK NOW with the add-ons whose quantity is above 0. */
  onBook: (chosen: AddonOption[]) => void;
};

/** The add-on listing, plain props. */
export function AddonListingView({
  packageName,
  status,
  options,
  currency,
  onRetry,
  onBook,
}: AddonListingViewProps) {
  const [quantities, setQuantities] = React.useState<AddonQuantities>({});
  const [seeded, setSeeded] = React.useState<readonly AddonOption[] | null>(null);
  if (status === "ready" && seeded !== options) {
    // New options: start from 0 each (adjusting state while rendering, not in an effect).
    setSeeded(options);
    setQuantities(initialQuantities(options));
  }
  const headingId = React.useId();

  return (
    <section
      aria-labelledby={headingId}
      data-slot="addon-listing"
      data-state={status}
      className="flex flex-col gap-6"
    >
      <h2 id={headingId} className="text-xl font-semibold">
        {`Add-ons for ${packageName}`}
      </h2>
      {status === "loading" ? (
        <div aria-busy="true" className="flex flex-col gap-3">
          <span role="status" className="sr-only">
            Loading add-ons
          </span>
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} className="h-16" />
          ))}
        </div>
      ) : status === "error" ? (
        <EmptyState
          title={messages.oops}
          action={
            <Button variant="outline" onClick={onRetry}>
              Try again
            </Button>
          }
        />
      ) : options.length === 0 ? (
        <EmptyState title="This package has no add-ons." />
      ) : (
        <>
          <p className="text-sm text-muted-foreground">How many of each item, from 0 to 100.</p>
          <AddonQuantityList
            options={options}
            value={quantities}
            onValueChange={setQuantities}
            currency={currency}
          />
          <div className="flex justify-end" aria-live="polite">
            {canBookAddons(quantities) ? (
              <Button onClick={() => onBook(chosenFromQuantities(options, quantities))}>
                {labels.bookNowUpper}
              </Button>
            ) : null}
          </div>
        </>
      )}
    </section>
  );
}
