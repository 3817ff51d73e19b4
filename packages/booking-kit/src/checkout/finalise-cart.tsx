"use client";
import {
  businessToday,
  type CartLine as ApiCartLine,
  formatDisplayDate,
  isValidCartQuantity,
  labels,
  messages,
  texts,
} from "@bookwell/contract";
import {
  Button,
  CartLine,
  type CartLineCharge,
  CartTotals,
  EmptyState,
  formatMoney,
  type MoneyCurrency,
  Skeleton,
  useNotify,
  VoucherField,
} from "@bookwell/ui";
import { useQueryClient } from "@tanstack/react-query";
import * as React from "react";

import { describeError } from "../session/api-errors";
import { useHandleError, useKit } from "../kit-context";
import { useApplyPromo, useRemoveCartAddon, useSaveCart } from "../queries/cart-mutations";
import { useRequireSession } from "../require-session";
import { useCart } from "./use-cart";
import { LineAddonsDialog } from "./line-addons-dialog";
import { UnpaidNotice } from "./unpaid-notice";

export type FinaliseCartProps = {
  /** PREVIOUS: back to Booking Information. */
  onPrevious?: () => void;
  /** CONTINUE, after the whole cart was saved with its voucher (mode addupdate). */
  onContinue: () => void;
};

/**
 * Finalise Booking (booking-flow.md sections 2 to 5): the cart's lines with quantity, remove
 * and add-ons, the voucher, and the totals. Every amount comes from the server: after any
 * change the summary and the lines are fetched again.
 */
