export { FinaliseCart, type FinaliseCartProps } from "./finalise-cart";
export { CheckoutPayment, COUNTRY_CODES, type CheckoutPaymentProps } from "./checkout-payment";
export { LineAddonsDialog, addonGroupsOf, type LineAddonsDialogProps } from "./line-addons-dialog";
export { TestCardField, type CardFieldProps, type CardFieldState } from "./test-card-field";
export {
  runCardLoop,
  runCardPayment,
  type CardPaymentHandle,
  type CardPaymentInput,
  type CardPaymentOutcome,
} from "./card-payment";
export { formatCardNumber, formatExpiry } from "./card-format";
export { useCart } from "./use-cart";
