export { CartLine, type CartLineAddon, type CartLineProps, type CartLineTexts } from "./cart-line";
