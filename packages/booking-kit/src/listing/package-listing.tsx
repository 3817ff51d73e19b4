"use client";
import { GUEST_ARNUM, GUEST_EMAIL, labels, messages, type PackageItem } from "@bookwell/contract";
import { Button, cn, EmptyState, loadOnce, PackageCard, Skeleton } from "@bookwell/ui";
import { preloadSafeHtml, SafeHtml } from "@bookwell/ui/safe-html";
import { useQuery } from "@tanstack/react-query";
import * as React from "react";
import { preload } from "react-dom";

import { chosenAddonsStore, questionnaireStore } from "../booking/booking-storage";
import { useKit, useSession } from "../kit-context";
import { packagesQuery } from "../queries/queries";
import { useRefuseEntry, useReportError } from "../entry/entry-hooks";
import { useMounted, useStoredValue } from "../lib/hooks";
import { readPackageListingState, type PackageListingState } from "./listing-state";
import { groupPackages, packageSelection, type PackageGroups } from "./package-groups";
import type * as CarouselModule from "./other-packages";
import type * as DialogModule from "./package-dialog";
import type { PackageDialogContent, PackageDialogProps } from "./package-dialog";
import { rateInCurrency } from "./rate-in-currency";
import { loadNowOrWhenSettled } from "../lib/when-page-settled";

/**
 * The package dialog's module (the dialog primitive, focus trap, scroll lock, the add-on
 * groups): not in the listing's first load. It loads once the packages are shown and the page
 * has settled, or at once when Details is pressed first.
 */
const loadDialog = loadOnce((): Promise<typeof DialogModule> => import("./package-dialog"));

/** Without its script (offline) there is no dialog to show; the listing stays usable. */
function NoDialog(): null {
  return null;
}

const PackageDialog = React.lazy(
  (): Promise<{ default: React.ComponentType<PackageDialogProps> }> =>
    loadDialog().then(
      (module) => ({ default: module.PackageDialog }),
      () => ({ default: NoDialog }),
    ),
);

/**
 * The related packages' carousel (`other-packages.tsx`): not in the listing's first load, shown
 * only after SHOW MORE RELATED PRODUCTS. It loads once the packages are shown and the page has
 * settled, or at once when the button is pressed first.
 */
const loadCarousel = loadOnce((): Promise<typeof CarouselModule> => import("./other-packages"));

/** Without the carousel's script (offline) the related packages show as a grid instead. */
function OtherPackagesGrid({ children }: { children: React.ReactNode }) {
  return <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">{children}</div>;
}

const OtherPackages = React.lazy(
  (): Promise<{ default: React.ComponentType<{ children: React.ReactNode }> }> =>
    loadCarousel().then(
      (module) => ({ default: module.OtherPackagesCarousel }),
      () => ({ default: OtherPackagesGrid }),
    ),
);

// The packages' descriptions are HTML the browser sanitises: its sanitiser starts loading with
// this module, while the page's scripts load, rather than with the packages' call after
// hydration (a description appearing late pushed the cards down 56 px; on a cold load the
// sanitiser was the last request before the first card's picture).
void preloadSafeHtml();

export type PackageListingProps = {
  /**
   * The navigation state the page was opened with, `{ matcatnum, displayaddon? }`. Without
   * it (null, or anything without a category) the customer, visitor or logged in, is told
   * "Sorry, You can not access this page directly, Please try again." and the kit asks for
   * `{ to: "home" }`, as the wizard and the add-on listing do (booking-flow.md section 5).
   */
  state: PackageListingState | null;
};

/**
 * The package listing (booking-flow.md section 2), connected: packages for the stored
 * questionnaire answers (`booking/{arnum}/packages`, a visitor under the guest account),
 * grouped by `pType`. Choosing a package asks for `{ to: "booking", state: { package } }`, or
 * `{ to: "addon-listing", state: package }` when the state asks for add-ons.
 */
