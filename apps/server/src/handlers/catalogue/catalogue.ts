import {
  ADDON_QUANTITY_MAX,
  ADDON_QUANTITY_MIN,
  type AddonOption,
  GUEST_ARNUM,
  isValidAddonQuantity,
  messages,
  type PackageItem,
  penceToPounds,
  type Question,
  type QuestionnaireAnswers,
  texts,
  serverTexts,
} from "@bookwell/contract";

import { AddressLookupUnavailable, addressLookupFor, ukPostcode } from "../../address/lookup";
import type { Handlers } from "../../handler";
import type { Db, Queryable } from "../../db/db";
import { HttpError } from "../../http-error";
import { me } from "../shared";

/**
 * The catalogue (booking-flow.md section 7): questionnaires, package matching, add-on groups and
 * their rules, the address lookup (its providers in `address/`) and the booking locations.
 */
type PackageRow = {
  matnum: string;
  matname: string;
  matcatnum: string | null;
  base_pence: number;
  rate: string;
  description: string;
  directory: string;
  is_header: boolean;
  is_popular: boolean;
  min_bedrooms: number | null;
  max_bedrooms: number | null;
  housetype: string | null;
  jobs: string[];
  start_after_days: number;
};

const PACKAGE_COLUMNS = `p.matnum, p.matname, p.matcatnum, p.base_pence, p.rate, p.description,
  p.directory, p.is_header, p.is_popular, p.min_bedrooms, p.max_bedrooms, p.housetype,
  p.start_after_days,
  coalesce((SELECT array_agg(j.jobnum ORDER BY j.jobnum) FROM jobs j WHERE j.matnum = p.matnum), '{}') AS jobs`;

export async function readPackage(db: Queryable, matnum: string): Promise<PackageRow> {
  const [row] = await db.query<PackageRow>(
    `SELECT ${PACKAGE_COLUMNS} FROM packages p WHERE p.matnum = $1`,
    [matnum],
  );
  if (!row) throw new HttpError(404, serverTexts.packageNotFound);
  return row;
}

/** The jobs of a two-job package in their booking order (the collection before the return). */
function orderedJobs(row: PackageRow): string[] {
  return row.jobs;
}

function toPackageItem(row: PackageRow, pType: string): PackageItem {
  const [jobnum, jobnum2] = orderedJobs(row);
  return {
    matname: row.matname,
    matnum: row.matnum,
    jobnum: jobnum2 ? `${jobnum};${jobnum2}` : (jobnum ?? ""),
    ...(jobnum2 ? { jobnum2 } : {}),
    baseamt: penceToPounds(row.base_pence),
    price: penceToPounds(row.base_pence),
    rate: row.rate,
    description: row.description,
    directory: row.directory,
    pType,
  };
}

/**
 * The questions whose answer is a match key (`answer_key`: bedrooms, house type), the same for
 * every visitor: kept until the questions change.
 */
function keyedQuestions(db: Db): Promise<Map<string, string>> {
  return db.cache.get("keyed-questions", ["questions"], async () => {
    const rows = await db.query<{ qnnum: string; answer_key: string }>(
      "SELECT qnnum, answer_key FROM questions WHERE answer_key IS NOT NULL ORDER BY qnnum",
    );
    return new Map(rows.map((row) => [row.qnnum, row.answer_key]));
  });
}

/** The answers' bedrooms and house type, from the named fields or the answered questions. */
async function readMatchKeys(db: Db, answers: QuestionnaireAnswers | undefined) {
  let bedrooms = answers?.bedroomqty;
  let housetype = answers?.housetype;
  if (answers?.answers?.length) {
    const given = new Set(answers.answers.map((a) => a.qnnum));
    for (const [qnnum, answerKey] of await keyedQuestions(db)) {
      if (!given.has(qnnum)) continue;
      const value = answers.answers.find((a) => a.qnnum === qnnum)?.value.trim() ?? "";
      if (answerKey === "bedroomqty" && bedrooms === undefined) {
        const n = Number.parseInt(value, 10);
        if (Number.isFinite(n)) bedrooms = n;
      }
      if (answerKey === "housetype" && !housetype && value) housetype = value;
    }
  }
  return { bedrooms, housetype };
}

type CategoryPackages = { assessmentOnly: boolean; rows: PackageRow[] } | null;

/**
 * Matching's answers, kept beside the kept category they were worked out from: the read cache
 * hands out a new category object once its packages, jobs or category change, and the answers
 * of the old one go with it (nothing here outlives what it was made of). Keyed by what the
 * answer depends on besides the category: the bedrooms, the house type and the packages the
 * account booked before. At most {@link MAX_KEPT_ANSWERS} a category (a full map starts again),
 * so made-up house types cannot grow it. Nothing in an answer depends on the clock, capacity or
 * a customer's price: it is the catalogue's list, ordered.
 */
const keptAnswers = new WeakMap<object, Map<string, readonly PackageItem[]>>();
const MAX_KEPT_ANSWERS = 256;

