import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { chromium } from "@playwright/test";

import { startSmtpServer } from "../apps/server/test/smtp-helpers";
import { expect, test, type Locator, type Page } from "./fixtures";
import { smtpPort } from "./smtp-port";
import { axeViolations, testCardExpiry } from "./support";

/**
 * On the built site: mail that reaches people (a real SMTP server in this process,
 * the one SMTP_URL names in playwright.config.ts), the installable app (manifest, sw.js),
 * offline mode, and the spec's service-worker.js check.
 */
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
test.beforeAll(async () => {
  smtp = await startSmtpServer(smtpPort);
});
test.afterAll(async () => {
  await smtp?.close();
});

/** The newest mail to `address` with this subject, once it has arrived. */
async function mailTo(address: string, subject: string) {
  await expect
    .poll(
      () =>
        smtp.received.filter((m) => m.to.includes(address) && m.parsed.subject === subject).length,
      { timeout: 20_000 },
    )
    .toBeGreaterThan(0);
  return smtp.received
    .filter((m) => m.to.includes(address) && m.parsed.subject === subject)
    .at(-1)!;
}

async function solveCaptcha(form: Locator): Promise<void> {
  await form.getByRole("checkbox", { name: "I'm not a robot" }).check();
  await expect(form.getByRole("status").filter({ hasText: "Verified" })).toBeVisible({
    timeout: 30_000,
  });
}

async function openWithoutBanner(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.getByRole("button", { name: "Accept" }).click();
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto("/?q=login");
  const dialog = page.getByRole("dialog", { name: "Login" });
  await dialog.getByRole("textbox", { name: "Email" }).fill(email);
  await dialog.getByRole("textbox", { name: "Password" }).fill(password);
  await dialog.getByRole("button", { name: "Login" }).click();
  await expect(page.getByText("Login successfully.").first()).toBeVisible();
}

const newcomer = {
  email: `mail.journey.${Date.now()}@example.com`,
  password: "Spring-clean-2026",
  newPassword: "Autumn-clean-2026",
};

