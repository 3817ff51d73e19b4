import { startSmtpServer } from "../apps/server/test/smtp-helpers";
import { expect, test, type Locator, type Page } from "./fixtures";
import { smtpPort } from "./smtp-port";
import { axeViolations } from "./support";

/**
 * Issue 19 on the built site: mail that reaches people (a real SMTP server in this process,
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
    await page.goto("/?q=login");
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

test("offline: a quiet banner, fields keep their input, pages give the offline page, and it recovers", async ({
  page,
  context,
}) => {
  await openWithoutBanner(page, "/");
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
    .toBe(true);

  const newsletter = page.getByRole("form", { name: "Newsletter" }).getByRole("textbox");
  await newsletter.fill("offline.reader@example.com");
  await context.setOffline(true);
  const banner = page.getByRole("region", { name: "Offline" });
  await expect(banner).toContainText("You are offline.");
  await expect(newsletter).toHaveValue("offline.reader@example.com");
  expect(await axeViolations(page)).toEqual([]);

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
  await page.route("**/service-worker.js", (route) =>
    route.fulfill({ status: 404, contentType: "text/html", body: "<h1>Not found</h1>" }),
  );
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
  // And no more reloads.
  await page.waitForTimeout(2_000);
  expect(loads).toBe(2);
  expect(await page.evaluate(() => sessionStorage.getItem("bookwell.sw-unregistered"))).toBe("1");
});
