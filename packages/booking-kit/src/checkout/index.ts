export { FinaliseCart, type FinaliseCartProps } from "./finalise-cart";
export {
  CheckoutPayment,
  CheckoutPaymentView,
  COUNTRY_CODES,
  type CheckoutPaymentProps,
  type CheckoutPaymentViewProps,
} from "./checkout-payment";
export {
  checkoutReducer,
  initialCheckout,
  isBusy,
  type CheckoutEvent,
  type CheckoutPhase,
  type CheckoutState,
  type ContactField,
  type ContactFields,
} from "./checkout-machine";
export { useCheckout, type UseCheckoutInput } from "./use-checkout";
export { LineAddonsDialog, type LineAddonsDialogProps } from "./line-addons-dialog";
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
export {
  HostedTestPayment,
  HostedTestPaymentView,
  type HostedTestPaymentProps,
  type HostedTestPaymentViewProps,
} from "./hosted-test-payment";
