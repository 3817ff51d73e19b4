import { formatMoney, splitRate, type MoneyCurrency, type SplitRate } from "@bookwell/ui";

/** An emphasised price as an API writes it: an optional symbol or code, then the amount. */
const PRICE = /^\s*(?:£|S\$|\$|GBP|SGD)?\s*(-?\d{1,3}(?:,\d{3})*(?:\.\d+)?|-?\d+(?:\.\d+)?)\s*$/;

/**
 * A rate text ("From **£24.00** per hour", booking-flow.md section 2) split around its price,
 * the price shown in the brand's currency (`settings.currency`): the API decides the amount,
 * the brand its currency, so an SGD brand reads "From S$24.00 per hour". A price that is not
 * an amount ("on request") is kept as written.
 */
export function rateInCurrency(rate: string, currency: MoneyCurrency): SplitRate {
  const split = splitRate(rate);
  const amount = PRICE.exec(split.price)?.[1];
  if (amount === undefined) return split;
  return { ...split, price: formatMoney(Number(amount.replace(/,/g, "")), currency) };
}

/** The rate as one plain line, its price in the brand's currency ("From S$24.00 per hour"). */
export function rateText(rate: string, currency: MoneyCurrency): string {
  const { textBefore, price, textAfter } = rateInCurrency(rate, currency);
  return `${textBefore}${price}${textAfter}`;
}
