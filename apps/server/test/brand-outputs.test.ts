import { inflateSync } from "node:zlib";

import { PGlite } from "@electric-sql/pglite";

import { brandDomain, type Brand } from "@bookwell/contract";
import { mailTemplates, mailThemes, renderMail, type MailInput } from "@bookwell/mail";
import { describe, expect, it } from "vitest";

import { serverBrand } from "../src/brand";
import { businessOf } from "../src/config";
import { pgliteDb } from "../src/db/db";
import { migrate } from "../src/db/migrate";
import { parseEnv } from "../src/environment";
import { invoiceOf } from "../src/invoice/invoice";
import { renderInvoicePdf } from "../src/invoice/pdf";
import { formatAmount } from "../src/mail/events";
import { mailFrom, mailSettings } from "../src/mail/settings";
import { seed } from "../src/seed";
import { testApp } from "./helpers";

/**
 * What the server writes, per brand (`BRAND=uk`, `BRAND=sg`): every mail template and the
 * invoice, as snapshots of their text, each also checked to carry its own brand's name,
 * currency and colours and none of the other brand's. A value that fell back to the other
 * brand (a hard-coded "£" or "Bookwell", the default tokens' colours) fails both.
 */

const envOf = (id: string) =>
  parseEnv({
    BRAND: id,
    PUBLIC_URL: "https://api.example",
    PUBLIC_SITE_URL: "https://site.example",
  });
const brands = { uk: serverBrand(envOf("uk")), sg: serverBrand(envOf("sg")) };
const other = (brand: Brand) => (brand.id === "uk" ? brands.sg : brands.uk);
const symbolOf = (brand: Brand) => formatAmount(100, brand.currency).replace(/[\d.,]/g, "");

/**
 * Every template of the registry (the test below fails on one left out), both kinds of the
 * templates that have two, in `brand`'s money.
 */
function mails(brand: Brand): MailInput[] {
  const money = (pence: number) => formatAmount(pence, brand.currency);
  const visit = { refnum: "BK100234", service: "Home cleaning, 3 hours", firstname: "Ann" };
  return [
    {
      template: "sign-up-verification",
      props: { firstname: "Ann", link: "https://api.example/api/user/verify?token=t", hours: 24 },
    },
    { template: "sign-up-existing", props: {} },
    { template: "password-reset-code", props: { code: "042917", minutes: 10 } },
    { template: "password-changed", props: {} },
    {
      template: "booking-confirmation",
      props: {
        ...visit,
        sessions: [{ date: "2026-12-01", start: "08:00", end: "11:00", label: "08:00 to 11:00" }],
        address: "1 Example Road",
        amount: money(21600),
        bookingUrl: "https://site.example/my-account/my-booking",
        invoiceUrl: "https://api.example/api/mybooking/invoice/BK100234",
      },
    },
    {
      template: "payment-needed",
      props: {
        ...visit,
        amount: money(7200),
        resumeUrl: "https://site.example/r",
        reason: "failed",
      },
    },
    {
      template: "payment-needed",
      props: {
        ...visit,
        amount: money(7200),
        resumeUrl: "https://site.example/r",
        deadline: "2026-11-27",
      },
    },
    {
      template: "date-changed",
      props: {
        ...visit,
        from: { date: "2026-12-01", label: "08:00 to 11:00" },
        to: { date: "2026-12-03", label: "13:00 to 16:00" },
        bookingUrl: "https://site.example/my-account/my-booking",
      },
    },
    { template: "refund-requested", props: { ...visit, amount: money(7200) } },
    {
      template: "booking-status",
      props: {
        ...visit,
        date: "2026-12-01",
        status: "completed",
        bookingUrl: "https://site.example/b",
      },
    },
    {
      template: "booking-status",
      props: {
        ...visit,
        date: "2026-12-01",
        status: "cancelled",
        reason: "No crew is free.",
        bookingUrl: "https://site.example/b",
      },
    },
    {
      template: "refund-decided",
      props: { ...visit, decision: "approved", amount: money(3000), to: "card" },
    },
    {
      template: "refund-decided",
      props: { ...visit, decision: "refused", reason: "The visit took place." },
    },
    {
      template: "top-up-receipt",
      props: {
        firstname: "Ann",
        reference: "TU2001",
        amount: money(10000),
        credit: money(11000),
        date: "2026-11-25",
      },
    },
    {
      template: "quotation-ready",
      props: {
        firstname: "Ann",
        refnum: "RQ3001",
        amount: money(48000),
        quotationUrl: "https://site.example/q",
      },
    },
  ] as MailInput[];
}

