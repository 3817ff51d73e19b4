import { type ApiClient, texts } from "@bookwell/contract";
import { describe, expect, it, vi } from "vitest";

import { runCardPayment, type CardPaymentHandle } from "./card-payment";
import { formatCardNumber, formatExpiry } from "./card-format";

describe("the card field's formatting", () => {
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
        card: card({ error: texts.authenticationFailed }),
      }),
    ).resolves.toEqual({ error: texts.authenticationFailed });
    expect(confirm).not.toHaveBeenCalled();
  });
  it("gives a decline's message", async () => {
    const { client } = fakeClient({ initiate: { error: "Your card was declined." }, confirm: [] });
    await expect(runCardPayment({ ...base, client, card: card() })).resolves.toEqual({
      error: "Your card was declined.",
    });
  });
});
