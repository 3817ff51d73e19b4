import { addDays, type CalendarDate } from "@bookwell/contract";

import type { Queryable } from "../db/db";
import { holidaySet } from "../holidays";

/**
 * The demo customers' account area, dated around the day the database is seeded (`today`,
 * the business's date): particulars, contacts, saved locations, bookings (active and past,
 * some changeable, some not), feedback, credit, requests with quotations, inbox messages
 * (alice has more than one page, some unread), and a closed day and a full shift near
 * BK-1001-02 for its change-date dialog. Every date below is a number of days from `today`
 * (negative: before), so the demo looks the same whichever day it is seeded; every id is
 * fixed so tests and the README can name them. Seeded on 2026-11-22, a Sunday (the
 * tests' clock), it gives the dates the tests were first written with.
 */

const CONTACTS: ReadonlyArray<[string, string, string, string, string, string, string]> = [
  // guid, arnum, firstname, lastname, mobile, email, ctype
  ["CT-1001-1", "AR1001", "Margaret", "Walker", "07700900111", "margaret@example.com", "Owner"],
  ["CT-1001-2", "AR1001", "Tom", "Hughes", "07700900112", "tom@example.com", "Tenant"],
  ["CT-1001-3", "AR1001", "Priya", "Shah", "07700900113", "priya@example.com", "Owner"],
  ["CT-1002-1", "AR1002", "Sarah", "Evans", "07700900121", "sarah@example.com", "Owner"],
];

/** A moment `days` from the seed day, at a UTC time of day ("HH:MM"). */
type At = [days: number, time: string];

const INBOX: ReadonlyArray<[string, string, string, At, At | null]> = [
  // guid, arnum, sender, sent at, read at (null: unread); the message text is built below
  ["MSG-1001-1", "AR1001", "Bookwell Support", [-20, "09:00"], [-20, "12:00"]],
  ["MSG-1001-2", "AR1001", "Crew Team A", [-17, "16:30"], [-16, "08:00"]],
  ["MSG-1001-3", "AR1001", "Bookwell Billing", [-13, "10:15"], [-13, "11:00"]],
  ["MSG-1001-4", "AR1001", "Bookwell Support", [-10, "14:00"], [-9, "09:00"]],
  ["MSG-1001-5", "AR1001", "Crew Team B", [-5, "08:45"], null],
  ["MSG-1001-6", "AR1001", "Bookwell Billing", [-2, "18:05"], null],
  ["MSG-1001-7", "AR1001", "Bookwell Support", [-1, "07:30"], null],
  ["MSG-1002-1", "AR1002", "Bookwell Support", [-12, "09:00"], [-12, "10:00"]],
  ["MSG-1002-2", "AR1002", "Crew Team A", [-3, "15:00"], null],
];

const AVATARS: Record<string, string> = {
  "Bookwell Support": "/images/avatars/support.png",
  "Bookwell Billing": "/images/avatars/billing.png",
  "Crew Team A": "/images/avatars/crew-a.png",
  "Crew Team B": "/images/avatars/crew-b.png",
};

const LOCATIONS = [
  {
    locationid: "LOC-1001-1",
    arnum: "AR1001",
    locationname: "Home",
    addr1: "12 Fournier Street",
    addr2: "Spitalfields, London",
    unitno: "Flat 2",
    postcode: "E1 6QE",
    housetype: "Apartment",
    area: 750,
    bedroomqty: 2,
    bathroomqty: 1,
    ptc: null,
    isDefault: true,
    specialinstruction: "Key with the concierge.",
  },
  {
    locationid: "LOC-1001-2",
    arnum: "AR1001",
    locationname: "Mum's house",
    addr1: "4 Canonbury Square",
    addr2: "London",
    unitno: "",
    postcode: "N1 2AN",
    housetype: "Landed",
    area: 1400,
    bedroomqty: 4,
    bathroomqty: 2,
    ptc: "CT-1001-1",
    isDefault: false,
    specialinstruction: "",
  },
  {
    locationid: "LOC-1002-1",
    arnum: "AR1002",
    locationname: "Office",
    addr1: "1 Piccadilly",
    addr2: "Manchester",
    unitno: "Floor 3",
    postcode: "M1 1AE",
    housetype: "Other",
    area: 2200,
    bedroomqty: 0,
    bathroomqty: 2,
    ptc: "CT-1002-1",
    isDefault: true,
    specialinstruction: "Evenings only.",
  },
] as const;