it("has a case for every template of the mail registry", () => {
  const covered = new Set<string>(mails(brands.uk).map((mail) => mail.template));
  const missing = Object.keys(mailTemplates).filter((name) => !covered.has(name));
  expect(missing, "add a case for each to mails() above").toEqual([]);
});

describe.each(Object.values(brands))("the $name brand's mails", (brand) => {
  const settings = mailSettings(envOf(brand.id));
  const palette = mailThemes[(brand.theme ?? "default") as keyof typeof mailThemes];
  const otherPalette = mailThemes[(other(brand).theme ?? "default") as keyof typeof mailThemes];

  it.each(mails(brand).map((mail, index) => [`${index + 1} ${mail.template}`, mail] as const))(
    "%s: its name, money and colours, none of the other brand's",
    async (_, mail) => {
      const rendered = await renderMail(mail, settings);
      // The calendar's DTSTAMP is the moment it was made: left out of the snapshot.
      const calendar = rendered.attachments
        .map((attachment) => attachment.content.replace(/^DTSTAMP:.*$/gm, "DTSTAMP:(now)"))
        .join("\n");
      const everything = [rendered.subject, rendered.text, rendered.html, calendar].join("\n");
      expect(rendered.text).toContain(brand.name);
      expect(rendered.html).toContain(palette.primary);
      expect(everything).not.toContain(other(brand).name);
      // Nor in a word of its own: the calendar's UIDs end with the brand's domain.
      expect(everything.toLowerCase()).not.toContain(other(brand).name.toLowerCase());
      if (calendar) expect(calendar).toContain(`-1@${brandDomain(brand)}\r\n`);
      expect(rendered.html).not.toContain(otherPalette.primary);
      expect(everything).not.toContain(symbolOf(other(brand)));
      if ((mail.props as { amount?: string }).amount) {
        expect(rendered.text).toContain(symbolOf(brand));
      }
      expect({ subject: rendered.subject, text: rendered.text, calendar }).toMatchSnapshot();
    },
  );

  it("is sent from the brand's sender and names its time zone and hotline", () => {
    expect(mailFrom(envOf(brand.id))).toContain(brand.name);
    expect(settings).toMatchObject({
      brandName: brand.name,
      phone: brand.contact.phone,
      timeZone: brand.timeZone,
    });
  });
});

/** The text runs of a PDF, in drawing order (as `account-invoice.test.ts` reads them). */
function pdfText(pdf: Uint8Array): string[] {
  const raw = Buffer.from(pdf).toString("latin1");
  const runs: string[] = [];
  for (const stream of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(stream[1]!, "latin1")).toString("latin1");
    } catch {
      continue;
    }
    for (const tj of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const parts = [...tj[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((hex) =>
        Buffer.from(hex[1]!, "hex").toString("latin1"),
      );
      runs.push(parts.join(""));
    }
  }
  return runs;
}

describe.each(Object.values(brands))("the $name brand's invoice", (brand) => {
  it("names its seller, tax and currency, none of the other brand's", async () => {
    const pdf = await renderInvoicePdf(
      invoiceOf({
        number: "INV-BK100234",
        issued: "2026-03-02",
        seller: businessOf(brand),
        customer: { name: "Ann Lee", email: "ann@example.com", address: ["1 Example Road"] },
        booking: {
          refnum: "BK100234",
          ticket: "CT5001",
          serviceType: "Home cleaning",
          serviceDate: "2026-03-04",
          status: "Paid",
        },
        lines: [
          { description: "Home cleaning, 3 hours", qty: 1, unitPence: 7200, discountPence: 0 },
        ],
        payment: { status: "paid-in-full" },
      }),
    );
    const runs = pdfText(pdf);
    const text = runs.join("\n");
    expect(runs[0]).toBe(brand.legal.name);
    expect(text).toContain(`${brand.invoice.taxName} number: ${brand.invoice.vatNumber}`);
    // Its own rate and fee, on its own figures: UK VAT 20% of £77.00 (£72.00 and the £5.00
    // fee) is £15.40; Singapore GST 9% of S$80.00 (S$72.00 and the S$8.00 fee) is S$7.20.
    const rate = `${brand.invoice.taxName} at ${brand.invoice.taxBasisPoints / 100}%`;
    expect(text).toContain(rate);
    expect(text).toContain(formatAmount(brand.id === "sg" ? 720 : 1540, brand.currency));
    expect(text).not.toContain(`at ${other(brand).invoice.taxBasisPoints / 100}%`);
    expect(runs).toContain(formatAmount(brand.serviceFee, brand.currency));
    expect(text).toContain(formatAmount(7200, brand.currency));
    expect(text).toContain(brand.invoice.footer.split(" ")[0]);
    expect(text).not.toContain(other(brand).name);
    expect(text).not.toContain(symbolOf(other(brand)));
    expect(runs).toMatchSnapshot();
  });
});

