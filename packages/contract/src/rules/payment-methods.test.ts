import { describe, expect, it } from "vitest";

import {
  enabledPaymentMethods,
  isPaymentRefEnabled,
  isRedirectMethod,
  paymentMethodOf,
  paymentRefOf,
} from "./payment-methods";

const flags = {
  stripeEnable: false,
  payNowEnable: false,
  c2pEnable: false,
  ukTakepaymentsEnable: false,
};

describe("enabledPaymentMethods", () => {
  it("offers only the session's enabled methods, in the spec's order", () => {
    expect(enabledPaymentMethods(null)).toEqual([]);
    expect(enabledPaymentMethods(flags)).toEqual([]);
    expect(enabledPaymentMethods({ ...flags, stripeEnable: true })).toEqual(["card"]);
    expect(enabledPaymentMethods({ ...flags, payNowEnable: true })).toEqual(["link"]);
    expect(
      enabledPaymentMethods({
        stripeEnable: true,
        payNowEnable: true,
        c2pEnable: true,
        ukTakepaymentsEnable: true,
      }),
    ).toEqual(["card", "link", "2c2p", "uktakepay"]);
  });
});

describe("payment references", () => {
  it("sends bank transfer as paynow, the others by name", () => {
    expect(paymentRefOf("link")).toBe("paynow");
    expect(paymentRefOf("card")).toBe("card");
    expect(paymentRefOf("uktakepay")).toBe("uktakepay");
    expect(paymentMethodOf("paynow")).toBe("link");
  });

  it("lets the server refuse a method the account has not enabled", () => {
    const cardOnly = { ...flags, stripeEnable: true };
    expect(isPaymentRefEnabled("card", cardOnly)).toBe(true);
    expect(isPaymentRefEnabled("paynow", cardOnly)).toBe(false);
    expect(isPaymentRefEnabled("paynow", { ...flags, payNowEnable: true })).toBe(true);
    expect(isPaymentRefEnabled("2c2p", { ...flags, c2pEnable: true })).toBe(true);
  });

  it("sends 2c2p and UK Takepayments to the provider's page", () => {
    expect(
      ["card", "link", "paynow", "2c2p", "uktakepay"].map((m) => isRedirectMethod(m as never)),
    ).toEqual([false, false, false, true, true]);
  });
});