type SeedBooking = {
  refnum: string;
  ticket: string;
  arnum: string;
  matnum: string;
  jobnum: string;
  shiftnum: string;
  /** The service date: days from the seed day. */
  date: number;
  session: [number, number];
  repeat: number;
  status: "Open" | "Confirmed" | "Completed" | "Cancelled";
  type: string;
  pence: number;
  crew: string;
  progress: number;
  /** Days from the seed day. */
  created: number;
};

const RHC = { matnum: "RHC-WEEKLY", jobnum: "J-RHC", type: "Regular home cleaning", repeat: 7 };
const DEEP = { matnum: "DEEP-3H", jobnum: "J-DEEP", type: "Deep cleaning", repeat: 0 };
const EOT = { matnum: "EOT-2BED", jobnum: "J-EOT-CLEAN", type: "End of tenancy", repeat: 0 };
const OFFICE = { matnum: "OFFICE-EVE", jobnum: "J-OFFICE", type: "Office cleaning", repeat: 0 };

const BOOKINGS: SeedBooking[] = [
  // Alice, active: tomorrow is inside the 2-day lead time (buttons shown, not changeable); a
  // week later is changeable, and skips one more week on.
  {
    refnum: "BK-1001-01",
    ticket: "TK-24001",
    arnum: "AR1001",
    ...RHC,
    shiftnum: "J-RHC-a",
    date: 1,
    session: [3, 12],
    status: "Confirmed",
    pence: 4500,
    crew: "Crew Team A",
    progress: 0,
    created: -23,
  },
  {
    refnum: "BK-1001-02",
    ticket: "TK-24001",
    arnum: "AR1001",
    ...RHC,
    shiftnum: "J-RHC-a",
    date: 8,
    session: [4, 12],
    status: "Confirmed",
    pence: 4500,
    crew: "Crew Team A",
    progress: 0,
    created: -23,
  },
  {
    refnum: "BK-1001-03",
    ticket: "TK-24002",
    arnum: "AR1001",
    ...DEEP,
    shiftnum: "J-DEEP-b",
    date: 12,
    session: [1, 1],
    status: "Open",
    pence: 13750,
    crew: "",
    progress: 0,
    created: -2,
  },
  {
    refnum: "BK-1001-04",
    ticket: "TK-24003",
    arnum: "AR1001",
    ...EOT,
    shiftnum: "J-EOT-CLEAN-a",
    date: 54,
    session: [1, 1],
    status: "Confirmed",
    pence: 32000,
    crew: "Crew Team B",
    progress: 0,
    created: -1,
  },
  // Alice, history.
  {
    refnum: "BK-1001-05",
    ticket: "TK-24001",
    arnum: "AR1001",
    ...RHC,
    shiftnum: "J-RHC-a",
    date: -6,
    session: [2, 12],
    status: "Completed",
    pence: 4500,
    crew: "Crew Team A",
    progress: 100,
    created: -23,
  },
  {
    refnum: "BK-1001-06",
    ticket: "TK-24001",
    arnum: "AR1001",
    ...RHC,
    shiftnum: "J-RHC-a",
    date: -13,
    session: [1, 12],
    status: "Completed",
    pence: 4500,
    crew: "Crew Team A",
    progress: 100,
    created: -23,
  },
  {
    refnum: "BK-1001-07",
    ticket: "TK-23950",
    arnum: "AR1001",
    ...DEEP,
    shiftnum: "J-DEEP-c",
    date: -25,
    session: [1, 1],
    status: "Completed",
    pence: 12000,
    crew: "Crew Team B",
    progress: 100,
    created: -33,
  },
  {
    refnum: "BK-1001-08",
    ticket: "TK-23900",
    arnum: "AR1001",
    ...OFFICE,
    shiftnum: "J-OFFICE-e",
    date: -68,
    session: [1, 1],
    status: "Cancelled",
    pence: 2000,
    crew: "",
    progress: 0,
    created: -82,
  },
  // Bob.
  {
    refnum: "BK-1002-01",
    ticket: "TK-24010",
    arnum: "AR1002",
    ...OFFICE,
    shiftnum: "J-OFFICE-e",
    date: 9,
    session: [1, 1],
    status: "Confirmed",
    pence: 8000,
    crew: "Crew Team C",
    progress: 0,
    created: -7,
  },
  {
    refnum: "BK-1002-02",
    ticket: "TK-24011",
    arnum: "AR1002",
    ...DEEP,
    shiftnum: "J-DEEP-a",
    date: -12,
    session: [1, 1],
    status: "Completed",
    pence: 12000,
    crew: "Crew Team B",
    progress: 100,
    created: -21,
  },
];

