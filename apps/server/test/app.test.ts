import { endpointList } from "@bookwell/contract";
import { describe, expect, it } from "vitest";

import { testApp } from "./helpers";

describe("the app", () => {
  it("answers unknown routes with a 404 envelope", async () => {
    const { request } = await testApp();
    const response = await request("/api/nothing/here");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      meta: { responseCode: "E", message: "Not found." },
      data: null,
    });
  });

  it("registers every endpoint of the contract and answers each (never 404, never 501)", async () => {
    const { request } = await testApp();
    const missing: string[] = [];
    const unbuilt: string[] = [];
    for (const endpoint of endpointList) {
      const path = endpoint.path.replace(/\{(\w+)\}/g, "x");
      const response = await request(path, { method: endpoint.method });
      if (
        response.status === 404 &&
        (await response.clone().json()).meta.message === "Not found."
      ) {
        missing.push(`${endpoint.method} ${endpoint.path}`);
      }
      if (response.status === 501) unbuilt.push(`${endpoint.method} ${endpoint.path}`);
      expect(response.status).not.toBe(500);
    }
    expect(missing).toEqual([]);
    expect(unbuilt).toEqual([]);
  });
});
