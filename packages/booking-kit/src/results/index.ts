export { PaymentResult, type PaymentResultProps } from "./payment-result";
export { PayNowResult, type PayNowResultProps } from "./paynow-result";
export {
  visitsOf,
  type BookedVisit,
  type PayNowState,
  type PaymentResultState,
} from "../booking/booked-visits";
export { buildIcs, type IcsOptions } from "../booking/visits-calendar";
export {
  ResumePayment,
  ResumePaymentView,
  type ResumePaymentProps,
  type ResumePaymentViewProps,
} from "./resume-payment";
export {
  GatewayReturn,
  GatewayReturnView,
  type GatewayReturnProps,
  type GatewayReturnViewProps,
} from "./gateway-return";
export { UnpaidNotice } from "../checkout/unpaid-notice";
