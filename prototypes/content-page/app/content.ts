// The site's readers of loose CMS content (apps/site/src/lib/use-content.ts), without its
// `useContent` hook: that module imports the kit's client hooks, which a server component
// cannot load.

/** Loose CMS content: the specs name few fields, the rest is read with care. */
export type Loose = Record<string, unknown>;

export function text(value: unknown): string {
  return typeof value === "string" ? value : typeof value === "number" ? String(value) : "";
}

export function list(value: unknown): Loose[] {
  return Array.isArray(value)
    ? (value.filter((item) => item && typeof item === "object") as Loose[])
    : [];
}

export function record(value: unknown): Loose {
  return value && typeof value === "object" && !Array.isArray(value) ? (value as Loose) : {};
}
