import type { CalendarDate } from "@bookwell/contract";

import type { Queryable } from "../db/db";
import { SHIFTS } from "./shifts";

/**
 * The booking flow's demo catalogue: service categories with their questionnaires, packages
 * of every listing type with prices and matching rules, add-on groups, and promo codes.
 * Deterministic for a given seed day (the vouchers' dates count from it). (Saved locations are
 * the account area's demo data.)
 */

type Category = {
  matcatnum: string;
  name: string;
  skipqn?: boolean;
  displayaddon?: boolean;
  assessmentOnly?: boolean;
};

export const CATEGORIES: readonly Category[] = [
  { matcatnum: "RHC", name: "Regular home cleaning" },
  { matcatnum: "EOT", name: "End of tenancy cleaning" },
  { matcatnum: "DEEP", name: "Deep cleaning" },
  { matcatnum: "OFFICE", name: "Office cleaning" },
  { matcatnum: "CARPET", name: "Carpet and upholstery cleaning", displayaddon: true },
  { matcatnum: "LAUNDRY", name: "Laundry items", skipqn: true, displayaddon: true },
  { matcatnum: "ASSESS", name: "Post-renovation cleaning (assessment)", assessmentOnly: true },
];

type Question = {
  qnnum: string;
  matcatnum: string;
  wqn: string;
  winputtype: "button" | "string" | "combobox";
  wvalues: string;
  answerKey?: string;
  assessmentValues?: string[];
};

const homeQuestions = (prefix: string, matcatnum: string): Question[] => [
  {
    qnnum: `${prefix}-Q1`,
    matcatnum,
    wqn: "What type of property is it?",
    winputtype: "button",
    wvalues: "Apartment;Landed;Other",
    answerKey: "housetype",
  },
  {
    qnnum: `${prefix}-Q2`,
    matcatnum,
    wqn: "How many bedrooms?",
    winputtype: "combobox",
    wvalues: "1;2;3;4;5;6 or more",
    answerKey: "bedroomqty",
    assessmentValues: ["6 or more"],
  },
  {
    qnnum: `${prefix}-Q3`,
    matcatnum,
    wqn: "How many bathrooms?",
    winputtype: "combobox",
    wvalues: "1;2;3;4",
    answerKey: "bathroomqty",
  },
  {
    qnnum: `${prefix}-Q4`,
    matcatnum,
    wqn: "Anything our crew should know? (pets, parking, access)",
    winputtype: "string",
    wvalues: "",
    answerKey: "specialinstruction",
  },
];

export const QUESTIONS: readonly Question[] = [
  ...homeQuestions("RHC", "RHC"),
  ...homeQuestions("EOT", "EOT"),
  ...homeQuestions("DEEP", "DEEP"),
  {
    qnnum: "OFF-Q1",
    matcatnum: "OFFICE",
    wqn: "How large is the office?",
    winputtype: "button",
    wvalues: "Up to 1,000 sq ft;1,000 to 3,000 sq ft;Over 3,000 sq ft",
    assessmentValues: ["Over 3,000 sq ft"],
  },
  {
    qnnum: "OFF-Q2",
    matcatnum: "OFFICE",
    wqn: "How often should we clean?",
    winputtype: "combobox",
    wvalues: "Daily;Three times a week;Weekly",
  },
  {
    qnnum: "CAR-Q1",
    matcatnum: "CARPET",
    wqn: "What needs cleaning?",
    winputtype: "button",
    wvalues: "Carpets;Sofas and chairs;Both",
  },
  {
    qnnum: "ASS-Q1",
    matcatnum: "ASSESS",
    wqn: "Describe the works that were done",
    winputtype: "string",
    wvalues: "",
    assessmentValues: [""],
  },
];

type Package = {
  matnum: string;
  matname: string;
  matcatnum: string;
  basePence: number;
  rate: string;
  description: string;
  directory: string;
  startAfterDays?: number;
  jobs?: string[];
  header?: boolean;
  popular?: boolean;
  minBedrooms?: number;
  maxBedrooms?: number;
  housetype?: string;
  duration?: number;
  frequency?: string;
  sessionQty?: number;
};

const p = (text: string) => `<p>${text}</p>`;

