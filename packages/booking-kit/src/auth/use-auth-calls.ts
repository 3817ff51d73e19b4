"use client";
import type { SignUpForm } from "@bookwell/contract";
import { useMutation } from "@tanstack/react-query";

import { useKit } from "../kit-context";
import type { CallAnswer, CallInput, CallMutationOptions } from "../queries/call-types";
import { withDeviceToken } from "../push/push-subscription";
import { socialLoginFromGoogleCredential } from "./google-credential";

/**
 * The sign-in dialogs' calls, one TanStack Query mutation each; the dialog adds what it does
 * with the answer (`onSuccess`, `onError`).
 */

/** `user/login` (a JSON POST); a browser that allowed notifications sends its push subscription. */
export function useLoginCall(
  options: CallMutationOptions<CallAnswer<"login">, CallInput<"login">["body"]> = {},
) {
  const { client } = useKit();
  return useMutation({
    ...options,
    mutationFn: async (body: CallInput<"login">["body"]) =>
      client.login({ body: await withDeviceToken(body) }),
  });
}

/** `user/sociallogin` with Google's ID token; an unreadable credential rejects with an Error. */
export function useGoogleLoginCall(
  options: CallMutationOptions<CallAnswer<"socialLogin">, string> = {},
) {
  const { client } = useKit();
  return useMutation({
    ...options,
    mutationFn: async (credential: string) => {
      const body = socialLoginFromGoogleCredential(credential);
      if (!body) throw new Error("unreadable Google credential");
      // Like the e-mail login: this browser's push subscription travels with it.
      return client.socialLogin({ body: await withDeviceToken(body) });
    },
  });
}

/** Sign up's fields as the call takes them (the confirmation stays in the form). */
type SignUpBody = Omit<SignUpForm, "confirmPassword">;

/** `user/signup`: the e-mail trimmed. */
export function useSignUpCall(options: CallMutationOptions<CallAnswer<"signUp">, SignUpBody> = {}) {
  const { client } = useKit();
  return useMutation({
    ...options,
    mutationFn: (body: SignUpBody) =>
      client.signUp({ body: { ...body, email: body.email.trim() } }),
  });
}

/** `user/validateuser?email=`: the reset code goes to that address. */
export function useValidateUserCall(
  options: CallMutationOptions<CallAnswer<"validateUser">, string> = {},
) {
  const { client } = useKit();
  return useMutation({
    ...options,
    mutationFn: (email: string) => client.validateUser({ query: { email } }),
  });
}

/** `user/resetpassword` with the code and the new password. */
export function useResetPasswordCall(
  options: CallMutationOptions<
    CallAnswer<"resetPassword">,
    CallInput<"resetPassword">["body"]
  > = {},
) {
  const { client } = useKit();
  return useMutation({
    ...options,
    mutationFn: (body: CallInput<"resetPassword">["body"]) => client.resetPassword({ body }),
  });
}
