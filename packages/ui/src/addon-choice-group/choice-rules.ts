/**
 * Pure rules of an add-on choice group: within a group an option can be selected only while
 * the selected count is below `maxChoices`; choosing a selected option unselects it.
 */

/** True while one more option may be selected (`selectedCount < maxChoices`). */
export function canSelectMore(selectedCount: number, maxChoices: number): boolean {
  return selectedCount < maxChoices;
}

/** True once the group holds `maxChoices` options: unselected options cannot be chosen. */
export function isGroupFull(selectedCount: number, maxChoices: number): boolean {
  return !canSelectMore(selectedCount, maxChoices);
}

/**
 * The selection after the customer activates `optionId`: a selected option is removed; an
 * unselected one is added only while the group is below its maximum, otherwise the
 * selection is returned unchanged (same array).
 */
export function toggleChoice(
  selected: readonly string[],
  optionId: string,
  maxChoices: number,
): readonly string[] {
  if (selected.includes(optionId)) return selected.filter((id) => id !== optionId);
  if (!canSelectMore(selected.length, maxChoices)) return selected;
  return [...selected, optionId];
}

/** True when the group holds at least `minChoices` and at most `maxChoices` options. */
export function isGroupSatisfied(
  selectedCount: number,
  minChoices: number,
  maxChoices: number = Number.POSITIVE_INFINITY,
): boolean {
  return selectedCount >= minChoices && selectedCount <= maxChoices;
}

/** Add-on quantities are whole numbers from 0 to 100. */
export const MAX_ADDON_QUANTITY = 100;

/** Parses a typed quantity: an integer from 0 to 100, otherwise `null`. */
export function parseAddonQuantity(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,3}$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value <= MAX_ADDON_QUANTITY ? value : null;
}

/**
 * What a group asks of the customer, shown under its title:
 * - no minimum: "Choose up to 2";
 * - minimum equal to maximum: "Choose 1";
 * - a minimum and a larger maximum: "Choose at least 1, up to 3".
 */
export function requirementText(minChoices: number, maxChoices: number): string {
  if (minChoices <= 0) return `Choose up to ${maxChoices}`;
  if (minChoices >= maxChoices) return `Choose ${maxChoices}`;
  return `Choose at least ${minChoices}, up to ${maxChoices}`;
}

/** A group as the rules see it: its option ids and its limits. */
export type ChoiceGroupRule = {
  id: string;
  minChoices: number;
  maxChoices: number;
  options: readonly { id: string }[];
};

/** How many of a group's options are in the selection (ids mapped to quantities). */
export function selectedCount(
  group: ChoiceGroupRule,
  selection: Readonly<Record<string, number>>,
): number {
  return group.options.filter((option) => Object.hasOwn(selection, option.id)).length;
}

/** Ids of the groups whose selection is below their minimum or above their maximum. */
export function unsatisfiedGroups(
  groups: readonly ChoiceGroupRule[],
  selection: Readonly<Record<string, number>>,
): string[] {
  return groups
    .filter(
      (group) =>
        !isGroupSatisfied(selectedCount(group, selection), group.minChoices, group.maxChoices),
    )
    .map((group) => group.id);
}
