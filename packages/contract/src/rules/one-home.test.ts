import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { describe, expect, it } from "vitest";

import { messages, texts } from "../messages";
import { serverTexts } from "../server-texts";
import * as rules from "./index";

/**
 * A booking rule lives once, here, and both sides of the wire call it; a
 * user-facing text lives once, in the catalogue. This test reads the source of the other
 * packages and fails on any file that defines a rule again (under its own name, a name it has
 * gone by, or with its telltale code), or, in the server, writes out a catalogue text again.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, "../../../..");
const callers = [
  "apps/server/src",
  "packages/booking-kit/src",
  "packages/ui/src",
  "apps/site/src",
  "packages/mail/src",
];

type Rule = {
  /** Its name in the contract. */
  name: string;
  /** Its file in `rules/`. */
  module: string;
  /** Names a copy has had or would have (the rule's own name always counts). */
  aliases?: RegExp;
  /** Code that only a copy of the rule would contain. */
  telltale?: RegExp;
};

const table: Rule[] = [
  { name: "addDays", module: "calendar.ts", telltale: /setUTCDate\(|Date\.UTC\([^)]*\+\s*days/ },
  {
    name: "businessToday",
    module: "calendar.ts",
    aliases: /^business(Today|Date)$/,
    telltale: /Intl\.DateTimeFormat\(\s*["']en-CA["']/,
  },
  { name: "parseHolidayDate", module: "calendar.ts" },
  {
    name: "monthNames",
    module: "calendar.ts",
    aliases: /^(MONTHS?|MONTH_NAMES)$/,
    telltale: /["'](Jan|January)["']\s*,\s*["']Feb/,
  },
  {
    name: "weekdayNames",
    module: "calendar.ts",
    aliases: /^(DAYS|DAY_NAMES|WEEKDAYS)$/,
    telltale: /["'](Sun|Sunday)["']\s*,\s*["']Mon/,
  },
  { name: "weekdayOf", module: "calendar.ts" },
  { name: "formatCalendarDate", module: "calendar.ts", aliases: /^format(Quote)?Date$/ },
  { name: "isSelectableDate", module: "bookable-dates.ts" },
  { name: "firstSelectableDate", module: "bookable-dates.ts" },
  { name: "firstAllowedDate", module: "bookable-dates.ts" },
  { name: "createDateRules", module: "bookable-dates.ts" },
  { name: "validateDateTime", module: "date-time.ts" },
  { name: "isValidCartQuantity", module: "quantities.ts", aliases: /^isValidCartQ(uanti)?ty$/ },
  { name: "isValidAddonQuantity", module: "quantities.ts", aliases: /^isValidAddonQ(uanti)?ty$/ },
  { name: "ADDON_QUANTITY_MAX", module: "quantities.ts", aliases: /^ADDON_Q(UANTI)?TY_M(AX|IN)$/ },
  { name: "CART_QUANTITY_MAX", module: "quantities.ts", aliases: /^CART_Q(UANTI)?TY_M(AX|IN)$/ },
  { name: "canBookAddons", module: "quantities.ts" },
  { name: "maxRedeemable", module: "credit.ts", aliases: /^maxRedeemable/ },
  { name: "validateCreditRedeem", module: "credit.ts" },
  { name: "amountDuePence", module: "credit.ts" },
  { name: "enabledPaymentMethods", module: "payment-methods.ts" },
  { name: "paymentRefOf", module: "payment-methods.ts" },
  { name: "isRedirectMethod", module: "payment-methods.ts" },
  { name: "PAYMENT_METHOD_FLAGS", module: "payment-methods.ts", aliases: /METHOD_FLAGS$/ },
  { name: "luhnValid", module: "card.ts", aliases: /luhn/i, telltale: /digit\s*-=\s*9/ },
  { name: "parseExpiry", module: "card.ts" },
  { name: "checkCard", module: "card.ts" },
  { name: "SHIP_FIELDS", module: "fields.ts" },
  {
    name: "quoteLineTotalPence",
    module: "quote.ts",
    aliases: /^quoteLineTotal(FromParts)?$/,
    telltale: /\.qty\s*-\s*(poundsToPence\()?\w+\.disc/,
  },
  {
    name: "quoteUnitPence",
    module: "quote.ts",
    aliases: /^quoteUnitPrice$/,
    telltale: /base_?(amt|pence)\)?\s*\+[^;]*wkd_?(amt|pence)/i,
  },
  { name: "isQuoteAcceptable", module: "quote.ts" },
];

/** Source files of the callers, without tests, stories and story mocks. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(full);
    if (!/\.tsx?$/.test(entry.name) || /\.(test|stories|mocks)\./.test(entry.name)) return [];
    return [full];
  });
}

const files = callers.flatMap((dir) =>
  sourceFiles(path.join(repoRoot, dir)).map((file) => ({
    file: path.relative(repoRoot, file).split(path.sep).join("/"),
    source: readFileSync(file, "utf8"),
  })),
);

/** Names a file defines: functions, and const/let/var bindings (exported or not). */
function definedNames(source: string): string[] {
  return [
    ...source.matchAll(/\b(?:function\s*\*?\s*|(?:const|let|var)\s+)([A-Za-z_$][\w$]*)/g),
  ].map((match) => match[1] ?? "");
}

/** Names a file imports from the contract, its root or its `rules` entry. */
function contractImports(source: string): string[] {
  const imports = source.matchAll(
    /import\s+(?:type\s+)?\{([^}]*)\}\s*from\s*["']@bookwell\/contract(?:\/rules)?["']/g,
  );
  return [...imports].flatMap((match) =>
    (match[1] ?? "")
      .split(",")
      .map(
        (part) =>
          part
            .trim()
            .replace(/^type\s+/, "")
            .split(/\s+as\s+/)[0] ?? "",
      )
      .filter(Boolean),
  );
}

/** The string literals of a source, its comments left out. */
function stringLiterals(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");
  return [...code.matchAll(/"((?:[^"\\\n]|\\.)*)"|'((?:[^'\\\n]|\\.)*)'|`([^`$]*)`/g)].map(
    (match) => match[1] ?? match[2] ?? match[3] ?? "",
  );
}

describe("one home per rule", () => {
  it("names in its table only what its modules export", () => {
    for (const rule of table) {
      expect(Object.keys(rules), `${rule.name} (${rule.module})`).toContain(rule.name);
      const source = readFileSync(path.join(here, rule.module), "utf8");
      expect(definedNames(source), `${rule.name} is defined in ${rule.module}`).toContain(
        rule.name,
      );
    }
  });

  it("finds the callers' sources", () => {
    for (const dir of callers) {
      expect(
        files.some(({ file }) => file.startsWith(`${dir}/`)),
        dir,
      ).toBe(true);
    }
  });

  it("has no second copy of a rule in the server, the kit, ui or the site", () => {
    const copies: string[] = [];
    for (const { file, source } of files) {
      const names = definedNames(source);
      for (const rule of table) {
        const alias = rule.aliases ?? new RegExp(`^${rule.name}$`);
        for (const name of names.filter((n) => n === rule.name || alias.test(n))) {
          copies.push(`${file} defines ${name}: use ${rule.name} from rules/${rule.module}`);
        }
        if (rule.telltale?.test(source)) {
          copies.push(`${file} repeats ${rule.name}'s code: use it from rules/${rule.module}`);
        }
      }
    }
    expect([...new Set(copies)].sort()).toEqual([]);
  });

  it("leaves one iCalendar writer, the contract's calendarFile", () => {
    const writers = files
      .filter(({ source }) => /BEGIN:VCALENDAR|from\s+["'](ics|ical-generator)["']/.test(source))
      .map(({ file }) => file);
    expect(writers).toEqual([]);
  });

  it.each(["apps/server/src", "packages/booking-kit/src"])("%s imports the rules", (dir) => {
    const ruleNames = new Set<string>(Object.keys(rules));
    const used = files
      .filter(({ file }) => file.startsWith(`${dir}/`))
      .flatMap(({ source }) => contractImports(source))
      .filter((name) => ruleNames.has(name));
    expect(used.length, `${dir} imports no rule from @bookwell/contract`).toBeGreaterThan(0);
  });

  it("leaves the server no text table of its own: it takes its texts from the catalogue", () => {
    const catalogue = new Map<string, string>();
    for (const [key, text] of Object.entries(messages)) {
      if (typeof text === "string") catalogue.set(text, `messages.${key}`);
    }
    for (const [key, text] of Object.entries(texts)) {
      if (typeof text === "string") catalogue.set(text, `texts.${key}`);
    }
    for (const [key, text] of Object.entries(serverTexts)) {
      if (typeof text === "string") catalogue.set(text, `serverTexts.${key}`);
    }
    const copies = files
      .filter(({ file }) => file.startsWith("apps/server/src/"))
      .flatMap(({ file, source }) =>
        stringLiterals(source)
          .filter((literal) => catalogue.has(literal))
          .map((literal) => `${file} writes out ${catalogue.get(literal)}`),
      );
    expect([...new Set(copies)].sort()).toEqual([]);
  });
});
