import { messages } from "../messages";
import { EMAIL_PATTERN } from "../primitive-checks";
import { storedPostcode } from "../rules/postcode";

/**
 * Form rules as data. Each form of the specs is an ordered list of rules; the same list
 * drives the kit's inline validation (`validateX(form)`) and the server's request schema
 * (`xBody`, a zod schema whose issues carry the same messages), so both always agree.
 */

/** One failed rule: the field it belongs to and the exact text to show. */
export type FieldError<F extends string = string> = { field: F; message: string };

export type Rule<T> = {
  field: keyof T & string;
  message: string;
  /** True when the form passes this rule. */
  valid: (form: Partial<T>) => boolean;
};

/** Runs the rules in order; returns every failure, at most one per field (its first). */
export function runRules<T>(
  rules: readonly Rule<T>[],
  form: Partial<T>,
): FieldError<keyof T & string>[] {
  const errors: FieldError<keyof T & string>[] = [];
  const failed = new Set<string>();
  for (const rule of rules) {
    if (failed.has(rule.field)) continue;
    if (!rule.valid(form)) {
      failed.add(rule.field);
      errors.push({ field: rule.field, message: rule.message });
    }
  }
  return errors;
}

/** The text of a field, trimmed; "" when absent or not text. */
export function text(form: object, field: string): string {
  const value = (form as Record<string, unknown>)[field];
  if (typeof value === "string") return value.trim();
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return "";
}

/** The field is present and not blank. */
export function required<T>(field: keyof T & string, message: string): Rule<T> {
  return { field, message, valid: (f) => text(f, field) !== "" };
}

/** The field, when given, is at most `max` characters (after trimming). */
export function maxLength<T>(field: keyof T & string, max: number): Rule<T> {
  return { field, message: messages.tooLong(max), valid: (f) => text(f, field).length <= max };
}

/** The field, when given, matches the simple email pattern. */
export function email<T>(
  field: keyof T & string,
  message: string = messages.invalidEmail,
): Rule<T> {
  return {
    field,
    message,
    valid: (f) => {
      const value = text(f, field);
      return value === "" || EMAIL_PATTERN.test(value);
    },
  };
}

/** The field equals another field (password confirmation). Skipped while either is blank. */
export function sameAs<T>(
  field: keyof T & string,
  other: keyof T & string,
  message: string,
): Rule<T> {
  return {
    field,
    message,
    valid: (f) => {
      const a = text(f, field);
      const b = text(f, other);
      return a === "" || b === "" || a === b;
    },
  };
}

/** The field is `true` (consent boxes). */
export function checked<T>(field: keyof T & string, message: string): Rule<T> {
  return { field, message, valid: (f) => (f as Record<string, unknown>)[field] === true };
}

/** The field, when given, is one of `options`. */
export function oneOf<T>(
  field: keyof T & string,
  options: readonly string[],
  message: string,
): Rule<T> {
  return {
    field,
    message,
    valid: (f) => {
      const value = text(f, field);
      return value === "" || options.includes(value);
    },
  };
}

/** Any other rule. */
export function rule<T>(
  field: keyof T & string,
  message: string,
  valid: (form: Partial<T>) => boolean,
): Rule<T> {
  return { field, message, valid };
}

/**
 * A postal code, per country (docs/decisions/postcodes-per-country.md): checked with
 * the `country` field's rule (blank country: the United Kingdom), or, for a form without a
 * country, as a UK or Singapore postcode. A blank value is left to `required`.
 */
export function postcode<T>(
  field: keyof T & string,
  message: string,
  countryField?: keyof T & string,
): Rule<T> {
  return rule(field, message, (f) => {
    const value = text(f, field);
    if (!value) return true;
    const country = countryField ? text(f, countryField) || "United Kingdom" : undefined;
    return storedPostcode(value, country) !== null;
  });
}
