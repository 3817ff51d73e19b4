import { describe, expect, it } from "vitest";

import { resolvePaymentMethod } from "./payment-methods";

describe("resolvePaymentMethod", () => {
  it("keeps the chosen method while it is enabled", () => {
    expect(resolvePaymentMethod(["card", "link"], "link")).toBe("link");
    expect(resolvePaymentMethod(["card"], "card")).toBe("card");
  });

  it("preselects the only enabled method", () => {
    expect(resolvePaymentMethod(["card"], undefined)).toBe("card");
    expect(resolvePaymentMethod(["link"], undefined)).toBe("link");
    // The app's default (card) is not enabled: bank transfer is shown instead.
    expect(resolvePaymentMethod(["link"], "card")).toBe("link");
  });

  it("chooses nothing among several when the choice is not enabled", () => {
    expect(resolvePaymentMethod(["card", "link"], undefined)).toBeUndefined();
    expect(resolvePaymentMethod(["link", "2c2p"], "card")).toBeUndefined();
    expect(resolvePaymentMethod([], "card")).toBeUndefined();
  });
});
