import { describe, expect, expectTypeOf, it } from "vitest";

import { createApiClient } from "../client";
import { isoDate, hhmm, money, penceToPounds, poundsToPence } from "../primitives";
import { cartSummary, timeSlot, cartLineInput } from "./booking";
import { packageGroup, questionOptions } from "./booking-values";
import { paymentResult, tokenizeBody } from "./checkout";
import type { TimeSlot } from "./booking";

describe("wire primitives", () => {
  it("dates are real YYYY-MM-DD days", () => {
    expect(isoDate.safeParse("2024-02-29").success).toBe(true);
    expect(isoDate.safeParse("2025-02-29").success).toBe(false);
    expect(isoDate.safeParse("14/03/2025").success).toBe(false);
  });
  it("times are HH:mm", () => {
    expect(hhmm.safeParse("08:30").success).toBe(true);
    expect(hhmm.safeParse("24:00").success).toBe(false);
    expect(hhmm.safeParse("8:30").success).toBe(false);
  });
  it("money is pounds with at most two decimals", () => {
    expect(money.safeParse(19.99).success).toBe(true);
    expect(money.safeParse(0.1 + 0.2).success).toBe(true);
    expect(money.safeParse(19.995).success).toBe(false);
    expect(money.safeParse("19.99").success).toBe(false);
    expect(money.safeParse(Number.POSITIVE_INFINITY).success).toBe(false);
    expect(penceToPounds(1999)).toBe(19.99);
    expect(poundsToPence(19.99)).toBe(1999);
    expect(() => penceToPounds(1.5)).toThrow(RangeError);
  });
});

describe("booking entities", () => {
  it("time slots are HH:mm start and end times", () => {
    expect(timeSlot.parse({ shiftnum: "S1", starttime: "08:00", endtime: "10:00" })).toBeTruthy();
    expect(timeSlot.safeParse({ shiftnum: "S1", starttime: "8am", endtime: "10:00" }).success).toBe(
      false,
    );
  });
  it("reads pType case-insensitively and trimmed", () => {
    expect(packageGroup("  bestmatched ")).toBe("BestMatched");
    expect(packageGroup("POPULAR")).toBe("Popular");
    expect(packageGroup("Estimated")).toBeUndefined();
  });
  it("splits question options on semicolons", () => {
    expect(questionOptions("Apartment; Landed;;Other")).toEqual(["Apartment", "Landed", "Other"]);
  });
  it("cart summary carries the spec's total fields as money", () => {
    const good = {
      refnum: "R1",
      totalitem: 2,
      subtotal: 90,
      discAmt: 9,
      serviceFee: 2.5,
      tax: 16.7,
      total: 100.2,
      promoCode: "SPRING",
      finalAmount: 100.2,
    };
    expect(cartSummary.safeParse(good).success).toBe(true);
    expect(cartSummary.safeParse({ ...good, finalAmount: "100.20" }).success).toBe(false);
  });
  it("a new cart line needs matnum, jobnum and a quantity of 0 to 99; address saving defaults on", () => {
    expect(cartLineInput.parse({ matnum: "M1", jobnum: "J1", qty: 1 })._saveAddress).toBe(true);
    expect(cartLineInput.safeParse({ matnum: "M1", jobnum: "J1", qty: 100 }).success).toBe(false);
  });
});

describe("payments", () => {
  it("a card step answers paid, requires action, or declined", () => {
    expect(paymentResult.safeParse({ transactionId: "t1" }).success).toBe(true);
    expect(
      paymentResult.safeParse({ requiresAction: true, clientSecret: "s", paymentIntentId: "pi" })
        .success,
    ).toBe(true);
    expect(paymentResult.safeParse({ error: "Your card was declined." }).success).toBe(true);
    expect(paymentResult.safeParse({ requiresAction: true }).success).toBe(false);
    expect(paymentResult.safeParse({}).success).toBe(false);
  });
  it("the tokenise body takes digits only", () => {
    expect(
      tokenizeBody.safeParse({
        number: "4242424242424242",
        expMonth: 12,
        expYear: 2030,
        cvc: "123",
      }).success,
    ).toBe(true);
    expect(
      tokenizeBody.safeParse({ number: "4242 4242", expMonth: 13, expYear: 2030, cvc: "12" })
        .success,
    ).toBe(false);
  });
});

describe("client types", () => {
  it("infers inputs and outputs from the registry", () => {
    const api = createApiClient({ baseUrl: "", fetch: async () => new Response("") });
    expectTypeOf(api.timeSlots).returns.resolves.toEqualTypeOf<TimeSlot[]>();
    expectTypeOf(api.call<"timeSlots">).returns.resolves.toEqualTypeOf<TimeSlot[]>();
    // Calls without inputs may be made bare; calls with required inputs may not.
    expectTypeOf(api.cmsFooter).toBeCallableWith();
    // @ts-expect-error jobnum and date are required
    void (() => api.timeSlots());
    // @ts-expect-error the date must be given in the query
    void (() => api.timeSlots({ params: { jobnum: "J1" } }));
  });
});