/** Where each customer's bookings take place (their default location). */
const ADDRESSES: Record<
  string,
  { address: string; lat: number; longi: number; property: [string, number, number, number] }
> = {
  AR1001: {
    address: "Flat 2, 12 Fournier Street, Spitalfields, London, E1 6QE, United Kingdom",
    lat: 51.5194,
    longi: -0.0733,
    property: ["Apartment", 750, 2, 1],
  },
  AR1002: {
    address: "Floor 3, 1 Piccadilly, Manchester, M1 1AE, United Kingdom",
    lat: 53.4808,
    longi: -2.2374,
    property: ["Other", 2200, 0, 2],
  },
};

const FEEDBACK: ReadonlyArray<[string, number, string[], string, number]> = [
  // refnum, rating, items, remark, tip in pence
  ["BK-1001-05", 5, ["clean", "helpful"], "Lovely job on the kitchen.", 200],
  ["BK-1001-07", 6, ["thorough", "eco", "professional"], "Spotless, thank you.", 0],
  ["BK-1002-02", 4, ["safe"], "Good, a little late.", 0],
];

/** The day alice topped up by card (TU-5000); a top-up's credit is valid 365 days. */
const TOPUP_DAY = -252;

const CREDIT: ReadonlyArray<[string, number, number, number | null, string, string, string]> = [
  // arnum, pence, date, expiry (days from the seed day), ticket, service type, source
  ["AR1001", 5000, -356, -174, "GW-1001", "Goodwill credit", "goodwill"],
  ["AR1001", 10000, TOPUP_DAY, TOPUP_DAY + 365, "TU-5000", "Top-up", "topup"],
  ["AR1001", -3000, -25, null, "TK-23950", "Deep cleaning", "booking"],
  ["AR1001", 2000, -21, 39, "TK-23900", "Refund: Office cleaning", "refund"],
  ["AR1001", -200, -6, null, "TK-24001", "Tip: Regular home cleaning", "tip"],
  ["AR1002", 2000, -205, 160, "GW-1002", "Goodwill credit", "goodwill"],
];

const REQUESTS: ReadonlyArray<[string, string, string, string, string, number, string]> = [
  // refnum, ticket, arnum, service type, request type, date (days from the seed day), status
  ["RQ-1001-1", "QT-3001", "AR1001", "Regular home cleaning", "Quotation", -4, "Quoted"],
  ["RQ-1001-2", "AS-3002", "AR1001", "End of tenancy", "Assessment", -2, "Pending"],
  ["RQ-1001-3", "QT-2950", "AR1001", "Office cleaning", "Quotation", -51, "Accepted"],
  ["RQ-1001-4", "QT-3003", "AR1001", "Deep cleaning", "Quotation", -1, "Quoted"],
  ["RQ-1002-1", "QT-3010", "AR1002", "Deep cleaning", "Quotation", -10, "Quoted"],
];

const aliceShip = {
  shiphousetype: "Apartment",
  shipsize: 750,
  shipbedroom_qty: 2,
  shipbathroom_qty: 1,
  shipfirstname: "Alice",
  shiplastname: "Walker",
  shipfulladdr: "Flat 2, 12 Fournier Street, Spitalfields, London, E1 6QE",
  shipphone: "07700900101",
  shipemail: "alice@example.com",
};

