"use client";
import { useMutation, useQuery } from "@tanstack/react-query";

import { useKit } from "../kit-context";
import type { CallAnswer, CallInput, CallMutationOptions } from "../queries/call-types";

/**
 * The built-in test gateway's calls (the stand-in for Stripe and the redirect gateways, used
 * without a Stripe key): TanStack Query queries and mutations.
 */
export const testGatewayKeys = {
  session: (sessionId: string) => ["test-payment-session", sessionId] as const,
};

/** The hosted test payment page's session: order reference and amount, never card details. */
export function useTestPaymentSession(sessionId: string) {
  const { client } = useKit();
  return useQuery({
    queryKey: testGatewayKeys.session(sessionId),
    queryFn: ({ signal }) => client.testPaymentSession({ params: { sessionId }, signal }),
    retry: false,
  });
}

export type TestPaymentOutcome = "approved" | "declined" | "cancelled";

/** The card holder's answer on the hosted test page; the gateway signs it. */
export function useDecideTestPayment(
  sessionId: string,
  options: CallMutationOptions<CallAnswer<"decideTestPayment">, TestPaymentOutcome> = {},
) {
  const { client } = useKit();
  return useMutation({
    ...options,
    mutationFn: (outcome: TestPaymentOutcome) =>
      client.decideTestPayment({ params: { sessionId }, body: { outcome } }),
  });
}

/** The test card turned into a PaymentMethod id (the number goes only to the gateway). */
export function useTokenizeTestCard() {
  const { client } = useKit();
  return useMutation({
    mutationFn: (card: CallInput<"tokenizeTestCard">["body"]) =>
      client.tokenizeTestCard({ body: card }),
  });
}
