import { ApiError, texts, type CartLine } from "@bookwell/contract";
import * as React from "react";

import { useCart } from "../checkout/use-cart";
import { useKit } from "../kit-context";
import type { WizardState } from "./wizard-machine";

type Slot = { shiftnum: string; date: string };

/** The slots a wizard state has chosen, as the hold call takes them. */
export function chosenSlots(state: WizardState): Slot[] {
  const slots: Slot[] = [];
  if (state.date && state.shift) slots.push({ shiftnum: state.shift, date: state.date });
  if (state.date2 && state.shift2) slots.push({ shiftnum: state.shift2, date: state.date2 });
  return slots;
}

/** Every slot the cart's lines book: each job's, and each session of a plan. */
export function cartSlots(lines: readonly CartLine[]): Slot[] {
  const slots: Slot[] = [];
  for (const line of lines) {
    if (line.shiftnum) {
      const dates = line.sessions?.length
        ? line.sessions.map((session) => session.date)
        : line.startdate
          ? [line.startdate]
          : [];
      for (const date of dates) slots.push({ shiftnum: line.shiftnum, date });
    }
    if (line.shiftnum2 && line.startdate2) {
      slots.push({ shiftnum: line.shiftnum2, date: line.startdate2 });
    }
  }
  return slots;
}

/**
 * What the hold covers at a step: nothing on Date & Time; the slots chosen on Booking
 * Information; on Finalise and Checkout every slot of the cart as well, so a customer who came
 * in by the header's cart, an accepted quotation or My Cart (no slot chosen in this wizard) is
 * held too. Each slot once, in a stable order.
 */
export function slotsToHold(state: WizardState, lines: readonly CartLine[]): Slot[] {
  if (state.step === "DATE_TIME") return [];
  const later = state.step === "FINALIZE_BOOKING" || state.step === "CHECKOUT_PAYMENT";
  const all = [...(state.pkg ? chosenSlots(state) : []), ...(later ? cartSlots(lines) : [])];
  const unique = new Map(all.map((slot) => [`${slot.shiftnum}|${slot.date}`, slot]));
  return [...unique.values()].sort(
    (a, b) => a.shiftnum.localeCompare(b.shiftnum) || a.date.localeCompare(b.date),
  );
}

/**
 * Holds the slots on the server at every step after Date & Time (`slotsToHold`): entering
 * Booking Information, Finalise and Checkout each renews the hold, and so does a change of the
 * cart's lines. A 409 (the place went meanwhile) is `onLost` with the server's text; any other
 * failure goes to `onError`.
 */
export function useSlotHold({
  arnum,
  state,
  onHeld,
  onLost,
  onError,
}: {
  arnum: string | null;
  state: WizardState;
  onHeld: (expiresAt: string) => void;
  onLost: (message: string) => void;
  onError: (error: unknown) => void;
}) {
  const { client } = useKit();
  // The cart's lines, once past Date & Time (the header reads the same summary).
  const { details } = useCart({ enabled: state.step !== "DATE_TIME" });
  const slots = slotsToHold(state, details.data ?? []);
  const key = arnum && slots.length ? `${state.step}|${JSON.stringify(slots)}` : null;
  const latest = React.useRef({ onHeld, onLost, onError });
  React.useEffect(() => {
    latest.current = { onHeld, onLost, onError };
  });
  React.useEffect(() => {
    if (!key || !arnum) return;
    let live = true;
    client
      .holdSlots({ params: { arnum }, body: { slots } })
      .then((hold) => {
        if (live) latest.current.onHeld(hold.expiresAt);
      })
      .catch((error: unknown) => {
        if (!live) return;
        if (error instanceof ApiError && error.status === 409) {
          latest.current.onLost(error.message || texts.slotFull);
        } else latest.current.onError(error);
      });
    return () => {
      live = false;
    };
    // `key` stands for the step and the slots.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, arnum, client]);
}