export function FinaliseCart({ onPrevious, onContinue }: FinaliseCartProps) {
  const { settings, navigate } = useKit();
  const saveCart = useSaveCart();
  const removeCartAddon = useRemoveCartAddon();
  const applyPromo = useApplyPromo();
  const notify = useNotify();
  const handleError = useHandleError();
  const queryClient = useQueryClient();
  const { session, summary, details, refresh, summaryKey } = useCart();
  const headingId = React.useId();
  const [voucher, setVoucher] = React.useState("");
  const [voucherError, setVoucherError] = React.useState<string>();
  const [voucherPending, setVoucherPending] = React.useState(false);
  const [continuing, setContinuing] = React.useState(false);
  const [addonsFor, setAddonsFor] = React.useState<ApiCartLine | null>(null);

  // A missing session on this step: the session-expired message, then home.
  useRequireSession();

  const cart = summary.data ?? null;
  const lines = details.data ?? [];
  const refnum = cart?.refnum ?? "";
  const discountApplied = Boolean(cart && (cart.discAmt > 0 || cart.promoCode !== ""));

  const run = async (action: () => Promise<unknown>) => {
    try {
      await action();
    } catch (error) {
      handleError(error);
    } finally {
      await refresh();
    }
  };

  const changeQuantity = (line: ApiCartLine, qty: number) => {
    if (!session || !isValidCartQuantity(String(qty))) return;
    // A new quantity resets the line's discount, discount type and promo code; the server
    // prices the line and its add-ons again.
    return run(() =>
      saveCart.mutateAsync({
        params: { arnum: session.arnum },
        query: { email: session.email },
        body: [{ ...line, qty, discamt: 0, disctype: "", promocode: "" }],
      }),
    );
  };

  const removeLine = (line: ApiCartLine) => {
    if (!session) return;
    return run(() =>
      saveCart.mutateAsync({
        params: { arnum: session.arnum },
        query: { email: session.email, mode: "remove" },
        body: [{ ...line, qty: 0 }],
      }),
    );
  };

  const removeAddon = (line: ApiCartLine, optionnum: string) => {
    const addon = line.addonList?.find((a) => a.optionnum === optionnum);
    if (!addon) return;
    return run(() =>
      removeCartAddon.mutateAsync({
        params: { refnum },
        body: {
          guid: line.guid,
          groupnum: addon.groupnum,
          choicetype: addon.choicetype,
          optionnum: addon.optionnum,
          selected: false,
          qty: 0,
        },
      }),
    );
  };

  const applyVoucher = async (code: string) => {
    // Does nothing without a session, without a cart reference, or with nothing to discount.
    if (!session || !cart?.refnum || cart.subtotal <= 0) return;
    setVoucherError(undefined);
    setVoucherPending(true);
    try {
      const next = await applyPromo.mutateAsync({
        params: { arnum: session.arnum },
        body: {
          arnum: session.arnum,
          refnum: cart.refnum,
          promoCode: code,
          trandate: businessToday(settings.timeZone),
        },
      });
      queryClient.setQueryData(summaryKey, next);
    } catch (error) {
      const outcome = describeError(error);
      if (outcome.kind === "server") setVoucherError(outcome.message);
      handleError(error);
    } finally {
      setVoucherPending(false);
      await refresh();
    }
  };

  const removeVoucher = async () => {
    if (!session || !cart?.refnum) return;
    setVoucherPending(true);
    // Saving the cart with an empty promo code takes the discount off.
    await run(() =>
      saveCart.mutateAsync({
        params: { arnum: session.arnum },
        query: { email: session.email, mode: "addupdate", promocode: "" },
        body: [],
      }),
    );
    setVoucher("");
    setVoucherPending(false);
  };

  const proceed = async () => {
    if (!session) return;
    if (!cart?.refnum) {
      notify.error(messages.oopsTryAgain);
      navigate({ to: "home" });
      return;
    }
    setContinuing(true);
    try {
      await saveCart.mutateAsync({
        params: { arnum: session.arnum },
        query: { email: session.email, mode: "addupdate", promocode: cart.promoCode },
        body: lines,
      });
      await refresh();
      onContinue();
    } catch (error) {
      handleError(error);
    } finally {
      setContinuing(false);
    }
  };

  const loading = summary.isPending || (refnum !== "" && details.isPending);
  const failed = summary.isError || details.isError;
  const empty = !loading && !failed && (cart === null || lines.length === 0);

  return (
    <section aria-labelledby={headingId} data-slot="finalise-cart" className="space-y-6">
      <h2 id={headingId} className="text-2xl font-semibold">
        {labels.stepFinalise}
      </h2>
      {session ? <UnpaidNotice /> : null}
      {!session ? null : loading ? (
        <div role="status" aria-label="Loading your cart" className="space-y-3">
          <Skeleton className="h-28 w-full" />
          <Skeleton className="h-28 w-full" />
        </div>
      ) : failed ? (
        <div role="alert" className="space-y-3">
          <p>{messages.oops}</p>
          <Button variant="outline" onClick={() => void refresh()}>
            Try again
          </Button>
        </div>
      ) : empty ? (
        <EmptyState title={messages.cartEmpty} />
      ) : (
        <>
          <ul aria-label="Cart" className="space-y-4">
            {lines.map((line) => (
              <li key={line.guid} className="space-y-2">
                <CartLine
                  name={line.matname}
                  image={line.imagefile}
                  quantity={line.qty}
                  isValidQuantity={isValidCartQuantity}
                  onQuantityChange={(qty) => void changeQuantity(line, qty)}
                  unitAmount={line.baseamt}
                  totalAmount={line.totalamt}
                  charges={lineCharges(line)}
                  currency={settings.currency}
                  addons={(line.addonList ?? []).map((addon) => ({
                    id: addon.optionnum,
                    name: addon.optiondesc,
                    amount: addon.totalamt,
                    quantity: addon.qty,
                  }))}
                  onRemove={() => void removeLine(line)}
                />
                <PlanPrice line={line} currency={settings.currency} />
                <PlanSessions line={line} />
                <div className="flex flex-wrap gap-2">
                  {line.hasAddon !== false ? (
                    <Button
                      variant="outline"
                      size="sm"
                      aria-haspopup="dialog"
                      onClick={() => setAddonsFor(line)}
                    >
                      {line.isMultijob ? "Items" : "Add-ons"}
                      <span className="sr-only"> for {line.matname}</span>
                    </Button>
                  ) : null}
                  {(line.addonList ?? []).map((addon) => (
                    <Button
                      key={addon.optionnum}
                      variant="ghost"
                      size="sm"
                      onClick={() => void removeAddon(line, addon.optionnum)}
                    >
                      Remove {addon.optiondesc}
                      <span className="sr-only"> from {line.matname}</span>
                    </Button>
                  ))}
                </div>
              </li>
            ))}
          </ul>
          <VoucherField
            label="Voucher code"
            value={discountApplied ? (cart?.promoCode ?? voucher) : voucher}
            onValueChange={(text) => {
              setVoucher(text);
              setVoucherError(undefined);
            }}
            discountApplied={discountApplied}
            pending={voucherPending}
            error={voucherError}
            onApply={(code) => void applyVoucher(code)}
            onRemove={() => void removeVoucher()}
            applyLabel={labels.apply}
            removeLabel={labels.remove}
          />
          {cart ? (
            <CartTotals
              aria-label="Cart totals"
              subtotal={cart.subtotal}
              discount={cart.discAmt > 0 ? cart.discAmt : undefined}
              serviceFee={cart.serviceFee}
              vat={cart.tax}
              finalAmount={cart.total}
              currency={settings.currency}
              labels={{ vat: settings.taxName ?? "VAT" }}
            />
          ) : null}
        </>
      )}
      <div className="flex flex-wrap justify-between gap-3">
        {onPrevious ? (
          <Button variant="outline" onClick={onPrevious}>
            {labels.previous}
          </Button>
        ) : (
          <span />
        )}
        <Button
          pending={continuing}
          pendingLabel="Saving your cart"
          disabled={!session || loading || failed || empty}
          onClick={() => void proceed()}
        >
          {labels.continue}
        </Button>
      </div>
      {addonsFor && refnum ? (
        <LineAddonsDialog
          line={addonsFor}
          refnum={refnum}
          open
          onOpenChange={(open) => {
            if (!open) setAddonsFor(null);
          }}
          onSaved={() => void refresh()}
        />
      ) : null}
    </section>
  );
}