/**
 * Quote lines; pence. An upgradable line has its 12-session base price. A dated schedule is
 * days from the seed day and a shift's hours ("Friday 4 December 2026, 10:30 to 12:30").
 */
type Schedule = string | [days: number, hours: string];

const QUOTE_LINES = [
  {
    refnum: "RQ-1001-1",
    ...RHC,
    matname: "Regular home cleaning, weekly",
    imagefile: "/images/services/regular.jpg",
    description: "Weekly clean, 3 hours a visit.",
    qty: 4,
    base: 4500,
    wkd: 500,
    loc: 250,
    opt: 300,
    disc: 1000,
    upgrade: 4000,
    rate: "£15.00 / hour",
    duration: 3,
    sessions: 4,
    frequency: "Weekly",
    addon: "Inside fridge||Ironing 1 hour",
    schedule: "Mondays, 08:00 to 10:00",
    ship: aliceShip,
  },
  {
    refnum: "RQ-1001-1",
    ...DEEP,
    matname: "Deep clean, 3 hours",
    imagefile: "/images/services/deep.jpg",
    description: "One deep clean.",
    qty: 1,
    base: 12000,
    wkd: 0,
    loc: 250,
    opt: 1500,
    disc: 0,
    upgrade: null,
    rate: "£40.00 / hour",
    duration: 3,
    sessions: 1,
    frequency: "Once",
    addon: "Oven clean",
    schedule: [12, "10:30 to 12:30"] as Schedule,
    ship: aliceShip,
  },
  {
    refnum: "RQ-1001-3",
    ...OFFICE,
    matname: "Office cleaning, evenings",
    imagefile: "/images/services/office.jpg",
    description: "Evening office clean.",
    qty: 1,
    base: 2000,
    wkd: 0,
    loc: 0,
    opt: 0,
    disc: 0,
    upgrade: null,
    rate: "£20.00 / visit",
    duration: 2,
    sessions: 1,
    frequency: "Once",
    addon: "",
    schedule: [-68, "18:00 to 20:00"] as Schedule,
    ship: aliceShip,
  },
  {
    refnum: "RQ-1001-4",
    ...DEEP,
    matname: "Deep clean, 3 hours",
    imagefile: "/images/services/deep.jpg",
    description: "Awaiting a survey: not priced yet.",
    qty: 1,
    base: 0,
    wkd: 0,
    loc: 0,
    opt: 0,
    disc: 0,
    upgrade: null,
    rate: "",
    duration: 3,
    sessions: 1,
    frequency: "Once",
    addon: "",
    schedule: "",
    ship: aliceShip,
  },
  {
    refnum: "RQ-1002-1",
    ...DEEP,
    matname: "Deep clean, 3 hours",
    imagefile: "/images/services/deep.jpg",
    description: "One deep clean.",
    qty: 1,
    base: 12000,
    wkd: 0,
    loc: 0,
    opt: 0,
    disc: 500,
    upgrade: null,
    rate: "£40.00 / hour",
    duration: 3,
    sessions: 1,
    frequency: "Once",
    addon: "",
    schedule: [11, "08:00 to 10:00"] as Schedule,
    ship: {
      ...aliceShip,
      shiphousetype: "Other",
      shipsize: 2200,
      shipbedroom_qty: 0,
      shipbathroom_qty: 2,
      shipfirstname: "Bob",
      shiplastname: "Evans",
      shipfulladdr: "Floor 3, 1 Piccadilly, Manchester, M1 1AE",
      shipphone: "07700900102",
      shipemail: "bob@example.com",
    },
  },
];

/** "Friday 4 December 2026": a quotation's schedule as the office writes it. */
function longDate(date: CalendarDate): string {
  const at = new Date(`${date}T00:00:00Z`);
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat("en-GB", { timeZone: "UTC", ...options }).format(at);
  return `${part({ weekday: "long" })} ${at.getUTCDate()} ${part({ month: "long" })} ${at.getUTCFullYear()}`;
}

