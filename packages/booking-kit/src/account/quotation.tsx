"use client";
import {
  accountTexts,
  isApiError,
  labels,
  messages,
  texts,
  type QuoteLine,
} from "@bookwell/contract";
import { Button, EmptyState, Money } from "@bookwell/ui";
import { useQuery } from "@tanstack/react-query";
import * as React from "react";

import type { WizardEntry } from "../booking/booking-entry";
import { controlledDialogOnUse } from "../dialog-on-use";
import { useKit, useSession } from "../kit-context";
import { KitLink } from "../kit-link";
import { useAcceptQuote } from "../queries/account-mutations";
import { quoteDetailsQuery, requestsQuery } from "../queries/account-queries";
import { AccountFailed, AccountLoading, useReportErrors } from "./account-states";
import { lineTotalShown, quoteActions, quoteTotals, unitPriceShown } from "./quote";

/** The navigation state that opens the booking wizard on Finalise (the spec's FINALIZE). */
export const FINALIZE_ENTRY = { redirect: "FINALIZE" } as const satisfies WizardEntry;

const linkClass =
  "inline-flex min-h-11 items-center font-medium text-primary underline underline-offset-4 hover:no-underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";

/** The service's picture; a picture that does not load leaves no broken-image mark. */
function ServiceImage({ src, className }: { src: string; className: string }) {
  const [broken, setBroken] = React.useState(false);
  if (!src || broken) return <span aria-hidden="true" className={`${className} bg-muted`} />;
  return (
    // The line's name is beside it: the picture adds nothing to read.
    <img src={src} alt="" className={`${className} object-cover`} onError={() => setBroken(true)} />
  );
}

/** The line's name, which opens its Booking Information. */
// A line's Booking Information (and the dialog primitive) loads on use: not in the first load.
const useInformationDialog = controlledDialogOnUse(() =>
  import("./booking-information-dialog").then((module) => module.BookingInformationDialog),
);

function LineName({
  line,
  onOpen,
  onIntent,
  pending,
}: {
  line: QuoteLine;
  onOpen: () => void;
  /** Pointed at or focused: the dialog's module starts loading. */
  onIntent: () => void;
  /** The press waits for the dialog's module. */
  pending: boolean;
}) {
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-label={`${line.matname}, Booking Information`}
      aria-busy={pending || undefined}
      onClick={onOpen}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      className="min-h-11 text-left aria-busy:cursor-progress aria-busy:opacity-70 font-medium text-primary underline underline-offset-4 hover:no-underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      {line.matname}
    </button>
  );
}

export type QuotationViewProps = {
  /** The quotation's lines, as `GET myrequest/quotedetails/{refnum}` gives them. */
  lines: readonly QuoteLine[];
  /**
   * The currency the amounts are shown in.
   * @default "GBP"
   */
  currency?: "GBP" | "SGD";
  /** Called when the customer accepts, as given (`upgrade: false`) or as the upgrade. */
  onAccept: (upgrade: boolean) => void;
  /**
   * Which acceptance is under way: its button shows it and neither can be pressed again.
   * @default null
   */
  accepting?: "as-given" | "upgrade" | null;
  /**
   * Whether the quotation can still be accepted, by its request's status: "open" (Quoted)
   * offers the buttons; "accepted" says it was accepted and offers none (the server would only
   * refuse); "unknown" (the status not known yet) offers none for now.
   * @default "open"
   */
  acceptance?: "open" | "accepted" | "unknown";
  /** The sales tax the grand total is before (the brand's: "VAT", "GST"). @default "VAT" */
  taxName?: string;
};

/**
 * The quotation, presentational (account-area.md sections 2 and 9): its lines (service
 * image, name, description, qty, price and total) as a table from 576 px and as cards below;
 * the subtotal, the location fee and the grand total before the brand's tax ("before VAT"),
 * all in whole pence; a line's
 * name opens its Booking Information. ACCEPT & ADD TO CART shows when the total is above £0,
 * UPGRADE TO 12 SESSIONS when a line is an upgrade; neither once it was accepted (it says so).
 * No lines: "Cart Is Empty".
 */
