import { z } from "zod";

import { type FieldError, type Rule, runRules } from "./rule-list";

// The rules themselves need no zod (`rule-list.ts`, what a browser form loads); the request
// schemas built on them are here.
export * from "./rule-list";

/** A text field of a request body: missing reads as "" so the rules, not zod, report it. */
export const field = () => z.string().default("");
/** An optional text field that may be left out entirely. */
export const optionalField = () => z.string().optional();

/**
 * A request schema made of a shape (types) and the form's rules (content): type errors are
 * zod's own; every content failure is an issue at `path: [field]` with the rule's message,
 * in rule order. Rules about form-only fields (a password confirmation) are left out.
 */
export function formSchema<S extends z.ZodRawShape, T>(shape: S, rules: readonly Rule<T>[]) {
  const bodyRules = rules.filter((r) => Object.hasOwn(shape, r.field));
  return z.object(shape).superRefine((value, ctx) => {
    for (const error of runRules(bodyRules, value as Partial<T>)) {
      ctx.addIssue({ code: "custom", path: [error.field], message: error.message });
    }
  });
}

/**
 * Reads a zod error as `{ field, message }[]` in issue order, one per field: what the
 * server sends back for a rejected body (first message in `meta.message`).
 */
export function toFieldErrors(error: z.ZodError): FieldError[] {
  const seen = new Set<string>();
  const out: FieldError[] = [];
  for (const issue of error.issues) {
    const key = issue.path.map(String).join(".");
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ field: key, message: issue.message });
  }
  return out;
}