/** The four packages seed.ts already made get their listing details here; the rest are new. */
export const PACKAGE_DETAILS: readonly Package[] = [
  {
    matnum: "RHC-WEEKLY",
    matname: "Regular home cleaning, weekly",
    matcatnum: "RHC",
    basePence: 7200,
    rate: "From **£24.00** per hour",
    description: p(
      "Three hours every week with the same cleaner. Products and equipment included.",
    ),
    directory: "/images/packages/regular-weekly.svg",
    minBedrooms: 1,
    maxBedrooms: 2,
    duration: 3,
    frequency: "Weekly",
    sessionQty: 4,
  },
  {
    matnum: "EOT-2BED",
    matname: "End of tenancy clean, 2 bedrooms",
    matcatnum: "EOT",
    basePence: 28000,
    rate: "Fixed price **£280.00** per property",
    description: p(
      "A top-to-bottom clean to inventory standard, with a re-clean guarantee within 72 hours.",
    ),
    directory: "/images/packages/end-of-tenancy.svg",
    minBedrooms: 2,
    maxBedrooms: 2,
    duration: 7,
  },
  {
    matnum: "DEEP-3H",
    matname: "Deep clean, 3 hours",
    matcatnum: "DEEP",
    basePence: 10500,
    rate: "From **£35.00** per hour",
    description: p("Kitchen degreasing, limescale removal and the places a weekly clean skips."),
    directory: "/images/packages/deep-clean.svg",
    minBedrooms: 1,
    maxBedrooms: 3,
    duration: 3,
  },
  {
    matnum: "OFFICE-EVE",
    matname: "Office cleaning, evenings",
    matcatnum: "OFFICE",
    basePence: 9000,
    rate: "From **£30.00** per hour",
    description: p("After-hours cleaning of desks, kitchens and washrooms, up to 3,000 sq ft."),
    directory: "/images/packages/office.svg",
    popular: true,
    duration: 3,
  },
  {
    matnum: "RHC-INTRO",
    matname: "Regular home cleaning",
    matcatnum: "RHC",
    basePence: 7200,
    rate: "From **£24.00** per hour",
    description: p(
      "Vetted, insured cleaners who come back every week or fortnight. Cancel any time.",
    ),
    directory: "/images/packages/regular-header.svg",
    jobs: ["J-RHC-INTRO"],
    header: true,
    duration: 3,
  },
  {
    matnum: "RHC-FORTNIGHTLY",
    matname: "Regular home cleaning, fortnightly",
    matcatnum: "RHC",
    basePence: 7800,
    rate: "From **£26.00** per hour",
    description: p("Three hours every other week for homes that stay tidy in between."),
    directory: "/images/packages/regular-fortnightly.svg",
    jobs: ["J-RHC-FORTNIGHTLY"],
    minBedrooms: 1,
    maxBedrooms: 3,
    duration: 3,
    frequency: "Fortnightly",
    sessionQty: 2,
  },
  {
    matnum: "RHC-LARGE",
    matname: "Regular home cleaning, large homes",
    matcatnum: "RHC",
    basePence: 12000,
    rate: "From **£24.00** per hour",
    description: p("Five hours a week with two cleaners for homes of three bedrooms or more."),
    directory: "/images/packages/regular-large.svg",
    jobs: ["J-RHC-LARGE"],
    minBedrooms: 3,
    maxBedrooms: 5,
    duration: 5,
    frequency: "Weekly",
    sessionQty: 4,
  },
  {
    matnum: "RHC-ONEOFF",
    matname: "One-off home clean",
    matcatnum: "RHC",
    basePence: 8400,
    rate: "From **£28.00** per hour",
    description: p("A single three-hour clean, booked like a regular one."),
    directory: "/images/packages/one-off.svg",
    jobs: ["J-RHC-ONEOFF"],
    popular: true,
    duration: 3,
  },
  {
    matnum: "RHC-IRONING",
    matname: "Cleaning and ironing",
    matcatnum: "RHC",
    basePence: 9600,
    rate: "From **£24.00** per hour",
    description: p("Four hours of cleaning with an hour of ironing."),
    directory: "/images/packages/ironing.svg",
    jobs: ["J-RHC-IRONING"],
    duration: 4,
  },
  {
    matnum: "RHC-STUDIO",
    matname: "Studio flat clean",
    matcatnum: "RHC",
    basePence: 4800,
    rate: "From **£24.00** per hour",
    description: p("Two hours for a studio or one-bedroom flat."),
    directory: "/images/packages/studio.svg",
    jobs: ["J-RHC-STUDIO"],
    housetype: "Apartment",
    minBedrooms: 1,
    maxBedrooms: 1,
    duration: 2,
  },
  {
    matnum: "CARPET-ROOM",
    matname: "Carpet cleaning, per room",
    matcatnum: "CARPET",
    basePence: 3500,
    rate: "From **£35.00** per room",
    description: p("Hot water extraction; dry in four to six hours."),
    directory: "/images/packages/carpet.svg",
    jobs: ["J-CARPET"],
    popular: true,
  },
  {
    matnum: "LAUNDRY-BAG",
    matname: "Laundry, wash and fold",
    matcatnum: "LAUNDRY",
    basePence: 1800,
    rate: "**£18.00** per 6 kg bag",
    description: p("Collected and returned within 48 hours, folded."),
    directory: "/images/packages/laundry.svg",
    jobs: ["J-LAUNDRY-COLLECT", "J-LAUNDRY-RETURN"],
    popular: true,
  },
];

