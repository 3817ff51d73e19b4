"use client";
import type { CartLineInput } from "@bookwell/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";

import { useKit } from "../kit-context";
import { cartDetailsQuery, cartKeys, cartSummaryQuery } from "../queries/cart-queries";
import { findSavedLine, lineToSave, type SavedLine } from "./booking-prefill";

/**
 * Booking Information's CONTINUE as one TanStack Query mutation: the cart's lines as they are
 * now, then the line saved (`POST booking/cart/{arnum}`), updating the one this wizard saved
 * before while the cart still holds it, never adding a second; a line saved for another date or
 * slot is replaced. Resolves with the line as the cart holds it now (null if not found); the
 * cart's queries are refreshed.
 */
export function useSaveBookingLine() {
  const { client } = useKit();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: {
      arnum: string;
      email: string;
      line: CartLineInput;
      savedLine: SavedLine | null;
    }): Promise<SavedLine | null> => {
      const { arnum, email } = input;
      // Always asked afresh: the cart may have changed in another tab.
      const summary = await queryClient.fetchQuery({
        ...cartSummaryQuery(client, arnum, email),
        staleTime: 0,
      });
      const inCart = summary?.refnum
        ? await queryClient.fetchQuery({
            ...cartDetailsQuery(client, summary.refnum),
            staleTime: 0,
          })
        : [];
      const { line, replaces } = lineToSave(input.line, input.savedLine, inCart);
      const params = { arnum };
      const cart = await client.saveCart({ params, query: { email }, body: [line] });
      if (replaces) {
        // Another date or slot chosen since: the new line replaces the one saved before.
        const old = { guid: replaces, matnum: line.matnum, jobnum: line.jobnum, qty: 0 };
        await client.saveCart({ params, query: { email, mode: "remove" }, body: [old] });
      }
      const lines = cart?.refnum
        ? await client.cartDetails({ params: { refnum: cart.refnum } })
        : [];
      return findSavedLine(lines, line);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}
