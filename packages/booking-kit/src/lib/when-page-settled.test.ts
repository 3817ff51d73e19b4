import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import {
  afterNextPaint,
  IDLE_DEADLINE_MS,
  loadNowOrWhenSettled,
  SETTLE_MS,
  whenPageSettled,
} from "./when-page-settled";

describe("whenPageSettled", () => {
  const idleCallbacks: (() => void)[] = [];
  beforeEach(() => {
    vi.useFakeTimers();
    idleCallbacks.length = 0;
    vi.stubGlobal("requestIdleCallback", (run: () => void) => idleCallbacks.push(run));
    vi.stubGlobal("cancelIdleCallback", (handle: number) => {
      idleCallbacks[handle - 1] = () => undefined;
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("waits SETTLE_MS, then for the browser's next idle moment", () => {
    const run = vi.fn();
    whenPageSettled(run);
    vi.advanceTimersByTime(SETTLE_MS - 1);
    expect(idleCallbacks).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(idleCallbacks).toHaveLength(1);
    expect(run).not.toHaveBeenCalled();
    idleCallbacks[0]!();
    expect(run).toHaveBeenCalledOnce();
  });

  it("never runs once cancelled, before or after the wait", () => {
    const early = vi.fn();
    whenPageSettled(early)();
    vi.advanceTimersByTime(SETTLE_MS);
    expect(idleCallbacks).toHaveLength(0);

    const late = vi.fn();
    const cancel = whenPageSettled(late);
    vi.advanceTimersByTime(SETTLE_MS);
    cancel();
    idleCallbacks[0]!();
    expect(late).not.toHaveBeenCalled();
  });

  it("runs by its deadline when the browser never goes idle", () => {
    // Chromium's idle callbacks as they behave when no idle period comes: only a deadline
    // (`timeout`) runs them.
    vi.stubGlobal("requestIdleCallback", (run: () => void, options?: IdleRequestOptions) =>
      options?.timeout === undefined ? 0 : setTimeout(run, options.timeout),
    );
    const run = vi.fn();
    whenPageSettled(run);
    vi.advanceTimersByTime(SETTLE_MS + IDLE_DEADLINE_MS - 1);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledOnce();
  });

  it("without idle callbacks, runs a second after the wait", () => {
    vi.stubGlobal("requestIdleCallback", undefined);
    vi.stubGlobal("cancelIdleCallback", undefined);
    const run = vi.fn();
    whenPageSettled(run);
    vi.advanceTimersByTime(2 * SETTLE_MS - 1);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledOnce();
  });
});

describe("loadNowOrWhenSettled", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("loads at once what is wanted", () => {
    const load = vi.fn();
    loadNowOrWhenSettled(true, load);
    expect(load).toHaveBeenCalledOnce();
  });

  it("loads the rest once the page has settled, and not after the cleanup", () => {
    const load = vi.fn();
    loadNowOrWhenSettled(false, load);
    vi.advanceTimersByTime(SETTLE_MS);
    expect(load).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(load).toHaveBeenCalledOnce();

    const dropped = vi.fn();
    loadNowOrWhenSettled(false, dropped)();
    vi.runAllTimers();
    expect(dropped).not.toHaveBeenCalled();
  });
});

describe("afterNextPaint", () => {
  const frames: (() => void)[] = [];
  beforeEach(() => {
    vi.useFakeTimers();
    frames.length = 0;
    vi.stubGlobal("document", { hidden: false });
    vi.stubGlobal("requestAnimationFrame", (run: () => void) => frames.push(run));
    vi.stubGlobal("cancelAnimationFrame", (handle: number) => {
      frames[handle - 1] = () => undefined;
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("runs in a task of its own after the next frame, not in the caller's task", () => {
    const run = vi.fn();
    afterNextPaint(run);
    vi.runAllTimers();
    expect(run).not.toHaveBeenCalled();
    frames[0]!();
    expect(run).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(run).toHaveBeenCalledOnce();
  });

  it("never runs once cancelled, before or after the frame", () => {
    const early = vi.fn();
    afterNextPaint(early)();
    frames[0]!();
    vi.runAllTimers();
    expect(early).not.toHaveBeenCalled();

    const late = vi.fn();
    const cancel = afterNextPaint(late);
    frames[1]!();
    cancel();
    vi.runAllTimers();
    expect(late).not.toHaveBeenCalled();
  });

  it("on a hidden page (no frame to paint), runs in a task of its own", () => {
    vi.stubGlobal("document", { hidden: true });
    const run = vi.fn();
    afterNextPaint(run);
    expect(frames).toHaveLength(0);
    expect(run).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(run).toHaveBeenCalledOnce();
  });
});
