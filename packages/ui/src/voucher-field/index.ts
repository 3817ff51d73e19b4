export { VoucherField, type VoucherFieldProps } from "./voucher-field";