export function QuotationView({
  lines,
  currency = "GBP",
  onAccept,
  accepting = null,
  acceptance = "open",
  taxName = "VAT",
}: QuotationViewProps) {
  const [open, setOpen] = React.useState<QuoteLine | null>(null);
  const information = useInformationDialog();
  const InformationDialog = information.Dialog;
  const lineName = (line: QuoteLine, index: number) => {
    const key = `${line.matname}-${index}`;
    return (
      <LineName
        line={line}
        pending={information.opening === key}
        onIntent={information.preload}
        onOpen={() => information.open(key, () => setOpen(line))}
      />
    );
  };
  if (lines.length === 0) return <EmptyState title={messages.cartEmpty} />;

  const totals = quoteTotals(lines);
  const actions = acceptance === "open" ? quoteActions(lines) : { accept: false, upgrade: false };
  const money = (pence: number) => <Money minor={pence} currency={currency} />;
  const discount = (line: QuoteLine) =>
    line.discamt > 0 ? (
      <span className="block text-sm text-muted-foreground">
        after <Money amount={line.discamt} currency={currency} /> off
      </span>
    ) : null;

  return (
    <div data-slot="quotation" className="space-y-6">
      <table className="hidden w-full border-collapse text-sm min-[576px]:table">
        <caption className="sr-only">Quotation</caption>
        <thead>
          <tr className="border-b border-border text-left">
            <th scope="col" className="px-3 py-2">
              <span className="sr-only">Service image</span>
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Name
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Description
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              Qty
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              Price
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, index) => (
            <tr key={`${line.matname}-${index}`} className="border-b border-border align-top">
              <td className="px-3 py-2">
                <ServiceImage src={line.imagefile} className="block size-16 rounded-md" />
              </td>
              <td className="px-3 py-2">{lineName(line, index)}</td>
              <td className="px-3 py-2 text-muted-foreground">{line.description ?? ""}</td>
              <td className="px-3 py-2 text-right tabular-nums">{line.qty}</td>
              <td className="px-3 py-2 text-right">{money(unitPriceShown(line))}</td>
              <td className="px-3 py-2 text-right">
                {money(lineTotalShown(line))}
                {discount(line)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul aria-label="Quotation" className="flex flex-col gap-3 min-[576px]:hidden">
        {lines.map((line, index) => (
          <li
            key={`${line.matname}-${index}`}
            className="flex gap-3 rounded-lg border border-border bg-card p-4"
          >
            <ServiceImage src={line.imagefile} className="block size-14 shrink-0 rounded-md" />
            <div className="min-w-0 flex-1 space-y-1 text-sm">
              {lineName(line, index)}
              {line.description ? (
                <p className="text-muted-foreground">{line.description}</p>
              ) : null}
              <p>
                Qty {line.qty} × {money(unitPriceShown(line))}
              </p>
              <p className="font-semibold">
                Total {money(lineTotalShown(line))}
                {discount(line)}
              </p>
            </div>
          </li>
        ))}
      </ul>
      <dl aria-label="Quotation totals" className="ml-auto max-w-sm space-y-1">
        <div className="flex justify-between gap-4">
          <dt>Subtotal</dt>
          <dd>{money(totals.subtotal)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt>{texts.locationFee}</dt>
          <dd>{money(totals.locationFee)}</dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-border pt-1 text-lg font-semibold">
          <dt>{accountTexts.grandTotalBeforeTax(taxName)}</dt>
          <dd>{money(totals.grandTotal)}</dd>
        </div>
      </dl>
      {acceptance === "accepted" ? (
        <p className="text-right">{accountTexts.quotationAcceptedAlready}</p>
      ) : null}
      {actions.accept || actions.upgrade ? (
        <div className="flex flex-col gap-3 min-[576px]:flex-row min-[576px]:justify-end">
          {actions.upgrade ? (
            <Button
              variant="outline"
              pending={accepting === "upgrade"}
              pendingLabel="Accepting the upgrade"
              disabled={accepting === "as-given"}
              onClick={() => onAccept(true)}
            >
              {labels.upgradeTo12Sessions}
            </Button>
          ) : null}
          {actions.accept ? (
            <Button
              pending={accepting === "as-given"}
              pendingLabel="Accepting the quotation"
              disabled={accepting === "upgrade"}
              onClick={() => onAccept(false)}
            >
              {labels.acceptAddToCart}
            </Button>
          ) : null}
        </div>
      ) : null}
      {InformationDialog ? (
        <InformationDialog line={open} currency={currency} onClose={() => setOpen(null)} />
      ) : null}
    </div>
  );
}

export type QuotationProps = {
  /** The request whose quotation is shown (the URL's `{refnum}`). */
  refnum: string;
};

/**
 * The quotation page (/my-request-quotation/{refnum}): `GET myrequest/quotedetails/{refnum}`.
 * Accepting is `POST myrequest/quoteaccept/{arnum}?quoterefnum=` (the upgrade appends U):
 * "Quotation accepted successfully", then `{ to: "booking", state: { redirect: "FINALIZE" } }`,
 * the wizard's Finalise with the quotation's lines in the cart. A quotation the server refuses
 * (not the customer's, or none: 403 or 404) is "Cart Details Not Available", after the
 * server's text.
 */
export function Quotation({ refnum }: QuotationProps) {
  const { client, settings, navigate } = useKit();
  const user = useSession();
  const owner = { arnum: user?.arnum ?? "", email: user?.email ?? "" };
  const quote = useQuery({
    ...quoteDetailsQuery(client, owner, refnum),
    enabled: Boolean(user && refnum),
  });
  // The request's status says whether it was accepted already (My Request's own list).
  const requests = useQuery({ ...requestsQuery(client, owner), enabled: Boolean(user) });
  const status = requests.data?.find((request) => request.refnum === refnum)?.status;
  // While the list loads no button shows; a list that failed leaves the server to refuse.
  const acceptance = status === "Accepted" ? "accepted" : requests.isPending ? "unknown" : "open";
  const accept = useAcceptQuote(owner);
  useReportErrors(quote.error);
  const refused =
    !refnum ||
    (isApiError(quote.error) && (quote.error.status === 403 || quote.error.status === 404));

  const back = (
    <KitLink to={{ to: "account", page: "requests" }} className={linkClass}>
      Back to My Request
    </KitLink>
  );
  let body: React.ReactNode;
  if (refused) body = <EmptyState title={messages.cartDetailsNotAvailable} action={back} />;
  else if (quote.isPending) body = <AccountLoading label="Loading the quotation" rows={4} />;
  else if (!quote.data) body = <AccountFailed onRetry={() => void quote.refetch()} />;
  else {
    body = (
      <QuotationView
        lines={quote.data}
        currency={settings.currency}
        {...(settings.taxName ? { taxName: settings.taxName } : {})}
        acceptance={acceptance}
        accepting={accept.isPending ? (accept.variables.upgrade ? "upgrade" : "as-given") : null}
        onAccept={(upgrade) => {
          if (accept.isPending) return;
          accept.mutate(
            { refnum, upgrade },
            { onSuccess: () => navigate({ to: "booking", state: FINALIZE_ENTRY }) },
          );
        }}
      />
    );
  }
  return (
    <div className="space-y-4">
      <p className="text-muted-foreground">
        Quotation <span className="font-medium text-foreground">{refnum}</span>
      </p>
      {body}
      {refused ? null : <p>{back}</p>}
    </div>
  );
}