type Addon = [
  optionnum: string,
  matnum: string,
  groupnum: string,
  groupdesc: string,
  choicetype: string,
  optiondesc: string,
  pricePence: number,
  minchoice: number,
  maxchoice: number,
  qtyeditable: boolean,
  uom: string,
];

export const ADDONS: readonly Addon[] = [
  [
    "AO-OVEN",
    "RHC-WEEKLY",
    "G1",
    "Extra tasks",
    "multi",
    "Inside the oven",
    2500,
    0,
    2,
    false,
    "job",
  ],
  [
    "AO-FRIDGE",
    "RHC-WEEKLY",
    "G1",
    "Extra tasks",
    "multi",
    "Inside the fridge",
    1500,
    0,
    2,
    false,
    "job",
  ],
  [
    "AO-WINDOWS",
    "RHC-WEEKLY",
    "G1",
    "Extra tasks",
    "multi",
    "Interior windows",
    2000,
    0,
    2,
    false,
    "job",
  ],
  [
    "AO-ECO",
    "RHC-WEEKLY",
    "G2",
    "Cleaning products",
    "single",
    "Eco products",
    500,
    1,
    1,
    false,
    "visit",
  ],
  [
    "AO-STD",
    "RHC-WEEKLY",
    "G2",
    "Cleaning products",
    "single",
    "Standard products",
    0,
    1,
    1,
    false,
    "visit",
  ],
  ["AO-EOT-OVEN", "EOT-2BED", "G1", "Extras", "multi", "Oven deep clean", 4500, 0, 3, false, "job"],
  [
    "AO-EOT-CARPET",
    "EOT-2BED",
    "G1",
    "Extras",
    "multi",
    "Carpet steam clean, per room",
    3500,
    0,
    3,
    true,
    "room",
  ],
  ["AO-EOT-BLINDS", "EOT-2BED", "G1", "Extras", "multi", "Blinds", 1500, 0, 3, true, "window"],
  [
    "AO-SOFA2",
    "CARPET-ROOM",
    "G1",
    "Upholstery",
    "qty",
    "Two-seater sofa",
    4000,
    0,
    10,
    true,
    "item",
  ],
  [
    "AO-SOFA3",
    "CARPET-ROOM",
    "G1",
    "Upholstery",
    "qty",
    "Three-seater sofa",
    5500,
    0,
    10,
    true,
    "item",
  ],
  ["AO-RUG", "CARPET-ROOM", "G1", "Upholstery", "qty", "Rug", 2500, 0, 10, true, "item"],
  ["AO-SHIRT", "LAUNDRY-BAG", "G1", "Items", "qty", "Shirts, pressed", 250, 0, 100, true, "item"],
  ["AO-DUVET", "LAUNDRY-BAG", "G1", "Items", "qty", "Duvet", 1500, 0, 100, true, "item"],
  [
    "AO-CURTAIN",
    "LAUNDRY-BAG",
    "G1",
    "Items",
    "qty",
    "Curtains, per pair",
    1800,
    0,
    100,
    true,
    "pair",
  ],
];

type PromoSeed = [
  code: string,
  kind: "percent" | "fixed",
  value: number,
  minSpendPence: number,
  validFrom: string | null,
  validTo: string | null,
  description: string,
];