/** A line's location fee and weekend amount, as the server gives them; none when zero. */
function lineCharges(line: ApiCartLine): CartLineCharge[] {
  return [
    { id: "location", name: texts.locationFee, amount: line.totalLocamt ?? 0 },
    { id: "weekend", name: texts.weekendAmount, amount: line.totalWkdamt ?? 0 },
  ].filter((charge) => charge.amount > 0);
}

/**
 * How a catalogue plan's price is made up ("4 visits × £72.00"): the listing's price holds per
 * visit, and the server sends one visit's amount (`visitamt`) beside the line's total.
 */
function PlanPrice({ line, currency }: { line: ApiCartLine; currency: MoneyCurrency }) {
  const visits = line.sessionQty ?? 1;
  if (line.visitamt === undefined || visits < 2) return null;
  return (
    <p data-slot="plan-price" className="text-sm">
      {texts.planPriceMadeUp(visits, formatMoney(line.visitamt, currency))}
    </p>
  );
}

/**
 * A plan's sessions: every date the server will book, in the line's slot, so the customer
 * sees a holiday moving a session before paying.
 */
function PlanSessions({ line }: { line: ApiCartLine }) {
  const sessions = line.sessions ?? [];
  if (sessions.length < 2) return null;
  const slot = line.starttime && line.endtime ? `, ${line.starttime} to ${line.endtime}` : "";
  return (
    <div data-slot="plan-sessions" className="rounded-md border border-border p-3 text-sm">
      <p className="font-semibold">
        {sessions.length} sessions{line.frequency ? `, ${line.frequency.toLowerCase()}` : ""}
      </p>
      <ol aria-label={`Sessions of ${line.matname}`} className="mt-1 space-y-0.5">
        {sessions.map((session) => (
          <li key={session.sessionNo}>
            Session {session.sessionNo}/{sessions.length}: {formatDisplayDate(session.date)}
            {slot}
          </li>
        ))}
      </ol>
    </div>
  );
}
