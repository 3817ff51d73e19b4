import { brandSchema, type Brand } from "./brand";
import { bookwellUk } from "./bookwell-uk";
import { lionCityClean } from "./lion-city-clean";

export * from "./brand";
export { bookwellUk, lionCityClean };

/** The brands this repository ships, by the `BRAND` setting's value. */
export const BRANDS = { uk: bookwellUk, sg: lionCityClean } as const;
export type BrandId = keyof typeof BRANDS;
export const DEFAULT_BRAND: BrandId = "uk";

/**
 * The brand's own domain, its contact e-mail's (`lioncityclean.sg`): what makes its calendar
 * events' UIDs its own (`BK100234-1@lioncityclean.sg`), never another brand's.
 */
export function brandDomain(brand: Pick<Brand, "contact">): string {
  return brand.contact.email.slice(brand.contact.email.lastIndexOf("@") + 1).toLowerCase();
}

/**
 * The brand a deployment's `BRAND` setting names (unset: Bookwell UK), checked against the
 * schema. An unknown id, or a brand file the schema refuses, throws a message that says which
 * setting and what is wrong: a process stops at start rather than mailing the wrong brand.
 */
export function brandById(id: string | undefined): Brand {
  const key = id ?? DEFAULT_BRAND;
  if (!Object.hasOwn(BRANDS, key)) {
    throw new Error(`BRAND=${key} is not a brand: use one of ${Object.keys(BRANDS).join(", ")}.`);
  }
  const parsed = brandSchema.safeParse(BRANDS[key as BrandId]);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join(".")}: ${issue.message}`,
    );
    throw new Error(`The brand "${key}" is not valid: ${problems.join("; ")}`);
  }
  return parsed.data;
}
