import type { AddonOption } from "@bookwell/contract";
import type { AddonGroup } from "@bookwell/ui";

/**
 * How a package's or a cart line's add-on options show as choice groups: the package dialog
 * (listing) and the line's add-ons dialog (checkout) both group them here: one group per
 * groupnum and choicetype, in the order the server lists them.
 */
export function addonGroupsOf(options: readonly AddonOption[]): AddonGroup[] {
  const groups = new Map<string, AddonGroup>();
  for (const option of options) {
    const id = `${option.groupnum}|${option.choicetype}`;
    let group = groups.get(id);
    if (!group) {
      group = {
        id,
        title: option.groupdesc,
        minChoices: option.minchoice,
        maxChoices: option.maxchoice,
        options: [],
      };
      groups.set(id, group);
    }
    group.options.push({
      id: option.optionnum,
      label: option.optiondesc,
      price: option.price,
      description: option.desc,
      image: option.imageurl ?? option.directory,
      quantity: Math.max(1, option.qty),
      quantityEditable: option.qtyeditable,
    });
  }
  return [...groups.values()];
}
