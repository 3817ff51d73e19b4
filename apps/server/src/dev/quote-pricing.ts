import { addDays, fail, ok, penceToPounds, serverTexts } from "@bookwell/contract";
import type { Hono } from "hono";
import { z } from "zod";

import { todayOf } from "../business-date";
import type { Clock, ServerConfig } from "../config";
import type { Db, Queryable } from "../db/db";
import { HttpError } from "../http-error";
import { mailQuotationReady } from "../mail/events";
import { formatQuoteSchedule } from "../handlers/quotations/quote-schedule";
import { acceptedLines, acceptedTotal, readQuoteLines } from "../handlers/quotations/quotation";

/**
 * DEVELOPMENT ONLY: `POST /api/dev/requests/{refnum}/quote` prices a request into a
 * quotation, standing in for the back office that would, so the demo's loop can be walked
 * (schedule an assessment, see it in My Requests, price it here, open and accept the
 * quotation, pay it). `app.ts` mounts it only when `config.development` is on, which
 * `NODE_ENV=production` turns off: there the path is a 404 like any unknown one.
 *
 * Without a body the request gets one line: the package of its assessment's category (the
 * category's first bookable package; a category without packages, or a request without an
 * assessment, gets the catalogue's first), one unit at the catalogue's price, on the
 * assessment's date in the job's shift at its time (or the first shift), at its address and
 * contact (else the account's). A JSON body may set any of: `matnum`, `qty`, `basePence`,
 * `wkdPence`, `locPence`, `optPence`, `discPence`, `upgradeBasePence` (the 12-session price
 * a session: the line becomes an upgrade), `sessionQty`, `addon` (items joined by `||`),
 * `schedule` (text, as a quotation writes it). `basePence: 0` makes the £0 quotation that
 * cannot be accepted.
 */

const body = z
  .object({
    matnum: z.string().min(1).optional(),
    qty: z.number().int().min(1).max(99).optional(),
    basePence: z.number().int().min(0).optional(),
    wkdPence: z.number().int().min(0).optional(),
    locPence: z.number().int().min(0).optional(),
    optPence: z.number().int().min(0).optional(),
    discPence: z.number().int().min(0).optional(),
    upgradeBasePence: z.number().int().min(0).optional(),
    sessionQty: z.number().int().min(1).max(99).optional(),
    addon: z.string().max(500).optional(),
    schedule: z.string().max(200).optional(),
  })
  .strict();
type PricingBody = z.infer<typeof body>;

type PackageRow = {
  matnum: string;
  matname: string;
  base_pence: number;
  rate: string;
  directory: string;
  duration: number;
  frequency: string;
  session_qty: number;
  start_after_days: number;
  jobnum: string;
};

const PACKAGE_SELECT = `
  SELECT p.matnum, p.matname, p.base_pence, p.rate, p.directory, p.duration::float AS duration,
         p.frequency, p.session_qty, p.start_after_days,
         (SELECT min(j.jobnum) FROM jobs j WHERE j.matnum = p.matnum) AS jobnum
    FROM packages p
   WHERE NOT p.is_header AND EXISTS (SELECT 1 FROM jobs j WHERE j.matnum = p.matnum)`;

async function packageFor(
  tx: Queryable,
  matnum: string | undefined,
  matcatnum: string | undefined,
): Promise<PackageRow> {
  if (matnum) {
    const [named] = await tx.query<PackageRow>(`${PACKAGE_SELECT} AND p.matnum = $1`, [matnum]);
    if (!named) throw new HttpError(400, serverTexts.packageNotFound);
    return named;
  }
  const [ofCategory] = matcatnum
    ? await tx.query<PackageRow>(
        `${PACKAGE_SELECT} AND p.matcatnum = $1 ORDER BY p.position, p.matnum LIMIT 1`,
        [matcatnum],
      )
    : [];
  if (ofCategory) return ofCategory;
  const [any] = await tx.query<PackageRow>(
    `${PACKAGE_SELECT} ORDER BY p.position, p.matnum LIMIT 1`,
  );
  if (!any) throw new HttpError(400, serverTexts.packageNotFound);
  return any;
}

type Assessment = {
  matcatnum: string;
  reqdate: string;
  reqtimefrom: string;
  shipaddr: string;
  shipname: string;
  shipemail: string;
  shipphone: string;
  parameters: Record<string, unknown>;
};

