import { randomBytes } from "node:crypto";

import { startSmtpServer } from "../apps/server/test/smtp-helpers";
import { spawnBuiltSite, type BuiltSite } from "./built-site";
import { expect, test, type Page } from "./fixtures";
import { alice, logInThroughDialog, pdfText } from "./support";
import { portFromEnv } from "./ports";

/**
 * The second brand end to end: the built site started with `BRAND=sg` (its own server, own
 * database, own SMTP catcher) shows Lion City Clean, its look (`data-brand="sg"`), language
 * and S$ in the shell, the content pages (the demo content seeded in its words) and the
 * account area; the server's mail, invoice and verification page and the staff console name it
 * too. None of them shows "£" or "Bookwell".
 */
const port = portFromEnv("E2E_BRAND_PORT", 3);
const smtpPort = portFromEnv("E2E_BRAND_SMTP_PORT", 6);
const baseURL = `http://127.0.0.1:${port}`;

let site: BuiltSite | undefined;
let smtp: Awaited<ReturnType<typeof startSmtpServer>> | undefined;
test.beforeAll(async () => {
  test.setTimeout(240_000);
  smtp = await startSmtpServer(smtpPort);
  site = spawnBuiltSite("the second brand's site", {
    BRAND: "sg",
    PORT: String(port),
    NODE_ENV: "production",
    PGLITE_DIR: "memory://",
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_POLL_MS: "250",
    PAYMENT_RETURN_SECRET: randomBytes(32).toString("hex"),
  });
  await site.listening;
});
test.afterAll(async () => {
  await site?.stop();
  await smtp?.close();
});

/** Neither the first brand's name nor its currency. */
function expectNoFirstBrand(text: string) {
  expect(text).not.toContain("Bookwell");
  expect(text).not.toContain("£");
}

/**
 * The second brand's own imagery: every content image the page names (an `<img>`, a
 * background) and every image it loads is under `/images/sg/`, and loads; none is one of the
 * first brand's files (`/images/...` outside it).
 */
