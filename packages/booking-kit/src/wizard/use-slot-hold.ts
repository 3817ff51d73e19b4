import { ApiError, texts } from "@bookwell/contract";
import * as React from "react";

import { useKit } from "../kit-context";
import type { WizardState } from "./wizard-machine";

/** The slots a wizard state has chosen, as the hold call takes them. */
export function chosenSlots(state: WizardState): { shiftnum: string; date: string }[] {
  const slots: { shiftnum: string; date: string }[] = [];
  if (state.date && state.shift) slots.push({ shiftnum: state.shift, date: state.date });
  if (state.date2 && state.shift2) slots.push({ shiftnum: state.shift2, date: state.date2 });
  return slots;
}

/**
 * Holds the chosen slots on the server at every step after Date & Time (issue 15): entering
 * Booking Information, Finalise and Checkout each renews the hold. A 409 (the place went
 * meanwhile) is `onLost` with the server's text; any other failure goes to `onError`.
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
  const holding = state.step !== "DATE_TIME" && state.pkg !== null;
  const slots = holding ? chosenSlots(state) : [];
  const key = holding && arnum && slots.length ? `${state.step}|${JSON.stringify(slots)}` : null;
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
