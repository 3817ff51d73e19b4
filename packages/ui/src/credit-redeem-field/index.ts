export { CreditRedeemField, type CreditRedeemFieldProps } from "./credit-redeem-field";
export {
  defaultCreditRedeemMessages,
  maxRedeemable,
  validateCreditRedeem,
  type CreditRedeemLimits,
  type CreditRedeemMessages,
  type CreditRedeemResult,
} from "./credit-rules";
