// The second brand: "Lion City Clean", a site outside the workspace built
// from the packed tarballs with one CSS file (tooling/consumer-test/brand), against the
// reference API running on another origin (CORS_ORIGINS, ASSET_BASE_URL). Checks its server
// render, then Chromium at 375 and 1280 px: the layout (header not collapsed at 1280, footer
// columns side by side), prices in S$, Book Now opening the wizard, no console errors or
// failed requests, a screenshot baseline per width, and its stylesheet: the Theme editor's
// export of its theme.json, each token painted as the editor's value. Then the account area:
// the demo customer signed in through the header, My Bookings and a booking's details in S$
// and the brand's primary. Prints the glue's line count.
// Usage: node tooling/consumer-test/brand-check.mjs <installed and built brand app dir>
//   UPDATE_BASELINE=1 writes the screenshots as the new baselines.
/* global document, getComputedStyle, Image -- the callbacks of page.evaluate run in the browser */
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";

import { chromium } from "playwright";

const app = path.resolve(process.argv[2] ?? "");
const repo = path.resolve(import.meta.dirname, "../..");
const source = path.join(import.meta.dirname, "brand");
const baselines = path.join(import.meta.dirname, "brand-baseline");
const failures = [];
const check = (ok, message) => {
  console.log(`${ok ? "ok  " : "FAIL"} ${message}`);
  if (!ok) failures.push(message);
};

// The glue a brand writes: its code, not counting blank lines and comments; the theme apart.
const glue = ["src/app.jsx", "server.mjs", "vite.config.js"].map((file) => {
  const lines = readFileSync(path.join(source, file), "utf8").split("\n");
  return [file, lines.filter((line) => !/^\s*($|\/\/|\/\*|\*)/.test(line)).length];
});
const glueLines = glue.reduce((sum, [, count]) => sum + count, 0);
console.log(`glue: ${glueLines} lines (${glue.map(([f, n]) => `${f} ${n}`).join(", ")})`);
check(glueLines < 60, `the glue stays under 60 lines (${glueLines})`);
// The theme: the tokens set in Storybook's Theme editor (theme.json), installed as the file the
// editor exports (the app's build writes src/brand.css with @bookwell/ui's themeCss).
const theme = JSON.parse(readFileSync(path.join(source, "theme.json"), "utf8"));
const installedCss = readFileSync(path.join(app, "src/brand.css"), "utf8");
console.log(`theme: one CSS file, ${Object.keys(theme.tokens).length} token overrides`);
check(
  installedCss.startsWith(`/* ${theme.title} */\n:root {\n`) &&
    Object.entries(theme.tokens).every(([name, value]) =>
      installedCss.includes(`\n  --${name}: ${value};\n`),
    ),
  "the app installs the Theme editor's export of theme.json (src/brand.css)",
);

const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
const [apiPort, brandPort] = [await freePort(), await freePort()];
const apiOrigin = `http://127.0.0.1:${apiPort}`;
const brandOrigin = `http://127.0.0.1:${brandPort}`;

// Where the Bookwell site serves its images: the API's answers point there (ASSET_BASE_URL).
const images = createServer(async (request, response) => {
  const file = path.join(repo, "apps/site/public", new URL(request.url, "http://x").pathname);
  const body = await readFile(file).catch(() => null);
  response.writeHead(body ? 200 : 404, { "content-type": "image/svg+xml" }).end(body);
}).listen(0, "127.0.0.1");
await new Promise((resolve) => images.once("listening", resolve));
const imagesOrigin = `http://127.0.0.1:${images.address().port}`;

