import { messages } from "@bookwell/contract";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Clock } from "../src/config";
import type { Db } from "../src/db/db";
import {
  createMailDrainer,
  MAIL_OFF_WARNING,
  queueMail,
  retryDelayMs,
  smtpTransport,
  startMail,
  type MailTransport,
} from "../src/mail/index";
import { accountApp } from "./account-helpers";
import { confirm, pay, tokenize, withCart } from "./cart-helpers";
import { FIXED_NOW } from "./global-setup";
import { freshDb, testApp } from "./helpers";
import { startSmtpServer } from "./smtp-helpers";
import { AGENT, staffLogin } from "./staff-helpers";

type App = Awaited<ReturnType<typeof testApp>>;
type Smtp = Awaited<ReturnType<typeof startSmtpServer>>;

let smtp: Smtp;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.close());

const FROM = '"Bookwell" <no-reply@bookwell.test>';

/** A clock the test moves by hand. */
function movableClock(start = FIXED_NOW): Clock & { advance(ms: number): void } {
  let now = new Date(start).getTime();
  return { now: () => new Date(now), advance: (ms) => void (now += ms) };
}

async function solvedCaptcha({ request }: App): Promise<string> {
  const { data: challenge } = await (await request("/api/captcha/challenge")).json();
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

const dana = {
  title: "Ms",
  postalcode: "SW11 4PL",
  firstname: "Dana",
  lastname: "Reed",
  mobile: "07700900104",
  email: "dana@example.com",
  encryptedPWD: "Dana-pass-2026",
};

const input = (n: number) => ({
  template: "password-reset-code" as const,
  props: { code: String(n).padStart(6, "0"), minutes: 10 },
});

const mailsTo = (address: string) => smtp.received.filter((mail) => mail.to.includes(address));

describe("mail through a real SMTP server", () => {
  it("sign-up: the mail has both parts, and its link makes the account that then logs in", async () => {
    const app = await testApp();
    const drainer = createMailDrainer({ db: app.db, transport: smtpTransport(smtp.url, FROM) });
    const signUp = await app.request("/api/user/basicsignup", {
      method: "POST",
      json: { ...dana, altcha: await solvedCaptcha(app) },
    });
    expect((await signUp.json()).meta.message).toBe(messages.verificationLinkSent);
    // Queued, not sent: the answer did not wait for SMTP.
    expect(mailsTo(dana.email)).toHaveLength(0);

    expect(await drainer.drainOnce()).toEqual({ sent: 1, failed: 0 });
    const [mail] = mailsTo(dana.email);
    expect(mail?.parsed.subject).toBe("Verify your email address");
    expect(mail?.parsed.from?.value[0]).toEqual({
      name: "Bookwell",
      address: "no-reply@bookwell.test",
    });
    expect(mail?.parsed.html).toContain("Verify my email address");
    expect(mail?.parsed.text).toContain("Hello Dana,");
    // No password in any part (the form's password, nor its hash).
    expect(mail?.raw).not.toContain(dana.encryptedPWD);
    expect(mail?.raw).not.toContain("$argon2");

    const link = /https?:\/\/\S+\/api\/user\/verify\?token=[\w-]{43}/.exec(
      mail?.parsed.text ?? "",
    )?.[0];
    expect(link).toBeDefined();
    expect(mail?.parsed.html).toContain(`href="${link}"`);
    const url = new URL(link!);
    const opened = await app.request(url.pathname + url.search);
    expect(opened.status).toBe(200);
    expect((await opened.json()).meta.message).toBe(messages.registrationSuccess);
    const login = await app.request("/api/user/login", {
      method: "POST",
      json: { userEmail: dana.email, pwd: dana.encryptedPWD },
    });
    expect(login.status).toBe(200);
    // Sent once: a second look finds nothing.
    expect(await drainer.drainOnce()).toEqual({ sent: 0, failed: 0 });
    expect(mailsTo(dana.email)).toHaveLength(1);
  });

  it("forgot password: the code from the mail sets the new password", async () => {
    const app = await testApp();
    const drainer = createMailDrainer({ db: app.db, transport: smtpTransport(smtp.url, FROM) });
    await app.request("/api/user/validate?email=bob@example.com", { method: "POST" });
    await drainer.drainOnce();
    const [mail] = mailsTo("bob@example.com").slice(-1);
    expect(mail?.parsed.subject).toBe("Your password reset code");
    const code = /\b(\d{6})\b/.exec(mail?.parsed.text ?? "")?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(mail?.parsed.html).toContain(code);
    const reset = await app.request("/api/user/resetpwd", {
      method: "POST",
      json: { email: "bob@example.com", OTP: code, encryptedNewPWD: "Bob-new-pass-2026" },
    });
    expect((await reset.json()).meta.message).toBe(messages.passwordResetSuccess);
    const login = await app.request("/api/user/login", {
      method: "POST",
      json: { userEmail: "bob@example.com", pwd: "Bob-new-pass-2026" },
    });
    expect(login.status).toBe(200);
  });

  it("a paid booking: the confirmation with every visit, the address, the amount and the .ics; no card number", async () => {
    const app = await withCart();
    const drainer = createMailDrainer({ db: app.db, transport: smtpTransport(smtp.url, FROM) });
    const before = mailsTo("alice@example.com").length;
    await confirm(app);
    const card = "4242424242424242";
    const paid = await pay(app, await tokenize(app, card), "key-mail-1");
    expect((await paid.json()).data.transactionId).toBeTruthy();
    await drainer.drainOnce();
    const mails = mailsTo("alice@example.com").slice(before);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.parsed.subject).toBe(
      `Booking confirmed: Regular home cleaning, weekly (${app.summary.refnum})`,
    );
    expect(mail?.parsed.text).toContain("4, Buckingham Palace Road, SW1A 1AA");
    expect(mail?.parsed.text).toContain(`£${app.summary.total.toFixed(2)}`);
    expect(mail?.parsed.text).toContain("Wednesday 25 Nov 2026");
    const ics = mail?.parsed.attachments.find(
      (file) => file.filename === `${app.summary.refnum}.ics`,
    );
    expect(ics?.contentType).toBe("text/calendar");
    const calendar = ics?.content.toString("utf8") ?? "";
    expect(calendar).toContain("BEGIN:VEVENT");
    expect(calendar).toContain("DTSTART;TZID=Europe/London:20261125T");
    expect(calendar).toContain("LOCATION:4\\, Buckingham Palace Road\\, SW1A 1AA");
    expect(mail?.raw).not.toContain(card);
    expect(mail?.raw).not.toContain("4242 4242");
    // The same event in My Inbox.
    const inbox = await app.db.query<{ message: string; sender: string }>(
      "SELECT message, sender FROM inbox_messages WHERE arnum = 'AR1001' AND message LIKE $1",
      [`%${app.summary.refnum}%`],
    );
    expect(inbox).toHaveLength(1);
    expect(inbox[0]?.sender).toBe("Bookwell");
    expect(inbox[0]?.message).toContain("Your booking is confirmed");
    expect(inbox[0]?.message).not.toMatch(/<html|<body|<script/);
  });

  it("a refused send is retried after a backoff, then delivered once", async () => {
    const db = await freshDb();
    const clock = movableClock();
    const logs: string[] = [];
    const drainer = createMailDrainer({
      db,
      clock,
      log: (line) => logs.push(line),
      transport: smtpTransport(smtp.url, FROM),
    });
    await queueMail(
      db,
      "retry@example.com",
      { template: "password-reset-code", props: { code: "123456", minutes: 10 } },
      { now: clock.now() },
    );
    smtp.refuse(1);
    expect(await drainer.drainOnce()).toEqual({ sent: 0, failed: 1 });
    expect(logs.join("\n")).toMatch(/mail \d+ not sent \(attempt 1 of 8\)/);
    // The log names the mail, never its code.
    expect(logs.join("\n")).not.toContain("123456");
    // Not due again before the backoff.
    clock.advance(retryDelayMs(1) - 1_000);
    expect(await drainer.drainOnce()).toEqual({ sent: 0, failed: 0 });
    clock.advance(2_000);
    expect(await drainer.drainOnce()).toEqual({ sent: 1, failed: 0 });
    expect(mailsTo("retry@example.com")).toHaveLength(1);
    const [row] = await db.query<{ status: string; attempts: number }>(
      "SELECT status, attempts FROM outbox WHERE recipient = 'retry@example.com'",
    );
    expect(row).toEqual({ status: "sent", attempts: 2 });
  });
});

