// The design system's ConfirmDialog as a module of its own, so a page can load it on use
// (`controlledDialogOnUse`): with it comes the dialog primitive.
export { ConfirmDialog } from "@bookwell/ui";
