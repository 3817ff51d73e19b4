import { fail, messages, ok } from "@bookwell/contract";
import { delay, http, HttpResponse } from "msw";

import type { requestLog } from "../request-log";
import { firstCallsOfEachRun } from "../story-run";

/**
 * The answers every area's stories need besides the happy path, written once: each area
 * passes its own request log, so a play function still sees what its calls were sent.
 */
export function callOutcomes(log: ReturnType<typeof requestLog>) {
  return {
    /** A call answering 401, as the server does once the session cookie is gone. */
    expired(path: string, method: "get" | "post" | "delete" = "get") {
      return http[method](path, async ({ request }) => {
        await log(`401 ${path}`, request);
        return HttpResponse.json(fail(messages.sessionExpired), { status: 401 });
      });
    },
    /**
     * A call the server fails (500) the first time in each story run, then leaves to the
     * handlers after it (the usual answer).
     */
    failingOnce(path: string) {
      const firstCall = firstCallsOfEachRun(1);
      return http.get(path, async ({ request }) => {
        if (!firstCall()) return undefined;
        await log(`500 ${path}`, request);
        return HttpResponse.json(fail(messages.oops), { status: 500 });
      });
    },
    /** A call that never answers (loading states). */
    neverAnswering(path: string) {
      return http.get(path, async () => {
        await delay("infinite");
        return HttpResponse.json(ok(null));
      });
    },
  };
}
