"use client";
import { Checkbox, cn } from "@bookwell/ui";
import * as React from "react";

import { useCaptchaChallenge } from "./use-captcha-challenge";

export type CaptchaFieldProps = {
  /** The tick box's id (error summaries and focus on a failed submit point at it). */
  id?: string;
  /** The form's message for this field, e.g. "Please verify captcha.". */
  error?: string;
  /** Called with the payload to send as `altcha` once the proof of work is done. */
  onVerified: (payload: string) => void;
  /**
   * The tick box's label.
   * @default "I'm not a robot"
   */
  label?: string;
  className?: string;
};

type State = "idle" | "verifying" | "verified" | "failed";

const statusText: Record<State, string> = {
  idle: "",
  verifying: "Verifying…",
  verified: "Verified",
  failed: "Verification failed. Please try again.",
};

/**
 * ALTCHA, the self-hosted captcha (DESIGN.md): ticking the box fetches a signed challenge from
 * the server (`GET captcha/challenge`), solves its proof of work in the browser with
 * `altcha-lib` (Web Crypto, a fraction of a second) and hands the payload to the form. No
 * third party, nothing to read or click through; the state is announced politely.
 * Remount it (a new `key`) to ask for a fresh payload after a submit: each is good once.
 */
export function CaptchaField({
  id,
  error,
  onVerified,
  label = "I'm not a robot",
  className,
}: CaptchaFieldProps) {
  const { mutateAsync: askChallenge } = useCaptchaChallenge();
  const [state, setState] = React.useState<State>("idle");
  const controller = React.useRef<AbortController | null>(null);
  React.useEffect(() => () => controller.current?.abort(), []);

  const verify = async () => {
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    setState("verifying");
    try {
      const challenge = await askChallenge(abort.signal);
      // Loaded on first use: pages without a form never download the solver.
      const [{ solveChallenge }, { deriveKey }] = await Promise.all([
        import("altcha-lib"),
        import("altcha-lib/algorithms/web/sha"),
      ]);
      const solution = await solveChallenge({
        challenge: challenge as unknown as Parameters<typeof solveChallenge>[0]["challenge"],
        deriveKey,
        controller: abort,
      });
      if (abort.signal.aborted) return;
      if (!solution) throw new Error("unsolved");
      onVerified(btoa(JSON.stringify({ challenge, solution })));
      setState("verified");
    } catch {
      if (!abort.signal.aborted) setState("failed");
    }
  };

  return (
    <div
      data-slot="captcha-field"
      data-state={state}
      className={cn("flex flex-col gap-1", className)}
    >
      <div className="flex items-start gap-3 rounded-md border border-input bg-muted/40 p-3">
        <Checkbox
          id={id}
          label={label}
          checked={state === "verified" || state === "verifying"}
          disabled={state === "verified" || state === "verifying"}
          error={error}
          onCheckedChange={(checked) => {
            if (checked === true) void verify();
          }}
        />
        <span role="status" className="ml-auto text-sm text-muted-foreground">
          {statusText[state]}
        </span>
      </div>
    </div>
  );
}
