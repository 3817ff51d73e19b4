/** `@bookwell/booking-kit/results`: Payment Successful and PayNow's QR code page. */
export * from "./results";
// The hosted test payment page a redirect gateway sends the customer to, and back to the results.
export {
  HostedTestPayment,
  HostedTestPaymentView,
  type HostedTestPaymentProps,
  type HostedTestPaymentViewProps,
} from "./checkout";
