export { Money, type MoneyProps } from "./money";
export {
  currencySymbol,
  DEFAULT_MONEY_LOCALE,
  formatMinorUnits,
  formatMoney,
  toMinorUnits,
  type MoneyCurrency,
} from "./money-format";
