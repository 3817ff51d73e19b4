/**
 * How the server process works through a queue table (the outbox's mail, the push queue): one
 * look at a time (a look asked for while one runs gets that one's answer), a look every
 * `intervalMs`, another soon after this process queues something, and a stop that waits for a
 * look in progress. What a look does — claim due rows with `FOR UPDATE SKIP LOCKED`, send,
 * mark — is the queue's own.
 */
export function periodicDrain<T>(options: {
  /** One look at the queue, resolving with what it did. */
  look: () => Promise<T>;
  /** Calls `wake` whenever this process queues something; answers the unsubscribe. */
  onQueued: (wake: () => void) => () => void;
  /** A look that failed as a whole (the table could not be read): logged, the next one tries again. */
  onError: (error: Error) => void;
}) {
  let running: Promise<T> | null = null;
  const drainOnce = (): Promise<T> =>
    (running ??= options.look().finally(() => {
      running = null;
    }));

  let timer: ReturnType<typeof setInterval> | null = null;
  let unsubscribe: (() => void) | null = null;
  const tick = () => void drainOnce().catch(options.onError);

  return {
    drainOnce,
    /** Looks every `intervalMs`, and soon after this process queues something. */
    start(intervalMs: number) {
      if (timer) return;
      timer = setInterval(tick, intervalMs);
      timer.unref?.();
      unsubscribe = options.onQueued(tick);
      tick();
    },
    /** Stops looking and waits for a look in progress. */
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      unsubscribe?.();
      unsubscribe = null;
      await running?.catch(() => undefined);
    },
  };
}
