"use client";
import { useMutation } from "@tanstack/react-query";

import { useKit } from "../kit-context";
import type { CallAnswer, CallInput, CallMutationOptions } from "../queries/call-types";

/**
 * The public forms' calls, one TanStack Query mutation each taking the call's body; the form
 * adds what follows (`onSuccess`: the spec's text, a reset; `onError`: a fresh captcha).
 */
type BodyOf<N extends "contactUs" | "newsletter" | "joinUs" | "corporateEnquiry"> =
  CallInput<N>["body"];

/** `contactus`: the Contact Us and Have a Question? forms. */
export function useContactUsCall(
  options: CallMutationOptions<CallAnswer<"contactUs">, BodyOf<"contactUs">> = {},
) {
  const { client } = useKit();
  return useMutation({
    ...options,
    mutationFn: (body: BodyOf<"contactUs">) => client.contactUs({ body }),
  });
}

/** `newsletter`: one e-mail address. */
export function useNewsletterCall(
  options: CallMutationOptions<CallAnswer<"newsletter">, string> = {},
) {
  const { client } = useKit();
  return useMutation({
    ...options,
    mutationFn: (email: string) => client.newsletter({ body: { email } }),
  });
}

/** `joinus`: the crew application. */
export function useJoinUsCall(
  options: CallMutationOptions<CallAnswer<"joinUs">, BodyOf<"joinUs">> = {},
) {
  const { client } = useKit();
  return useMutation({
    ...options,
    mutationFn: (body: BodyOf<"joinUs">) => client.joinUs({ body }),
  });
}

/** `corporateenquiry`: the corporate enquiry form. */
export function useCorporateEnquiryCall(
  options: CallMutationOptions<CallAnswer<"corporateEnquiry">, BodyOf<"corporateEnquiry">> = {},
) {
  const { client } = useKit();
  return useMutation({
    ...options,
    mutationFn: (body: BodyOf<"corporateEnquiry">) => client.corporateEnquiry({ body }),
  });
}
