/** `@bookwell/booking-kit/results`: Payment Successful and PayNow's QR code page. */
export * from "./results";
