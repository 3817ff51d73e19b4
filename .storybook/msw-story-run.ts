import { mswLoader } from "msw-storybook-addon/csf3";
import type { LoaderFunction } from "storybook/internal/types";

import { beginStoryRun, callsOfEarlierRuns } from "../packages/booking-kit/src/testing/story-run";

const storyHandlers = mswLoader();

/**
 * msw-storybook-addon's loader (the story's `parameters.msw` on the page's one worker), for this
 * story run only: the run is numbered before its handlers are set, and a call an earlier run
 * made, still on its way through the service worker, is kept from them (the kit's
 * `testing/story-run.ts`). It can go if the addon ever answers a call with the handlers of the
 * story that made it.
 */
export const mswStoryRun: LoaderFunction = async (context) => {
  beginStoryRun();
  await storyHandlers(context);
  // `use` puts it before the story's own handlers.
  context.msw.use(callsOfEarlierRuns);
  return {};
};
