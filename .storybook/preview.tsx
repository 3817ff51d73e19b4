import type { Decorator, Preview } from "@storybook/react-vite";
import { mswLoader } from "msw-storybook-addon/csf3";

import "./storybook.css";

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

const preview: Preview = {
  decorators: [withBrand],
  loaders: [mswLoader()],
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
      },
    },
    docs: { toc: true },
    options: {
      storySort: {
        order: [
          "Introduction",
          "Foundations",
          ["Colours", "Typography", "Spacing", "Radius", "Shadow", "Motion"],
          "Primitives",
          "Forms",
          "Overlays",
          "Feedback",
          "Navigation",
          "Content",
          "Commerce",
          "Booking Kit",
        ],
      },
    },
  },
};

export default preview;
