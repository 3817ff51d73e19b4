export { Money, type MoneyProps } from "./money";
export { formatMoney, toMinorUnits, type MoneyCurrency } from "./money-format";