async function expectOwnImages(page: Page, loaded: Map<string, number>) {
  const named = await page.evaluate(() => [
    ...[...document.images].flatMap((image) => [
      image.getAttribute("src") ?? "",
      ...(image.getAttribute("srcset") ?? "").split(",").map((part) => part.trim().split(" ")[0]!),
    ]),
    ...[...document.querySelectorAll<HTMLElement>("[style*='url(']")].map(
      (element) => element.style.backgroundImage,
    ),
  ]);
  const content = named.filter((url) => url.includes("/images/"));
  expect(content.length, page.url()).toBeGreaterThan(0);
  for (const url of [...content, ...loaded.keys()]) {
    expect(new URL(url, baseURL).pathname, page.url()).toMatch(/^\/images\/sg\//);
  }
  for (const [url, status] of loaded) expect(status, url).toBe(200);
}

async function open(page: Page, path: string) {
  await page.goto(`${baseURL}${path}`);
  await expect(page.locator("html")).toHaveAttribute("data-brand", "sg");
  await expect(page.locator("html")).toHaveAttribute("lang", "en-SG");
}

test("BRAND=sg: the site, the account area, a mail, the invoice and the server's page are Lion City Clean's", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await open(page, "/");
  await page.getByRole("button", { name: "Accept" }).click();
  await expect(page.getByRole("link", { name: /^Lion City Clean ?, home$/ })).toBeVisible();
  await expect(page.locator("header")).not.toContainText("Bookwell");

  // Every public page a customer reads, with its seeded content and its title: the home page's
  // sections, the footer, the CMS pages, the blog and the shop; each with its own images.
  const loaded = new Map<string, number>();
  page.on("response", (response) => {
    if (new URL(response.url()).pathname.includes("/images/"))
      loaded.set(response.url(), response.status());
  });
  for (const path of [
    "/",
    "/about-us",
    "/rate",
    "/how-it-works",
    "/faq",
    "/contact-us",
    "/blog",
    "/shop",
    "/privacy-policy",
    "/terms-and-condition",
  ]) {
    await open(page, path);
    await expect(page.getByRole("contentinfo")).toContainText("Lion City Clean");
    await expect(page.locator("main")).not.toBeEmpty();
    expectNoFirstBrand(`${await page.title()}\n${await page.locator("body").innerText()}`);
    await expectOwnImages(page, loaded);
  }
  await open(page, "/blog");
  await page
    .getByRole("link", { name: /Lion City Clean renews/ })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Lion City Clean");
  expectNoFirstBrand(`${page.url()}\n${await page.locator("body").innerText()}`);
  await open(page, "/?q=login");
  await logInThroughDialog(page, alice);
  // Signed in: the header's own link (the 3-second notice can pass unseen on a busy machine).
  await expect(page.getByRole("link", { name: "My Account" })).toBeVisible();

  // The account area: its pages in S$, its tabs the brand's (no placeholder tabs).
  await open(page, "/my-account/my-credits");
  await expect(page.locator("main")).toContainText("S$");
  expectNoFirstBrand(await page.locator("main").innerText());
  await open(page, "/my-account/my-profile");
  await expect(page.getByRole("tab", { name: "My Particulars" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Credit cards" })).toHaveCount(0);
  expectNoFirstBrand(await page.locator("main").innerText());
  await open(page, "/my-account/my-booking");
  await expect(page.getByRole("table", { name: "Active bookings" })).toBeVisible();
  expectNoFirstBrand(await page.locator("main").innerText());

  // A refund request with the brand's reasons and promise: its mail, caught by SMTP.
  await open(page, "/my-booking-details/active/BK-1001-05");
  await expect(page.getByRole("button", { name: "Request refund" })).toBeVisible();
  await expectOwnImages(page, loaded);
  await page.getByRole("button", { name: "Request refund" }).click();
  const refund = page.getByRole("dialog", { name: "Refund request" });
  await expect(refund).toContainText("We confirm refunds within 72 hours.");
  await refund
    .getByRole("combobox", { name: /Reason/ })
    .selectOption("The visit did not take place");
  await refund.getByRole("button", { name: "Submit" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Your request has been submitted successfully." }),
  ).toBeVisible();
  expectNoFirstBrand(await page.locator("main").innerText());
  await expect
    .poll(() => smtp!.received.filter((mail) => mail.to.includes(alice.email)).length, {
      timeout: 30_000,
    })
    .toBeGreaterThan(0);
  const mail = smtp!.received.filter((m) => m.to.includes(alice.email)).at(-1)!;
  const mailText = `${mail.parsed.subject}\n${mail.parsed.text}\n${mail.parsed.html}`;
  expect(mail.parsed.text).toContain("Lion City Clean");
  expect(mail.parsed.text).toMatch(/S\$\d/);
  expectNoFirstBrand(mailText);

  // The invoice: the brand's seller and currency.
  const invoice = await page.request.get(`${baseURL}/api/mybooking/invoice/BK-1001-05`);
  expect(invoice.status()).toBe(200);
  const invoiceText = pdfText(await invoice.body()).join("\n");
  expect(invoiceText).toContain("Lion City Clean Pte. Ltd.");
  expect(invoiceText).toMatch(/S\$\d/);
  expectNoFirstBrand(invoiceText);

  // The staff console's sign-in, in a context of its own (no customer session), in the
  // brand's name.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await staff.goto(`${baseURL}/staff/`);
  await expect(staff.getByText("Lion City Clean staff console").first()).toBeVisible();
  await expect(staff).toHaveTitle(/Lion City Clean staff console$/);
  expectNoFirstBrand(`${await staff.title()}\n${await staff.locator("body").innerText()}`);
  await staffContext.close();

  // The e-mail verification page the server itself writes.
  await page.goto(`${baseURL}/api/user/verify?token=no-such-token`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Lion City Clean");
  expectNoFirstBrand(await page.content());
});
