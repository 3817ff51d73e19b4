import { PACKAGE_TYPES } from "../constants";

/**
 * Values of the booking entities (`booking.ts`) read without their schemas: that module builds
 * zod schemas when it loads, and a page that only groups packages or lists a question's
 * options must not load zod for it.
 */

export type PackageType = (typeof PACKAGE_TYPES)[number];

/** The listing group of a `pType` ("  bestmatched " → "BestMatched"), or undefined. */
export function packageGroup(pType: string): PackageType | undefined {
  const key = pType.trim().toLowerCase();
  return PACKAGE_TYPES.find((t) => t.toLowerCase() === key);
}

/** The options of a question ("A;B;;C" → ["A", "B", "C"]). */
export function questionOptions(wvalues: string): string[] {
  return wvalues
    .split(";")
    .map((v) => v.trim())
    .filter((v) => v !== "");
}
