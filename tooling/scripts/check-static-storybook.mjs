// Opens the static Storybook (what `storybook build` publishes, minified) in Chromium and fails
// on any story that errors, whose play function fails, or that renders blank. The story tests
// run against the development server; this catches what only the production build breaks
// (issue 16: minified token values, stories blank or failing only there).
// Usage: node tooling/scripts/check-static-storybook.mjs [<static dir>]
//   without a dir it builds one into .cache/storybook-static first.
/* global document, getComputedStyle, window -- the callbacks of page.evaluate run in the browser */
import { execFileSync } from "node:child_process";
import { readFile } from "node:fs/promises";
import { createServer } from "node:http";
import path from "node:path";

import { chromium } from "playwright";

const repo = path.resolve(import.meta.dirname, "../..");
const started = performance.now();
let root = process.argv[2] && path.resolve(process.argv[2]);
if (!root) {
  root = path.join(repo, ".cache/storybook-static");
  execFileSync(
    process.execPath,
    [
      path.join(repo, "node_modules/storybook/dist/bin/dispatcher.js"),
      "build",
      "-o",
      root,
      "--quiet",
    ],
    { cwd: repo, stdio: ["ignore", "ignore", "inherit"] },
  );
  console.log(`static Storybook built in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

const types = {
  ".html": "text/html",
  ".js": "text/javascript",
  ".css": "text/css",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".woff2": "font/woff2",
};
const server = createServer(async (request, response) => {
  const { pathname } = new URL(request.url ?? "/", "http://localhost");
  const file = path.join(root, decodeURIComponent(pathname === "/" ? "/index.html" : pathname));
  try {
    const body = await readFile(file);
    response.writeHead(200, {
      "content-type": types[path.extname(file)] ?? "application/octet-stream",
      // MSW's worker must control the story frames.
      ...(file.endsWith("mockServiceWorker.js") ? { "service-worker-allowed": "/" } : {}),
    });
    response.end(body);
  } catch {
    response.writeHead(404).end();
  }
});
await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
const address = server.address();
const origin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;

const index = JSON.parse(await readFile(path.join(root, "index.json"), "utf8"));
const stories = Object.values(index.entries).filter((entry) => entry.type === "story");
const docs = Object.values(index.entries).filter((entry) => entry.type === "docs");

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: ["--disable-dev-shm-usage", "--disable-gpu"],
});
const failures = [];
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  let page = await context.newPage();
  const problems = [];
  const watch = (target) =>
    target.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  watch(page);

  /**
   * Renders one story in the frame and reports how it went, from Storybook's own events
   * (recorded in the page; Playwright's timeout holds even if the frame hangs).
   */
  const render = async (id) => {
    await page.evaluate((storyId) => {
      const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
      window.__storyResult = undefined;
      // Each story starts as on its own canvas: nothing stored by the one before.
      window.localStorage.clear();
      window.sessionStorage.clear();
      if (!window.__storyListening) {
        window.__storyListening = true;
        const events = {
          storyRendered: () => ({ ok: true }),
          storyErrored: (error) => ({ ok: false, why: `${error?.title}: ${error?.description}` }),
          storyThrewException: (error) => ({ ok: false, why: `threw: ${error?.message}` }),
          playFunctionThrewException: (error) => ({ ok: false, why: `play: ${error?.message}` }),
          storyMissing: () => ({ ok: false, why: "missing" }),
        };
        for (const [name, toResult] of Object.entries(events))
          channel.on(name, (payload) => {
            window.__storyResult ??= toResult(payload);
          });
      }
      channel.emit("setCurrentStory", { storyId, viewMode: "story" });
    }, id);
    const handle = await page
      .waitForFunction(() => window.__storyResult, null, { timeout: 30_000, polling: 100 })
      .catch(() => null);
    if (!handle) return { ok: false, why: "did not finish rendering in 30 s" };
    return handle.jsonValue();
  };

  /** Blank: nothing visible in the document (the story root, or a portal such as a dialog). */
  const blank = () =>
    page.evaluate(() => {
      const visible = (element) => {
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        return (
          box.width > 0 && box.height > 0 && style.visibility !== "hidden" && style.opacity !== "0"
        );
      };
      const content = [...document.body.querySelectorAll("*")].filter(
        (element) =>
          !element.closest(
            ".sb-wrapper, .sb-errordisplay, .sb-nopreview, .sb-preparing-story, .sb-preparing-docs, script, style",
          ) &&
          visible(element) &&
          (element.matches(
            "img, svg, canvas, input, select, textarea, button, iframe, video, [role=img]",
          ) ||
            // A drawn box (a skeleton, a swatch) is content too.
            getComputedStyle(element).backgroundColor !== "rgba(0, 0, 0, 0)" ||
            [...element.childNodes].some((node) => node.nodeType === 3 && node.textContent.trim())),
      );
      return content.length === 0;
    });

  /** A fresh frame showing no story yet (a story that navigated or broke one is left behind). */
  const freshFrame = async () => {
    await page.close();
    page = await context.newPage();
    watch(page);
    await page.goto(`${origin}/iframe.html`);
    await page.waitForFunction(
      () => window.__STORYBOOK_ADDONS_CHANNEL__ && window.__STORYBOOK_PREVIEW__,
    );
  };

  /** The width a story asks for (its viewport global or parameter), or the default 1280. */
  const widthOf = (id) =>
    page.evaluate(async (storyId) => {
      const story = await window.__STORYBOOK_PREVIEW__.storyStoreValue.loadStory({ storyId });
      const name =
        story.storyGlobals?.viewport?.value ??
        story.globals?.viewport?.value ??
        story.parameters?.viewport?.defaultViewport;
      const width = story.parameters?.viewport?.options?.[name]?.styles?.width;
      return width ? Number.parseInt(width, 10) : 1280;
    }, id);

  await freshFrame();
  for (const [n, story] of stories.entries()) {
    const width = await widthOf(story.id).catch(() => 1280);
    if (page.viewportSize()?.width !== width) await page.setViewportSize({ width, height: 800 });
    if (n > 0 && n % 50 === 0) console.log(`  ${n} stories opened`);
    if (process.env.DEBUG_STORIES) console.log(story.id);
    problems.length = 0;
    let result = await render(story.id).catch(async () => {
      // The frame navigated (MSW's worker taking control, a link): once more on a fresh one.
      await freshFrame();
      return render(story.id).catch((error) => ({ ok: false, why: error.message }));
    });
    try {
      if (result.ok && (await blank())) {
        // A story may draw after its first frame (a lazy chunk, an image): look once more.
        await page.waitForTimeout(500);
        if (await blank()) result = { ok: false, why: "renders blank" };
      }
    } catch (error) {
      result = { ok: false, why: error.message };
    }
    if (result.ok && problems.length > 0) result = { ok: false, why: problems.join("; ") };
    if (!result.ok) {
      failures.push(`${story.title} / ${story.name} (${story.id}): ${result.why}`);
      console.log(`FAIL ${story.title} / ${story.name}: ${result.why}`);
      // A failed story may leave the frame in any state: the next one gets a fresh frame.
      await freshFrame();
    }
  }

  // Every docs page renders (its MDX, its props tables) without an error.
  for (const entry of docs) {
    const docsPage = await context.newPage();
    const errors = [];
    docsPage.on("pageerror", (error) => errors.push(error.message));
    await docsPage.goto(`${origin}/iframe.html?id=${entry.id}&viewMode=docs`);
    const shown = await docsPage
      .locator(".sbdocs-content")
      .first()
      .waitFor({ timeout: 20_000 })
      .then(() => true)
      .catch(() => false);
    const errorShown = await docsPage.locator(".sb-errordisplay").isVisible();
    if (!shown || errorShown || errors.length > 0) {
      const why = errors.join("; ") || (errorShown ? "error display" : "no docs content");
      failures.push(`docs ${entry.title} (${entry.id}): ${why}`);
      console.log(`FAIL docs ${entry.title}: ${why}`);
    }
    await docsPage.close();
  }
  console.log(
    `static Storybook: ${stories.length} stories and ${docs.length} docs pages opened, ${failures.length} failed (${((performance.now() - started) / 1000).toFixed(0)} s)`,
  );
} finally {
  await browser.close();
  server.close();
}
if (failures.length > 0) {
  console.error(failures.join("\n"));
  process.exit(1);
}
