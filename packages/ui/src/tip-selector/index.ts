export { TipSelector, type TipSelectorProps } from "./tip-selector";
