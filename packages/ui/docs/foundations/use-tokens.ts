import { useSyncExternalStore } from "react";

import sgCss from "../../src/brands/sg.css?raw";
import tokensCss from "../../src/styles/tokens.css?raw";

/** Re-renders when the brand on <html> changes (the Storybook toolbar sets `data-brand`). */
function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["data-brand"] });
  return () => observer.disconnect();
}

/** The brand in force: "uk" (the default, no attribute) or the `data-brand` value. */
export function useBrand(): string {
  return useSyncExternalStore(
    subscribe,
    () => document.documentElement.dataset.brand ?? "uk",
    () => "uk",
  );
}

/** The custom properties a token file declares, as written (comments dropped). */
function declared(css: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of css.replace(/\/\*[\s\S]*?\*\//g, "").matchAll(/--([\w-]+)\s*:\s*([^;]+);/g))
    if (match[1] && match[2]) found.set(match[1], match[2].trim().replace(/\s+/g, " "));
  return found;
}

/** Each brand's tokens as its file writes them: sg overrides some, the rest are :root's. */
const authored: Record<string, Map<string, string>> = {
  uk: declared(tokensCss),
  sg: new Map([...declared(tokensCss), ...declared(sgCss)]),
};

/**
 * The values of CSS custom properties for the brand in force, as the token files write them
 * (`0.5rem`, `oklch(0.44 0.09 185)`): a production build minifies the stylesheet
 * (`.5rem`), so the computed style would show what no designer wrote. A token that only
 * names another (`--radius-lg: var(--radius)`) shows that one's value; one no token file
 * declares (a brand the docs do not know) shows its computed value.
 */
export function useTokens<const Name extends string>(
  names: readonly Name[],
  /** A brand to read instead of the one in force (the side-by-side view). */
  only?: string,
): Record<Name, string> {
  // Subscribing is the point: every brand switch re-renders and re-reads the values.
  const inForce = useBrand();
  const brand = only ?? inForce;
  const written = authored[brand];
  const style = getComputedStyle(document.documentElement);
  const values = {} as Record<Name, string>;
  for (const name of names) {
    let value = written?.get(name);
    for (let hops = 0; value && hops < 5; hops += 1) {
      const alias = /^var\(--([\w-]+)\)$/.exec(value);
      if (!alias?.[1]) break;
      value = written?.get(alias[1]);
    }
    values[name] = value ?? style.getPropertyValue(`--${name}`).trim();
  }
  return values;
}
