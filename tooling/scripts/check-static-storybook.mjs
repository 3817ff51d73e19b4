// Opens the static Storybook (what `storybook build` publishes, minified) in Chromium and fails
// on any story that errors or renders blank. The story tests run every play function against
// the development server; this catches what only the production build breaks (
// minified token values, stories blank or failing only there). It renders each story as it
// first shows on its canvas (play functions off: `embed=true`; axe off: the story tests run
// both), in several frames at once. A story tagged `static-play` (the live token tables, which
// read the built stylesheet) has its play function run here too.
// Usage: node tooling/scripts/check-static-storybook.mjs [--docs] [--all] [<static dir>]
//   by default it opens each file's first story and every `static-play` story; `--all` every story.
//   without a dir it builds one into .cache/storybook-static first: by default with
//   `storybook build --test` (no docs pages, no docgen, no sourcemaps: several times quicker,
//   and still minified, so the minifier's rewrites are caught); `--docs` builds
//   the full Storybook and opens every docs page too.
//   STATIC_STORYBOOK_FRAMES sets how many frames render at once (3 by default);
//   STATIC_STORYBOOK_ONLY=<regular expression> opens only the stories whose id matches.
/* global document, getComputedStyle, window -- the callbacks of page.evaluate run in the browser */
import { execFileSync } from "node:child_process";
import { readFile } from "node:fs/promises";
import { createServer } from "node:http";
import path from "node:path";

import { chromium } from "playwright";