/**
 * Package matching: the category's header package; those the account booked before; those
 * whose bedroom range holds the answered bedrooms and whose house type (if any) is the
 * answered one (best matched); the popular ones; and the rest (other). An assessment-only
 * category answers its packages as "Estimated". Each package appears once, in that order.
 */
export async function matchPackages(
  db: Db,
  input: { arnum: string | null; catnum: string; answers: QuestionnaireAnswers | undefined },
): Promise<readonly PackageItem[]> {
  // The category's packages are the same for everyone: kept until the catalogue changes.
  const category = await db.cache.get<CategoryPackages>(
    `category-packages:${input.catnum}`,
    ["service_categories", "packages", "jobs"],
    async () => {
      const [found] = await db.query<{ assessment_only: boolean }>(
        "SELECT assessment_only FROM service_categories WHERE matcatnum = $1",
        [input.catnum],
      );
      if (!found) return null;
      const rows = await db.query<PackageRow>(
        `SELECT ${PACKAGE_COLUMNS} FROM packages p WHERE p.matcatnum = $1 ORDER BY p.position, p.matnum`,
        [input.catnum],
      );
      return { assessmentOnly: found.assessment_only, rows };
    },
  );
  if (!category) return [];
  const { rows } = category;
  if (category.assessmentOnly) return rows.map((row) => toPackageItem(row, "Estimated"));
  // What the account booked before, kept until any booking changes.
  const booked: ReadonlySet<string> = input.arnum
    ? await db.cache.get(`booked-packages:${input.arnum}`, ["account_bookings"], async () => {
        const found = await db.query<{ matnum: string }>(
          "SELECT DISTINCT matnum FROM account_bookings WHERE arnum = $1 ORDER BY matnum",
          [input.arnum],
        );
        return new Set(found.map((r) => r.matnum));
      })
    : new Set<string>();
  const { bedrooms, housetype } = await readMatchKeys(db, input.answers);
  const bookedHere = rows.filter((row) => booked.has(row.matnum)).map((row) => row.matnum);
  const key = JSON.stringify([bedrooms ?? null, housetype ?? null, bookedHere]);
  let answers = keptAnswers.get(category);
  const kept = answers?.get(key);
  if (kept) return kept;

  const matches = (row: PackageRow) =>
    bedrooms !== undefined &&
    row.min_bedrooms !== null &&
    row.max_bedrooms !== null &&
    bedrooms >= row.min_bedrooms &&
    bedrooms <= row.max_bedrooms &&
    (!row.housetype || row.housetype === housetype);
  const typeOf = (row: PackageRow) =>
    row.is_header
      ? "Header"
      : booked.has(row.matnum)
        ? "PreviouslyBooked"
        : matches(row)
          ? "BestMatched"
          : row.is_popular
            ? "Popular"
            : "Other";
  const order = ["Header", "PreviouslyBooked", "BestMatched", "Popular", "Other"];
  const answer = Object.freeze(
    rows
      .map((row) => Object.freeze(toPackageItem(row, typeOf(row))))
      .sort((a, b) => order.indexOf(a.pType) - order.indexOf(b.pType)),
  );
  if (!answers || answers.size >= MAX_KEPT_ANSWERS) {
    answers = new Map();
    keptAnswers.set(category, answers);
  }
  answers.set(key, answer);
  return answer;
}

export type AddonRow = {
  optionnum: string;
  matnum: string;
  groupnum: string;
  groupdesc: string;
  choicetype: string;
  optiondesc: string;
  price_pence: number;
  minchoice: number;
  maxchoice: number;
  uom: string;
  qtyeditable: boolean;
  directory: string;
  description: string;
};

export async function readAddons(db: Queryable, matnum: string): Promise<AddonRow[]> {
  return db.query<AddonRow>(
    `SELECT optionnum, matnum, groupnum, groupdesc, choicetype, optiondesc, price_pence, minchoice,
            maxchoice, uom, qtyeditable, directory, description
       FROM addon_options WHERE matnum = $1 ORDER BY position, optionnum`,
    [matnum],
  );
}

export function toAddonOption(row: AddonRow, chosenQty = 0): AddonOption {
  return {
    groupnum: row.groupnum,
    groupdesc: row.groupdesc,
    choicetype: row.choicetype,
    optionnum: row.optionnum,
    optiondesc: row.optiondesc,
    price: penceToPounds(row.price_pence),
    maxchoice: row.maxchoice,
    minchoice: row.minchoice,
    selected: chosenQty > 0,
    qty: chosenQty,
    uom: row.uom,
    totalamt: penceToPounds(row.price_pence * chosenQty),
    qtyeditable: row.qtyeditable,
    ...(row.directory ? { directory: row.directory } : {}),
    ...(row.description ? { desc: row.description } : {}),
  };
}

/**
 * The choice rules (booking-flow.md section 4) enforced here too: every chosen option is one
 * of the package's; within a group (groupnum + choicetype) at most `maxchoice` options are
 * chosen, and a group that is chosen from at all gets at least `minchoice`. Quantities are
 * whole numbers from 1 to 100 (and 1 where the quantity is not editable).
 */
