import type { SessionUser } from "./entities/auth";

const TEXT_FIELDS = ["email", "firstname", "lastname", "mobile"] as const;
const FLAG_FIELDS = ["stripeEnable", "payNowEnable", "c2pEnable", "ukTakepaymentsEnable"] as const;

/**
 * The stored session's profile checked without zod, for the browser's first load (every page
 * reads it to hydrate the header): the same rules as the `sessionUser` schema (a non-empty
 * `arnum`, the texts and the payment flags; other keys kept), which a unit test holds it to.
 */
export const sessionUserCheck = {
  safeParse(value: unknown): { success: true; data: SessionUser } | { success: false } {
    if (typeof value !== "object" || value === null || Array.isArray(value)) {
      return { success: false };
    }
    const record = value as Record<string, unknown>;
    const valid =
      typeof record.arnum === "string" &&
      record.arnum.length > 0 &&
      TEXT_FIELDS.every((field) => typeof record[field] === "string") &&
      FLAG_FIELDS.every((field) => typeof record[field] === "boolean");
    return valid ? { success: true, data: { ...record } as SessionUser } : { success: false };
  },
};
