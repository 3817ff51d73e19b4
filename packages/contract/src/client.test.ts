import { describe, expect, it, vi } from "vitest";

import { ApiError, createApiClient } from "./client";
import { fail, ok } from "./envelope";
import { messages } from "./messages";

type Call = { url: string; init: RequestInit };

/** A fake fetch answering each request with `answer()` and recording what was sent. */
function fakeFetch(answer: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call = { url: String(input), init };
    calls.push(call);
    return answer(call);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

const slots = [{ shiftnum: "S1", starttime: "08:00", endtime: "10:00" }];

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error("expected the call to fail");
}

describe("createApiClient: requests", () => {
  it("builds the URL from the template, encodes params, adds the query, includes credentials", async () => {
    const { fetch, calls } = fakeFetch(() => json(ok(slots)));
    const api = createApiClient({ baseUrl: "https://api.test/", fetch });
    const data = await api.timeSlots({
      params: { jobnum: "J 1;2" },
      query: { date: "2025-03-14" },
    });
    expect(data).toEqual(slots);
    expect(calls[0]?.url).toBe("https://api.test/api/booking/timeslots/J%201%3B2?date=2025-03-14");
    expect(calls[0]?.init.method).toBe("GET");
    expect(calls[0]?.init.credentials).toBe("include");
    expect(calls[0]?.init.body).toBeUndefined();
  });

  it("tells its base URL, for download links on another origin", () => {
    expect(createApiClient({ baseUrl: "https://api.test/" }).baseUrl).toBe("https://api.test");
    expect(createApiClient({ baseUrl: "" }).baseUrl).toBe("");
  });

  it("call(name) and the named function do the same thing", async () => {
    const { fetch, calls } = fakeFetch(() => json(ok(slots)));
    const api = createApiClient({ baseUrl: "", fetch });
    await api.call("timeSlots", { params: { jobnum: "J1" }, query: { date: "2025-03-14" } });
    expect(calls[0]?.url).toBe("/api/booking/timeslots/J1?date=2025-03-14");
  });

  it("asks the cart summary for what is left to pay after the credit to redeem", async () => {
    const summary = {
      refnum: "R1",
      totalitem: 1,
      subtotal: 40,
      discAmt: 0,
      serviceFee: 5,
      tax: 9,
      total: 54,
      promoCode: "",
      finalAmount: 41.5,
    };
    const { fetch, calls } = fakeFetch(() => json(ok(summary)));
    const api = createApiClient({ baseUrl: "", fetch });
    const data = await api.cartSummary({ params: { arnum: "AR1" }, query: { creditused: 12.5 } });
    expect(calls[0]?.url).toBe("/api/booking/cart/summary/AR1?creditused=12.5");
    expect(data?.finalAmount).toBe(41.5);
    await api.cartSummary({ params: { arnum: "AR1" }, query: {} });
    expect(calls[1]?.url).toBe("/api/booking/cart/summary/AR1");
  });

  it("sends JSON bodies", async () => {
    const { fetch, calls } = fakeFetch(() => json(ok(null, messages.newsletterThanks)));
    const api = createApiClient({ baseUrl: "", fetch });
    const result = await api.callWithMeta("newsletter", { body: { email: "a@b.co" } });
    expect(result.meta.message).toBe("Thanks for being part of the community");
    expect(calls[0]?.init.method).toBe("POST");
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ email: "a@b.co" });
    expect(new Headers(calls[0]?.init.headers).get("Content-Type")).toBe("application/json");
  });

  it("sends the Idempotency-Key header from the body's key, or from the input", async () => {
    const { fetch, calls } = fakeFetch(({ url }) =>
      json(ok(url.includes("timeslots") ? slots : { transactionId: "txn_1" })),
    );
    const api = createApiClient({ baseUrl: "", fetch });
    const body = {
      PaymentMethodId: "tok_visa",
      paymentMethod: "testgateway" as const,
      idempotencyKey: "pay-R1-attempt-1",
      refnum: "R1",
      paidamt: 45.5,
      creditused: 0,
      availcredit: 10,
      email: "a@b.co",
    };
    expect(await api.initiatePayment({ body })).toEqual({ transactionId: "txn_1" });
    expect(new Headers(calls[0]?.init.headers).get("Idempotency-Key")).toBe("pay-R1-attempt-1");

    await api.initiatePayment({ body, idempotencyKey: "explicit-key-1" });
    expect(new Headers(calls[1]?.init.headers).get("Idempotency-Key")).toBe("explicit-key-1");

    await api.timeSlots({ params: { jobnum: "J1" }, query: { date: "2025-03-14" } });
    expect(new Headers(calls[2]?.init.headers).has("Idempotency-Key")).toBe(false);
  });

  it("refuses to send a money call without an idempotency key", async () => {
    const { fetch, calls } = fakeFetch(() => json(ok({ transactionId: "txn_1" })));
    const api = createApiClient({ baseUrl: "", fetch });
    const body = { PaymentIntentId: "pi_1", refnum: "R1", paymentMethod: "stripe" } as never;
    await expect(api.confirmPayment({ body })).rejects.toThrow(/idempotencyKey/);
    expect(calls).toHaveLength(0);
  });

  it("never puts a password or OTP in a URL (login, sign-up, reset, change)", async () => {
    const { fetch, calls } = fakeFetch(({ url }) =>
      url.includes("/user/login")
        ? json(
            ok({
              arnum: "A1",
              email: "a@b.co",
              firstname: "Ann",
              lastname: "Lee",
              mobile: "07",
              stripeEnable: true,
              payNowEnable: false,
              c2pEnable: false,
              ukTakepaymentsEnable: false,
            }),
          )
        : json(ok(null)),
    );
    const api = createApiClient({ baseUrl: "https://api.test", fetch });
    const secret = "Sup3r$ecret";
    const otp = "123456";
    await api.login({ body: { userEmail: "a@b.co", pwd: secret } });
    await api.signUp({
      body: {
        title: "Mr",
        postalcode: "SW1A1AA",
        firstname: "Ann",
        lastname: "Lee",
        mobile: "07700900000",
        email: "a@b.co",
        encryptedPWD: secret,
        altcha: "payload",
      },
    });
    await api.validateUser({ query: { email: "a@b.co" } });
    await api.resetPassword({ body: { email: "a@b.co", OTP: otp, encryptedNewPWD: secret } });
    await api.changePassword({
      body: { email: "a@b.co", encryptedOldPWD: secret, encryptedNewPWD: secret },
    });
    expect(calls).toHaveLength(5);
    for (const call of calls) {
      expect(call.url).not.toContain(secret);
      expect(call.url).not.toContain(encodeURIComponent(secret));
      expect(call.url).not.toContain(otp);
      expect(new URL(call.url).search).not.toMatch(/pwd|password|otp/i);
    }
    expect(calls[0]?.init.method).toBe("POST");
    expect(JSON.parse(String(calls[0]?.init.body))).toMatchObject({ pwd: secret });
  });
});

