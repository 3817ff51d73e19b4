import { createApiClient } from "@bookwell/contract";
import { createElement, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { AddonListing } from "../listing/addon-listing";
import { PackageListing } from "../listing/package-listing";
import { BookingKitProvider } from "../provider";
import { demoSettings } from "../testing/kit-story";
import { BookingWizard } from "./booking-wizard";

/** The composites render on the server: no window, document or storage while rendering. */
function render(children: ReactNode): string {
  return renderToString(
    createElement(BookingKitProvider, {
      client: createApiClient({ baseUrl: "http://api.invalid" }),
      settings: demoSettings,
      onNavigate: () => undefined,
      children,
    }),
  );
}

describe("server render", () => {
  it("has no window in this test", () => {
    expect(typeof window).toBe("undefined");
  });

  it("renders the package listing's loading state", () => {
    const html = render(createElement(PackageListing, { state: { matcatnum: "RHC" } }));
    expect(html).toContain("Loading packages");
  });

  it("renders the add-on listing's loading state", () => {
    const html = render(
      createElement(AddonListing, {
        state: { matname: "Laundry", matnum: "L", jobnum: "P;D", baseamt: 20 },
      }),
    );
    expect(html).toContain("Add-ons for Laundry");
  });

  it("renders the wizard's progress header", () => {
    const html = render(
      createElement(BookingWizard, {
        entry: { package: { matname: "Deep", matnum: "D", jobnum: "J", baseamt: 1 } },
      }),
    );
    expect(html).toContain("Booking progress");
    expect(html).toContain("Date &amp; Time");
  });

  it("renders the loading cards whatever the state (the server cannot see the browser's history)", () => {
    // A direct access and a visit from the questionnaire get the same first paint; the browser
    // then shows the packages, or says the page cannot be opened directly and goes home.
    for (const state of [null, { matcatnum: "RHC" }]) {
      const html = render(createElement(PackageListing, { state }));
      expect(html).toContain('data-state="loading"');
      expect(html).toContain("Loading packages");
    }
  });
});
