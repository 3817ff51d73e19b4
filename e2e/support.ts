import { inflateSync } from "node:zlib";

import AxeBuilder from "@axe-core/playwright";
import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";

/** The demo customers (apps/server/README.md). */
export const alice = { email: "alice@example.com", password: "Bookwell!2026", arnum: "AR1001" };
export const bob = { email: "bob@example.com", password: "Bookwell!2026", arnum: "AR1002" };
export type Customer = typeof alice;

/** Stripe's test cards, as the built-in test gateway takes them. */
export const cards = {
  succeeds: "4242 4242 4242 4242",
  requiresAuthentication: "4000 0027 6000 3184",
  declined: "4000 0000 0000 0002",
} as const;

/** A test card's expiry always ahead of today: December, three years on. */
export const testCardExpiry = { month: 12, year: new Date().getFullYear() + 3 };
/** The same expiry as the card field takes it typed: "MMYY". */
export const testCardExpiryDigits = `12${String(testCardExpiry.year % 100).padStart(2, "0")}`;

/** The mark of the part `axeViolations` checks, while it checks it. */
const AXE_MARK = "data-axe-within";

/**
 * axe with every rule of the WCAG 2.2 AA tags, `target-size` among them: the violations, as
 * "rule: targets". One `options` call, not `withTags` then `withRules`: each of those sets
 * axe's `runOnly`, so the second replaced the first and only `target-size` ran. Only the
 * violations are reported in full (`resultTypes`): axe then skips building the selectors of
 * every element that passed.
 *
 * `within` checks only that part (a dialog, a region, a table): one opened or changed on a page
 * whose other states are checked whole elsewhere, at a fraction of a whole page's cost. Each
 * page state is checked once across the journeys (`routes.e2e.ts` checks every public route).
 */