async function priceRequest(
  tx: Queryable,
  refnum: string,
  input: PricingBody,
  today: string,
  now: Date,
): Promise<{ refnum: string; status: "Quoted"; total: number }> {
  const [request] = await tx.query<{ arnum: string; status: string }>(
    "SELECT arnum, status FROM account_requests WHERE refnum = $1 FOR UPDATE",
    [refnum],
  );
  if (!request) throw new HttpError(404, serverTexts.notFound);
  if (request.status === "Accepted") throw new HttpError(409, serverTexts.quotationAlreadyAccepted);
  const [assessment] = await tx.query<Assessment>(
    `SELECT matcatnum, to_char(reqdate, 'YYYY-MM-DD') AS reqdate, reqtimefrom, shipaddr, shipname,
            shipemail, shipphone, parameters
       FROM assessment_requests WHERE refnum = $1`,
    [refnum],
  );
  const pkg = await packageFor(tx, input.matnum, assessment?.matcatnum);
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

  let schedule = input.schedule;
  if (schedule === undefined) {
    const shifts = await tx.query<{ starttime: string; endtime: string }>(
      `SELECT to_char(starttime, 'HH24:MI') AS starttime, to_char(endtime, 'HH24:MI') AS endtime
         FROM shifts WHERE jobnum = $1 ORDER BY starttime`,
      [pkg.jobnum],
    );
    const at = assessment?.reqtimefrom;
    const shift = shifts.find((s) => s.starttime === at) ?? shifts[0];
    const date = assessment?.reqdate ?? addDays(today, pkg.start_after_days);
    schedule = shift ? formatQuoteSchedule(date, shift.starttime, shift.endtime) : "";
  }
  const answers = assessment?.parameters ?? {};
  const [first = "", ...rest] = (assessment?.shipname ?? "").trim().split(/\s+/);
  const number = (value: unknown, fallback: number) =>
    Number.isFinite(Number(value)) && value !== "" && value !== undefined
      ? Math.max(0, Math.round(Number(value)))
      : fallback;

  await tx.query("DELETE FROM quote_lines WHERE refnum = $1", [refnum]);
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
      pkg.matnum,
      pkg.jobnum,
      pkg.matname,
      pkg.directory,
      "Priced after the assessment.",
      input.qty ?? 1,
      input.basePence ?? pkg.base_pence,
      input.wkdPence ?? 0,
      input.locPence ?? 0,
      input.optPence ?? 0,
      input.discPence ?? 0,
      input.upgradeBasePence ?? null,
      pkg.rate,
      pkg.duration,
      input.sessionQty ?? Math.max(1, pkg.session_qty),
      pkg.frequency || "Once",
      input.addon ?? "",
      schedule,
      String(answers.housetype ?? place?.housetype ?? ""),
      number(answers.area ?? answers.size, place?.area ?? 0),
      number(answers.bedroomqty, place?.bedroomqty ?? 0),
      number(answers.bathroomqty, place?.bathroomqty ?? 0),
      first || account?.firstname || "",
      first ? rest.join(" ") : (account?.lastname ?? ""),
      assessment?.shipaddr ?? place?.fulladdr ?? "",
      assessment?.shipphone ?? account?.mobile ?? "",
      assessment?.shipemail ?? account?.email ?? "",
    ],
  );
  await tx.query("UPDATE account_requests SET status = 'Quoted' WHERE refnum = $1", [refnum]);
  const total = acceptedTotal(acceptedLines(await readQuoteLines(tx, refnum), false));
  await mailQuotationReady(tx, { refnum, arnum: request.arnum, totalPence: total }, now);
  return { refnum, status: "Quoted", total: penceToPounds(Math.max(0, total)) };
}

/** Mounts the development-only pricing route (see above); the caller checks `development`. */
export function mountDevQuotePricing(
  app: Hono,
  deps: { db: Db; clock: Clock; config: ServerConfig },
): void {
  app.post("/api/dev/requests/:refnum/quote", async (c) => {
    let raw: unknown = {};
    const text = await c.req.text();
    if (text.trim()) {
      try {
        raw = JSON.parse(text);
      } catch {
        return c.json(fail("The body must be JSON."), 400);
      }
    }
    const parsed = body.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return c.json(
        fail(`${issue?.path.join(".") || "body"}: ${issue?.message ?? "invalid"}`),
        400,
      );
    }
    const today = todayOf({ clock: deps.clock, config: deps.config });
    const result = await deps.db.transaction((tx) =>
      priceRequest(tx, c.req.param("refnum"), parsed.data, today, deps.clock.now()),
    );
    return c.json(ok(result, "Quotation priced (development only)."));
  });
}
