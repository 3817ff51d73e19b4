import { ApiError, texts, type CartLine } from "@bookwell/contract";

import type { WizardState } from "./wizard-machine";

export type Slot = { shiftnum: string; date: string };

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
 * The hold a wizard state asks for: null when there is nothing to hold (no session, nothing
 * chosen yet); otherwise a key that changes with the step and the slots, so entering each step
 * and each change of the cart's lines renews the hold once.
 */
export function holdRequest(
  arnum: string | null,
  state: WizardState,
  lines: readonly CartLine[],
): { key: string; arnum: string; slots: Slot[] } | null {
  const slots = slotsToHold(state, lines);
  if (!arnum || slots.length === 0) return null;
  return { key: `${state.step}|${JSON.stringify(slots)}`, arnum, slots };
}

/**
 * A failed hold: a 409 means the place went meanwhile (`lost`, with the server's text or the
 * catalogue's); anything else is an ordinary failure for the kit's error handling.
 */
export function holdFailure(error: unknown): { lost: string } | { error: unknown } {
  if (error instanceof ApiError && error.status === 409) {
    return { lost: error.message || texts.slotFull };
  }
  return { error };
}