describe("createApiClient: errors", () => {
  const timeSlots = (fetch: typeof globalThis.fetch, onUnauthorized?: (e: ApiError) => void) =>
    createApiClient({ baseUrl: "", fetch, onUnauthorized }).timeSlots({
      params: { jobnum: "J1" },
      query: { date: "2025-03-14" },
    });

  it("network failure → kind network, the Oops message", async () => {
    const { fetch } = fakeFetch(() => {
      throw new TypeError("Failed to fetch");
    });
    const error = await rejection(timeSlots(fetch));
    expect(error.kind).toBe("network");
    expect(error.message).toBe("Oops ! Something went wrong.");
    expect(error.endpoint).toBe("timeSlots");
  });

  it("empty body → kind empty, the Oops message", async () => {
    const { fetch } = fakeFetch(() => new Response("", { status: 200 }));
    const error = await rejection(timeSlots(fetch));
    expect(error.kind).toBe("empty");
    expect(error.message).toBe("Oops ! Something went wrong.");
  });

  it("HTTP 401 → kind unauthorized, the session message, onUnauthorized called", async () => {
    const { fetch } = fakeFetch(() => json(fail("whatever the server says"), 401));
    const onUnauthorized = vi.fn();
    const error = await rejection(timeSlots(fetch, onUnauthorized));
    expect(error.kind).toBe("unauthorized");
    expect(error.status).toBe(401);
    expect(error.message).toBe("Your session has been expired, Please login again");
    expect(onUnauthorized).toHaveBeenCalledWith(error);
  });

  it("responseCode other than S → kind server with meta.message", async () => {
    const { fetch } = fakeFetch(() =>
      json({ meta: { responseCode: "E", message: "No slots today" }, data: null }),
    );
    const error = await rejection(timeSlots(fetch));
    expect(error.kind).toBe("server");
    expect(error.message).toBe("No slots today");
    expect(error.responseCode).toBe("E");
  });

  it("a failure on an HTTP error status still shows the server's text (403)", async () => {
    const { fetch } = fakeFetch(() => json(fail("Not your booking"), 403));
    const error = await rejection(timeSlots(fetch));
    expect(error.kind).toBe("server");
    expect(error.status).toBe(403);
    expect(error.message).toBe("Not your booking");
  });

  it("a failure with an empty meta.message falls back to the Oops message", async () => {
    const { fetch } = fakeFetch(() => json(fail("")));
    expect((await rejection(timeSlots(fetch))).message).toBe(messages.oops);
  });

  it("the { error } form → kind server with that text", async () => {
    const { fetch } = fakeFetch(() => json({ error: "Job number not found" }, 400));
    const error = await rejection(timeSlots(fetch));
    expect(error.kind).toBe("server");
    expect(error.message).toBe("Job number not found");
  });

  it("data not matching the schema → invalid-response, the Oops message", async () => {
    const { fetch } = fakeFetch(() => json(ok([{ shiftnum: "S1", starttime: "8am" }])));
    const error = await rejection(timeSlots(fetch));
    expect(error.kind).toBe("invalid-response");
    expect(error.message).toBe("Oops ! Something went wrong.");
  });

  it("a body that is not JSON, or not an envelope → invalid-response", async () => {
    const html = fakeFetch(() => new Response("<html>502</html>", { status: 502 }));
    expect((await rejection(timeSlots(html.fetch))).kind).toBe("invalid-response");
    const bare = fakeFetch(() => json(slots));
    expect((await rejection(timeSlots(bare.fetch))).kind).toBe("invalid-response");
  });

  it("a card decline is data, not an error (shown under the card field)", async () => {
    const { fetch } = fakeFetch(() => json(ok({ error: "Your card was declined." })));
    const api = createApiClient({ baseUrl: "", fetch });
    const result = await api.confirmTopUp({
      body: {
        PaymentIntentId: "pi_1",
        refnum: "C1",
        paymentMethod: "testgateway",
        idempotencyKey: "topup-C1-2",
      },
    });
    expect(result).toEqual({ error: "Your card was declined." });
  });

  it("a requires-action answer keeps its client secret and intent id", async () => {
    const answer = { requiresAction: true, clientSecret: "pi_1_secret", paymentIntentId: "pi_1" };
    const { fetch } = fakeFetch(() => json(ok(answer)));
    const api = createApiClient({ baseUrl: "", fetch });
    const result = await api.initiateTopUp({
      body: {
        PaymentMethodId: "tok_3ds",
        paymentMethod: "testgateway",
        idempotencyKey: "topup-C1-1",
        paidamt: 100,
        arnum: "A1",
        refnum: "C1",
      },
    });
    expect(result).toEqual(answer);
  });
});
