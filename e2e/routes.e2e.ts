import { expect, type Page, test } from "./fixtures";
import { axeViolations, expectReflows, REFLOW_WIDTH } from "./support";

/**
 * visitor-and-entry.md section 2, row by row: every public path and alias answers with its
 * screen, the permanent redirects are 301s on the wire, the session-guarded routes send a
 * visitor home, anything else goes to "/", and every page passes axe (WCAG 2.2 AA tags with
 * `target-size`) and then reflows at 320 px (WCAG 1.4.10: the page narrowed as a zoom does,
 * on the same visit; reflow.e2e.ts checks the other pages and the dialogs).
 */
const publicRoutes: ReadonlyArray<[path: string, heading: RegExp]> = [
  ["/", /./],
  ["/about-us", /about/i],
  ["/enquiry", /enquiry/i],
  ["/corporate-enquiry", /enquiry/i],
  ["/rate", /rate/i],
  ["/how-it-works", /how it works/i],
  ["/faq", /faq|frequently asked/i],
  ["/contact-us", /contact/i],
  ["/blog", /blog/i],
  ["/shop", /shop/i],
  ["/privacy-policy", /privacy/i],
  ["/terms-and-condition", /terms and conditions/i],
  ["/terms-service", /terms of use/i],
  ["/service-crew", /service crew/i],
  ["/404", /not found/i],
  ["/thankyou", /thank you/i],
  ["/our-services", /services/i],
];

/**
 * The other path of a page above (the route table gives both to one page module): its screen
 * only, since the page, its hydration and axe are checked at the first path.
 */
const aliasRoutes: ReadonlyArray<[path: string, heading: RegExp]> = [
  ["/aboutus", /about/i],
  ["/ourrates", /rate/i],
  ["/terms-of-use", /terms of use/i],
  ["/servicecrew", /service crew/i],
];

const guardedRoutes = [
  "/addon-listing",
  "/schedule-assessment",
  "/payment-successfully",
  "/paynow-qrcode",
  "/my-account/my-profile",
  "/my-account/my-booking",
  "/my-booking-details/active/BK1",
  "/my-account/my-request",
  "/my-request-quotation/RQ1",
  "/my-account/my-credits",
  "/my-account/my-inbox",
  "/my-account/my-feedback",
];

/** React's hydration failures (production builds report them by number) and a page's crashes. */
const HYDRATION_FAILURE = /Minified React error #(418|419|421|422|423|425)\b|hydrat/i;

for (const [path, heading] of publicRoutes) {
  test(`${path} shows its screen, hydrates cleanly, passes axe and reflows at 320 px`, async ({
    page,
  }) => {
    const failures: string[] = [];
    page.on("pageerror", (error) => failures.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error" && HYDRATION_FAILURE.test(message.text())) {
        failures.push(message.text());
      }
    });
    const response = await page.goto(path);
    expect(response?.status()).toBeLessThan(400);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    expect(await axeViolations(page)).toEqual([]);
    // Hydration is over once SafeHtml has dropped the server's marks (the header's
    // announcements carry them on every page); the server HTML must have been kept.
    await page.waitForFunction(() => !document.querySelector("[data-server-sanitised]"));
    expect(failures).toEqual([]);
    await page.setViewportSize({ width: REFLOW_WIDTH, height: 640 });
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    await expectReflows(page, path);
  });
}

/** One page for them all: each a navigation of its own, the browser's cache warm. */
test("the other path of each page shows its screen", async ({ page }) => {
  for (const [path, heading] of aliasRoutes) {
    await test.step(path, async () => {
      const response = await page.goto(path);
      expect(response?.status(), path).toBeLessThan(400);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      if (path === "/terms-of-use") {
        // The path reflow.e2e.ts visited for this page: it stays checked at 320 px.
        await page.setViewportSize({ width: REFLOW_WIDTH, height: 640 });
        await expectReflows(page, path);
        await page.setViewportSize({ width: 1280, height: 720 });
      }
    });
  }
});

test("a page reached in the browser gets its own head from the CMS, without the browser loading every url's", async ({
  page,
}) => {
  const metadataCalls: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/cms/_metadata/list")) metadataCalls.push(request.url());
  });
  await page.goto("/");
  await page.waitForFunction(() => !document.querySelector("[data-server-sanitised]"));
  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents.push(request.url());
  });
  await page.locator('a[href="/how-it-works"]').first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/how it works/i);
  // The CMS's title and description for this url, as its own first HTML has them.
  await expect(page).toHaveTitle("How It Works | Bookwell");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    "content",
    /how booking a Bookwell cleaner works/,
  );
  expect(documents, "a navigation in the browser, not a new page").toEqual([]);
  expect(metadataCalls, "the browser never loads every url's metadata").toEqual([]);
});

test("the first HTML carries the page's content, title, description and canonical link", async ({
  request,
  baseURL,
}) => {
  const response = await request.get("/faq");
  const html = await response.text();
  expect(html).toMatch(/<h1[^>]*>/);
  expect(html).toMatch(/<title>[^<]+<\/title>/);
  expect(html).toMatch(/<meta name="description" content="[^"]+"/);
  expect(html).toContain(`<link rel="canonical" href="${baseURL}/faq"`);
});

for (const [from, to] of [
  ["/index", "/"],
  ["/ourservices", "/our-services"],
  ["/ourservices/regular-home-cleaning", "/regular-home-cleaning"],
] as const) {
  test(`${from} redirects permanently to ${to}`, async ({ request }) => {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(new URL(response.headers()["location"]!, "http://x").pathname).toBe(to);
  });
}

