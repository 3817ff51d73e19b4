import { getResponse, http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";

import { beginStoryRun, callsOfEarlierRuns, firstCallsOfEachRun, stampStoryRun } from "./story-run";

const answer = http.get("*/api/thing", () => HttpResponse.json({ ok: true }));

function call(init: RequestInit = {}) {
  return new Request("http://localhost/api/thing", init);
}

describe("story runs", () => {
  it("keeps a call an earlier story run made from the handlers of the run after it", async () => {
    beginStoryRun();
    const earlier = call(stampStoryRun());
    beginStoryRun();
    const own = call(stampStoryRun());

    const stale = await getResponse([callsOfEarlierRuns, answer], earlier);
    expect(stale?.type).toBe("error");
    const current = await getResponse([callsOfEarlierRuns, answer], own);
    expect(await current?.json()).toEqual({ ok: true });
    // A call no story client stamped (another client, a script) goes on to the handlers.
    const unstamped = await getResponse([callsOfEarlierRuns, answer], call());
    expect(await unstamped?.json()).toEqual({ ok: true });
  });

  it("keeps the headers a call already had", () => {
    const headers = new Headers(stampStoryRun({ headers: { Accept: "application/json" } }).headers);
    expect(headers.get("Accept")).toBe("application/json");
  });

  it("arms a fails-N-times answer again in every story run", () => {
    const firstTwo = firstCallsOfEachRun(2);
    beginStoryRun();
    expect([firstTwo(), firstTwo(), firstTwo()]).toEqual([true, true, false]);
    beginStoryRun();
    expect([firstTwo(), firstTwo(), firstTwo()]).toEqual([true, true, false]);
  });
});