describe("account events: mail and My Inbox", () => {
  it("a changed date: both dates and windows, in the mail and in the inbox", async () => {
    const { request, alice, db } = await accountApp();
    const drainer = createMailDrainer({ db, transport: smtpTransport(smtp.url, FROM) });
    const before = mailsTo("alice@example.com").length;
    const changed = await request("/api/mybooking/details/changedate/BK-1001-02", {
      method: "POST",
      cookie: alice,
      json: { refnum: "BK-1001-02", requestDate: "2026-12-02", shiftnum: "J-RHC-c" },
    });
    expect(changed.status).toBe(200);
    await drainer.drainOnce();
    const [mail] = mailsTo("alice@example.com").slice(before);
    expect(mail?.parsed.subject).toBe("New date for your visit (BK-1001-02)");
    expect(mail?.parsed.text).toMatch(/Monday 30 Nov 2026, \d\d:\d\d to \d\d:\d\d/);
    expect(mail?.parsed.text).toContain("Wednesday 02 Dec 2026, 13:00 to");
    const inbox = await (await request("/api/myinbox/AR1001", { cookie: alice })).json();
    const newest = inbox.data[0];
    expect(newest).toMatchObject({ sender: "Bookwell", unread: true });
    expect(newest.message).toContain("Your visit has a new date");
    expect(newest.message).toContain("Wednesday 02 Dec 2026");
  });

  it("a refund request: the amount in the mail, the message in the inbox", async () => {
    const { request, alice, db } = await accountApp();
    const drainer = createMailDrainer({ db, transport: smtpTransport(smtp.url, FROM) });
    const before = mailsTo("alice@example.com").length;
    const refund = await request("/api/mybooking/details/refund/BK-1001-05", {
      method: "POST",
      cookie: alice,
      json: {
        refnum: "BK-1001-05",
        reason: "The cleaning was not done as booked",
        remark: "The oven was missed.",
      },
    });
    expect(refund.status).toBe(200);
    await drainer.drainOnce();
    const [mail] = mailsTo("alice@example.com").slice(before);
    expect(mail?.parsed.subject).toBe("Refund requested: BK-1001-05");
    expect(mail?.parsed.text).toMatch(/Amount\s+£\d+\.\d\d/);
    const [row] = await db.query<{ message: string }>(
      "SELECT message FROM inbox_messages WHERE arnum = 'AR1001' ORDER BY sent_at DESC LIMIT 1",
    );
    expect(row?.message).toContain("We have your refund request");
  });

  it("a paid top-up: the receipt, and the message in the inbox", async () => {
    const { request, alice, db } = await accountApp();
    const drainer = createMailDrainer({ db, transport: smtpTransport(smtp.url, FROM) });
    const before = mailsTo("alice@example.com").length;
    const created = await request("/api/mycredit/AR1001", {
      method: "POST",
      cookie: alice,
      json: { arnum: "AR1001", payref: "card", qty: 100, idempotencyKey: "topup-mail-0001" },
    });
    const refnum = (await created.json()).data.refnum as string;
    const paid = await request("/api/checkout/initiatetopup", {
      method: "POST",
      cookie: alice,
      json: {
        PaymentMethodId: "pm_card_visa",
        paymentMethod: "testgateway",
        idempotencyKey: "pay-mail-0001",
        paidamt: 100,
        arnum: "AR1001",
        refnum,
      },
    });
    expect((await paid.json()).data.transactionId).toBeTruthy();
    await drainer.drainOnce();
    const [mail] = mailsTo("alice@example.com").slice(before);
    expect(mail?.parsed.subject).toBe(`Receipt for your top-up (${refnum})`);
    expect(mail?.parsed.text).toContain("£100.00");
    const [row] = await db.query<{ message: string }>(
      "SELECT message FROM inbox_messages WHERE arnum = 'AR1001' ORDER BY sent_at DESC LIMIT 1",
    );
    expect(row?.message).toContain("Your top-up receipt");
  });

  it("a priced request: the quotation's total and its link", async () => {
    const { request, db } = await accountApp();
    const drainer = createMailDrainer({ db, transport: smtpTransport(smtp.url, FROM) });
    const before = mailsTo("alice@example.com").length;
    const agent = await staffLogin({ request }, AGENT.email);
    const priced = await request("/api/staff/requests/RQ-1001-2/quotation", {
      method: "PUT",
      json: { lines: [{ matnum: "RHC-WEEKLY", qty: 4, sessionQty: 4, base: 45 }] },
      cookie: agent,
    });
    expect(priced.status).toBe(200);
    const sent = await request("/api/staff/requests/RQ-1001-2/send", {
      method: "POST",
      cookie: agent,
    });
    expect(sent.status).toBe(200);
    await drainer.drainOnce();
    const [mail] = mailsTo("alice@example.com").slice(before);
    expect(mail?.parsed.subject).toBe("Your quotation is ready (RQ-1001-2)");
    expect(mail?.parsed.html).toContain("/my-request-quotation/RQ-1001-2");
    expect(mail?.parsed.text).toContain("£180.00");
  });
});