for (const path of guardedRoutes) {
  test(`${path} sends a visitor home`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
  });
}

test("a service page that does not exist goes to /404", async ({ page }) => {
  await page.goto("/no-such-service-page");
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/not found/i);
});

test("a service page's parts take no press until their script has arrived, then work", async ({
  page,
}) => {
  // A phone's width: the photos scroll two at a time there, so Next moves them.
  await page.setViewportSize({ width: 375, height: 812 });
  // The parts' scripts (photos, questions, question form) are held: the page has hydrated, the
  // parts are in its HTML, and a press on their controls is not taken (React would drop it).
  const release = await holdRequests(
    page,
    /\/assets\/(service-carousel|accordion-list|forms\.entry)-[\w-]+\.js$/,
  );
  await page.goto("/regular-home-cleaning");
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"));

  const atHome = page.getByRole("button", { name: "Do I need to be at home?" });
  const photos = page.getByRole("region", { name: "Regular Home Cleaning photos" });
  const form = page.getByRole("form", { name: "Have a Question?" });
  await expect(atHome).toBeVisible();
  await expect(atHome.locator("xpath=ancestor::*[@data-pending]")).toHaveCount(1);
  await expect(atHome).toHaveCSS("pointer-events", "none");
  await expect(page.getByText("Most customers give us a key")).toBeHidden();

  release();
  await expect(page.locator("[data-pending]")).toHaveCount(0);
  await atHome.click();
  await expect(page.getByText("Most customers give us a key")).toBeVisible();
  await photos.getByRole("button", { name: "Next slide" }).click();
  await expect(photos.getByRole("group", { name: "2 of 3" })).toHaveAttribute(
    "data-state",
    "current",
  );
  await form.getByRole("textbox", { name: "Name" }).fill("Alice");
  await form.getByRole("textbox", { name: "Email address" }).fill("alice@example.com");
  await expect(form.getByRole("textbox", { name: "Name" })).toHaveValue("Alice");
  // One press, one toggle.
  await atHome.click();
  await expect(page.getByText("Most customers give us a key")).toBeHidden();
});

/** Holds the requests whose address `url` matches until the function it returns is called. */
async function holdRequests(page: Page, url: RegExp): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, (route) => released.then(() => route.continue()));
  return release;
}

test("the listing's module starts loading the sanitiser before the packages are asked for", async ({
  page,
}) => {
  // A reload with the listing's state, as a customer's own (the state set on the offline page,
  // which has no scripts). The packages' descriptions need the sanitiser before the cards
  // show: asked by the kit's listing module as it runs, it is on its way before hydration and
  // the packages' call, not one request after them.
  const asked: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (/\/assets\/sanitise-[\w-]+\.js$/.test(pathname)) asked.push("sanitiser");
    if (/^\/api\/booking\/[^/]+\/packages$/.test(pathname)) asked.push("packages");
  });
  await page.goto("/offline.html");
  await page.evaluate(() =>
    history.replaceState({ usr: { matcatnum: "RHC" }, key: "e2e", idx: 0 }, "", "/package-listing"),
  );
  await page.reload();
  await expect(page.getByRole("heading", { name: "Regular home cleaning" }).first()).toBeVisible();
  expect(asked).toEqual(["sanitiser", "packages"]);
});

test("the listing loads the answer schemas of its own calls, not the account area's", async ({
  page,
}) => {
  // The client loads the schemas by part of the API (packages/contract/src/responses): the
  // listing's packages are a booking call; a visitor's listing makes no account call, so the
  // account area's schemas (and their entities) stay off the line while the page loads.
  const parts: string[] = [];
  page.on("request", (request) => {
    const part = /\/assets\/(\w+)-responses-[\w-]+\.js$/.exec(new URL(request.url()).pathname);
    if (part?.[1]) parts.push(part[1]);
  });
  await page.goto("/offline.html");
  await page.evaluate(() =>
    history.replaceState({ usr: { matcatnum: "RHC" }, key: "e2e", idx: 0 }, "", "/package-listing"),
  );
  await page.reload();
  await expect(page.getByRole("heading", { name: "Regular home cleaning" }).first()).toBeVisible();
  expect(parts).toContain("booking");
  expect(parts).not.toContain("account");
});

test("a page whose picture is late shows its text, and Login opens once the page has hydrated", async ({
  page,
}) => {
  const release = await holdRequests(page, /\/images\/home\/hero-1\.jpg$/);
  await page.goto("/", { waitUntil: "domcontentloaded" });
  await expect(page.getByRole("button", { name: "Login" })).toBeVisible();
  // Until the page has hydrated its controls take no press; links work without a script.
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("dialog", { name: "Login" })).toBeVisible();
  release();
});

test("a tab in a page's part is chosen once the part's script has arrived", async ({ page }) => {
  const release = await holdRequests(page, /\/assets\/home-parts-[\w-]+\.js$/);
  await page.goto("/");
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"));
  const tabs = page.getByRole("tablist", { name: "Services" }).getByRole("tab");
  const second = tabs.nth(1);
  await expect(second).toHaveAttribute("aria-selected", "false");
  await expect(second.locator("xpath=ancestor::*[@data-pending]")).toHaveCount(1);
  await expect(second).toHaveCSS("pointer-events", "none");
  release();
  await second.click();
  await expect(second).toHaveAttribute("aria-selected", "true");
  await expect(page.locator("[data-pending]")).toHaveCount(0);
});

test("a path outside the table goes home", async ({ page }) => {
  await page.goto("/blog/2026/not/a/route");
  await expect(page).toHaveURL(/\/$/);
});
