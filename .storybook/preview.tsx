import type { Decorator, Preview, ReactRenderer } from "@storybook/react-vite";
import type { ArgTypesEnhancer } from "storybook/internal/types";
import { configure } from "storybook/test";

import { serveBrandData } from "../packages/booking-kit/src/testing/brand-data";
import { withKit } from "./kit-decorator";
import { mswStoryRun } from "./msw-story-run";
import { setStoryClock } from "./story-clock";
import "./storybook.css";

// findBy*, findAllBy* and waitFor wait for the state they look for; their time limit is a hang
// guard, not a measure of speed. Testing Library's 1 s default failed stories whose answer
// came later on a busy machine (a mocked call, then a notification rendered).
configure({ asyncUtilTimeout: 10_000 });

/** The brands a designer can switch between with the toolbar. */
const brands = { uk: "Bookwell UK (default)", sg: "Lion City Clean (Singapore)" } as const;

const withBrand: Decorator = (Story, context) => {
  const brand = (context.globals.brand as keyof typeof brands | undefined) ?? "uk";
  if (typeof document !== "undefined") {
    if (brand === "uk") delete document.documentElement.dataset.brand;
    else document.documentElement.dataset.brand = brand;
    document.documentElement.lang = "en-GB";
  }
  return <Story />;
};

/**
 * A prop typed as a union of strings (`variant`, `size`, `tone`...) gets a control listing
 * them: docgen gives such a prop as its type's text (cva's variant types add `null`).
 */
const literalUnionControls: ArgTypesEnhancer<ReactRenderer> = ({ argTypes }) =>
  Object.fromEntries(
    Object.entries(argTypes).map(([name, argType]) => {
      const summary = argType.table?.type?.summary;
      if (argType.options || argType.control === false || typeof summary !== "string")
        return [name, argType];
      const parts = summary
        .split("|")
        .map((part) => part.trim())
        .filter((part) => part !== "null" && part !== "undefined");
      if (parts.length < 2 || !parts.every((part) => /^"[^"]*"$/.test(part)))
        return [name, argType];
      const options = parts.map((part) => part.slice(1, -1));
      return [
        name,
        { ...argType, options, control: { type: options.length > 4 ? "select" : "inline-radio" } },
      ];
    }),
  );

const preview: Preview = {
  // withKit wraps the kit's stories (those that set `parameters.kit`) in its provider.
  decorators: [withKit, withBrand],
  argTypesEnhancers: [literalUnionControls],
  // Each story's MSW handlers (parameters.msw), answering only the calls of this story run.
  loaders: [mswStoryRun],
  // Every story on one clock (story-clock.ts: STORY_NOW, running on from there), and the kit's
  // mocks serve the chosen brand's demo data (a Singapore customer and addresses with Lion
  // City Clean), before each story's own beforeEach.
  beforeEach: (context) => {
    const restoreClock = setStoryClock();
    serveBrandData(context.globals.brand);
    return restoreClock;
  },
  globalTypes: {
    brand: {
      description: "Brand theme",
      toolbar: {
        title: "Brand",
        icon: "paintbrush",
        items: Object.entries(brands).map(([value, title]) => ({ value, title })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { brand: "uk" },
  parameters: {
    layout: "padded",
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    viewport: {
      // The spec's carousel breakpoints: mobile, tablet, desktop, large.
      options: {
        mobile: { name: "Mobile 375", styles: { width: "375px", height: "812px" }, type: "mobile" },
        tablet: {
          name: "Tablet 768",
          styles: { width: "768px", height: "1024px" },
          type: "tablet",
        },
        desktop: {
          name: "Desktop 1280",
          styles: { width: "1280px", height: "800px" },
          type: "desktop",
        },
        large: {
          name: "Large 1920",
          styles: { width: "1920px", height: "1080px" },
          type: "desktop",
        },
      },
    },
    a11y: {
      // Any axe violation fails the story test.
      test: "error",
      options: {
        runOnly: {
          type: "tag",
          values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"],
        },
        rules: { "target-size": { enabled: true } },
        // In a Vitest run of the story tests, every rule still runs on every element, but
        // only violations (what fails a test) are listed node by node: each test's result
        // carries axe's whole report to Vitest and its JSON report, where the passing nodes'
        // selectors and markup were most of the bytes. Storybook's a11y panel keeps its lists.
        ...(import.meta.env.VITEST_STORYBOOK === "false" && { resultTypes: ["violations"] }),
      },
    },
    docs: {
      toc: true,
      // Every example on a docs page in its own frame, as on the canvas: a dialog opens over its
      // frame, not over the page; a composite keeps its own state, mocked answers and focus,
      // so twenty wizard examples show twenty states, not the first one twenty times.
      story: { inline: false, iframeHeight: 480 },
    },
    options: {
      // The order the Introduction's "The sidebar" lists.
      storySort: {
        order: [
          "Introduction",
          "Your own brand",
          "Theme editor",
          "Foundations",
          ["Colours", "Typography", "Spacing", "Radius", "Shadow", "Motion"],
          "Primitives",
          "Forms",
          "Overlays",
          "Feedback",
          "Navigation",
          "Content",
          "Commerce",
          "Booking",
          "Booking Kit",
        ],
      },
    },
  },
};

export default preview;