test.describe.serial("mail", () => {
  test("sign up, open the verification link from the mail, log in", async ({ page }) => {
    await openWithoutBanner(page, "/");
    await page.getByRole("button", { name: "Login" }).click();
    await page
      .getByRole("dialog", { name: "Login" })
      .getByRole("button", { name: "Sign up" })
      .click();
    const dialog = page.getByRole("dialog", { name: /sign up/i });
    await dialog.getByRole("textbox", { name: "Postal code" }).fill("SE17PB");
    await dialog.getByRole("textbox", { name: "First name" }).fill("Mae");
    await dialog.getByRole("textbox", { name: "Last name" }).fill("Jordan");
    await dialog.getByRole("textbox", { name: /Phone/ }).fill("07700900777");
    await dialog.getByRole("textbox", { name: "Email" }).fill(newcomer.email);
    await dialog.getByRole("textbox", { name: "Password", exact: true }).fill(newcomer.password);
    await dialog.getByRole("textbox", { name: /Confirm password/i }).fill(newcomer.password);
    await solveCaptcha(dialog);
    await dialog
      .getByRole("button", { name: /sign up/i })
      .last()
      .click();
    await expect(dialog.getByText(/We've sent a verification link/).first()).toBeVisible();

    const mail = await mailTo(newcomer.email, "Verify your email address");
    expect(mail.parsed.html).toContain("Verify my email address");
    expect(mail.parsed.text).toContain("Hello Mae,");
    expect(mail.raw).not.toContain(newcomer.password);
    const link = /https?:\/\/\S+\/api\/user\/verify\?token=[\w-]{43}/.exec(
      mail.parsed.text ?? "",
    )?.[0];
    expect(link).toBeDefined();
    const { pathname, search } = new URL(link!);
    await page.goto(pathname + search);
    await expect(page.getByText("Registration successfully completed.")).toBeVisible();

    await logIn(page, newcomer.email, newcomer.password);
    await expect(page.getByRole("link", { name: "My Account" })).toBeVisible();
  });

  test("forgot password: the code from the mail sets a new password", async ({ page }) => {
    await openWithoutBanner(page, "/");
    await page.goto("/?q=forgotpassword");
    const dialog = page.getByRole("dialog", { name: "Forgot password" });
    await dialog.getByRole("textbox", { name: "Email" }).fill(newcomer.email);
    await dialog.getByRole("button", { name: "Send code" }).click();
    const mail = await mailTo(newcomer.email, "Your password reset code");
    const code = /\b(\d{6})\b/.exec(mail.parsed.text ?? "")?.[1];
    expect(code).toMatch(/^\d{6}$/);
    await dialog.getByRole("textbox", { name: "Digit 1 of 6" }).click();
    await page.keyboard.type(code!);
    await dialog.getByRole("textbox", { name: "New password" }).fill(newcomer.newPassword);
    await dialog.getByRole("textbox", { name: "Confirm password" }).fill(newcomer.newPassword);
    await dialog.getByRole("button", { name: "Reset password" }).click();
    await expect(page.getByText("Password reset successfully.").first()).toBeVisible();
    await logIn(page, newcomer.email, newcomer.newPassword);
  });

  test("a paid booking's confirmation mail carries the .ics with every session", async ({
    request,
  }) => {
    // Booked through the API (the booking journeys cover the pages): a weekly clean, paid by
    // the test gateway's card, for the account the tests above made.
    const login = await request.post("/api/user/login", {
      data: { userEmail: newcomer.email, pwd: newcomer.newPassword },
    });
    const { arnum } = (await login.json()).data as { arnum: string };
    const address = {
      shiptitle: "Ms",
      shipfirstname: "Mae",
      shiplastname: "Jordan",
      shipphone: "07700900777",
      shipemail: newcomer.email,
      shippostcode: "SE1 7PB",
      shipunitno: "2",
      shipaddr1: "Lower Marsh",
      shipaddr3: "United Kingdom",
      _saveAddress: false,
    };
    // The first weekday from a week ahead that takes the booking (a holiday or a full slot does not).
    let saved: { refnum: string; total: number } | null = null;
    for (let day = 7; day < 21 && !saved; day++) {
      const startdate = new Date(Date.now() + day * 86_400_000).toISOString().slice(0, 10);
      const answer = await request.post(`/api/booking/cart/${arnum}`, {
        data: [
          {
            matnum: "RHC-WEEKLY",
            jobnum: "J-RHC",
            qty: 1,
            startdate,
            shiftnum: "J-RHC-a",
            ...address,
          },
        ],
      });
      if (answer.ok()) saved = (await answer.json()).data;
    }
    expect(saved).not.toBeNull();
    const { refnum, total } = saved!;
    const billing = {
      title: "Ms",
      firstname: "Mae",
      lastname: "Jordan",
      mobile: "07700900777",
      email: newcomer.email,
      postcode: "SE1 7PB",
      unitno: "2",
      addr1: "Lower Marsh",
      addr2: "London",
      addr3: "United Kingdom",
    };
    const confirmed = await request.post(`/api/booking/cart/confirm/${refnum}`, {
      data: { ...billing, creditused: 0, paidamt: total, paymentref: "card" },
    });
    expect(confirmed.ok(), await confirmed.text()).toBe(true);
    const card = await request.post("/api/checkout/testgateway/tokenize", {
      data: {
        number: "4242424242424242",
        expMonth: testCardExpiry.month,
        expYear: testCardExpiry.year,
        cvc: "123",
      },
    });
    const { PaymentMethodId } = (await card.json()).data as { PaymentMethodId: string };
    const idempotencyKey = `ics-${Date.now()}`;
    const paid = await request.post("/api/checkout/initiatepayment", {
      headers: { "Idempotency-Key": idempotencyKey },
      data: {
        PaymentMethodId,
        paymentMethod: "testgateway",
        idempotencyKey,
        refnum,
        paidamt: total,
        creditused: 0,
        availcredit: 0,
        email: newcomer.email,
      },
    });
    expect(paid.ok(), await paid.text()).toBe(true);

    const confirmation = () =>
      smtp.received.find(
        (m) =>
          m.to.includes(newcomer.email) &&
          m.parsed.subject?.startsWith("Booking confirmed:") &&
          m.parsed.subject.includes(refnum),
      );
    await expect.poll(() => Boolean(confirmation()), { timeout: 20_000 }).toBe(true);
    const mail = confirmation()!;
    const ics = mail.parsed.attachments.find((file) => file.filename === `${refnum}.ics`);
    expect(ics?.contentType).toBe("text/calendar");
    const calendar = ics!.content.toString("utf8");
    // The booking's sessions, as My Bookings lists them: one event each, on its date.
    const day = (offset: number) =>
      new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const listed = await request.get(
      `/api/mybooking/active/${arnum}?datefrom=${day(0)}&dateto=${day(300)}`,
    );
    const bookings = (await listed.json()).data as {
      ticket: string;
      serviceDate: string;
    }[];
    const sessions = bookings.filter((booking) => booking.ticket === refnum);
    expect(sessions.length).toBeGreaterThan(0);
    expect(calendar.match(/BEGIN:VEVENT/g)).toHaveLength(sessions.length);
    // Each event's start, in the business's zone (DTSTART;TZID=...): the time zone's own
    // DTSTART lines (its daylight-saving changes) are not visits.
    const events = calendar.split("BEGIN:VEVENT").slice(1);
    const starts = events.map((event) => {
      const [, y, m, d] = /DTSTART[^:\r\n]*:(\d{4})(\d{2})(\d{2})/.exec(event) ?? [];
      return `${y}-${m}-${d}`;
    });
    expect(starts.sort()).toEqual(sessions.map((s) => s.serviceDate.slice(0, 10)).sort());
    expect(calendar).toContain(refnum);
  });
});

test("the app is installable: a manifest with the brand's icons, sw.js version 1", async ({
  page,
  request,
}) => {
  await page.goto("/");
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(href).toBe("/manifest.webmanifest");
  const manifest = await request.get(href!);
  expect(manifest.headers()["content-type"]).toContain("application/manifest+json");
  const data = await manifest.json();
  expect(data).toMatchObject({ short_name: "Bookwell", start_url: "/", display: "standalone" });
  for (const icon of data.icons as { src: string }[])
    expect((await request.get(icon.src)).status(), icon.src).toBe(200);
  const sw = await request.get("/sw.js");
  expect(sw.headers()["content-type"]).toContain("javascript");
  expect(await sw.text()).toContain("const SW_VERSION = 1;");
  // The page registers it, once loaded.
  await expect
    .poll(() =>
      page.evaluate(
        async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL ?? "",
      ),
    )
    .toMatch(/\/sw\.js$/);
});

test("Chromium's own check finds nothing that stops installing the app", async ({ baseURL }) => {
  // The verdict its install prompt (and Lighthouse's former PWA audit) uses. Not in the test's
  // own browser context: that one is off the record, and Chromium answers only "in-incognito"
  // there (a manifest answering 404 gave the same), so a profile of its own.
  const profile = await mkdtemp(path.join(tmpdir(), "bookwell-installable-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    headless: true,
    baseURL,
  });
  try {
    const page = await context.newPage();
    await page.goto("/");
    const cdp = await context.newCDPSession(page);
    // A manifest 404 here lists six errors (tried): the check is not vacuous.
    await expect
      .poll(async () =>
        (await cdp.send("Page.getInstallabilityErrors")).installabilityErrors.map(
          (error) => error.errorId,
        ),
      )
      .toEqual([]);
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
});

test("offline: a quiet banner, fields keep their input, pages give the offline page, and it recovers", async ({
  page,
  context,
}) => {
  await openWithoutBanner(page, "/");
  // The worker registered, active and controlling the page (a poll, so a worker that never
  // comes fails here by name, not at the test's timeout).
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
    .toBe(true);

  const newsletter = page.getByRole("form", { name: "Newsletter" }).getByRole("textbox");
  await newsletter.fill("offline.reader@example.com");
  await context.setOffline(true);
  const banner = page.getByRole("region", { name: "Offline" });
  await expect(banner).toContainText("You are offline.");
  await expect(newsletter).toHaveValue("offline.reader@example.com");
  // The home page is checked whole in routes.e2e.ts: here the banner it shows offline.
  expect(await axeViolations(page, banner)).toEqual([]);

  await page.goto("/about-us");
  await expect(page.getByRole("heading", { level: 1, name: "You are offline" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await context.setOffline(false);
  await page.getByRole("link", { name: "Try again" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "You are offline" })).toBeHidden();
  await expect(page.getByRole("region", { name: "Offline" })).toBeHidden();
  await expect(page).toHaveURL(/\/about-us$/);
});

test("service-worker.js answering 404 unregisters the worker and reloads once, no loop", async ({
  page,
}) => {
  await page.goto("/");
  await expect
    .poll(() =>
      page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length),
    )
    .toBe(1);
  let checks = 0;
  await page.route("**/service-worker.js", (route) => {
    checks += 1;
    return route.fulfill({ status: 404, contentType: "text/html", body: "<h1>Not found</h1>" });
  });
  let loads = 0;
  page.on("load", () => (loads += 1));
  await page.reload();
  // The reload the check made (a second load), then the worker gone.
  await expect.poll(() => loads).toBe(2);
  await page.waitForLoadState("load");
  await expect
    .poll(() =>
      page
        .evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)
        // A navigation under way destroys the page's context: ask again.
        .catch(() => -1),
    )
    .toBe(0);
  // And no more reloads: the second load's check answered, and the page done with it.
  await expect.poll(() => checks).toBe(2);
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))),
  );
  expect(loads).toBe(2);
  expect(await page.evaluate(() => sessionStorage.getItem("bookwell.sw-unregistered"))).toBe("1");
});
