import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { Carousel } from "./carousel";
import { carouselPresets } from "./items-per-view";

// Server rendering (Node, no window): the carousel must render its whole APG structure
// without touching browser globals, and its layout must come from CSS, not from JavaScript.
describe("Carousel on the server", () => {
  const html = () =>
    renderToString(
      createElement(Carousel, {
        label: "Trusted by",
        itemsPerView: carouselPresets.rates,
        autoRotate: true,
        children: ["Acme", "Harbour", "Northwind"].map((name) =>
          createElement("p", { key: name }, name),
        ),
      }),
    );

  it("renders without a window", () => {
    expect(typeof globalThis.window).toBe("undefined");
    expect(html).not.toThrow();
  });

  it("has the region, the named slides, the controls and the picker", () => {
    const out = html();
    expect(out).toContain('aria-roledescription="carousel"');
    expect(out).toContain('aria-label="Trusted by"');
    expect(out.match(/aria-roledescription="slide"/g)).toHaveLength(3);
    expect(out).toContain('aria-label="2 of 3"');
    expect(out).toContain('aria-label="Previous slide"');
    expect(out).toContain('aria-label="Next slide"');
    expect(out).toContain('aria-label="Stop automatic slide show"');
    expect(out).toContain('aria-label="Go to slide 3"');
  });

  it("carries the items per view as CSS variables for the media queries", () => {
    const out = html();
    // rates: 6, 4, 2, 1
    expect(out).toContain("--carousel-mobile:100%");
    expect(out).toContain("--carousel-tablet:50%");
    expect(out).toContain("--carousel-desktop:25%");
    expect(out).toContain("--carousel-large:16.666666666666668%");
  });
});
