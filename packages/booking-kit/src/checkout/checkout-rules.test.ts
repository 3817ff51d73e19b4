import type { ApiClient } from "@bookwell/contract";
import { describe, expect, it, vi } from "vitest";

import { runCardPayment, type CardPaymentHandle } from "./card-payment";
import { enabledPaymentMethods, paymentRefOf } from "./payment-methods";
import { cardFieldTexts, checkCard, formatCardNumber, formatExpiry } from "./test-card";

const flags = {
  stripeEnable: false,
  payNowEnable: false,
  c2pEnable: false,
  ukTakepaymentsEnable: false,
};
const user = { arnum: "AR1", email: "a@b.co", firstname: "A", lastname: "B", mobile: "1" };

describe("enabledPaymentMethods", () => {
  it("offers only the session's enabled methods, in the spec's order", () => {
    expect(enabledPaymentMethods(null)).toEqual([]);
    expect(enabledPaymentMethods({ ...user, ...flags, stripeEnable: true })).toEqual(["card"]);
    expect(enabledPaymentMethods({ ...user, ...flags, payNowEnable: true })).toEqual(["link"]);
    expect(
      enabledPaymentMethods({
        ...user,
        stripeEnable: true,
        payNowEnable: true,
        c2pEnable: true,
        ukTakepaymentsEnable: true,
      }),
    ).toEqual(["card", "link", "2c2p", "uktakepay"]);
  });
  it("sends bank transfer as paynow", () => {
    expect(paymentRefOf("link")).toBe("paynow");
    expect(paymentRefOf("card")).toBe("card");
  });
});

describe("checkCard", () => {
  const today = "2026-07-15";
  it("accepts a complete Stripe test card", () => {
    expect(
      checkCard({ number: "4242 4242 4242 4242", expiry: "12 / 30", cvc: "123" }, today),
    ).toEqual({
      complete: true,
      card: { number: "4242424242424242", expMonth: 12, expYear: 2030, cvc: "123" },
    });
  });
  it.each([
    [{ number: "4242", expiry: "12/30", cvc: "123" }, cardFieldTexts.numberIncomplete],
    [{ number: "4242424242424241", expiry: "12/30", cvc: "123" }, cardFieldTexts.numberInvalid],
    [{ number: "4242424242424242", expiry: "12", cvc: "123" }, cardFieldTexts.expiryIncomplete],
    [{ number: "4242424242424242", expiry: "13/30", cvc: "123" }, cardFieldTexts.expiryInvalid],
    [{ number: "4242424242424242", expiry: "06/26", cvc: "123" }, cardFieldTexts.expiryPast],
    [{ number: "4242424242424242", expiry: "12/30", cvc: "12" }, cardFieldTexts.cvcIncomplete],
  ])("refuses %o", (input, error) => {
    expect(checkCard(input, today)).toMatchObject({ complete: false, error });
  });
  it("keeps this month's expiry", () => {
    expect(
      checkCard({ number: "4242424242424242", expiry: "07/26", cvc: "123" }, today).complete,
    ).toBe(true);
  });
  it("formats as typed", () => {
    expect(formatCardNumber("4000002760003184")).toBe("4000 0027 6000 3184");
    expect(formatExpiry("1230")).toBe("12 / 30");
    expect(formatExpiry("1")).toBe("1");
  });
});

function fakeClient(answers: { initiate: unknown; confirm: unknown[] }) {
  const confirm = vi.fn(async () => answers.confirm.shift());
  const initiate = vi.fn(async () => answers.initiate);
  return {
    client: { initiatePayment: initiate, confirmPayment: confirm } as unknown as ApiClient,
    initiate,
    confirm,
  };
}
const card = (action: { ok: true } | { error: string } = { ok: true }): CardPaymentHandle => ({
  gateway: "testgateway",
  createPaymentMethod: async () => ({ id: "pm_card_visa" }),
  handleAction: vi.fn(async () => action),
});
const base = {
  paymentMethodId: "pm_card_visa",
  attemptKey: "key-1",
  refnum: "R1",
  paidamt: 10,
  creditused: 0,
  availcredit: 0,
  email: "a@b.co",
};

describe("runCardPayment", () => {
  it("pays at once with the attempt's key", async () => {
    const { client, initiate, confirm } = fakeClient({
      initiate: { transactionId: "T1" },
      confirm: [],
    });
    await expect(runCardPayment({ ...base, client, card: card() })).resolves.toEqual({
      transactionId: "T1",
    });
    expect(initiate).toHaveBeenCalledTimes(1);
    expect(initiate.mock.calls[0]).toMatchObject([
      { body: { idempotencyKey: "key-1", paymentMethod: "testgateway" } },
    ]);
    expect(confirm).not.toHaveBeenCalled();
  });
  it("confirms the card action, then the payment, as often as asked", async () => {
    const action = { requiresAction: true, clientSecret: "cs", paymentIntentId: "pi_1" };
    const { client, confirm } = fakeClient({
      initiate: action,
      confirm: [action, { transactionId: "T2" }],
    });
    const handle = card();
    await expect(runCardPayment({ ...base, client, card: handle })).resolves.toEqual({
      transactionId: "T2",
    });
    expect(handle.handleAction).toHaveBeenCalledTimes(2);
    expect(
      confirm.mock.calls.map(
        (call) =>
          (call as unknown as [{ body: { idempotencyKey: string } }])[0].body.idempotencyKey,
      ),
    ).toEqual(["key-1-confirm-1", "key-1-confirm-2"]);
  });
  it("stops when the customer fails the authentication, without confirming", async () => {
    const { client, confirm } = fakeClient({
      initiate: { requiresAction: true, clientSecret: "cs", paymentIntentId: "pi_1" },
      confirm: [],
    });
    await expect(
      runCardPayment({
        ...base,
        client,
        card: card({ error: cardFieldTexts.authenticationFailed }),
      }),
    ).resolves.toEqual({ error: cardFieldTexts.authenticationFailed });
    expect(confirm).not.toHaveBeenCalled();
  });
  it("gives a decline's message", async () => {
    const { client } = fakeClient({ initiate: { error: "Your card was declined." }, confirm: [] });
    await expect(runCardPayment({ ...base, client, card: card() })).resolves.toEqual({
      error: "Your card was declined.",
    });
  });
});
