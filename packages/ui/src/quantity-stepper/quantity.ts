/** Bounds of a whole-number quantity. */
export interface QuantityBounds {
  min: number;
  max: number;
}

export type QuantityCheck = { ok: true; value: number } | { ok: false; reason: string };

/**
 * Reads what a person typed as a whole number within bounds. Anything else (decimals, signs,
 * letters, exponents, out of range) is refused with a message that says what is accepted.
 */
export function parseQuantity(text: string, { min, max }: QuantityBounds): QuantityCheck {
  const reason = `Enter a whole number from ${min} to ${max}`;
  const trimmed = text.trim();
  if (!/^-?\d+$/.test(trimmed)) return { ok: false, reason };
  const value = Number(trimmed);
  if (!Number.isSafeInteger(value) || value < min || value > max) return { ok: false, reason };
  return { ok: true, value };
}

/** Adds `step` and keeps the result within bounds. */
export function stepQuantity(value: number, step: number, { min, max }: QuantityBounds): number {
  return Math.min(max, Math.max(min, value + step));
}
