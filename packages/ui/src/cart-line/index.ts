export {
  CartLine,
  type CartLineAddon,
  type CartLineCharge,
  type CartLineProps,
  type CartLineTexts,
} from "./cart-line";