describe("the queue", () => {
  /** A transport that records, slowly (so two drainers overlap). */
  function recorder(delayMs = 5) {
    const sent: string[] = [];
    const transport: MailTransport = {
      async send(mail) {
        await new Promise((resolve) => setTimeout(resolve, delayMs));
        sent.push(mail.to);
      },
    };
    return { sent, transport };
  }

  async function queued(db: Db, count: number, now: Date) {
    for (let n = 1; n <= count; n += 1) await queueMail(db, `q${n}@example.com`, input(n), { now });
  }

  it("two drainers at once send every mail exactly once", async () => {
    const db = await freshDb();
    const clock = movableClock();
    await queued(db, 24, clock.now());
    const one = recorder();
    const two = recorder();
    const first = createMailDrainer({ db, clock, transport: one.transport, batchSize: 1 });
    const second = createMailDrainer({ db, clock, transport: two.transport, batchSize: 1 });
    const [a, b] = await Promise.all([first.drainOnce(), second.drainOnce()]);
    expect(a.sent + b.sent).toBe(24);
    const all = [...one.sent, ...two.sent].sort();
    expect(all).toEqual([...new Set(all)]);
    expect(all).toHaveLength(24);
    // On PostgreSQL the two run side by side on their own connections, and both get work; PGlite
    // has one connection, so there they take turns (still each mail once).
    if (process.env.DATABASE_URL) {
      expect(one.sent.length).toBeGreaterThan(0);
      expect(two.sent.length).toBeGreaterThan(0);
    }
  });

  it.skipIf(!process.env.DATABASE_URL)(
    "a mail another server copy holds (row locked) is skipped, not waited for (PostgreSQL)",
    async () => {
      const db = await freshDb();
      const clock = movableClock();
      await queued(db, 3, clock.now());
      const { sent, transport } = recorder(0);
      const drainer = createMailDrainer({ db, clock, transport });
      await db.transaction(async (tx) => {
        await tx.query("SELECT id FROM outbox WHERE recipient = 'q1@example.com' FOR UPDATE");
        // While the other copy holds q1, this one sends the rest without waiting.
        expect(await drainer.drainOnce()).toEqual({ sent: 2, failed: 0 });
      });
      expect(sent.sort()).toEqual(["q2@example.com", "q3@example.com"]);
      expect(await drainer.drainOnce()).toEqual({ sent: 1, failed: 0 });
    },
  );

  it("survives a restart: a claim left by a dead process is taken again after its lease, not before", async () => {
    const db = await freshDb();
    const clock = movableClock();
    await queued(db, 1, clock.now());
    // A process claimed the mail and died before sending it.
    const dead: MailTransport = { send: () => new Promise(() => undefined) };
    void createMailDrainer({ db, clock, transport: dead, leaseMs: 60_000 }).drainOnce();
    await expect
      .poll(async () => (await db.query("SELECT 1 FROM outbox WHERE status = 'sending'")).length)
      .toBe(1);
    const { sent, transport } = recorder(0);
    const restarted = createMailDrainer({ db, clock, transport, leaseMs: 60_000 });
    expect(await restarted.drainOnce()).toEqual({ sent: 0, failed: 0 });
    clock.advance(61_000);
    expect(await restarted.drainOnce()).toEqual({ sent: 1, failed: 0 });
    expect(sent).toEqual(["q1@example.com"]);
  });

  it("gives up after the last attempt and says so", async () => {
    const db = await freshDb();
    const clock = movableClock();
    await queued(db, 1, clock.now());
    const logs: string[] = [];
    const failing: MailTransport = {
      send: async () => Promise.reject(new Error("550 no such user")),
    };
    const drainer = createMailDrainer({
      db,
      clock,
      transport: failing,
      maxAttempts: 3,
      log: (l) => logs.push(l),
    });
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect(await drainer.drainOnce()).toEqual({ sent: 0, failed: 1 });
      clock.advance(retryDelayMs(attempt) + 1);
    }
    expect(await drainer.drainOnce()).toEqual({ sent: 0, failed: 0 });
    const [row] = await db.query<{ status: string; last_error: string }>(
      "SELECT status, last_error FROM outbox",
    );
    expect(row).toEqual({ status: "failed", last_error: "Error: 550 no such user" });
    expect(logs.at(-1)).toContain("giving up");
  });

  it("blanks a delivered mail's content when told to (production), keeping who and what", async () => {
    const db = await freshDb();
    const clock = movableClock();
    await queued(db, 1, clock.now());
    const drainer = createMailDrainer({
      db,
      clock,
      transport: recorder(0).transport,
      scrubSent: true,
    });
    await drainer.drainOnce();
    const [row] = await db.query<{ subject: string; body: string; html: string | null }>(
      "SELECT subject, body, html FROM outbox",
    );
    expect(row).toEqual({ subject: "Your password reset code", body: "", html: null });
  });
});

