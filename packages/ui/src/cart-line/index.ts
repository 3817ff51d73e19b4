export {
  CartLine,
  isValidCartQuantity,
  type CartLineAddon,
  type CartLineProps,
  type CartLineTexts,
} from "./cart-line";
