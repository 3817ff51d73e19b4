"use client";
import { texts } from "@bookwell/contract";
import * as React from "react";

export type HoldCountdownProps = {
  /** When the server's hold on the customer's slot ends (ISO instant, `holdSlots`' answer). */
  expiresAt: string;
  /** Called once when the hold runs out. @default undefined */
  onExpire?: () => void;
  /** Seconds left from which the polite announcement is made. @default 120 */
  warnAtSeconds?: number;
};

/** "9:05" from 545 seconds. */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

/** The phase of a hold with `seconds` left: the only changes a screen reader hears. */
export function holdPhase(seconds: number, warnAtSeconds = 120): "running" | "ending" | "expired" {
  return seconds <= 0 ? "expired" : seconds <= warnAtSeconds ? "ending" : "running";
}

/**
 * The checkout's countdown of the customer's slot hold. The time left is shown
 * every second, but only two moments are announced, politely: two minutes left, and the
 * hold's end (a live region that changes every second would talk over everything). The
 * visible clock is not a live region; `onExpire` lets the wizard send the customer back.
 */
export function HoldCountdown({ expiresAt, onExpire, warnAtSeconds = 120 }: HoldCountdownProps) {
  const end = React.useMemo(() => Date.parse(expiresAt), [expiresAt]);
  const [left, setLeft] = React.useState(() => (end - Date.now()) / 1000);
  const expired = React.useRef(false);
  React.useEffect(() => {
    expired.current = false;
    const tick = () => setLeft((end - Date.now()) / 1000);
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [end]);
  const phase = holdPhase(left, warnAtSeconds);
  React.useEffect(() => {
    if (phase !== "expired" || expired.current) return;
    expired.current = true;
    onExpire?.();
  }, [phase, onExpire]);
  const announcement =
    phase === "ending" ? texts.holdEndingSoon : phase === "expired" ? texts.holdReleased : "";
  return (
    <section
      aria-label="Time slot hold"
      data-slot="hold-countdown"
      data-state={phase}
      className="rounded-md border border-border p-3 text-sm data-[state=ending]:border-destructive data-[state=expired]:border-destructive"
    >
      {phase === "expired" ? (
        <p className="font-semibold">{texts.holdReleased}</p>
      ) : (
        <p>
          Your time slot is held for you for{" "}
          <strong className="tabular-nums" data-slot="hold-time-left">
            {formatCountdown(left)}
          </strong>{" "}
          more minutes.
        </p>
      )}
      <p aria-live="polite" aria-atomic="true" className="sr-only" data-slot="hold-announcement">
        {announcement}
      </p>
    </section>
  );
}
