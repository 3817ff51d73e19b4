export {
  AddonChoiceGroup,
  type AddonChoiceGroupProps,
  type AddonChoiceValue,
  type AddonGroup,
  type AddonOption,
} from "./addon-choice-group";
export {
  canSelectMore,
  isGroupFull,
  isGroupSatisfied,
  MAX_ADDON_QUANTITY,
  parseAddonQuantity,
  requirementText,
  selectedCount,
  toggleChoice,
  unsatisfiedGroups,
  type ChoiceGroupRule,
} from "./choice-rules";