export function PackageListing({ state }: PackageListingProps) {
  const listing = readPackageListingState(state);
  const { client, navigate, settings } = useKit();
  const user = useSession();
  const answers = useStoredValue(questionnaireStore);
  const mounted = useMounted();
  useRefuseEntry(listing === null, () => messages.directAccess);

  const packages = useQuery({
    ...packagesQuery(client, {
      arnum: user?.arnum ?? GUEST_ARNUM,
      email: user?.email ?? GUEST_EMAIL,
      catnum: listing?.matcatnum ?? "",
      answers: answers ? [answers] : [],
    }),
    // After mount: the stored session and answers are only known in the browser.
    enabled: listing !== null && mounted,
  });
  useReportError(packages.error);
  const groups = React.useMemo(
    () => (packages.data ? groupPackages(packages.data) : null),
    [packages.data],
  );
  // The cards render in the background once the packages arrive, the skeletons staying until
  // they are ready: a query's answer renders at once otherwise, every card and its sanitised
  // description in one task (23 ms in a trace of the listing's load, four times that on a
  // mid-range phone), which a tap meanwhile would wait for.
  const shown = React.useDeferredValue(groups);
  // The featured card's picture leads the page (its largest paint): asked for as soon as the
  // packages are known, at high priority, not once its card has rendered in the background
  // and the picture's element is found; by then the page's later modules share the line.
  const lead = groups?.header?.directory;
  if (lead) preload(lead, { as: "image", fetchPriority: "high" });

  // The server has no navigation state (it is the browser's history), and the hydrating render
  // must match the server's: both paint the loading cards, so the page's first paint has its
  // layout before any script runs, and nothing moves when the packages arrive.
  if (!mounted) return <PackageListingLoading />;
  if (!listing) return null;

  const choose = (pkg: PackageItem, chosen: "none" | "kept" = "none") => {
    const selection = packageSelection(pkg);
    if (chosen === "none") chosenAddonsStore.clear();
    if (listing.displayaddon && chosen === "none") {
      navigate({ to: "addon-listing", state: selection });
    } else {
      navigate({ to: "booking", state: { package: selection } });
    }
  };

  return (
    <PackageListingView
      status={packages.isError ? "error" : shown ? "ready" : "loading"}
      groups={shown}
      currency={settings.currency}
      onRetry={() => void packages.refetch()}
      onChoose={(pkg) => choose(pkg)}
      onChooseWithAddons={(pkg) => choose(pkg, "kept")}
    />
  );
}

export type PackageListingViewProps = {
  status: "loading" | "error" | "ready";
  /** The grouped packages (`groupPackages`); null until loaded. */
  groups: PackageGroups | null;
  /** The brand's currency (`settings.currency`): every price on the cards and in the dialogs. */
  currency: "GBP" | "SGD";
  /** Try again after a failed load. */
  onRetry: () => void;
  /** Select on a card or in the details dialog. */
  onChoose: (pkg: PackageItem) => void;
  /** SELECT or BOOK NOW in the add-ons dialog, once the chosen add-ons are stored. */
  onChooseWithAddons: (pkg: PackageItem) => void;
};

/** The listing while its packages load (and in the server's HTML): three card skeletons. */
function PackageListingLoading() {
  return (
    <div data-slot="package-listing" data-state="loading" aria-busy="true">
      <span role="status" className="sr-only">
        Loading packages
      </span>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} className="h-72" />
        ))}
      </div>
    </div>
  );
}