const repo = path.resolve(import.meta.dirname, "../..");
const started = performance.now();
const args = process.argv.slice(2);
const withDocs = args.includes("--docs");
const given = args.find((arg) => !arg.startsWith("--"));
let root = given && path.resolve(given);
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
      ...(withDocs ? [] : ["--test"]),
    ],
    { cwd: repo, stdio: ["ignore", "ignore", "inherit"] },
  );
  console.log(
    `static Storybook built${withDocs ? "" : " (--test)"} in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
}
const checkStarted = performance.now();

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
// STATIC_STORYBOOK_ONLY=<regular expression> opens only the stories whose id matches (to debug).
const only = process.env.STATIC_STORYBOOK_ONLY && new RegExp(process.env.STATIC_STORYBOOK_ONLY);
const every = args.includes("--all") || Boolean(only);
const titles = new Set();
const stories = Object.values(index.entries).filter((entry) => {
  if (entry.type !== "story" || (only && !only.test(entry.id))) return false;
  if (every || entry.tags?.includes("static-play")) return true;
  // One story per file (its first): the story tests open every story in development; this pass
  // looks for what the minified build alone breaks, a module's code, which its first story
  // shows. `--all` (`pnpm test:storybook-static --all`) opens every story.
  if (titles.has(entry.title)) return false;
  titles.add(entry.title);
  return true;
});
const docs = Object.values(index.entries).filter((entry) => entry.type === "docs");

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: ["--disable-dev-shm-usage", "--disable-gpu"],
});
// The frame every story is shown in: no play function (`embed`); axe off is set once it is
// ready (freshFrame).
const frameUrl = `${origin}/iframe.html?embed=true`;
const failures = [];
let opened = 0;

/**
 * One frame working through the shared list of stories. Each frame has its own browser
 * context, so clearing storage for one story does not touch a story rendering beside it.
 */
async function frameWorker(queue) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  let page;
  const problems = [];

  /**
   * Renders one story in the frame and reports how it went, from Storybook's own events
   * (recorded in the page; Playwright's timeout holds even if the frame hangs).
   */
  const render = async (id, play) => {
    await page.evaluate(
      ({ storyId, play }) => {
        const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
        // The preview reads `embed` on each render: without it, the story's play function runs.
        window.history.replaceState(null, "", play ? "iframe.html" : "iframe.html?embed=true");
        window.__storyResult = undefined;
        // Each story starts as on its own canvas: nothing stored by the one before.
        window.localStorage.clear();
        window.sessionStorage.clear();
        if (!window.__storyListening) {
          window.__storyListening = true;
          // Success is the render's own "finished" phase (below), not `storyRendered`: that
          // comes before the addons' afterEach, and a frame asked for the next story while a
          // render is still pending reloads itself (Storybook's teardown), losing that story.
          const events = {
            storyErrored: (error) => ({ ok: false, why: `${error?.title}: ${error?.description}` }),
            storyThrewException: (error) => ({ ok: false, why: `threw: ${error?.message}` }),
            storyMissing: () => ({ ok: false, why: "missing" }),
            playFunctionThrewException: (error) => ({ ok: false, why: `play: ${error?.message}` }),
          };
          for (const [name, toResult] of Object.entries(events))
            channel.on(name, (payload) => {
              window.__storyResult ??= toResult(payload);
            });
        }
        window.__storyAsked = performance.now();
        channel.emit("setCurrentStory", { storyId, viewMode: "story" });
      },
      { storyId: id, play },
    );
    const handle = await page
      .waitForFunction(
        (storyId) => {
          if (window.__storyResult) return window.__storyResult;
          // The render's own record, should its event have gone before the listener came.
          const current = window.__STORYBOOK_PREVIEW__.currentRender;
          if (current?.id !== storyId && performance.now() - window.__storyAsked > 5_000) {
            // A request sent while a fresh frame was still settling can be lost: ask again.
            window.__storyAsked = performance.now();
            window.__STORYBOOK_ADDONS_CHANNEL__.emit("setCurrentStory", {
              storyId,
              viewMode: "story",
            });
          }
          if (current?.id !== storyId || current.phase !== "finished") return undefined;
          const error = document.querySelector(".sb-show-errordisplay #error-message");
          return error ? { ok: false, why: error.textContent } : { ok: true };
        },
        id,
        { timeout: 30_000, polling: 100 },
      )
      .catch(() => null);
    if (!handle) {
      const phase = await page
        .evaluate(() => window.__STORYBOOK_PREVIEW__.currentRender?.phase)
        .catch(() => "unknown");
      return { ok: false, why: `did not finish rendering in 30 s (phase: ${phase})` };
    }
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
    await page?.close();
    page = await context.newPage();
    page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
    await page.goto(frameUrl);
    await page.waitForFunction(
      () => window.__STORYBOOK_ADDONS_CHANNEL__ && window.__STORYBOOK_PREVIEW__,
    );
    // Its stories loaded and its first selection made: a story asked for earlier is lost.
    await Promise.race([
      page.evaluate(() => window.__STORYBOOK_PREVIEW__.ready()),
      new Promise((_, reject) => {
        setTimeout(
          () => reject(new Error("the preview was not ready within 30 s")),
          30_000,
        ).unref();
      }),
    ]);
    await page.waitForFunction(() =>
      document.querySelector(".sb-show-nopreview, .sb-show-errordisplay, .sb-show-main"),
    );
    // Axe off (the story tests run it on every story): the a11y addon's manual mode. A
    // `globals` in the frame's address applies only with a story `id` beside it, so it is set
    // on the channel, as the toolbar sets it.
    await page.evaluate(() =>
      window.__STORYBOOK_ADDONS_CHANNEL__.emit("updateGlobals", {
        globals: { a11y: { manual: true } },
      }),
    );
    await page.waitForFunction(
      () => window.__STORYBOOK_PREVIEW__.storyStoreValue.userGlobals.get().a11y?.manual === true,
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

  try {
    await freshFrame();
    /** Opens one story in the frame and says how it went. */
    const open = async (story) => {
      const width = await widthOf(story.id).catch(() => 1280);
      if (page.viewportSize()?.width !== width) await page.setViewportSize({ width, height: 800 });
      problems.length = 0;
      const play = story.tags?.includes("static-play") ?? false;
      let result = await render(story.id, play).catch(async () => {
        // The frame navigated (MSW's worker taking control, a link): once more on a fresh one.
        await freshFrame();
        return render(story.id, play).catch((error) => ({ ok: false, why: error.message }));
      });
      try {
        // A story may draw after its first frame (a lazy chunk, an image, a widget loaded
        // a second after start): look again for up to 2 s.
        for (let look = 0; result.ok && (await blank()); look += 1) {
          if (look === 8) result = { ok: false, why: "renders blank" };
          else await page.waitForTimeout(250);
        }
      } catch (error) {
        result = { ok: false, why: error.message };
      }
      if (result.ok && problems.length > 0) result = { ok: false, why: problems.join("; ") };
      return result;
    };

    // Opening a story never waits forever: a frame can stop answering (a page.evaluate has no
    // timeout of its own; one such hang stopped a whole run of the test command once, with the
    // machine idle). After 60 s the story counts as failed and gets its second try below.
    const openWithin = (story) =>
      Promise.race([
        open(story),
        new Promise((resolve) => {
          setTimeout(
            () => resolve({ ok: false, why: "no answer from the frame within 60 s" }),
            60_000,
          ).unref();
        }),
      ]);
    for (let story = queue.shift(); story; story = queue.shift()) {
      opened += 1;
      if (opened % 100 === 0) console.log(`  ${opened} stories opened`);
      if (process.env.DEBUG_STORIES) console.log(story.id);
      let result = await openWithin(story);
      if (!result.ok) {
        // A failed story may leave the frame in any state: it gets once more on a fresh frame
        // (a machine under heavy load can miss the 30 s once); a real failure fails twice.
        const first = result.why;
        await freshFrame();
        result = await openWithin(story);
        if (result.ok)
          console.log(`passed on its second try: ${story.title} / ${story.name} (${first})`);
      }
      if (!result.ok) {
        failures.push(`${story.title} / ${story.name} (${story.id}): ${result.why}`);
        console.log(`FAIL ${story.title} / ${story.name}: ${result.why}`);
        await freshFrame();
      }
    }

    // Every docs page renders (its MDX, its props tables) without an error.
    for (let entry = docs.shift(); entry; entry = docs.shift()) {
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
  } finally {
    await context.close();
  }
}

const storyCount = stories.length;
const docsCount = docs.length;
try {
  const frames = Number(process.env.STATIC_STORYBOOK_FRAMES ?? 3);
  await Promise.all(Array.from({ length: frames }, () => frameWorker(stories)));
  console.log(
    `static Storybook: ${storyCount} stories and ${docsCount} docs pages opened in ${((performance.now() - checkStarted) / 1000).toFixed(0)} s, ${failures.length} failed (${((performance.now() - started) / 1000).toFixed(0)} s in all)`,
  );
} finally {
  await browser.close();
  server.close();
}
if (failures.length > 0) {
  console.error(failures.join("\n"));
  process.exit(1);
}