describe.each(Object.values(brands))("the $name brand's e-mail verification page", (brand) => {
  it("names the brand, in its language, never the other", async () => {
    const { app } = await testApp({ config: { brand } });
    const response = await app.request("/api/user/verify?token=not-a-token", {
      headers: { accept: "text/html" },
    });
    const page = await response.text();
    expect(page).toContain(`<title>${brand.name}</title>`);
    expect(page).toContain(`<html lang="${brand.locale}">`);
    expect(page).not.toContain(other(brand).name);
  });
});

describe.each(Object.values(brands))("the $name brand's demo content", (brand) => {
  it("speaks in its name and currency everywhere a customer reads it", async () => {
    const pglite = new PGlite();
    try {
      const db = pgliteDb(pglite);
      await migrate(db);
      await seed(db, { today: "2026-11-22", brand, demoStaff: false });
      // Every row of every table a customer's pages read, as text (JSON documents included).
      const tables = await db.query<{ tablename: string }>(
        "SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'schema_migrations'",
      );
      let text = "";
      for (const { tablename } of tables) {
        const rows = await db.query<{ row: string }>(`SELECT t::text AS row FROM "${tablename}" t`);
        text += rows.map((r) => r.row).join("\n");
      }
      expect(text).toContain(`${brand.name} Support`);
      expect(text).toContain(brand.legal.name);
      // Its legal name ending a sentence: one full stop ("Pte. Ltd. Registered in...").
      expect(text).not.toContain(`${brand.legal.name.replace(/\.$/, "")}..`);
      expect(text).not.toContain(other(brand).name);
      expect(text).not.toContain(symbolOf(other(brand)));
      if (brand.id === "sg") expect(text.toLowerCase()).not.toContain("bookwell");

      // Its content (the CMS pages, titles, services, blog, shop): its places, its law, its tax
      // and fee; its images its own set's.
      let content = "";
      for (const { tablename } of tables.filter((t) =>
        /^(cms_|page_metadata|content_)/.test(t.tablename),
      )) {
        const rows = await db.query<{ row: string }>(`SELECT t::text AS row FROM "${tablename}" t`);
        content += rows.map((r) => r.row).join("\n");
      }
      const fee = `a ${formatAmount(brand.serviceFee, brand.currency)} service fee`;
      expect(content).toContain(fee);
      expect(content).toContain(
        `${brand.invoice.taxName} at ${brand.invoice.taxBasisPoints / 100}%`,
      );
      const images = [...content.matchAll(/\/images\/[\w./-]+/g)].map((m) => m[0]);
      expect(images.length).toBeGreaterThan(50);
      if (brand.id === "sg") {
        expect(content).toContain("governed by the law of Singapore");
        expect(content).toContain("Personal Data Protection Act");
        const foreign =
          /London|England|Wales|\bUK\b|ico\.org\.uk|\bVAT\b|020 7946|\+44|Islington|Battersea|Nine Elms|Camden|Kentish Town|Walthamstow|Shoreditch|Marylebone|Clapham|Brixton|Ealing|Clerkenwell|Holloway|\bCQC\b|sort code|DBS check|Living Wage(?! Employer")|, (?:N|NW|E|EC|SW|W)\d+\b/g;
        expect(
          [...content.matchAll(foreign)].map((m) => content.slice(m.index - 40, m.index + 30)),
        ).toEqual([]);
        expect(images.filter((url) => !url.startsWith("/images/sg/"))).toEqual([]);
      } else {
        expect(content).toContain("governed by the law of England and Wales");
        expect(images.filter((url) => url.startsWith("/images/sg/"))).toEqual([]);
      }
    } finally {
      await pglite.close();
    }
  });
});
