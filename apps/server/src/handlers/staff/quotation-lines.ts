import {
  addDays,
  isQuoteAcceptable,
  penceToPounds,
  poundsToPence,
  serverTexts,
  type StaffQuotation,
  type StaffQuoteLineInput,
} from "@bookwell/contract";

import type { Queryable } from "../../db/db";
import { HttpError } from "../../http-error";
import { quotedLineTotalPence, quotedUnitPence } from "../quotations/quote-amounts";
import { formatQuoteSchedule } from "../quotations/quote-schedule";
import { acceptedLines, acceptedTotal, type QuoteLineRow } from "../quotations/quotation";

/**
 * A request priced into quotation lines: each line a catalogue package with its quantity, its
 * per-unit base, weekend, location and option amounts, a discount, and, to offer UPGRADE TO 12
 * SESSIONS, its 12-session price. The rest of a line (where, whom, the property, when) comes
 * from the request's assessment, else from the customer's default location and particulars,
 * as the customer's quotation page shows it. Amounts in pence; totals by the contract's
 * quotation rules (`rules/quote.ts`, through `handlers/quotations/quote-amounts.ts`).
 */

type PackageRow = {
  matnum: string;
  matname: string;
  rate: string;
  directory: string;
  duration: number;
  frequency: string;
  session_qty: number;
  start_after_days: number;
  jobnum: string;
};

type Assessment = {
  reqdate: string;
  reqtimefrom: string;
  shipaddr: string;
  shipname: string;
  shipemail: string;
  shipphone: string;
  parameters: Record<string, unknown>;
};

/** The lines of a quotation as stored (a draft's JSON, or `quote_lines` once sent). */
export type DraftLine = Omit<QuoteLineRow, "id">;

/** The line inputs as parsed by the contract (defaults filled). */
type LineInput = Required<Omit<StaffQuoteLineInput, "upgradeBase" | "sessionQty">> &
  Pick<StaffQuoteLineInput, "upgradeBase" | "sessionQty">;

export async function buildDraftLines(
  tx: Queryable,
  request: { refnum: string; arnum: string },
  inputs: readonly LineInput[],
  today: string,
): Promise<DraftLine[]> {
  const [assessment] = await tx.query<Assessment>(
    `SELECT to_char(reqdate, 'YYYY-MM-DD') AS reqdate, reqtimefrom, shipaddr, shipname,
            shipemail, shipphone, parameters
       FROM assessment_requests WHERE refnum = $1`,
    [request.refnum],
  );
  const [account] = await tx.query<{
    firstname: string;
    lastname: string;
    email: string;
    mobile: string;
  }>("SELECT firstname, lastname, email, mobile FROM accounts WHERE arnum = $1", [request.arnum]);
  const [place] = await tx.query<{
    fulladdr: string;
    housetype: string;
    area: number;
    bedroomqty: number;
    bathroomqty: number;
  }>(
    `SELECT concat_ws(', ', nullif(unitno, ''), addr1, nullif(addr2, ''), nullif(postcode, ''), addr3) AS fulladdr,
            housetype, area, bedroomqty, bathroomqty
       FROM account_locations WHERE arnum = $1 ORDER BY is_default DESC, created_at LIMIT 1`,
    [request.arnum],
  );
  const answers = assessment?.parameters ?? {};
  const [first = "", ...rest] = (assessment?.shipname ?? "").trim().split(/\s+/);
  const number = (value: unknown, fallback: number) =>
    Number.isFinite(Number(value)) && value !== "" && value !== undefined
      ? Math.max(0, Math.round(Number(value)))
      : fallback;

  const lines: DraftLine[] = [];
  for (const [index, input] of inputs.entries()) {
    const [pkg] = await tx.query<PackageRow>(
      `SELECT p.matnum, p.matname, p.rate, p.directory, p.duration::float AS duration,
              p.frequency, p.session_qty, p.start_after_days,
              (SELECT min(j.jobnum) FROM jobs j WHERE j.matnum = p.matnum) AS jobnum
         FROM packages p
        WHERE p.matnum = $1 AND NOT p.is_header AND EXISTS (SELECT 1 FROM jobs j WHERE j.matnum = p.matnum)`,
      [input.matnum],
    );
    if (!pkg) throw new HttpError(400, serverTexts.staffPackageUnknown(input.matnum));
    const amounts = {
      base_pence: poundsToPence(input.base),
      wkd_pence: poundsToPence(input.weekend),
      loc_pence: poundsToPence(input.location),
      opt_pence: poundsToPence(input.option),
      disc_pence: poundsToPence(input.discount),
      qty: input.qty,
    };
    if (quotedLineTotalPence(amounts) < 0) {
      throw new HttpError(400, serverTexts.staffDiscountTooBig(index + 1));
    }
    const upgrade = input.upgradeBase === undefined ? null : poundsToPence(input.upgradeBase);
    lines.push({
      matnum: pkg.matnum,
      jobnum: pkg.jobnum,
      matname: pkg.matname,
      imagefile: pkg.directory,
      description: "Priced after the assessment.",
      ...amounts,
      upgrade_base_pence: upgrade,
      isUpgrade: upgrade !== null,
      rate: pkg.rate,
      duration: pkg.duration,
      sessionQty: input.sessionQty ?? Math.max(1, pkg.session_qty),
      frequency: pkg.frequency || "Once",
      addon: input.addons.join("||"),
      schedule: input.schedule || (await defaultSchedule(tx, pkg, assessment, today)),
      shiphousetype: String(answers.housetype ?? place?.housetype ?? ""),
      shipsize: number(answers.area ?? answers.size, place?.area ?? 0),
      shipbedroomQty: number(answers.bedroomqty, place?.bedroomqty ?? 0),
      shipbathroomQty: number(answers.bathroomqty, place?.bathroomqty ?? 0),
      shipfirstname: first || account?.firstname || "",
      shiplastname: first ? rest.join(" ") : (account?.lastname ?? ""),
      shipfulladdr: assessment?.shipaddr ?? place?.fulladdr ?? "",
      shipphone: assessment?.shipphone ?? account?.mobile ?? "",
      shipemail: assessment?.shipemail ?? account?.email ?? "",
    });
  }
  return lines;
}