const children = [];
const start = (command, args, options) => {
  const child = spawn(command, args, { ...options, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  children.push({ child, output: () => output });
  return child;
};
/** Until `url` answers: up to 3 minutes (a first start on a busy machine), or until a child dies. */
const waitFor = async (url, what) => {
  for (let tries = 0; tries < 360; tries += 1) {
    const dead = children.find(({ child }) => child.exitCode !== null);
    if (dead)
      throw new Error(
        `${what}: a process it needs exited (${dead.child.exitCode}):\n${dead.output()}`,
      );
    if (
      await fetch(url)
        .then((r) => r.ok)
        .catch(() => false)
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${what} did not answer at ${url}`);
};

const data = mkdtempSync(path.join(tmpdir(), "brand-api-"));
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: ["--disable-dev-shm-usage", "--disable-gpu"],
});
try {
  // The reference API as production runs it: its build, with plain node.
  execFileSync(
    process.execPath,
    [path.join(repo, "tooling/scripts/build-server.mjs"), "src/main.ts", "dist/main.js"],
    { cwd: path.join(repo, "apps/server"), stdio: "ignore" },
  );
  start(process.execPath, ["dist/main.js"], {
    cwd: path.join(repo, "apps/server"),
    env: {
      ...process.env,
      PORT: String(apiPort),
      HOST: "127.0.0.1",
      PGLITE_DIR: path.join(data, "pglite"),
      CORS_ORIGINS: brandOrigin,
      ASSET_BASE_URL: imagesOrigin,
    },
  });
  start(process.execPath, ["server.mjs"], {
    cwd: app,
    env: { ...process.env, PORT: String(brandPort), API_URL: apiOrigin },
  });
  await waitFor(`${apiOrigin}/api/home/services`, "the API");
  await waitFor(`${brandOrigin}/`, "the brand's server");

  // The server render: header, listing and footer in the HTML before any script runs.
  const html = await (await fetch(`${brandOrigin}/`)).text();
  check(
    /<header[\s>]/.test(html) && html.includes("Lion City Clean"),
    "server HTML has the header",
  );
  check(html.includes("+65 6123 4567"), "server HTML has the brand's hotline");
  check(/<footer[\s>]/.test(html), "server HTML has the footer");
  check(
    html.includes('data-slot="skeleton"') || html.includes("aria-busy"),
    "server HTML has the listing, loading",
  );

  for (const width of [1280, 375]) {
    const context = await browser.newContext({
      viewport: { width, height: 900 },
      reducedMotion: "reduce",
    });
    const page = await context.newPage();
    const problems = [];
    page.on("console", (message) => message.type() === "error" && problems.push(message.text()));
    page.on("pageerror", (error) => problems.push(error.message));
    page.on("requestfailed", (request) => problems.push(`request failed: ${request.url()}`));
    page.on("response", (r) => r.status() >= 400 && problems.push(`${r.status()} ${r.url()}`));
    await page.goto(brandOrigin, { waitUntil: "networkidle" });
    const price = page.getByText(/S\$\d/).first();
    await price.waitFor({ timeout: 20_000 }).catch(() => {});
    check(
      await price.isVisible(),
      `${width}: prices in S$ (${await price.textContent().catch(() => "none")})${problems.length ? `; the page's errors: ${problems.join("; ")}` : ""}`,
    );
    check(!(await page.locator("body").innerText()).includes("£"), `${width}: no £ anywhere`);

    const menu = page.getByRole("button", { name: "Menu" });
    const nav = page.getByRole("navigation", { name: "Main" });
    if (width === 1280) {
      check(
        !(await menu.isVisible()) && (await nav.isVisible()),
        "1280: the header is not collapsed to Menu",
      );
    } else {
      check(
        (await menu.isVisible()) && !(await nav.isVisible()),
        "375: the header collapses to Menu",
      );
    }
    const footer = page.locator("footer");
    const general = await footer.getByRole("heading", { name: "General" }).boundingBox();
    const services = await footer.getByRole("heading", { name: "Our Services" }).boundingBox();
    const sideBySide =
      general && services && Math.abs(general.y - services.y) < 4 && services.x > general.x;
    check(
      width === 1280 ? sideBySide : !sideBySide,
      `${width}: footer columns ${width === 1280 ? "side by side" : "stacked"}`,
    );

    // Screenshot baseline: the first screen, compared pixel by pixel in the browser's canvas.
    const shot = await page.screenshot({ animations: "disabled", caret: "hide" });
    const baseline = path.join(baselines, `lion-city-clean-${width}.png`);
    if (process.env.UPDATE_BASELINE || !existsSync(baseline)) {
      writeFileSync(baseline, shot);
      console.log(`     wrote ${path.relative(repo, baseline)}`);
    } else {
      const differing = await page.evaluate(
        async ([a, b]) => {
          const load = (data) =>
            new Promise((resolve, reject) => {
              const image = new Image();
              image.onload = () => resolve(image);
              image.onerror = reject;
              image.src = `data:image/png;base64,${data}`;
            });
          const [x, y] = await Promise.all([load(a), load(b)]);
          if (x.width !== y.width || x.height !== y.height) return 1;
          const pixels = (image) => {
            const canvas = document.createElement("canvas");
            canvas.width = image.width;
            canvas.height = image.height;
            const context = canvas.getContext("2d");
            context.drawImage(image, 0, 0);
            return context.getImageData(0, 0, image.width, image.height).data;
          };
          const [p, q] = [pixels(x), pixels(y)];
          let count = 0;
          for (let i = 0; i < p.length; i += 4)
            if (
              Math.abs(p[i] - q[i]) +
                Math.abs(p[i + 1] - q[i + 1]) +
                Math.abs(p[i + 2] - q[i + 2]) >
              24
            )
              count += 1;
          return count / (p.length / 4);
        },
        [shot.toString("base64"), readFileSync(baseline).toString("base64")],
      );
      check(
        differing <= 0.002,
        `${width}: matches its screenshot baseline (${(differing * 100).toFixed(2)} % of pixels differ)`,
      );
      if (differing > 0.002) {
        const actual = path.join(tmpdir(), `lion-city-clean-${width}.actual.png`);
        writeFileSync(actual, shot);
        console.log(`     this run's screenshot: ${actual}`);
      }
    }

    // The editor's values, painted: each token of the installed file computes in Chromium to
    // what the value as the editor holds it computes to, and the primary button wears it.
    const painted = await page.evaluate((tokens) => {
      const computed = (property, value) => {
        const probe = document.createElement("div");
        probe.style.setProperty(property, value);
        document.body.append(probe);
        const result = getComputedStyle(probe).getPropertyValue(property);
        probe.remove();
        return result;
      };
      return Object.entries(tokens)
        .filter(([name]) => !name.startsWith("font-"))
        .map(([name, value]) => {
          const property = name === "radius" ? "border-top-left-radius" : "background-color";
          return [name, computed(property, `var(--${name})`), computed(property, value)];
        });
    }, theme.tokens);
    for (const [name, installed, editor] of painted) {
      check(installed === editor, `${width}: --${name} is the editor's ${editor} (${installed})`);
    }
    const select = page.getByRole("button", { name: /^Select / }).first();
    const selectColour = await select.evaluate(
      (element) => getComputedStyle(element).backgroundColor,
    );
    const editorPrimary = painted.find(([name]) => name === "primary")?.[2];
    check(
      selectColour === editorPrimary,
      `${width}: the Select button is the editor's primary (${selectColour})`,
    );

    // Choosing a package opens the wizard on Date & Time.
    await page.getByRole("button", { name: "Select" }).first().click();
    // Date & Time: its calendar and CONTINUE (the step's name is in the progress header).
    const continueButton = page.getByRole("button", { name: "CONTINUE" });
    await continueButton.waitFor({ timeout: 15_000 }).catch(() => {});
    const onDateTime = (await page.getByText("Date & Time").count()) > 0;
    check(
      onDateTime &&
        (await continueButton.isVisible()) &&
        (await page.getByRole("grid").first().isVisible()),
      `${width}: Select opens the booking wizard on Date & Time`,
    );
    check(
      problems.length === 0,
      `${width}: no console errors or failed requests${problems.length ? `: ${problems.join("; ")}` : ""}`,
    );
    await context.close();
  }

  // The account area: the demo customer signed in through the header's Login (the API's
  // session cookie; the site is the same, only the port differs), then My Bookings and a
  // booking's details: the kit's account composites in S$, painted in the brand's primary.
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    reducedMotion: "reduce",
  });
  const page = await context.newPage();
  const problems = [];
  page.on("console", (message) => message.type() === "error" && problems.push(message.text()));
  page.on("pageerror", (error) => problems.push(error.message));
  page.on("response", (r) => r.status() >= 400 && problems.push(`${r.status()} ${r.url()}`));
  await page.goto(brandOrigin, { waitUntil: "networkidle" });
  await page.getByRole("button", { name: "Login", exact: true }).click();
  const login = page.getByRole("dialog", { name: "Login" });
  await login.getByRole("textbox", { name: "Email" }).fill("alice@example.com");
  await login.getByRole("textbox", { name: "Password" }).fill("Bookwell!2026");
  await login.getByRole("button", { name: "Login" }).click();
  await login.waitFor({ state: "hidden", timeout: 20_000 }).catch(() => {});
  await page.goto(`${brandOrigin}/account`, { waitUntil: "networkidle" });
  const bookings = page.getByRole("table", { name: "Active bookings" });
  await bookings.waitFor({ timeout: 20_000 }).catch(() => {});
  check(
    await bookings.isVisible(),
    `account: My Bookings lists the signed-in customer's bookings${problems.length ? `; the page's errors: ${problems.join("; ")}` : ""}`,
  );
  const ticket = bookings.getByRole("link").first();
  /** An element's colour against the editor's primary, both as Chromium computes them. */
  const primaryOf = (locator, property) =>
    locator.evaluate(
      (element, [value, css]) => {
        const probe = document.createElement("div");
        probe.style.setProperty(css, value);
        document.body.append(probe);
        const editor = getComputedStyle(probe).getPropertyValue(css);
        probe.remove();
        return [getComputedStyle(element).getPropertyValue(css), editor];
      },
      [theme.tokens.primary, property],
    );
  const [ticketColour, primary] = await primaryOf(ticket, "color");
  check(
    ticketColour === primary,
    `account: My Bookings' ticket link is the editor's primary (${ticketColour})`,
  );
  await ticket.click();
  const price = page.locator("main").getByText(/S\$\d/).first();
  await price.waitFor({ timeout: 20_000 }).catch(() => {});
  const details = await page.locator("main").innerText();
  check(
    (await price.isVisible()) && !details.includes("£"),
    `account: the booking's details in S$, no £ (${await price.textContent().catch(() => "none")})`,
  );
  // Its colours: the links, badges and buttons of the details painted in the editor's primary.
  const painted = await page.locator("main").evaluate((main, value) => {
    const probe = document.createElement("div");
    probe.style.color = value;
    document.body.append(probe);
    const primary = getComputedStyle(probe).color;
    probe.remove();
    return [...main.querySelectorAll("*")].filter((element) => {
      const style = getComputedStyle(element);
      return style.color === primary || style.backgroundColor === primary;
    }).length;
  }, theme.tokens.primary);
  check(
    painted > 0,
    `account: the booking's details paint ${painted} element(s) in the editor's primary`,
  );
  check(
    problems.length === 0,
    `account: no console errors or failed requests${problems.length ? `: ${problems.join("; ")}` : ""}`,
  );
  await context.close();
} catch (error) {
  failures.push(error.message);
  console.error(error);
  for (const { output } of children) console.error(output());
} finally {
  await browser.close();
  for (const { child } of children) child.kill();
  images.close();
  rmSync(data, { recursive: true, force: true });
}
if (failures.length > 0) {
  console.error(`second brand: ${failures.length} check(s) failed`);
  process.exit(1);
}
console.log("second brand: all checks passed");
