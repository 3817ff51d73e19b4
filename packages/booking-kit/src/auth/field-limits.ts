import { messages, type Rule } from "@bookwell/contract";

/**
 * A field's length limit as the contract's rule list states it (`maxLength(field, n)`), so
 * an input's `maxLength` attribute can never disagree with the rule that checks it. The rule
 * is recognised by its message, `messages.tooLong(n)`, not by copying the number here.
 */
export function maxLengthFrom<T>(
  rules: readonly Rule<T>[],
  field: keyof T & string,
): number | undefined {
  const limits = rules
    .filter((rule) => rule.field === field)
    .map((rule) => limitOf(rule.message))
    .filter((limit): limit is number => limit !== undefined);
  return limits.length ? Math.min(...limits) : undefined;
}

const LIMITS = Array.from({ length: 1000 }, (_, index) => index + 1);

function limitOf(message: string): number | undefined {
  return LIMITS.find((limit) => messages.tooLong(limit) === message);
}
