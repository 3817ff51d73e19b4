import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "./fixtures";

/**
 * visitor-and-entry.md section 2, row by row: every public path and alias answers with its
 * screen, the permanent redirects are 301s on the wire, the session-guarded routes send a
 * visitor home, anything else goes to "/", and every page passes axe (WCAG 2.2 AA tags with
 * `target-size`).
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
  test(`${path} shows its screen, hydrates cleanly and passes axe`, async ({ page }) => {
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
    const results = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
      .withRules(["target-size"])
      .analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.length}`)).toEqual([]);
    // Hydration is over once SafeHtml has dropped the server's marks (the header's
    // announcements carry them on every page); the server HTML must have been kept.
    await page.waitForFunction(() => !document.querySelector("[data-server-sanitised]"));
    expect(failures).toEqual([]);
  });
}

for (const [path, heading] of aliasRoutes) {
  test(`${path} shows its screen`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBeLessThan(400);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
  });
}

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
]) {
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

test("a service page's parts keep what is done in them before their script arrives (issue 20)", async ({
  page,
}) => {
  // A phone's width: the photos scroll two at a time there, so Next moves them.
  await page.setViewportSize({ width: 375, height: 812 });
  // The parts' scripts (photos, questions, question form) are held until the page has hydrated
  // and the visitor has acted: React alone would drop those clicks.
  const release = await holdRequests(
    page,
    /\/assets\/(service-carousel|accordion-list|forms\.entry)-[\w-]+\.js$/,
  );
  await page.goto("/regular-home-cleaning");
  await page.waitForFunction(() => !document.querySelector("[data-server-sanitised]"));

  const atHome = page.getByRole("button", { name: "Do I need to be at home?" });
  const notHappy = page.getByRole("button", { name: "What if I am not happy with a clean?" });
  const photos = page.getByRole("region", { name: "Regular Home Cleaning photos" });
  const form = page.getByRole("form", { name: "Have a Question?" });
  await atHome.click();
  await notHappy.press("Enter");
  await photos.getByRole("button", { name: "Next slide" }).click();
  await form.getByRole("textbox", { name: "Name" }).fill("Alice");
  await expect(page.getByText("Most customers give us a key")).toBeHidden();
  await expect(page.locator("[data-deferred]")).toHaveCount(3);

  release();
  await expect(page.getByText("Most customers give us a key")).toBeVisible();
  await expect(page.getByText("come back and re-clean")).toBeVisible();
  await expect(photos.getByRole("group", { name: "2 of 3" })).toHaveAttribute(
    "data-state",
    "current",
  );
  // The form's state has the name typed before its script: editing another field keeps it.
  await form.getByRole("textbox", { name: "Email address" }).fill("alice@example.com");
  await expect(form.getByRole("textbox", { name: "Name" })).toHaveValue("Alice");
  await expect(page.locator("[data-deferred]")).toHaveCount(0);
  // Once hydrated, a click is React's alone: one press, one toggle.
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

/** What the page saw: its largest paints (with their picture) and when its scripts were asked. */
interface PaintLog {
  paints: Array<[time: number, url: string]>;
  pressedAt?: number;
}

async function logPaints(page: Page) {
  await page.addInitScript(() => {
    const log: PaintLog = { paints: [] };
    Object.assign(window, { paintLog: log });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { url: string }>)
        log.paints.push([entry.startTime, entry.url]);
    }).observe({ type: "largest-contentful-paint", buffered: true });
    for (const type of ["keydown", "pointerdown"])
      addEventListener(type, () => (log.pressedAt ??= performance.now()), true);
  });
}

/**
 * Holds the starter's latest moment (its 3-second timer, set while the page is parsed), as the
 * tests hold a picture: on a busy machine 3 s can pass before a test looks, and the scripts
 * would start for that reason instead of the one the test is about.
 */
async function holdStarterTimeout(page: Page) {
  await page.addInitScript(() => {
    const realSetTimeout = window.setTimeout;
    window.setTimeout = ((handler: TimerHandler, delay?: number, ...rest: unknown[]) =>
      document.readyState === "loading" && delay === 3000
        ? 0
        : realSetTimeout(handler, delay, ...rest)) as typeof window.setTimeout;
  });
}

/** Two frames and a task later in the page: whatever it was to do after a paint, it has done. */
async function afterFrames(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))),
      ),
  );
}

/** Once the page has reported its largest paint and had the frames to act on it. */
async function afterLargestPaint(page: Page) {
  await expect.poll(async () => (await seen(page)).paints.length).toBeGreaterThan(0);
  await afterFrames(page);
}

function seen(page: Page) {
  return page.evaluate(() => ({
    ...(window as unknown as { paintLog: PaintLog }).paintLog,
    scripts: performance
      .getEntriesByType("resource")
      .filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name))
      .map((entry) => entry.startTime),
  }));
}

