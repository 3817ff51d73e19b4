export { Money, type MoneyProps } from "./money";
export { formatMinorUnits, formatMoney, toMinorUnits, type MoneyCurrency } from "./money-format";
