"use client";
import { type AddonOption, canBookAddons, labels, type PackageItem } from "@bookwell/contract";
import {
  AddonChoiceGroup,
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  requirementText,
  Skeleton,
  unsatisfiedGroups,
  type AddonChoiceValue,
} from "@bookwell/ui";
import { SafeHtml } from "@bookwell/ui/safe-html";
import { useQuery } from "@tanstack/react-query";
import * as React from "react";

import { chosenAddonsStore } from "../booking/booking-storage";
import { addonGroupsOf } from "../addons/addon-groups";
import { useKit } from "../kit-context";
import { packageAddonsQuery } from "../queries/queries";
import { useReportError } from "../entry/entry-hooks";
import { AddonQuantityList } from "./addon-quantity-list";
import { chosenFromQuantities, chosenFromSelection, initialQuantities } from "./addon-selection";
import { isMultiJobPackage } from "./package-groups";
import { rateInCurrency } from "./rate-in-currency";

/**
 * What the package dialog shows (booking-flow.md section 2): the package's details, its
 * add-ons as choice groups, or a two-job package's items with a quantity each (titled Fill
 * Items Quantity). Closing the dialog clears it (null).
 */
export type PackageDialogContent = {
  kind: "details" | "addons" | "multijob";
  pkg: PackageItem;
};

export type PackageDialogProps = {
  /** What to show; null closes the dialog. */
  content: PackageDialogContent | null;
  /** Another kind, or null when the dialog closes. */
  onContentChange: (content: PackageDialogContent | null) => void;
  currency: "GBP" | "SGD";
  /** Select in the details: the package without add-ons. */
  onChoose: (pkg: PackageItem) => void;
  /** SELECT or BOOK NOW: called once the chosen add-ons are stored (`chosenAddonsStore`). */
  onChooseWithAddons: (pkg: PackageItem) => void;
  /**
   * Where focus goes back to when the dialog closes (the Details button that opened it): the
   * dialog is opened from state, with no DialogTrigger to return to.
   * @default undefined
   */
  returnFocusTo?: () => HTMLElement | null;
};

