import { businessToday, isCalendarDate, type Brand, type CalendarDate } from "@bookwell/contract";

import { serverBrand } from "../brand";
import type { Db } from "../db/db";
import { environment, modeOf } from "../environment";
import { hashPassword } from "../handlers/auth/login";
import { seedAccountArea } from "./account-area";
import { seedCatalogue } from "./catalogue";
import { SHIFTS } from "./shifts";
import { seedContent } from "./content";
import { brandedQueries } from "./brand-text";

/** The demo logins the README lists. */
export const DEMO_PASSWORD = "Bookwell!2026";
export const DEMO_CUSTOMERS = [
  {
    arnum: "AR1001",
    email: "alice@example.com",
    firstname: "Alice",
    lastname: "Walker",
    mobile: "07700900101",
    postalcode: "SW1A 1AA",
  },
  {
    arnum: "AR1002",
    email: "bob@example.com",
    firstname: "Bob",
    lastname: "Evans",
    mobile: "07700900102",
    postalcode: "M1 1AE",
  },
] as const;

/**
 * The demo's staff console logins (one agent, one admin), for the demo only: never seeded
 * under `NODE_ENV=production`, where the first admin comes from `staff:create`.
 */
export const DEMO_STAFF_PASSWORD = "Demo-Staff-2026!";
export const DEMO_STAFF = [
  { staffId: "ST001", email: "agent@bookwell.example", name: "Ada Agent", role: "agent" },
  { staffId: "ST002", email: "admin@bookwell.example", name: "Sam Admin", role: "admin" },
] as const;

const PACKAGES = [
  {
    matnum: "RHC-WEEKLY",
    matname: "Regular home cleaning, weekly",
    startAfterDays: 2,
    jobs: ["J-RHC"],
  },
  {
    matnum: "EOT-2BED",
    matname: "End of tenancy clean, 2 bedrooms",
    startAfterDays: 3,
    jobs: ["J-EOT-CLEAN", "J-EOT-CHECK"],
  },
  { matnum: "DEEP-3H", matname: "Deep clean, 3 hours", startAfterDays: 2, jobs: ["J-DEEP"] },
  {
    matnum: "OFFICE-EVE",
    matname: "Office cleaning, evenings",
    startAfterDays: 5,
    jobs: ["J-OFFICE"],
  },
];

/** The business's time zone, whose date the demo data counts from (as `createApp`'s default). */
export const SEED_TIME_ZONE = "Europe/London";

export interface SeedOptions {
  /**
   * The day the demo data is dated around: bookings, requests, credit, messages and vouchers
   * are so many days before or after it. Default: the business's today on the wall clock.
   * Tests pass their clock's day.
   */
  today?: CalendarDate;
  /** Seed the demo staff logins. Default: outside production only. */
  demoStaff?: boolean;
  /** The brand whose words the demo content speaks. Default: the deployment's (`BRAND`). */
  brand?: Brand;
}

/** The seed day of `options`: its `today`, else the business's today now. */
export function seedDay(options: SeedOptions = {}): CalendarDate {
  const today = options.today ?? businessToday(SEED_TIME_ZONE, new Date());
  if (!isCalendarDate(today)) throw new RangeError(`The seed day is not a date: ${today}`);
  return today;
}

/** Empties the demo tables and fills them again, dated around the seed day. */
export async function seed(db: Db, options: SeedOptions = {}): Promise<void> {
  const today = seedDay(options);
  const hashes = await Promise.all(DEMO_CUSTOMERS.map(() => hashPassword(DEMO_PASSWORD)));
  const demoStaff = options.demoStaff ?? modeOf(environment()) !== "production";
  const staffHashes = demoStaff
    ? await Promise.all(DEMO_STAFF.map(() => hashPassword(DEMO_STAFF_PASSWORD)))
    : [];
  await db.transaction(async (tx) => {
    // Every table but the migrations' own, emptied in one statement (foreign keys included).
    const tables = await tx.query<{ tablename: string }>(
      "SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'schema_migrations'",
    );
    await tx.query(
      `TRUNCATE ${tables.map((t) => `"${t.tablename}"`).join(", ")} RESTART IDENTITY CASCADE`,
    );
    for (const [index, customer] of DEMO_CUSTOMERS.entries()) {
      await tx.query(
        // Both by card and bank transfer; bob also with each redirect gateway: 2c2p
        // and UK takepayments (alice has neither: the tests refusing a method use her).
        `INSERT INTO accounts (arnum, email, password_hash, firstname, lastname, mobile, postalcode, verified, c2p_enable, uktakepayments_enable)
         VALUES ($1, $2, $3, $4, $5, $6, $7, true, $8, $9)`,
        [
          customer.arnum,
          customer.email,
          hashes[index],
          customer.firstname,
          customer.lastname,
          customer.mobile,
          customer.postalcode,
          index === 1,
          index === 1,
        ],
      );
    }
    for (const [index, member] of DEMO_STAFF.entries()) {
      if (!demoStaff) break;
      await tx.query(
        `INSERT INTO staff_users (staff_id, email, name, role, password_hash)
         VALUES ($1, $2, $3, $4, $5)`,
        [member.staffId, member.email, member.name, member.role, staffHashes[index]],
      );
    }
    // Public holidays are not seeded: `holidays.ts` computes them for any year.
    for (const pkg of PACKAGES) {
      await tx.query(
        "INSERT INTO packages (matnum, matname, start_after_days) VALUES ($1, $2, $3)",
        [pkg.matnum, pkg.matname, pkg.startAfterDays],
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
    // Each domain's demo data, in the order their foreign keys need, in the brand's words.
    const branded = brandedQueries(tx, options.brand ?? serverBrand());
    await seedAccountArea(branded, today);
    await seedCatalogue(branded, today);
    await seedContent(branded);
  });
}

/**
 * Seeds only an empty database (the first start). A later start keeps the data as it is, dated
 * from the day it was first seeded.
 */
export async function seedIfEmpty(db: Db, options: SeedOptions = {}): Promise<boolean> {
  const [row] = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM accounts");
  if ((row?.n ?? 0) > 0) return false;
  await seed(db, options);
  return true;
}
