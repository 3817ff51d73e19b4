import { fail, messages, ok } from "@bookwell/contract";
import { delay, http, HttpResponse } from "msw";

import type { requestLog } from "../request-log";

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
    /** A call the server fails (500) the first time, then answers as usual. */
    failingOnce(path: string) {
      return http.get(
        path,
        async ({ request }) => {
          await log(`500 ${path}`, request);
          return HttpResponse.json(fail(messages.oops), { status: 500 });
        },
        { once: true },
      );
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
