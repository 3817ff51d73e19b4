import { readFileSync } from "node:fs";

import { labels, messages, texts } from "@bookwell/contract";
import { describe, expect, it } from "vitest";

/**
 * A text the contract's catalogue holds is written once, there: these account views name it
 * from the catalogue, never type it out again (a copy drifts from the one a brand changes).
 * What the source types out: string literals and text between tags.
 */
const catalogue = new Set(
  [messages, texts, labels].flatMap((part) =>
    Object.values(part).filter((value): value is string => typeof value === "string"),
  ),
);

function typedOut(file: string): string[] {
  const source = readFileSync(new URL(file, import.meta.url), "utf8")
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/^\s*\/\/.*$/gm, "");
  const literals = [...source.matchAll(/"([^"\n]+)"/g)].map((match) => match[1]!);
  const between = [...source.matchAll(/>([^<>{}]+)</g)].map((match) => match[1]!.trim());
  return [...literals, ...between].filter((text) => catalogue.has(text));
}

describe("catalogue texts in the account views", () => {
  it.each([
    "./booking-details.tsx",
    "./my-bookings.tsx",
    "./booking-information-dialog.tsx",
    "./quotation.tsx",
  ])("%s types out none of them", (file) => {
    expect(typedOut(file)).toEqual([]);
  });
});