/**
 * The change-date dialog's cases near BK-1001-02 (a week from the seed day, RHC-WEEKLY, two
 * days' lead time): a day the business is closed five days from the seed day (a holiday the
 * date picker refuses), and the job's 18:00 shift, which has one place, taken on the first
 * open day from six days on (not offered by the time slots; a change to it is refused as full).
 */
export function changeDateCases(
  today: CalendarDate,
  bankHolidays: ReadonlySet<CalendarDate>,
): { holiday: CalendarDate; fullShift: { shiftnum: string; date: CalendarDate } } {
  const holiday = addDays(today, 5);
  let date = addDays(today, 6);
  while (bankHolidays.has(date)) date = addDays(date, 1);
  return { holiday, fullShift: { shiftnum: "J-RHC-e", date } };
}

/** Fills the account area, dated around `today` (the business's date of the seed). */
export async function seedAccountArea(tx: Queryable, today: CalendarDate): Promise<void> {
  const day = (days: number) => addDays(today, days);
  const at = ([days, time]: At) => `${day(days)}T${time}:00Z`;

  await tx.query("UPDATE accounts SET title = 'Ms', dob = '1988-04-12' WHERE arnum = 'AR1001'");
  await tx.query("UPDATE accounts SET title = 'Mr', dob = '1979-09-30' WHERE arnum = 'AR1002'");

  for (const [guid, arnum, firstname, lastname, mobile, email, ctype] of CONTACTS) {
    await tx.query(
      `INSERT INTO account_contacts (guid, arnum, firstname, lastname, mobile, email, ctype)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [guid, arnum, firstname, lastname, mobile, email, ctype],
    );
  }

  for (const l of LOCATIONS) {
    await tx.query(
      `INSERT INTO account_locations (locationid, arnum, locationname, addr1, addr2, addr3, unitno,
              postcode, housetype, area, bedroomqty, bathroomqty, ptc, is_default, specialinstruction,
              created_at)
       VALUES ($1, $2, $3, $4, $5, 'United Kingdom', $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
      [
        l.locationid,
        l.arnum,
        l.locationname,
        l.addr1,
        l.addr2,
        l.unitno,
        l.postcode,
        l.housetype,
        l.area,
        l.bedroomqty,
        l.bathroomqty,
        l.ptc,
        l.isDefault,
        l.specialinstruction,
        at([-326 + Number(l.locationid.slice(-1)), "12:00"]),
      ],
    );
  }

  for (const b of BOOKINGS) {
    const where = ADDRESSES[b.arnum]!;
    await tx.query(
      `INSERT INTO account_bookings (refnum, ticket, arnum, matnum, jobnum, shiftnum, service_date,
              session_no, session_qty, repeat_every_days, status, service_type, base_pence,
              price_pence, crew_name, crew_img, crew_qty, lat, longi, property_type, area,
              bedroomqty, bathroomqty, ship_address, notes, cus_remarks, doc_url, progress, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18,
               $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29)`,
      [
        b.refnum,
        b.ticket,
        b.arnum,
        b.matnum,
        b.jobnum,
        b.shiftnum,
        day(b.date),
        b.session[0],
        b.session[1],
        b.repeat,
        b.status,
        b.type,
        b.pence,
        b.pence,
        b.crew,
        b.crew ? `/images/crews/${b.crew.toLowerCase().replaceAll(" ", "-")}.png` : "",
        b.crew ? 2 : 0,
        b.crew ? where.lat : null,
        b.crew ? where.longi : null,
        ...where.property,
        where.address,
        b.status === "Completed" ? "Crew arrived on time." : "",
        b.arnum === "AR1001" ? "Please use the side door." : "",
        b.status === "Completed" ? `/invoices/${b.ticket}.pdf` : "",
        b.progress,
        at([b.created, "09:00"]),
      ],
    );
    // An active session holds its place in the shift.
    if (b.status === "Open" || b.status === "Confirmed") {
      await tx.query(
        "INSERT INTO shift_bookings (shiftnum, service_date, arnum, booking_refnum) VALUES ($1, $2, $3, $4)",
        [b.shiftnum, day(b.date), b.arnum, b.refnum],
      );
    }
  }

  for (const [refnum, rating, items, remark, tip] of FEEDBACK) {
    await tx.query(
      "INSERT INTO booking_feedback (refnum, rating, items, remark, tip_pence) VALUES ($1, $2, $3, $4, $5)",
      [refnum, rating, items, remark, tip],
    );
  }

  for (const [arnum, pence, date, expiry, ticket, type, source] of CREDIT) {
    await tx.query(
      `INSERT INTO account_credit_entries (arnum, amount_pence, trandate, expiry_date, ticket, service_type, source)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [arnum, pence, day(date), expiry === null ? null : day(expiry), ticket, type, source],
    );
  }

  // The card top-up behind alice's TU-5000 credit.
  await tx.query(
    `INSERT INTO credit_topups (refnum, arnum, amount_pence, payref, idempotency_key, status,
            transaction_id, created_at, paid_at)
     VALUES ('TU-5000', 'AR1001', 10000, 'card', 'seed-topup-5000', 'Paid', 'ch_test_TU-5000',
             $1, $2)`,
    [at([TOPUP_DAY, "10:00"]), at([TOPUP_DAY, "10:01"])],
  );

  for (const [refnum, ticket, arnum, type, reqtype, date, status] of REQUESTS) {
    await tx.query(
      `INSERT INTO account_requests (refnum, ticket, arnum, service_type, reqtype, request_date, status, accepted_upgrade)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        refnum,
        ticket,
        arnum,
        type,
        reqtype,
        day(date),
        status,
        status === "Accepted" ? false : null,
      ],
    );
  }
  for (const q of QUOTE_LINES) {
    await tx.query(
      `INSERT INTO quote_lines (refnum, matnum, jobnum, matname, imagefile, description, qty,
              base_pence, wkd_pence, loc_pence, opt_pence, disc_pence, upgrade_base_pence, rate,
              duration, session_qty, frequency, addon, schedule, shiphousetype, shipsize,
              shipbedroom_qty, shipbathroom_qty, shipfirstname, shiplastname, shipfulladdr,
              shipphone, shipemail)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18,
               $19, $20, $21, $22, $23, $24, $25, $26, $27, $28)`,
      [
        q.refnum,
        q.matnum,
        q.jobnum,
        q.matname,
        q.imagefile,
        q.description,
        q.qty,
        q.base,
        q.wkd,
        q.loc,
        q.opt,
        q.disc,
        q.upgrade,
        q.rate,
        q.duration,
        q.sessions,
        q.frequency,
        q.addon,
        typeof q.schedule === "string"
          ? q.schedule
          : `${longDate(day(q.schedule[0]))}, ${q.schedule[1]}`,
        q.ship.shiphousetype,
        q.ship.shipsize,
        q.ship.shipbedroom_qty,
        q.ship.shipbathroom_qty,
        q.ship.shipfirstname,
        q.ship.shiplastname,
        q.ship.shipfulladdr,
        q.ship.shipphone,
        q.ship.shipemail,
      ],
    );
  }

  for (const [index, [guid, arnum, sender, sentAt, readAt]] of INBOX.entries()) {
    await tx.query(
      `INSERT INTO inbox_messages (guid, arnum, sender, profile_image_url, message, sent_at, read_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        guid,
        arnum,
        sender,
        AVATARS[sender] ?? "",
        `Message ${index + 1} from ${sender}: thank you for booking with Bookwell.`,
        at(sentAt),
        readAt && at(readAt),
      ],
    );
  }

  // BK-1001-02's change-date dialog: a closed day and a full shift within its reach.
  const cases = changeDateCases(today, await holidaySet(tx, today));
  await tx.query(
    "INSERT INTO holidays (holiday_date, name) VALUES ($1, $2) ON CONFLICT (holiday_date) DO NOTHING",
    [cases.holiday, "Bookwell staff day (closed)"],
  );
  // Its one place, held for another customer's visit (no booking of the demo accounts).
  await tx.query(
    "INSERT INTO shift_bookings (shiftnum, service_date, arnum) VALUES ($1, $2, 'AR1002')",
    [cases.fullShift.shiftnum, cases.fullShift.date],
  );
}