test("a page's scripts are asked once its largest paint is on screen (issue 20)", async ({
  page,
}) => {
  await logPaints(page);
  // The modulepreload links added to the page, batch by batch, and whether it had hydrated then
  // (React adds the links it renders itself once it has).
  await page.addInitScript(() => {
    const batches: { hrefs: string[]; hydrated: boolean }[] = [];
    Object.assign(window, { preloadBatches: batches });
    new MutationObserver((records) => {
      for (const record of records) {
        const hrefs = [...record.addedNodes]
          .filter((node): node is HTMLLinkElement => node instanceof HTMLLinkElement)
          .filter((link) => link.rel === "modulepreload")
          .map((link) => link.getAttribute("href") ?? "");
        const hydrated = !document.querySelector("[data-server-sanitised]");
        if (hrefs.length > 0) batches.push({ hrefs, hydrated });
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto("/");
  await page.waitForFunction(() => !document.querySelector("[data-server-sanitised]"));
  const home = await seen(page);
  const hero = home.paints.find(([, url]) => url.includes("/images/home/hero-1.jpg"));
  expect(hero).toBeDefined();
  expect(home.scripts.length).toBeGreaterThan(10);
  expect(Math.min(...home.scripts)).toBeGreaterThanOrEqual(hero![0]);
  // Every module the server listed is preloaded before the page hydrates, three at a time (each
  // link added costs the main thread a fetch's start).
  const preloads = await page.evaluate(() => {
    const starter = [...document.scripts].find((script) => script.text.includes("hrefs=["));
    const listed: string[] = JSON.parse(
      /hrefs=(\[[^\]]*\])/.exec(starter?.text ?? "")?.[1] ?? "[]",
    );
    const { preloadBatches } = window as unknown as {
      preloadBatches: { hrefs: string[]; hydrated: boolean }[];
    };
    return { listed, batches: preloadBatches.filter((batch) => !batch.hydrated) };
  });
  expect(preloads.listed.length).toBeGreaterThan(10);
  expect(preloads.batches.flatMap((batch) => batch.hrefs)).toEqual(preloads.listed);
  expect(Math.max(...preloads.batches.map((batch) => batch.hrefs.length))).toBeLessThanOrEqual(3);
});

test("the listing's module starts loading the API's schemas before the page asks anything (issue 20)", async ({
  page,
}) => {
  // Without navigation state a visitor's listing asks the API nothing and goes home: the
  // schemas' scripts are asked all the same, by the listing's module as it runs (with a
  // state, its packages' answer no longer waits for them after hydration).
  const apiCalls: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/api/")) apiCalls.push(request.url());
  });
  await page.goto("/package-listing");
  await expect(page).toHaveURL(/\/$/);
  await expect
    .poll(() =>
      page.evaluate(() =>
        performance
          .getEntriesByType("resource")
          .some((entry) => /\/assets\/booking-responses-[\w-]+\.js$/.test(entry.name)),
      ),
    )
    .toBe(true);
  expect(apiCalls).toEqual([]);
});

test("the listing's module starts loading the sanitiser before the packages are asked for (issue 20)", async ({
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

test("the listing loads the answer schemas of its own calls, not the account area's (issue 20)", async ({
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

test("a page whose picture is late shows its text, and a press starts its scripts and happens once they have (issue 20)", async ({
  page,
}) => {
  await logPaints(page);
  await holdStarterTimeout(page);
  const release = await holdRequests(page, /\/images\/home\/hero-1\.jpg$/);
  await page.goto("/", { waitUntil: "domcontentloaded" });
  await expect(page.getByRole("button", { name: "Login" })).toBeVisible();
  await afterLargestPaint(page);
  expect((await seen(page)).scripts).toEqual([]);
  // Login, pressed before the page has its scripts: they start, and the dialog opens once the
  // page has hydrated (React alone would have dropped the press).
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("dialog", { name: "Login" })).toBeVisible();
  const held = await seen(page);
  expect(held.pressedAt).toBeDefined();
  expect(Math.min(...held.scripts) - held.pressedAt!).toBeLessThan(500);
  release();
});

test("a press in a page's part before any script has run starts them and happens once the part has hydrated (issue 20)", async ({
  page,
}) => {
  await logPaints(page);
  await holdStarterTimeout(page);
  // The header's picture held: the page waits for it before it asks for its scripts.
  const release = await holdRequests(
    page,
    /\/images\/services\/headers\/regular-home-cleaning\.jpg$/,
  );
  await page.goto("/regular-home-cleaning", { waitUntil: "domcontentloaded" });
  const atHome = page.getByRole("button", { name: "Do I need to be at home?" });
  await expect(atHome).toBeVisible();
  await afterLargestPaint(page);
  expect((await seen(page)).scripts).toEqual([]);
  // The question is in a deferred part (its script loads after the page's own).
  await expect(atHome.locator("xpath=ancestor::*[@data-deferred]")).toHaveCount(1);
  await atHome.click();
  await expect(page.getByText("Most customers give us a key")).toBeVisible();
  await expect(page.locator("[data-deferred]")).toHaveCount(0);
  // One press, one toggle: the press was not also replayed by the page's root.
  await afterFrames(page);
  await expect(page.getByText("Most customers give us a key")).toBeVisible();
  release();
});

test("a tab pressed in a page's part before its script is chosen once the part has hydrated (issue 20)", async ({
  page,
}) => {
  const release = await holdRequests(page, /\/assets\/home-parts-[\w-]+\.js$/);
  await page.goto("/");
  await page.waitForFunction(() => !document.querySelector("[data-server-sanitised]"));
  const tabs = page.getByRole("tablist", { name: "Services" }).getByRole("tab");
  const second = tabs.nth(1);
  await expect(second).toHaveAttribute("aria-selected", "false");
  await expect(second.locator("xpath=ancestor::*[@data-deferred]")).toHaveCount(1);
  // The tab, then a project of the panel shown: the focus React replays on hydration is the
  // project's, so only the replayed press can choose the tab.
  await second.click();
  await page.getByRole("tabpanel").getByRole("button", { pressed: true }).click();
  await afterFrames(page);
  await expect(second).toHaveAttribute("aria-selected", "false");
  release();
  // Radix chooses a tab on mouse down: the replay gives it one before the click.
  await expect(second).toHaveAttribute("aria-selected", "true");
  await expect(page.locator("[data-deferred]")).toHaveCount(0);
});

test("a path outside the table goes home", async ({ page }) => {
  await page.goto("/blog/2026/not/a/route");
  await expect(page).toHaveURL(/\/$/);
});
