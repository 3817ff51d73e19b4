import { http, HttpResponse } from "msw";

/**
 * Each story run's own calls. The stories share one page and one MSW worker (a Vitest run goes
 * from story to story, and file to file, in one page; Storybook's canvas shows one story after
 * another), and a story's handlers replace the last one's when it starts. A call the last story
 * made can still be on its way through the service worker then: the new handlers would answer
 * it, log it and spend a "fails once" on it. So every story run has a number, set before its
 * handlers (`.storybook/msw-story-run.ts`); the kit's story client stamps each call with it
 * (`stampStoryRun`), and a call of an earlier run gets a network error, not the new story's
 * answers (`callsOfEarlierRuns`).
 */
let currentRun = 0;

const STORY_RUN_HEADER = "X-Story-Run";

/** A story starts: calls made from now on are its own. */
export function beginStoryRun(): void {
  currentRun += 1;
}

/** A fetch's options with the current story run's stamp. */
export function stampStoryRun(init: RequestInit = {}): RequestInit {
  const headers = new Headers(init.headers);
  headers.set(STORY_RUN_HEADER, String(currentRun));
  return { ...init, headers };
}

/**
 * The first handler of every story: a stamped call of an earlier story run gets a network error
 * (its story is gone, its fetch most likely aborted); any other call goes on to the story's own
 * handlers.
 */
export const callsOfEarlierRuns = http.all("*", ({ request }) => {
  const run = request.headers.get(STORY_RUN_HEADER);
  if (run === null || Number(run) === currentRun) return undefined;
  return HttpResponse.error();
});

/**
 * True for the first `times` calls of each story run, false after: what a "fails once" (or N
 * times) handler asks, so it fails again in every run of its story (a retried test, the canvas
 * shown again after another story), not only the first time its module's handler is reached.
 */
export function firstCallsOfEachRun(times: number): () => boolean {
  let run = -1;
  let calls = 0;
  return () => {
    if (run !== currentRun) {
      run = currentRun;
      calls = 0;
    }
    calls += 1;
    return calls <= times;
  };
}