export async function axeViolations(page: Page, within?: Locator): Promise<string[]> {
  // Legacy mode: axe.run in the page itself (same-origin frames included) instead of a partial
  // run in each frame finished in a new blank page per call. The journeys' pages have no
  // cross-origin frame to lose: their server's policy is `frame-src 'none'` while no Stripe or
  // Google client is configured, and the CSP check of every journey (fixtures.ts) fails a
  // page that tries to frame one.
  let builder = new AxeBuilder({ page }).setLegacyMode().options({
    runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] },
    rules: { "target-size": { enabled: true } },
    resultTypes: ["violations"],
  });
  if (within) {
    // axe takes selectors: the part is marked for the run, and unmarked after it.
    await expect(within.first()).toBeVisible();
    await within.evaluateAll(
      (elements, mark) => elements.forEach((e) => e.setAttribute(mark, "")),
      AXE_MARK,
    );
    builder = builder.include(`[${AXE_MARK}]`);
  }
  try {
    const results = await builder.analyze();
    return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(" | ")}`);
  } finally {
    if (within)
      await page.evaluate(
        (mark) => document.querySelectorAll(`[${mark}]`).forEach((e) => e.removeAttribute(mark)),
        AXE_MARK,
      );
  }
}

/** WCAG 1.4.10 Reflow's width: 320 CSS pixels. */
export const REFLOW_WIDTH = 320;

/**
 * What does not fit: the page's own sideways scroll, and each visible control (link, button,
 * field) that sticks out of the viewport or out of a box that clips it without scrolling.
 */
async function overflowAt(page: Page, scope?: Locator): Promise<string[]> {
  const root = scope ? await scope.elementHandle() : null;
  return page.evaluate((within) => {
    const problems: string[] = [];
    const doc = document.documentElement;
    if (!within && doc.scrollWidth > window.innerWidth) {
      problems.push(`the page is ${doc.scrollWidth} px wide`);
    }
    // A dialog scrolls up and down, so what is too wide for it scrolls sideways inside it.
    if (within && within.scrollWidth > within.clientWidth + 1) {
      problems.push(`it is ${within.scrollWidth} px wide inside ${within.clientWidth} px`);
    }
    const controls = (within ?? document.body).querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="tab"], [role="radio"], [role="checkbox"]',
    );
    const name = (element: HTMLElement) =>
      `${element.tagName.toLowerCase()} "${(element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 40)}"`;
    for (const control of controls) {
      if (control.closest('[aria-hidden="true"], [inert], .sr-only')) continue;
      const box = control.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const style = getComputedStyle(control);
      if (style.visibility === "hidden" || style.opacity === "0") continue;
      // A carousel's other slides are reached with its own controls.
      if (control.closest('[aria-roledescription="carousel"]')) continue;
      // Inside a box that scrolls sideways (a table): reachable by scrolling it.
      let clip: HTMLElement | null = control.parentElement;
      let outside = box.left < -1 || box.right > window.innerWidth + 1;
      while (clip && clip !== document.body) {
        const overflow = getComputedStyle(clip).overflowX;
        if (overflow === "auto" || overflow === "scroll") {
          outside = false;
          break;
        }
        if (overflow === "hidden" || overflow === "clip") {
          const edge = clip.getBoundingClientRect();
          if (box.left < edge.left - 1 || box.right > edge.right + 1) outside = true;
        }
        clip = clip.parentElement;
      }
      if (outside)
        problems.push(`${name(control)} at ${Math.round(box.left)}–${Math.round(box.right)} px`);
    }
    return problems;
  }, root);
}

/** Polls `overflowAt` until nothing sticks out: WCAG 1.4.10 Reflow for the page or `scope`. */
export async function expectReflows(page: Page, what: string, scope?: Locator): Promise<void> {
  await expect.poll(() => overflowAt(page, scope), { message: what }).toEqual([]);
}

/**
 * Starts listening for a notice (a `status` live region saying `text`) before the action that
 * makes it; await the answer after the action. A notice shows for 3 s, which a busy machine's
 * polling can miss even though it was said: this hears it as the page writes it.
 */
export function noticeSaid(page: Page, text: string): Promise<void> {
  return page.evaluate(
    (wanted) =>
      new Promise<void>((resolve) => {
        const said = () =>
          [...document.querySelectorAll('[role="status"]')].some((region) =>
            region.textContent?.includes(wanted),
          );
        if (said()) return resolve();
        const observer = new MutationObserver(() => {
          if (!said()) return;
          observer.disconnect();
          resolve();
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
      }),
    text,
  );
}

/** Every request URL the page sends, to check that no password ever travels in one. */
export function recordRequestUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => urls.push(request.url()));
  return urls;
}

/**
 * Empties a customer's open cart through the API (its own cookie jar, not the browser's), so
 * each journey starts from the same place whatever ran before it.
 */
export async function emptyCart(request: APIRequestContext, customer: Customer): Promise<void> {
  const login = await request.post("/api/user/login", {
    data: { userEmail: customer.email, pwd: customer.password },
  });
  expect(login.ok()).toBe(true);
  const email = encodeURIComponent(customer.email);
  const summary = await (
    await request.get(`/api/booking/cart/summary/${customer.arnum}?email=${email}`)
  ).json();
  const refnum = summary.data?.refnum;
  if (!refnum) return;
  const details = await (await request.get(`/api/booking/cart/details/${refnum}`)).json();
  for (const line of details.data ?? []) {
    const removed = await request.post(
      `/api/booking/cart/${customer.arnum}?email=${email}&mode=remove`,
      { data: [{ ...line, qty: 0 }] },
    );
    expect(removed.ok()).toBe(true);
  }
}

/** The customer's available credit, in pounds, through the API. */
export async function availableCredit(
  request: APIRequestContext,
  customer: Customer,
): Promise<number> {
  await request.post("/api/user/login", {
    data: { userEmail: customer.email, pwd: customer.password },
  });
  const answer = await (await request.get(`/api/mycredit/total/${customer.arnum}`)).json();
  return Number(answer.data?.total ?? answer.data);
}

/** Opens the home page with the cookie banner answered, so it covers nothing. */
export async function openHome(page: Page): Promise<void> {
  await page.goto("/");
  await page.getByRole("button", { name: "Accept" }).click();
}

/** Home → "What can we clean for you?" → a service → Book Now in its dialog. */
export async function bookService(page: Page, service: string): Promise<void> {
  const menu = page.getByRole("region", { name: "What can we clean for you?" });
  await menu.getByLabel("Choose a service").selectOption({ label: service });
  await menu.getByRole("button", { name: "Book Now" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Book Now" }).first().click();
}

export async function logInThroughDialog(page: Page, customer: Customer): Promise<void> {
  const dialog = page.getByRole("dialog", { name: "Login" });
  await dialog.getByRole("textbox", { name: "Email" }).fill(customer.email);
  await dialog.getByRole("textbox", { name: "Password" }).fill(customer.password);
  await dialog.getByRole("button", { name: "Login" }).click();
}

/** The questionnaire for a new property: a two-bedroom apartment with one bathroom. */
export async function answerQuestionnaire(page: Page): Promise<void> {
  const dialog = page.getByRole("dialog", { name: "Choose location" });
  await dialog.getByRole("radio", { name: "Apartment" }).check();
  await dialog.getByLabel("How many bedrooms?").selectOption("2");
  await dialog.getByLabel("How many bathrooms?").selectOption("1");
  await dialog.getByLabel(/Anything our crew should know/).fill("A friendly cat lives here.");
  await dialog.getByRole("button", { name: "Find Best Packages" }).click();
}

/** "Monday, 30 November 2026" (a day's button) as the step's "Chosen date: 30/11/2026". */
function chosenDateOf(label: string): string {
  const [, dayMonthYear] = /(\d{1,2} \w+ \d{4})/.exec(label) ?? [];
  const [year, month, day] = new Date(`${dayMonthYear} 12:00 UTC`)
    .toISOString()
    .slice(0, 10)
    .split("-");
  return `Chosen date: ${day}/${month}/${year}`;
}

/**
 * The first selectable start date (this month or the next) that still has a Morning slot, and
 * that slot: the journeys share one server, and paid bookings of earlier journeys take the
 * first day's morning places. `sameDay` (a day button's name, as returned): that day, to choose the
 * same slot again (other journeys, running beside, may have taken an earlier day's morning
 * meanwhile). Returns the chosen day's name.
 */
export async function pickDateAndMorningSlot(page: Page, sameDay?: string): Promise<string> {
  const step = page.getByRole("form", { name: "Date & Time" });
  // The step shows a skeleton until its dates have arrived: count the days once they have.
  await expect(step.getByRole("grid").first()).toBeVisible();
  const days = step.locator(
    sameDay === undefined
      ? '[role="gridcell"] button:not([disabled])'
      : `[role="gridcell"] button:not([disabled])[aria-label="${sameDay}"]`,
  );
  for (let month = 0; month < 2; month += 1) {
    for (let index = 0; index < (await days.count()); index += 1) {
      const day = days.nth(index);
      const label = (await day.getAttribute("aria-label")) ?? "";
      await day.click();
      // The day's slots, once they have arrived for this day.
      await expect(step.getByText(chosenDateOf(label))).toBeVisible();
      await expect(step.locator('[data-slot="slot-picker"][data-state="loading"]')).toHaveCount(0);
      const morning = step.getByRole("radio", { name: /Morning/ });
      if ((await morning.count()) > 0) {
        await morning.first().check();
        return label;
      }
    }
    await step.getByRole("button", { name: /next month/i }).click();
  }
  throw new Error("No day this month or the next has a Morning slot left.");
}

export async function fillBookingInformation(page: Page): Promise<void> {
  const step = page.getByRole("form", { name: "Booking Information" });
  await step.getByLabel("Title").selectOption("Ms");
  await step.getByRole("textbox", { name: "First name" }).fill("Alice");
  await step.getByRole("textbox", { name: "Last name" }).fill("Walker");
  await step.getByRole("textbox", { name: "Phone" }).fill("07700900123");
  await step.getByRole("textbox", { name: "E-mail" }).fill("alice@example.com");
  await step.getByRole("textbox", { name: "Postal code" }).fill("E16AN");
  // Leaving the postal code looks the address up.
  await step.getByRole("textbox", { name: "Unit number" }).fill("Flat 2");
  await expect(step.getByRole("textbox", { name: "Address line 1" })).toHaveValue(
    "6 Commercial Street",
  );
  await step.getByLabel("Country").selectOption({ label: "United Kingdom" });
}

export async function fillCard(page: Page, number: string): Promise<void> {
  await page.getByRole("textbox", { name: "Card number" }).fill(number);
  await page
    .getByRole("textbox", { name: /Expiry date/ })
    .fill(`12 / ${testCardExpiryDigits.slice(2)}`);
  await page.getByRole("textbox", { name: /Security code/ }).fill("123");
}

/** Presses Tab until `target` has the focus (keyboard only: no click, no focus()). */
export async function tabTo(page: Page, target: Locator, maxPresses = 150): Promise<void> {
  for (let i = 0; i < maxPresses; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/**
 * The text runs of a PDF, in drawing order: each `[...] TJ` of its deflated content streams
 * (as apps/server/test/account-invoice.test.ts reads the invoice back).
 */
export function pdfText(pdf: Buffer): string[] {
  const raw = pdf.toString("latin1");
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

/** The PDF run drawn right after `label` (an amount comes after its label). */
export function pdfRunAfter(runs: string[], label: string): string | undefined {
  const at = runs.indexOf(label);
  return at < 0 ? undefined : runs[at + 1];
}
