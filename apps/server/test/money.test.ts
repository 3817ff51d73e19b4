import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { applyPromo, cartTotals, lineGross, spread, type Promo } from "../src/money/cart-money";

const pence = fc.integer({ min: 0, max: 5_000_000 });
const lines = fc.array(pence, { minLength: 1, maxLength: 8 });
const today = "2026-11-22";
/** Bookwell UK's charges: VAT at 20%, a £5.00 service fee. */
const uk = { taxBasisPoints: 2000, serviceFeePence: 500 };

/** A voucher with no dates and no minimum spend. */
const voucher = (kind: Promo["kind"], value: number): Promo => ({
  code: kind === "fixed" ? "X" : "P",
  kind,
  value,
  minSpendPence: 0,
  validFrom: null,
  validTo: null,
});

describe("cart money (integer pence, property tests)", () => {
  it("total = subtotal − discount + service fee + tax, all whole pence, never negative", () => {
    fc.assert(
      fc.property(lines, fc.array(pence, { maxLength: 8 }), (grosses, discounts) => {
        const t = cartTotals(grosses, discounts, uk);
        for (const value of Object.values(t)) {
          expect(Number.isInteger(value)).toBe(true);
          expect(value).toBeGreaterThanOrEqual(0);
        }
        expect(t.total).toBe(t.subtotal - t.discount + t.serviceFee + t.tax);
        expect(t.discount).toBeLessThanOrEqual(t.subtotal);
        expect(t.serviceFee).toBe(t.subtotal > 0 ? uk.serviceFeePence : 0);
        // VAT is 20% of the taxable amount, to the nearest penny.
        expect(
          Math.abs(t.tax - (t.subtotal - t.discount + t.serviceFee) * 0.2),
        ).toBeLessThanOrEqual(0.5);
      }),
    );
  });

  it("a fixed voucher's shares add up to the voucher (or the subtotal) exactly", () => {
    fc.assert(
      fc.property(lines, pence, (grosses, value) => {
        const result = applyPromo(voucher("fixed", value), grosses, today);
        const subtotal = grosses.reduce((a, b) => a + b, 0);
        if (subtotal === 0) {
          // Not `return expect(...)`: fast-check reads a property's returned value as its verdict.
          expect(result).toEqual({ ok: false, reason: "empty" });
          return;
        }
        if (!result.ok) throw new Error("expected a discount");
        expect(result.lineDiscounts.reduce((a, b) => a + b, 0)).toBe(Math.min(value, subtotal));
        result.lineDiscounts.forEach((d, i) => expect(d).toBeLessThanOrEqual(grosses[i]!));
      }),
    );
  });

  it("a voucher on an empty cart is refused as empty, whatever its value", () => {
    fc.assert(
      fc.property(
        fc.array(fc.constant(0), { minLength: 1, maxLength: 8 }),
        pence,
        (grosses, value) => {
          expect(applyPromo(voucher("fixed", value), grosses, today)).toEqual({
            ok: false,
            reason: "empty",
          });
        },
      ),
    );
  });

  it("a percentage voucher never takes more than the line", () => {
    fc.assert(
      fc.property(lines, fc.integer({ min: 1, max: 100 }), (grosses, percent) => {
        const result = applyPromo(voucher("percent", percent), grosses, today);
        if (!result.ok) return;
        result.lineDiscounts.forEach((d, i) => {
          expect(d).toBeLessThanOrEqual(grosses[i]!);
          expect(Number.isInteger(d)).toBe(true);
        });
      }),
    );
  });

  it("spread keeps proportions to the penny", () => {
    fc.assert(
      fc.property(pence, lines, (amount, weights) => {
        const shares = spread(amount, weights);
        const total = weights.reduce((a, b) => a + b, 0);
        expect(shares.reduce((a, b) => a + b, 0)).toBe(total === 0 ? 0 : amount);
        if (total > 0) {
          shares.forEach((s, i) =>
            expect(Math.abs(s - (amount * weights[i]!) / total)).toBeLessThan(1),
          );
        }
      }),
    );
  });

  it("voucher rules: dates, minimum spend", () => {
    const base = { code: "W", kind: "fixed", value: 500, validFrom: null, validTo: null } as const;
    expect(applyPromo({ ...base, minSpendPence: 10_000 }, [9_999], today)).toEqual({
      ok: false,
      reason: "min-spend",
    });
    expect(
      applyPromo({ ...base, minSpendPence: 0, validTo: "2026-11-21" }, [9_999], today),
    ).toEqual({
      ok: false,
      reason: "expired",
    });
    expect(
      applyPromo({ ...base, minSpendPence: 0, validFrom: "2026-11-23" }, [9_999], today),
    ).toEqual({
      ok: false,
      reason: "not-yet",
    });
    expect(
      applyPromo({ ...base, minSpendPence: 0, validTo: "2026-11-22" }, [9_999], today),
    ).toEqual({
      ok: true,
      lineDiscounts: [500],
    });
  });

  it("refuses fractions of a penny and negative amounts", () => {
    expect(() => lineGross({ basePence: 10.5, addonPence: 0, qty: 1 })).toThrow(RangeError);
    expect(() => cartTotals([-1], [], uk)).toThrow(RangeError);
    expect(() => cartTotals([100], [], { ...uk, taxBasisPoints: 20.5 })).toThrow(RangeError);
    expect(() => cartTotals([100], [], { ...uk, serviceFeePence: 0.5 })).toThrow(RangeError);
  });

  it("charges the brand's tax rate and fee: UK VAT at 20% and £5, Singapore GST at 9% and S$8", () => {
    // £100 of cleaning and the £5 service fee.
    expect(cartTotals([10_000], [0], uk)).toMatchObject({ tax: 2100, total: 12_600 });
    // S$100 of cleaning and the S$8 service fee: GST S$9.72.
    expect(cartTotals([10_000], [0], { taxBasisPoints: 900, serviceFeePence: 800 })).toMatchObject({
      serviceFee: 800,
      tax: 972,
      total: 11_772,
    });
    // An empty cart pays no fee.
    expect(cartTotals([], [], { taxBasisPoints: 900, serviceFeePence: 800 }).total).toBe(0);
  });
});
