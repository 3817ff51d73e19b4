"use client";
import { texts } from "@bookwell/contract";
import { Button, lazyComponent, type LazyComponent } from "@bookwell/ui";
import * as React from "react";

/** A step's module that could not be loaded (offline, or a deploy replaced the assets). */
class StepLoadError extends Error {
  constructor(cause: unknown) {
    super("A booking step's module could not be loaded", { cause });
    this.name = "StepLoadError";
  }
}

/** A step component loaded on use, that can be loaded again (`retry()`). */
export type LazyStep<P> = LazyComponent<P>;

/**
 * A step component loaded on use (ui's `lazyComponent`). A failure reaches the nearest
 * `StepLoadBoundary` as a `StepLoadError`; `retry()` makes the next render load it again.
 */
export function lazyStep<P extends object>(
  load: () => Promise<React.ComponentType<P>>,
): LazyStep<P> {
  return lazyComponent(() =>
    load().catch((error: unknown) => {
      throw new StepLoadError(error);
    }),
  );
}

type StepLoadBoundaryProps = {
  /** Loads the step again (its `retry()`); the boundary then shows its children again. */
  onRetry: () => void;
  children: React.ReactNode;
};

/**
 * Shows a step whose module failed to load as a message in its place with TRY AGAIN, instead
 * of the route's error page: the wizard and its answers stay. Any other error goes on to the
 * next boundary.
 */
export class StepLoadBoundary extends React.Component<
  StepLoadBoundaryProps,
  { error: unknown; attempt: number }
> {
  override state = { error: null as unknown, attempt: 0 };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  retry = () => {
    this.props.onRetry();
    this.setState(({ attempt }) => ({ error: null, attempt: attempt + 1 }));
  };

  override render() {
    const { error, attempt } = this.state;
    if (error === null) return this.props.children;
    if (!(error instanceof StepLoadError)) throw error;
    return <StepLoadFailed key={attempt} onRetry={this.retry} />;
  }
}

/**
 * The message in a step's place. Said at once (an alert); when the step it replaces had the
 * focus (the page has none now), TRY AGAIN takes it.
 */
export function StepLoadFailed({ onRetry }: { onRetry: () => void }) {
  const buttonRef = React.useRef<HTMLButtonElement>(null);
  React.useEffect(() => {
    const active = document.activeElement;
    if (!active || active === document.body) buttonRef.current?.focus();
  }, []);
  return (
    <div
      data-slot="wizard-step-failed"
      className="flex min-h-40 flex-col items-start gap-4 rounded-lg border border-border p-6"
    >
      <p role="alert" className="max-w-prose text-foreground">
        {texts.stepLoadFailed}
      </p>
      <Button ref={buttonRef} onClick={onRetry}>
        {texts.tryAgain}
      </Button>
    </div>
  );
}
