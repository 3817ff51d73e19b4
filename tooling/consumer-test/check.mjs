// Opens the consumer app's production build in Chromium and checks what another brand's
// developers would see: the themed Button (default brand and data-brand="sg"), the brand
// fonts loaded from the package, and the Dialog opening with its title.
// Usage: node tooling/consumer-test/check.mjs <built app dir>
/* global document, getComputedStyle -- the callbacks of page.evaluate run in the browser */
import { existsSync } from "node:fs";
import { createServer } from "node:http";
import { readFile } from "node:fs/promises";
import path from "node:path";

import { chromium } from "playwright";

const root = path.resolve(process.argv[2] ?? "");
const repo = path.resolve(import.meta.dirname, "../..");
const types = {
  ".html": "text/html",
  ".js": "text/javascript",
  ".css": "text/css",
  ".woff2": "font/woff2",
};

/** The brand's `--primary` as written in the token source, e.g. "oklch(0.44 0.09 185)". */
async function primaryOf(file) {
  const css = await readFile(path.join(repo, "packages/ui/src", file), "utf8");
  const match = /--primary:\s*([^;]+);/.exec(css);
  if (!match?.[1]) throw new Error(`no --primary in ${file}`);
  return match[1].trim();
}

const server = createServer(async (request, response) => {
  const url = new URL(request.url ?? "/", "http://localhost");
  const file = path.join(root, url.pathname === "/" ? "index.html" : url.pathname);
  try {
    const body = await readFile(file);
    response.writeHead(200, {
      "content-type": types[path.extname(file)] ?? "application/octet-stream",
    });
    response.end(body);
  } catch {
    response.writeHead(404).end();
  }
});
await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
const address = server.address();
const origin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: ["--disable-dev-shm-usage", "--disable-gpu"],
});
const failures = [];
const check = (ok, message) => {
  console.log(`${ok ? "ok  " : "FAIL"} ${message}`);
  if (!ok) failures.push(message);
};

try {
  // The brand switch would otherwise be read mid-way through the button's colour transition.
  const page = await browser.newPage({ reducedMotion: "reduce" });
  const problems = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  page.on("requestfailed", (request) => problems.push(`request failed: ${request.url()}`));
  page.on("response", (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  await page.goto(origin, { waitUntil: "networkidle" });

  const button = page.getByRole("button", { name: "Book now" });
  await button.waitFor();
  const background = () =>
    button.evaluate(async (element) => {
      await Promise.all(document.getAnimations().map((animation) => animation.finished));
      return getComputedStyle(element).backgroundColor;
    });
  const fontLoaded = (family) =>
    page.evaluate(async (name) => {
      try {
        await document.fonts.load(`16px "${name}"`);
      } catch {
        return false; // a font file that fails to load rejects
      }
      return (
        document.fonts.check(`16px "${name}"`) &&
        [...document.fonts].some((face) => face.family === name && face.status === "loaded")
      );
    }, family);

  const ukPrimary = await primaryOf("styles/tokens.css");
  const ukBackground = await background();
  check(
    ukBackground === ukPrimary,
    `Button background is the default brand's primary (${ukBackground})`,
  );
  check(await fontLoaded("Inter Variable"), "Inter Variable loads from the package's font files");

  await page.evaluate(() => document.documentElement.setAttribute("data-brand", "sg"));
  const sgPrimary = await primaryOf("brands/sg.css");
  const sgBackground = await background();
  check(sgBackground === sgPrimary, `with data-brand="sg" it is the sg primary (${sgBackground})`);
  check(sgBackground !== ukBackground, "the two brands' buttons differ");
  check(await fontLoaded("Nunito Variable"), "Nunito Variable loads from the brand file's fonts");
  check(
    (await button.evaluate((element) => getComputedStyle(element).fontFamily)).startsWith(
      '"Nunito Variable"',
    ),
    "the sg button is set in Nunito",
  );

  await button.click();
  check(
    (await page.locator("body").getAttribute("data-clicked")) === "yes",
    "Button click runs onClick",
  );

  // The Dialog is checked as soon as the package has one (it is being written alongside).
  if (existsSync(path.join(repo, "packages/ui/src/dialog"))) {
    await page.evaluate(() => document.documentElement.removeAttribute("data-brand"));
    await page.getByRole("button", { name: "Open dialog" }).click();
    const dialog = page.getByRole("dialog", { name: "Booking confirmed" });
    await dialog.waitFor({ timeout: 5000 }).catch(() => {});
    check(await dialog.isVisible(), "the Dialog opens on click with its title as its name");
    check(
      await page.getByText("We have emailed your receipt.").isVisible(),
      "the Dialog shows its description",
    );
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden", timeout: 5000 }).catch(() => {});
    check(!(await dialog.isVisible()), "Escape closes the Dialog");
  } else {
    console.log("skip packages/ui/src/dialog does not exist yet: Dialog not checked");
  }

  check(
    problems.length === 0,
    `no console errors or failed requests${problems.length ? `: ${problems.join("; ")}` : ""}`,
  );
} finally {
  await browser.close();
  server.close();
}

if (failures.length > 0) {
  console.error(`consumer test: ${failures.length} check(s) failed`);
  process.exit(1);
}
console.log("consumer test: all checks passed");
