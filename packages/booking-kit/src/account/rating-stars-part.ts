// The design system's RatingStars as a module of its own, so a page can load it on use
// (`lazyComponent`): with it come the star icon and the radio group of its input.
export { RatingStars } from "@bookwell/ui";
