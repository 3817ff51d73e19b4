export {
  CreditRedeemField,
  type CreditRedeemFieldProps,
  type CreditRedeemResult,
} from "./credit-redeem-field";
