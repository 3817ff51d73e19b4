export {
  CartTotals,
  cartTotalsLabels,
  type CartTotalsProps,
  type CartTotalsRow,
} from "./cart-totals";
