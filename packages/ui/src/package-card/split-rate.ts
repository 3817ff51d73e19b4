/** A rate text split around its emphasised price. */
export type SplitRate = {
  /** Text before the price, e.g. "From ". */
  textBefore: string;
  /** The price between `**` markers, e.g. "£45.00"; `""` when there is none. */
  price: string;
  /** Text after the price, e.g. " per visit". */
  textAfter: string;
};

/**
 * Splits a rate such as "From **£45.00** per visit" at the first `**…**` pair.
 * Without a complete pair the whole text is `textBefore` (markers kept as typed).
 */
export function splitRate(rate: string): SplitRate {
  const start = rate.indexOf("**");
  const end = start === -1 ? -1 : rate.indexOf("**", start + 2);
  if (start === -1 || end === -1) return { textBefore: rate, price: "", textAfter: "" };
  return {
    textBefore: rate.slice(0, start),
    price: rate.slice(start + 2, end),
    textAfter: rate.slice(end + 2),
  };
}