/** The listing's sections, plain props (stories show every state with any data). */
export function PackageListingView({
  status,
  groups,
  currency,
  onRetry,
  onChoose,
  onChooseWithAddons,
}: PackageListingViewProps) {
  const [dialog, setDialog] = React.useState<PackageDialogContent | null>(null);
  const opener = React.useRef<HTMLElement | null>(null);
  const openDetails = (pkg: PackageItem) => {
    // An event handler: the document exists here, never during a server render.
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    loadDialog().catch(() => undefined);
    setDialog({ kind: "details", pkg });
  };
  // Once opened, the dialog stays mounted: closing it plays its exit and returns the focus.
  const [opened, setOpened] = React.useState(false);
  if (dialog !== null && !opened) setOpened(true);
  const hasOther = (groups?.other.length ?? 0) > 0;
  React.useEffect(
    () =>
      status === "ready"
        ? loadNowOrWhenSettled(false, () => {
            loadDialog().catch(() => undefined);
            if (hasOther) loadCarousel().catch(() => undefined);
          })
        : undefined,
    [status, hasOther],
  );
  const [showOther, setShowOther] = React.useState(false);
  const otherId = React.useId();

  if (status === "loading") return <PackageListingLoading />;
  if (status === "error" || !groups) {
    return (
      <EmptyState
        data-slot="package-listing"
        data-state="error"
        title={messages.oops}
        action={
          <Button variant="outline" onClick={onRetry}>
            Try again
          </Button>
        }
      />
    );
  }

  // The featured card leads the page (its image is the largest paint); the grids below load
  // their images as they near the viewport.
  const card = (
    pkg: PackageItem,
    headingLevel: "h2" | "h3" = "h3",
    imageLoading: "high" | "lazy" = "lazy",
    className = "h-full",
  ) => (
    <PackageCard
      key={pkg.matnum}
      name={pkg.matname}
      image={pkg.directory || undefined}
      {...(pkg.rate ? rateInCurrency(pkg.rate, currency) : {})}
      description={<SafeHtml html={pkg.description} />}
      headingLevel={headingLevel}
      imageLoading={imageLoading}
      className={className}
      onDetails={() => openDetails(pkg)}
      onSelect={() => onChoose(pkg)}
    />
  );
  const grid = (items: PackageItem[]) => (
    <ul className={cn("grid gap-4", groupLayout(items.length).cards)}>
      {items.map((pkg) => (
        <li key={pkg.matnum}>{card(pkg)}</li>
      ))}
    </ul>
  );

  return (
    <div data-slot="package-listing" data-state="ready" className="flex flex-col gap-10">
      {groups.header ? (
        <section aria-label="Featured package" data-slot="package-listing-header">
          {/* Wide screens: the picture beside the text, not a full-width banner. */}
          {card(groups.header, "h2", "high", "md:grid md:grid-cols-2 md:[&>img]:h-full")}
        </section>
      ) : null}
      {/*
       * The groups share one grid: a group spans as many columns as it has cards (up to a
       * row), so three groups of one card sit side by side instead of each leaving two
       * thirds of its row empty.
       */}
      <div
        data-slot="package-listing-groups"
        className="grid gap-x-4 gap-y-10 sm:grid-cols-2 lg:grid-cols-3"
      >
        {groups.previouslyBooked.length > 0 ? (
          <Section
            title="Previously booked"
            className={groupLayout(groups.previouslyBooked.length).span}
          >
            {grid(groups.previouslyBooked)}
          </Section>
        ) : null}
        <Section
          title="Best matched"
          className={groupLayout(groups.bestMatched.length || LAYOUT_COLUMNS).span}
        >
          {groups.bestMatched.length > 0 ? (
            grid(groups.bestMatched)
          ) : (
            <p data-slot="package-listing-no-match">{messages.callOffice}</p>
          )}
        </Section>
        {groups.popular.length > 0 ? (
          <Section title="Popular" className={groupLayout(groups.popular.length).span}>
            {grid(groups.popular)}
          </Section>
        ) : null}
      </div>
      {groups.other.length > 0 ? (
        <section aria-label="Related products" className="flex flex-col items-center gap-4">
          <Button
            variant="outline"
            aria-expanded={showOther}
            aria-controls={otherId}
            onClick={() => {
              loadCarousel().catch(() => undefined);
              setShowOther((shown) => !shown);
            }}
          >
            {labels.showMoreRelated}
          </Button>
          <div id={otherId} hidden={!showOther} className="w-full">
            {showOther ? (
              <React.Suspense fallback={<Skeleton className="h-72" />}>
                <OtherPackages>
                  {groups.other.map((pkg) => (
                    <div key={pkg.matnum} className="h-full p-2">
                      {card(pkg)}
                    </div>
                  ))}
                </OtherPackages>
              </React.Suspense>
            ) : null}
          </div>
        </section>
      ) : null}
      {dialog !== null || opened ? (
        <React.Suspense fallback={null}>
          <PackageDialog
            content={dialog}
            currency={currency}
            onContentChange={setDialog}
            returnFocusTo={() => opener.current}
            onChoose={(pkg) => {
              setDialog(null);
              onChoose(pkg);
            }}
            onChooseWithAddons={(pkg) => {
              setDialog(null);
              onChooseWithAddons(pkg);
            }}
          />
        </React.Suspense>
      ) : null}
    </div>
  );
}

/** The widest row of the listing: three cards from 1024 px, two from 640 px, one below. */
const LAYOUT_COLUMNS = 3;

/**
 * A group's place in the listing's grid (`span`, the columns it takes) and its cards' own
 * grid (`cards`): as many columns as it has cards, up to a row. Written out whole so
 * Tailwind finds every class.
 */
function groupLayout(count: number): { span: string; cards: string } {
  if (count <= 1) return { span: "", cards: "grid-cols-1" };
  if (count === 2) return { span: "sm:col-span-2", cards: "sm:grid-cols-2" };
  return { span: "sm:col-span-2 lg:col-span-3", cards: "sm:grid-cols-2 lg:grid-cols-3" };
}

function Section({
  title,
  className,
  children,
}: {
  title: string;
  className?: string;
  children: React.ReactNode;
}) {
  const id = React.useId();
  return (
    <section aria-labelledby={id} className={cn("flex flex-col gap-4", className)}>
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
