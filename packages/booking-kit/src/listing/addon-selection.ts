import { type AddonOption, isValidAddonQuantity } from "@bookwell/contract";

/** Quantities typed per add-on option, by `optionnum`. */
export type AddonQuantities = Readonly<Record<string, number>>;

/** Every option at 0, or at its stored quantity when it was chosen before. */
export function initialQuantities(
  options: readonly AddonOption[],
  stored: readonly AddonOption[] | null = null,
): Record<string, number> {
  const before = new Map((stored ?? []).map((option) => [option.optionnum, option.qty]));
  return Object.fromEntries(
    options.map((option) => {
      const qty = before.get(option.optionnum) ?? 0;
      return [option.optionnum, isValidAddonQuantity(qty) ? qty : 0];
    }),
  );
}

/**
 * The chosen add-ons as the booking keeps them (`chosenAddonsStore`, then the cart line's
 * `addonList`): the options with a quantity above 0 (an integer 0 to 100, quantity-rules.ts),
 * marked selected, with the quantity and its amount. Options at 0 are left out.
 */
export function chosenFromQuantities(
  options: readonly AddonOption[],
  quantities: AddonQuantities,
): AddonOption[] {
  return options.flatMap((option) => {
    const qty = quantities[option.optionnum] ?? 0;
    if (!isValidAddonQuantity(qty) || qty === 0) return [];
    return [{ ...option, selected: true, qty, totalamt: round2(option.price * qty) }];
  });
}

/** The same from a choice-group selection (option ids mapped to quantities, at least 1). */
export function chosenFromSelection(
  options: readonly AddonOption[],
  selection: AddonQuantities,
): AddonOption[] {
  return options.flatMap((option) => {
    if (!Object.hasOwn(selection, option.optionnum)) return [];
    const qty = Math.max(1, selection[option.optionnum] ?? 1);
    return [{ ...option, selected: true, qty, totalamt: round2(option.price * qty) }];
  });
}

/** An amount for display only; the server prices every line (DESIGN.md, money). */
function round2(value: number): number {
  return Math.round(value * 100) / 100;
}
