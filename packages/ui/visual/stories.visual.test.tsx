// Screenshot baselines for every story tagged "visual", in both brands. Without Chromatic
// these PNGs (in __screenshots__ beside this file) keep visual changes deliberate: any
// changed pixel fails, `pnpm test:visual:update` regenerates them on purpose.
import { composeStories } from "@storybook/react-vite";
import type { ComponentType } from "react";
import { beforeAll, describe, expect, test } from "vitest";
import { page } from "vitest/browser";
import { render } from "vitest-browser-react";

import "../../../.storybook/storybook.css";
import { setProjectAnnotations } from "@storybook/react-vite";
import preview from "../../../.storybook/preview";

setProjectAnnotations(preview);

type StoryModule = Parameters<typeof composeStories>[0];
type ComposedStory = ComponentType & {
  tags: string[];
  parameters?: { visual?: { play?: boolean } };
  storyName: string;
  load: () => Promise<void>;
  play?: (context: { canvasElement: HTMLElement }) => Promise<void>;
};

const modules = import.meta.glob<StoryModule>("../../*/src/**/*.stories.tsx", { eager: true });
const brands = ["uk", "sg"] as const;

/** "Primitives/Button" → "primitives-button", "RadiusAndShadow" → "radius-and-shadow". */
const slug = (text: string) =>
  text
    .replace(/([a-z0-9])([A-Z])/g, "$1-$2")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

beforeAll(async () => {
  // Determinism: no animation or transition caught mid-way, no blinking caret, no
  // scrollbars that come and go, no native resize grip (Chromium draws a textarea's grip
  // itself and shaded it differently from one run of the whole suite to the next:
  // Forms/Textarea > Playground, 34 pixels in the corner, both brands).
  const style = document.createElement("style");
  style.textContent = `
    *, *::before, *::after {
      animation-duration: 0s !important;
      animation-delay: 0s !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0s !important;
      transition-delay: 0s !important;
      caret-color: transparent !important;
    }
    html { scrollbar-width: none; }
    textarea { resize: none !important; }
  `;
  document.head.append(style);
  // Both brands' fonts, before the first screenshot (Latin subsets are what stories use).
  await Promise.all([
    document.fonts.load('16px "Inter Variable"', "Aa"),
    document.fonts.load('16px "Nunito Variable"', "Aa"),
  ]);
});

for (const [file, module] of Object.entries(modules)) {
  const title = (module.default as { title?: string } | undefined)?.title ?? file;
  for (const brand of brands) {
    // The preview's brand decorator sets data-brand on <html> from this global.
    const stories = composeStories(module, { initialGlobals: { brand } }) as Record<
      string,
      ComposedStory
    >;
    const visual = Object.entries(stories).filter(([, story]) => story.tags.includes("visual"));
    if (visual.length === 0) continue;

    describe(`${title} (${brand})`, () => {
      for (const [, Story] of visual) {
        test(Story.storyName, async () => {
          await Story.load();
          const before = new Set(document.body.children);
          const screen = await render(
            <div data-testid="visual-root" style={{ display: "inline-block", padding: 16 }}>
              <Story />
            </div>,
          );
          const root = screen.getByTestId("visual-root");
          await expect.poll(() => document.documentElement.dataset.brand ?? "uk").toBe(brand);

          // A screenshot shows the story at rest, as its args render it. Play functions are
          // interaction tests: a Playground's clicks left a button that had just changed state
          // twice, and Chromium now and then rasterised its rounded edge a shade differently
          // (TipSelector (sg) > Playground, 2 then 11 pixels). A story whose look
          // needs an interaction (a dialog opened) asks for it: parameters.visual.play.
          if (Story.parameters?.visual?.play === true) {
            await Story.play?.({ canvasElement: root.element() as HTMLElement });
          }
          // Focus is the interaction tests' business; screenshots show the resting state.
          (document.activeElement as HTMLElement | null)?.blur?.();
          await document.fonts.ready;

          // Content portalled out of the story root (dialogs, popovers) is shot with the
          // whole viewport; everything else is shot tight around the story.
          const portalled = [...document.body.children].some(
            (element) => !before.has(element) && element !== screen.container,
          );
          const target = portalled ? page.elementLocator(document.documentElement) : root;
          if (portalled) document.documentElement.style.minHeight = "100vh";
          try {
            await expect
              .element(target)
              .toMatchScreenshot(`${slug(title)}--${slug(Story.storyName)}--${brand}`);
          } finally {
            document.documentElement.style.minHeight = "";
          }
        });
      }
    });
  }
}