/** The first and last day of the month `months` after `today`'s (negative: before). */
function monthOf(
  today: CalendarDate,
  months: number,
): { first: string; last: string; name: string } {
  const [year = 0, month = 1] = today.split("-").map(Number);
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const last = new Date(Date.UTC(year, month + months, 0));
  const name = new Intl.DateTimeFormat("en-GB", {
    timeZone: "UTC",
    month: "long",
    year: "numeric",
  }).format(first);
  return { first: first.toISOString().slice(0, 10), last: last.toISOString().slice(0, 10), name };
}

/**
 * The demo vouchers the README lists, dated from the seed day so each keeps its case: one that
 * ended (the three months ending six months before the seed day's month) and one not valid
 * yet (the month after next).
 */
export function promoCodes(today: CalendarDate): readonly PromoSeed[] {
  const spring = { from: monthOf(today, -8), to: monthOf(today, -6) };
  const later = monthOf(today, 2);
  return [
    ["WELCOME10", "percent", 10, 0, null, null, "10% off any cart"],
    ["SAVE20", "fixed", 2000, 10000, null, null, "£20 off a cart of £100 or more"],
    ["SPRING5", "fixed", 500, 0, spring.from.first, spring.to.last, "£5 off (expired)"],
    ["NEWYEAR15", "percent", 15, 0, later.first, later.last, `15% off in ${later.name}`],
  ];
}

export async function seedCatalogue(tx: Queryable, today: CalendarDate): Promise<void> {
  for (const c of CATEGORIES) {
    await tx.query(
      `INSERT INTO service_categories (matcatnum, name, skipqn, displayaddon, assessment_only)
       VALUES ($1, $2, $3, $4, $5)`,
      [c.matcatnum, c.name, c.skipqn ?? false, c.displayaddon ?? false, c.assessmentOnly ?? false],
    );
  }
  for (const [position, q] of QUESTIONS.entries()) {
    await tx.query(
      `INSERT INTO questions (qnnum, matcatnum, position, wqn, winputtype, wvalues, answer_key, assessment_values)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        q.qnnum,
        q.matcatnum,
        position,
        q.wqn,
        q.winputtype,
        q.wvalues,
        q.answerKey ?? null,
        q.assessmentValues ?? [],
      ],
    );
  }
  for (const [position, pkg] of PACKAGE_DETAILS.entries()) {
    if (pkg.jobs) {
      await tx.query(
        "INSERT INTO packages (matnum, matname, start_after_days) VALUES ($1, $2, $3)",
        [pkg.matnum, pkg.matname, pkg.startAfterDays ?? 2],
      );
      for (const jobnum of pkg.jobs) {
        await tx.query("INSERT INTO jobs (jobnum, matnum) VALUES ($1, $2)", [jobnum, pkg.matnum]);
        for (const [start, end, suffix, capacity] of SHIFTS) {
          await tx.query(
            "INSERT INTO shifts (shiftnum, jobnum, starttime, endtime, capacity) VALUES ($1, $2, $3, $4, $5)",
            [`${jobnum}-${suffix}`, jobnum, start, end, capacity],
          );
        }
      }
    }
    await tx.query(
      `UPDATE packages SET matcatnum = $2, base_pence = $3, rate = $4, description = $5,
              directory = $6, is_header = $7, is_popular = $8, min_bedrooms = $9,
              max_bedrooms = $10, housetype = $11, duration = $12, frequency = $13,
              session_qty = $14, position = $15
        WHERE matnum = $1`,
      [
        pkg.matnum,
        pkg.matcatnum,
        pkg.basePence,
        pkg.rate,
        pkg.description,
        pkg.directory,
        pkg.header ?? false,
        pkg.popular ?? false,
        pkg.minBedrooms ?? null,
        pkg.maxBedrooms ?? null,
        pkg.housetype ?? null,
        pkg.duration ?? 0,
        pkg.frequency ?? "",
        pkg.sessionQty ?? 1,
        position,
      ],
    );
  }
  for (const [position, a] of ADDONS.entries()) {
    await tx.query(
      `INSERT INTO addon_options (optionnum, matnum, groupnum, groupdesc, choicetype, optiondesc,
              price_pence, minchoice, maxchoice, qtyeditable, uom, position)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
      [...a, position],
    );
  }
  for (const promo of promoCodes(today)) {
    await tx.query(
      `INSERT INTO promo_codes (code, kind, value, min_spend_pence, valid_from, valid_to, description)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      promo,
    );
  }
}
