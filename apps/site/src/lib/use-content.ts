import { contentQuery, useKit, type StaticContentCall } from "@bookwell/booking-kit";
import { useQuery } from "@tanstack/react-query";

/** A content call's answer, from the server-prefetched cache (or fetched in the browser). */
export function useContent<N extends StaticContentCall>(name: N, { enabled = true } = {}) {
  const { client } = useKit();
  return useQuery({ ...contentQuery(client, name), enabled });
}

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