export function checkChoices(
  options: readonly AddonRow[],
  chosen: ReadonlyArray<{ optionnum: string; qty: number }>,
): Array<{ row: AddonRow; qty: number }> {
  const byNum = new Map(options.map((o) => [o.optionnum, o]));
  const picked: Array<{ row: AddonRow; qty: number }> = [];
  for (const choice of chosen) {
    if (choice.qty <= 0) continue;
    const row = byNum.get(choice.optionnum);
    if (!row) throw new HttpError(400, serverTexts.addonNotOfPackage);
    if (!isValidAddonQuantity(choice.qty)) {
      throw new HttpError(400, messages.outOfRange(ADDON_QUANTITY_MIN, ADDON_QUANTITY_MAX));
    }
    picked.push({ row, qty: row.qtyeditable ? choice.qty : 1 });
  }
  const groups = new Map<string, { row: AddonRow; count: number }>();
  for (const { row } of picked) {
    const key = `${row.groupnum}|${row.choicetype}`;
    const group = groups.get(key) ?? { row, count: 0 };
    group.count += 1;
    groups.set(key, group);
  }
  for (const { row, count } of groups.values()) {
    // Quantity groups choose amounts, not options: only the option count of choice groups counts.
    if (row.choicetype !== "qty" && count > row.maxchoice) {
      throw new HttpError(400, serverTexts.tooManyChoices(row.groupdesc, row.maxchoice));
    }
    if (count < row.minchoice) {
      throw new HttpError(400, serverTexts.tooFewChoices(row.groupdesc, row.minchoice));
    }
  }
  return picked;
}

export const catalogueHandlers: Handlers = {
  async questions({ params, db }) {
    const rows = await db.query<{
      qnnum: string;
      wqn: string;
      winputtype: Question["winputtype"];
      wvalues: string;
      assessment_values: string[];
    }>(
      `SELECT qnnum, wqn, winputtype, wvalues, assessment_values FROM questions
        WHERE matcatnum = $1 ORDER BY position`,
      [params.matcatnum],
    );
    return {
      data: rows.map((q) => ({
        qnnum: q.qnnum,
        wqn: q.wqn,
        winputtype: q.winputtype,
        wvalues: q.wvalues,
        ...(q.assessment_values.length ? { assessmentValues: q.assessment_values } : {}),
      })),
    };
  },

  async packages(ctx) {
    const { params, query, body, session, db } = ctx;
    // A visitor asks as the guest; an account's packages need its session (app.ts has
    // already refused a session naming another account).
    if (!session && params.arnum !== GUEST_ARNUM) throw new HttpError(401, messages.sessionExpired);
    const answers = body[0];
    return {
      data: await matchPackages(db, {
        arnum: session ? session.arnum : null,
        catnum: String(query.catnum),
        answers,
      }),
    };
  },

  async packageAddons({ params, db }) {
    await readPackage(db, params.matnum);
    return { data: (await readAddons(db, params.matnum)).map((row) => toAddonOption(row)) };
  },

  async addressLookup({ params, config }) {
    const postcode = ukPostcode(decodeURIComponent(params.postcode ?? ""));
    if (!postcode) throw new HttpError(400, texts.postcodeInvalid);
    let line1: string | null;
    try {
      line1 = await addressLookupFor(config.addressLookup).find(postcode);
    } catch (error) {
      // The customer types the address instead: a 503 they can continue past, never a 500.
      if (error instanceof AddressLookupUnavailable) {
        throw new HttpError(503, serverTexts.addressLookupUnavailable, { cause: error });
      }
      throw error;
    }
    if (!line1) throw new HttpError(404, texts.postcodeUnknown);
    return { data: line1 };
  },

  async bookingLocations(ctx) {
    const rows = await ctx.db.query<{
      locationid: string;
      locationname: string;
      addr1: string;
      addr2: string;
      addr3: string;
      unitno: string;
      postcode: string;
      housetype: string;
      area: number;
      bedroomqty: number;
      bathroomqty: number;
      is_default: boolean;
    }>(
      `SELECT locationid, locationname, addr1, addr2, addr3, unitno, postcode, housetype, area,
              bedroomqty, bathroomqty, is_default
         FROM account_locations WHERE arnum = $1 ORDER BY is_default DESC, created_at, locationid`,
      [me(ctx)],
    );
    return {
      data: rows.map((l) => ({
        locationid: l.locationid,
        locationname: l.locationname,
        fulladdr: [l.unitno, l.addr1, l.addr2, l.postcode, l.addr3].filter(Boolean).join(", "),
        addr1: l.addr1,
        addr3: l.addr3,
        postcode: l.postcode,
        unitno: l.unitno,
        isDefault: l.is_default,
        housetype: l.housetype,
        area: l.area,
        bedroomqty: l.bedroomqty,
        bathroomqty: l.bathroomqty,
      })),
    };
  },
};
