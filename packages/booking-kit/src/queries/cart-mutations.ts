"use client";
import { useMutation } from "@tanstack/react-query";

import { useKit } from "../kit-context";
import type { CallAnswer, CallInput, CallMutationOptions } from "./call-types";

/**
 * The cart's writes, one TanStack Query mutation per call, taking the call's own input. What
 * follows a write (refreshing `cartKeys.all`, a notice) is the composite's: finalising and
 * Booking Information refresh differently.
 */
function useCartCall<
  N extends "saveCart" | "removeCartAddon" | "applyPromo" | "saveCartLineAddons",
>(
  call: (input: CallInput<N>) => Promise<CallAnswer<N>>,
  options: CallMutationOptions<CallAnswer<N>, CallInput<N>>,
) {
  return useMutation({ ...options, mutationFn: call });
}

/** `booking/cart/{arnum}`: add, update or (`mode: "remove"`) remove lines; the promo code. */
export function useSaveCart(
  options: CallMutationOptions<CallAnswer<"saveCart">, CallInput<"saveCart">> = {},
) {
  const { client } = useKit();
  return useCartCall<"saveCart">((input) => client.saveCart(input), options);
}

/** Takes one add-on off a cart line. */
export function useRemoveCartAddon(
  options: CallMutationOptions<CallAnswer<"removeCartAddon">, CallInput<"removeCartAddon">> = {},
) {
  const { client } = useKit();
  return useCartCall<"removeCartAddon">((input) => client.removeCartAddon(input), options);
}

/** A voucher: the server's new summary, or its reason. */
export function useApplyPromo(
  options: CallMutationOptions<CallAnswer<"applyPromo">, CallInput<"applyPromo">> = {},
) {
  const { client } = useKit();
  return useCartCall<"applyPromo">((input) => client.applyPromo(input), options);
}

/** A cart line's add-ons, every option with its choice. */
export function useSaveCartLineAddons(
  options: CallMutationOptions<
    CallAnswer<"saveCartLineAddons">,
    CallInput<"saveCartLineAddons">
  > = {},
) {
  const { client } = useKit();
  return useCartCall<"saveCartLineAddons">((input) => client.saveCartLineAddons(input), options);
}