/** When, unless the line says: the assessment's day in the job's shift at its time (or the first). */
async function defaultSchedule(
  tx: Queryable,
  pkg: PackageRow,
  assessment: Assessment | undefined,
  today: string,
): Promise<string> {
  const shifts = await tx.query<{ starttime: string; endtime: string }>(
    `SELECT to_char(starttime, 'HH24:MI') AS starttime, to_char(endtime, 'HH24:MI') AS endtime
       FROM shifts WHERE jobnum = $1 ORDER BY starttime`,
    [pkg.jobnum],
  );
  const shift = shifts.find((s) => s.starttime === assessment?.reqtimefrom) ?? shifts[0];
  const date = assessment?.reqdate ?? addDays(today, pkg.start_after_days);
  return shift ? formatQuoteSchedule(date, shift.starttime, shift.endtime) : "";
}

/** Writes the lines the customer sees (`quote_lines`), replacing any sent before. */
export async function writeQuoteLines(
  tx: Queryable,
  refnum: string,
  lines: readonly DraftLine[],
): Promise<void> {
  await tx.query("DELETE FROM quote_lines WHERE refnum = $1", [refnum]);
  for (const line of lines) {
    await tx.query(
      `INSERT INTO quote_lines (refnum, matnum, jobnum, matname, imagefile, description, qty,
              base_pence, wkd_pence, loc_pence, opt_pence, disc_pence, upgrade_base_pence, rate,
              duration, session_qty, frequency, addon, schedule, shiphousetype, shipsize,
              shipbedroom_qty, shipbathroom_qty, shipfirstname, shiplastname, shipfulladdr,
              shipphone, shipemail)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18,
               $19, $20, $21, $22, $23, $24, $25, $26, $27, $28)`,
      [
        refnum,
        line.matnum,
        line.jobnum,
        line.matname,
        line.imagefile,
        line.description,
        line.qty,
        line.base_pence,
        line.wkd_pence,
        line.loc_pence,
        line.opt_pence,
        line.disc_pence,
        line.upgrade_base_pence,
        line.rate,
        line.duration,
        line.sessionQty,
        line.frequency,
        line.addon,
        line.schedule,
        line.shiphousetype,
        line.shipsize,
        line.shipbedroomQty,
        line.shipbathroomQty,
        line.shipfirstname,
        line.shiplastname,
        line.shipfulladdr,
        line.shipphone,
        line.shipemail,
      ],
    );
  }
}

/** The total as given, in pence (what the mail and push say). */
export const draftTotalPence = (lines: readonly DraftLine[]): number =>
  acceptedTotal(
    acceptedLines(
      lines.map((line, id) => ({ ...line, id })),
      false,
    ),
  );

/** A quotation as the customer will see it: each line's unit and total, the totals. */
export function quotationView(
  refnum: string,
  status: StaffQuotation["status"],
  sent: boolean,
  lines: readonly DraftLine[],
): StaffQuotation {
  const rows = lines.map((line, id) => ({ ...line, id }));
  const total = acceptedTotal(acceptedLines(rows, false));
  const upgradable = rows.some((line) => line.upgrade_base_pence !== null);
  return {
    refnum,
    status,
    sent,
    lines: lines.map((line) => ({
      matnum: line.matnum,
      matname: line.matname,
      qty: line.qty,
      base: penceToPounds(line.base_pence),
      weekend: penceToPounds(line.wkd_pence),
      location: penceToPounds(line.loc_pence),
      option: penceToPounds(line.opt_pence),
      discount: penceToPounds(line.disc_pence),
      unit: penceToPounds(quotedUnitPence(line)),
      total: penceToPounds(quotedLineTotalPence(line)),
      upgradeBase: line.upgrade_base_pence === null ? null : penceToPounds(line.upgrade_base_pence),
      sessionQty: line.sessionQty,
      addons: line.addon ? line.addon.split("||") : [],
      schedule: line.schedule,
    })),
    total: penceToPounds(Math.max(0, total)),
    upgradeTotal: upgradable
      ? penceToPounds(Math.max(0, acceptedTotal(acceptedLines(rows, true))))
      : null,
    acceptable: isQuoteAcceptable(total),
  };
}