describe("start-up", () => {
  it("in production without SMTP_URL, warns that mail is off", () => {
    const warnings: string[] = [];
    startMail(
      {} as Db,
      { NODE_ENV: "production" },
      { log: () => undefined, warn: (l) => warnings.push(l) },
    );
    expect(warnings).toEqual([MAIL_OFF_WARNING]);
  });

  it("in development without SMTP_URL, points at the mailbox and sends nothing", () => {
    const lines: string[] = [];
    startMail(
      {} as Db,
      { NODE_ENV: "development" },
      { log: (l) => lines.push(l), warn: (l) => lines.push(l) },
    );
    expect(lines).toEqual(["Mail: captured, not sent (no SMTP_URL): read it at /api/dev/mailbox"]);
  });

  it("in the demo (production build, DEMO=1) captures mail for the mailbox, no warning", () => {
    const lines: string[] = [];
    startMail(
      {} as Db,
      { NODE_ENV: "production", DEMO: "1" },
      { log: (l) => lines.push(l), warn: (l) => lines.push(l) },
    );
    expect(lines).toEqual(["Mail: captured, not sent (no SMTP_URL): read it at /api/dev/mailbox"]);
  });

  it("with SMTP_URL, sends queued mail by itself and never logs the URL's password", async () => {
    const db = await freshDb();
    const lines: string[] = [];
    const url = smtp.url.replace("smtp://", "smtp://user:hunter2@");
    await queueMail(db, "started@example.com", input(7));
    const mail = startMail(
      db,
      { SMTP_URL: url, MAIL_POLL_MS: "100" },
      { log: (l) => lines.push(l), warn: (l) => lines.push(l) },
    );
    await expect.poll(() => mailsTo("started@example.com").length, { timeout: 5_000 }).toBe(1);
    await mail.stop();
    expect(lines.join("\n")).toContain("Mail: sent through smtp://127.0.0.1:");
    expect(lines.join("\n")).not.toContain("hunter2");
  });
});

describe("the development mailbox", () => {
  it("shows queued mail with its link, and the HTML part under a script-free policy", async () => {
    const app = await testApp();
    await app.request("/api/user/validate?email=bob@example.com", { method: "POST" });
    const page = await app.request("/api/dev/mailbox");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Development mailbox");
    expect(html).toContain("Your password reset code");
    expect(html).toContain("To bob@example.com");
    const id = /href="\/api\/dev\/mailbox\/(\d+)"/.exec(html)?.[1];
    const part = await app.request(`/api/dev/mailbox/${id}`);
    expect(part.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(await part.text()).toContain("Your password reset code");
  });

  it("is refused in production (404)", async () => {
    const app = await testApp({ config: { development: false } });
    expect((await app.request("/api/dev/mailbox")).status).toBe(404);
    expect((await app.request("/api/dev/mailbox/1")).status).toBe(404);
  });
});
