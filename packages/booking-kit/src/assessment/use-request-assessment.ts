"use client";
import { useMutation } from "@tanstack/react-query";

import { useKit } from "../kit-context";
import type { CallAnswer, CallInput, CallMutationOptions } from "../queries/call-types";

/** `assessment/{arnum}`: the request for an assessment visit, as a TanStack Query mutation. */
export function useRequestAssessment(
  options: CallMutationOptions<
    CallAnswer<"requestAssessment">,
    CallInput<"requestAssessment">
  > = {},
) {
  const { client } = useKit();
  return useMutation({
    ...options,
    mutationFn: (input: CallInput<"requestAssessment">) => client.requestAssessment(input),
  });
}
