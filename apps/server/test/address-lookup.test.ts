import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import { texts, serverTexts } from "@bookwell/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { addressLookupFromEnv } from "../src/address";
import { configFromEnv } from "../src/config-env";
import { failureOf } from "./account-helpers";
import { testApp } from "./helpers";

/**
 * The address lookup goes through a provider seam. A local stand-in answers
 * as Ideal Postcodes documents its `GET /v1/postcodes/{postcode}` (200 with `result` and code
 * 2000; 404 with 4040 for an unknown postcode; 401 with 4010 for a bad key; 402 with 4020 when
 * out of lookups), so the app is tested against the provider's wire format, offline.
 */
const KEY = "ak_test_stand_in";
const seen: { path: string; key: string | null }[] = [];

function standIn(request: IncomingMessage) {
  const url = new URL(request.url ?? "/", "http://stand-in");
  const key = url.searchParams.get("api_key");
  seen.push({ path: url.pathname, key });
  const postcode = decodeURIComponent(url.pathname.replace("/v1/postcodes/", ""));
  if (key !== KEY) {
    return { status: 401, body: { code: 4010, message: "Invalid Key." } };
  }
  if (postcode.replace(/\s/g, "") === "KT11AA") {
    return { status: 402, body: { code: 4020, message: "Token balance depleted." } };
  }
  if (postcode.replace(/\s/g, "") === "SW1A2AA") {
    return {
      status: 200,
      body: {
        result: [
          {
            postcode: "SW1A 2AA",
            post_town: "LONDON",
            line_1: "Prime Minister & First Lord Of The Treasury",
            line_2: "10 Downing Street",
            line_3: "",
          },
        ],
        code: 2000,
        message: "Success",
      },
    };
  }
  return { status: 404, body: { code: 4040, message: "Postcode Not Found" } };
}

let server: Server;
let baseUrl = "";
beforeAll(async () => {
  server = createServer((request, response) => {
    const { status, body } = standIn(request);
    // A connection per request: a kept-alive socket the stand-in closes after its 5 s idle
    // timeout, reused by fetch at that moment, fails as "unreachable" (seen on a busy machine).
    response.writeHead(status, { "Content-Type": "application/json", Connection: "close" });
    response.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const providerApp = (apiKey = KEY) =>
  testApp({ config: { addressLookup: { provider: "ideal-postcodes", apiKey, baseUrl } } });

describe("the address lookup through Ideal Postcodes (a local stand-in)", () => {
  it("answers the first address's line 1, asking with the key and the normalised postcode", async () => {
    const { request } = await providerApp();
    seen.length = 0;
    const response = await request("/api/booking/address/sw1a2aa");
    expect(response.status).toBe(200);
    expect((await response.json()).data).toBe("Prime Minister & First Lord Of The Treasury");
    expect(seen).toEqual([{ path: "/v1/postcodes/SW1A%202AA", key: KEY }]);
  });

  it("a postcode the provider does not know is the unknown-postcode 404 (typed by hand)", async () => {
    const { request } = await providerApp();
    expect(await failureOf(await request("/api/booking/address/ZZ1%201ZZ"))).toEqual({
      status: 404,
      message: texts.postcodeUnknown,
    });
  });

  it.each([
    ["a refused key", "ak_wrong", "SW1A2AA"],
    ["no lookups left", KEY, "KT1 1AA"],
  ])("%s is a 503 the customer continues past, never a 500", async (_, apiKey, postcode) => {
    const { request, logs } = await providerApp(apiKey);
    expect(
      await failureOf(await request(`/api/booking/address/${encodeURIComponent(postcode)}`)),
    ).toEqual({ status: 503, message: serverTexts.addressLookupUnavailable });
    // The operator learns why (the provider's status and code), never the key.
    expect(logs).toEqual([
      expect.stringMatching(
        /^\[server\] GET \/api\/booking\/address\/.*AddressLookupUnavailable: status 40[12] code 40[12]\d$/,
      ),
    ]);
    expect(logs.join()).not.toContain(apiKey);
  });

  it("an unreachable provider is the same 503", async () => {
    const { request } = await testApp({
      config: {
        addressLookup: { provider: "ideal-postcodes", apiKey: KEY, baseUrl: "http://127.0.0.1:9" },
      },
    });
    expect(await failureOf(await request("/api/booking/address/SW1A2AA"))).toEqual({
      status: 503,
      message: serverTexts.addressLookupUnavailable,
    });
  });

  it("a malformed postcode is refused before the provider is asked", async () => {
    const { request } = await providerApp();
    seen.length = 0;
    expect(await failureOf(await request("/api/booking/address/HELLO"))).toEqual({
      status: 400,
      message: texts.postcodeInvalid,
    });
    expect(seen).toEqual([]);
  });
});

describe("the lookup's configuration", () => {
  it("is the demo table without a key, Ideal Postcodes with one", async () => {
    expect(addressLookupFromEnv({})).toBeUndefined();
    expect(configFromEnv({ IDEAL_POSTCODES_API_KEY: " ak_1 " }).addressLookup).toEqual({
      provider: "ideal-postcodes",
      apiKey: "ak_1",
    });
    const { request } = await testApp();
    const response = await request("/api/booking/address/sw1a1aa");
    expect((await response.json()).data).toBe("Buckingham Palace Road");
  });
});
