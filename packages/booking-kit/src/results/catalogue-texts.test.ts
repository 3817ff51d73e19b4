import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

/**
 * The unpaid booking's notice and resume page say what they say through the contract's
 * catalogue (both hard-coded English beside it). What a customer reads in their
 * markup: text between tags, and string-valued `aria-label` / `title` / `label` attributes.
 */
function hardCodedTexts(file: string): string[] {
  const source = readFileSync(new URL(file, import.meta.url), "utf8")
    // Comments say why, not what the customer reads.
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/^\s*\/\/.*$/gm, "");
  const between = [...source.matchAll(/>([^<>{}]*[A-Za-z][^<>{}]*)</g)]
    .map((match) => match[1]!.trim())
    // `a => b`, `x > y`, generics: code, not markup.
    .filter((text) => text && !/[=;()]/.test(text));
  const attributes = [
    ...source.matchAll(/\b(?:aria-label|title|label)="([^"]*[A-Za-z][^"]*)"/g),
  ].map((match) => match[1]!);
  return [...between, ...attributes];
}

describe("texts of an unpaid booking", () => {
  it.each(["../checkout/unpaid-notice.tsx", "./resume-payment.tsx"])(
    "%s has none of its own",
    (file) => {
      expect(hardCodedTexts(file)).toEqual([]);
    },
  );
});