/** The package listing's dialog with its three content kinds. */
export function PackageDialog({
  content,
  onContentChange,
  currency,
  onChoose,
  onChooseWithAddons,
  returnFocusTo,
}: PackageDialogProps) {
  const titleRef = React.useRef<HTMLHeadingElement>(null);
  const kind = content?.kind ?? null;
  const previousKind = React.useRef(kind);
  React.useEffect(() => {
    // Moving between kinds inside the open dialog removes the button that had focus: put it on
    // the new title so the keyboard stays in the dialog and screen readers hear the change.
    if (previousKind.current && kind && previousKind.current !== kind) titleRef.current?.focus();
    previousKind.current = kind;
  }, [kind]);

  return (
    <Dialog open={content !== null} onOpenChange={(open) => (open ? null : onContentChange(null))}>
      {content ? (
        <DialogContent
          size="xl"
          data-kind={content.kind}
          onCloseAutoFocus={(event) => {
            const target = returnFocusTo?.();
            if (target?.isConnected) {
              event.preventDefault();
              target.focus();
            }
          }}
        >
          {content.kind === "details" ? (
            <PackageDetails
              pkg={content.pkg}
              currency={currency}
              titleRef={titleRef}
              onAddons={() =>
                onContentChange({
                  kind: isMultiJobPackage(content.pkg) ? "multijob" : "addons",
                  pkg: content.pkg,
                })
              }
              onChoose={() => onChoose(content.pkg)}
            />
          ) : (
            <PackageAddons
              key={content.kind}
              kind={content.kind}
              pkg={content.pkg}
              currency={currency}
              titleRef={titleRef}
              onBack={() => onContentChange({ kind: "details", pkg: content.pkg })}
              onChosen={(chosen) => {
                chosenAddonsStore.set(chosen);
                onChooseWithAddons(content.pkg);
              }}
            />
          )}
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function PackageDetails({
  pkg,
  currency,
  titleRef,
  onAddons,
  onChoose,
}: {
  pkg: PackageItem;
  currency: "GBP" | "SGD";
  titleRef: React.Ref<HTMLHeadingElement>;
  onAddons: () => void;
  onChoose: () => void;
}) {
  const rate = rateInCurrency(pkg.rate, currency);
  return (
    <>
      <DialogHeader>
        <DialogTitle ref={titleRef} tabIndex={-1}>
          {pkg.matname}
        </DialogTitle>
        <DialogDescription>
          {rate.textBefore}
          {rate.price ? <strong className="text-primary">{rate.price}</strong> : null}
          {rate.textAfter}
        </DialogDescription>
      </DialogHeader>
      {pkg.directory ? (
        <img src={pkg.directory} alt="" className="max-h-64 w-full rounded-md object-cover" />
      ) : null}
      <SafeHtml html={pkg.description} />
      <DialogFooter>
        <Button variant="outline" onClick={onAddons}>
          {isMultiJobPackage(pkg) ? labels.fillItemsQuantity : "Add-ons"}
        </Button>
        <Button onClick={onChoose}>
          Select<span className="sr-only"> {pkg.matname}</span>
        </Button>
      </DialogFooter>
    </>
  );
}

function PackageAddons({
  kind,
  pkg,
  currency,
  titleRef,
  onBack,
  onChosen,
}: {
  kind: "addons" | "multijob";
  pkg: PackageItem;
  currency: "GBP" | "SGD";
  titleRef: React.Ref<HTMLHeadingElement>;
  onBack: () => void;
  onChosen: (chosen: AddonOption[]) => void;
}) {
  const { client } = useKit();
  const options = useQuery(packageAddonsQuery(client, pkg.matnum));
  useReportError(options.error);
  return (
    <>
      <DialogHeader>
        <DialogTitle ref={titleRef} tabIndex={-1}>
          {kind === "multijob" ? labels.fillItemsQuantity : `Add-ons for ${pkg.matname}`}
        </DialogTitle>
        <DialogDescription>
          {kind === "multijob"
            ? `How many of each item for ${pkg.matname}, from 0 to 100.`
            : "Choose the extras you want with this service."}
        </DialogDescription>
      </DialogHeader>
      {options.isPending ? (
        <div aria-busy="true" className="flex flex-col gap-3">
          <span role="status" className="sr-only">
            Loading add-ons
          </span>
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
        </div>
      ) : options.isError ? (
        <p role="alert">Oops ! Something went wrong.</p>
      ) : options.data.length === 0 ? (
        <p>This package has no add-ons.</p>
      ) : kind === "multijob" ? (
        <ItemQuantities
          options={options.data}
          currency={currency}
          onBack={onBack}
          onBook={onChosen}
        />
      ) : (
        <AddonChoices
          options={options.data}
          currency={currency}
          onBack={onBack}
          onSelect={onChosen}
        />
      )}
      {options.isSuccess && options.data.length > 0 ? null : (
        <DialogFooter>
          <Button variant="outline" onClick={onBack}>
            Back to details
          </Button>
        </DialogFooter>
      )}
    </>
  );
}

function AddonChoices({
  options,
  currency,
  onBack,
  onSelect,
}: {
  options: AddonOption[];
  currency: "GBP" | "SGD";
  onBack: () => void;
  onSelect: (chosen: AddonOption[]) => void;
}) {
  const groups = React.useMemo(() => addonGroupsOf(options), [options]);
  const [value, setValue] = React.useState<AddonChoiceValue>({});
  const [errors, setErrors] = React.useState<Record<string, string>>({});
  return (
    <>
      <AddonChoiceGroup
        groups={groups}
        value={value}
        currency={currency}
        groupErrors={errors}
        onValueChange={(next) => {
          setValue(next);
          setErrors({});
        }}
      />
      <DialogFooter>
        <Button variant="outline" onClick={onBack}>
          Back to details
        </Button>
        {Object.keys(value).length > 0 ? (
          <Button
            onClick={() => {
              const unsatisfied = new Set(unsatisfiedGroups(groups, value));
              if (unsatisfied.size > 0) {
                setErrors(
                  Object.fromEntries(
                    groups
                      .filter((group) => unsatisfied.has(group.id))
                      .map((group) => [
                        group.id,
                        requirementText(group.minChoices, group.maxChoices),
                      ]),
                  ),
                );
                return;
              }
              onSelect(chosenFromSelection(options, value));
            }}
          >
            {labels.select}
          </Button>
        ) : null}
      </DialogFooter>
    </>
  );
}

function ItemQuantities({
  options,
  currency,
  onBack,
  onBook,
}: {
  options: AddonOption[];
  currency: "GBP" | "SGD";
  onBack: () => void;
  onBook: (chosen: AddonOption[]) => void;
}) {
  const [quantities, setQuantities] = React.useState(() => initialQuantities(options));
  return (
    <>
      <AddonQuantityList
        options={options}
        value={quantities}
        onValueChange={setQuantities}
        currency={currency}
      />
      <DialogFooter>
        <Button variant="outline" onClick={onBack}>
          Back to details
        </Button>
        {canBookAddons(quantities) ? (
          <Button onClick={() => onBook(chosenFromQuantities(options, quantities))}>
            {labels.bookNowUpper}
          </Button>
        ) : null}
      </DialogFooter>
    </>
  );
}
