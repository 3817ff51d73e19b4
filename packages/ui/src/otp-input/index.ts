export { OtpInput, type OtpInputProps } from "./otp-input";
export { sanitiseOtp } from "./otp";
