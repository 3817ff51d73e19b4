import { useSyncExternalStore } from "react";

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

/**
 * The live values of CSS custom properties on <html>, for the brand in force. Reads the
 * computed style, so what is shown is what the components get, not what a file says.
 */
export function useTokens<const Name extends string>(names: readonly Name[]): Record<Name, string> {
  // Subscribing is the point: every brand switch re-renders and re-reads the values.
  useBrand();
  const style = getComputedStyle(document.documentElement);
  const values = {} as Record<Name, string>;
  for (const name of names) values[name] = style.getPropertyValue(`--${name}`).trim();
  return values;
}
