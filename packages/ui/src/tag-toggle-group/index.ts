export { TagToggleGroup, type TagToggleGroupProps, type ToggleTag } from "./tag-toggle-group";
