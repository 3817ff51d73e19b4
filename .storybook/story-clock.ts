/**
 * One clock for every story: the preview's `beforeEach` sets it before each story and puts
 * the real one back after. It starts at STORY_NOW (or VITE_STORY_NOW, to run the stories on
 * another day: `VITE_STORY_NOW=2027-01-31T10:00:00Z pnpm exec vitest run --project storybook`)
 * and runs on from there, so a countdown still counts and a timeout still passes: `Date.now()`
 * and `new Date()` read the story clock, a date given explicitly is that date.
 */

/** A Tuesday morning in London, three weeks before the Christmas closures. */
export const STORY_NOW: string = import.meta.env.VITE_STORY_NOW || "2026-12-01T09:00:00Z";

const RealDate = globalThis.Date;

/** Moves `Date` to `iso` (then running); returns the function that puts the real clock back. */
export function setStoryClock(iso: string = STORY_NOW): () => void {
  const start = RealDate.parse(iso);
  if (Number.isNaN(start)) throw new Error(`The story clock cannot start at "${iso}"`);
  const offset = start - RealDate.now();
  class StoryDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(RealDate.now() + offset);
      else if (args.length === 1) super(args[0] as string | number | Date);
      else super(...(args as [number, number, number?, number?, number?, number?, number?]));
    }
    static override now(): number {
      return RealDate.now() + offset;
    }
  }
  globalThis.Date = StoryDate as DateConstructor;
  return () => {
    globalThis.Date = RealDate;
  };
}
