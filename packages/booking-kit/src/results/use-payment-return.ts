"use client";
import { useMutation, useQuery } from "@tanstack/react-query";

import { useKit } from "../kit-context";
import type { CallAnswer, CallInput, CallMutationOptions } from "../queries/call-types";

/**
 * The result pages' calls over TanStack Query: a redirect gateway's signed result verified (a
 * query, asked once per signature), and an unpaid booking's payment resumed (a mutation).
 */
export const paymentReturnKeys = {
  redirectReturn: (signature: string) => ["redirect-return", signature] as const,
};

/**
 * `checkout/redirectreturn`: the server verifies the signed result and settles it once; the
 * same result again answers what it settled, so the answer is kept for the page's life.
 */
export function useRedirectReturn(result: string, signature: string) {
  const { client } = useKit();
  return useQuery({
    queryKey: paymentReturnKeys.redirectReturn(signature),
    queryFn: () => client.redirectReturn({ body: { result, signature } }),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

/** `checkout/resume/{refnum}`: pay an unpaid booking again, by card or a redirect gateway. */
export function useResumePaymentCall(
  options: CallMutationOptions<CallAnswer<"resumePayment">, CallInput<"resumePayment">> = {},
) {
  const { client } = useKit();
  return useMutation({
    ...options,
    mutationFn: (input: CallInput<"resumePayment">) => client.resumePayment(input),
  });
}
