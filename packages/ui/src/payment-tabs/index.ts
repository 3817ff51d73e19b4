export { PaymentTabs, type PaymentTabsProps } from "./payment-tabs";
export { paymentMethodLabels, resolvePaymentMethod, type PaymentMethod } from "./payment-methods";
