"use client";
import { useMutation } from "@tanstack/react-query";

import { useKit } from "../kit-context";

/**
 * `GET captcha/challenge` as a TanStack Query mutation: each challenge is good once, so it is
 * asked for on every tick of the box, never cached; `signal` stops an abandoned one.
 */
export function useCaptchaChallenge() {
  const { client } = useKit();
  return useMutation({
    mutationFn: (signal: AbortSignal) => client.captchaChallenge({ signal }),
  });
}
