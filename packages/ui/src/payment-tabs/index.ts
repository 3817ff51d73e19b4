export {
  PaymentTabs,
  paymentMethodLabels,
  type PaymentMethod,
  type PaymentTabsProps,
} from "./payment-tabs";
