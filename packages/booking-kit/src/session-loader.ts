// The design system's Loader as a module of its own, for `RequireSession` to load on use.
export { Loader } from "@bookwell/ui";
