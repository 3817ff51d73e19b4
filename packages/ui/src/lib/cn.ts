import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names. A `className` passed to a component is appended after its own classes.
 *
 * We deliberately do not run tailwind-merge here: it would add about 8 KB gzip to every app
 * that imports a single Button (the budget is 4 KB). To change a variant, use the variant
 * props; to override one utility, use Tailwind's important modifier (`px-2!`) or a
 * `data-slot` selector in your own stylesheet.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
