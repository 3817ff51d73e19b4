import { useMutation } from "@tanstack/react-query";
import * as React from "react";

import { useCart } from "../checkout/use-cart";
import { useKit } from "../kit-context";
import { holdFailure, holdRequest, type Slot } from "./slot-hold-machine";
import type { WizardState } from "./wizard-machine";

/**
 * Holds the slots on the server at every step after Date & Time (`slotsToHold`): entering
 * Booking Information, Finalise and Checkout each renews the hold, and so does a change of the
 * cart's lines. The hold is a TanStack Query mutation; only the latest hold's answer counts
 * (one asked for an earlier step is dropped). A 409 (the place went meanwhile) is `onLost` with
 * the server's text; any other failure goes to `onError`.
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
  const request = holdRequest(arnum, state, details.data ?? []);
  const hold = useMutation({
    mutationFn: (input: { arnum: string; slots: Slot[] }) =>
      client.holdSlots({ params: { arnum: input.arnum }, body: { slots: input.slots } }),
  });
  const latest = React.useRef({ onHeld, onLost, onError, request, hold });
  React.useEffect(() => {
    latest.current = { onHeld, onLost, onError, request, hold };
  });
  const key = request?.key ?? null;
  React.useEffect(() => {
    const { request: asked, hold: mutation } = latest.current;
    if (!key || !asked) return;
    // The per-call callbacks run for the latest call only, and not after `reset`.
    mutation.mutate(asked, {
      onSuccess: (held) => latest.current.onHeld(held.expiresAt),
      onError: (error) => {
        const failure = holdFailure(error);
        if ("lost" in failure) latest.current.onLost(failure.lost);
        else latest.current.onError(failure.error);
      },
    });
    return () => mutation.reset();
  }, [key]);
}
