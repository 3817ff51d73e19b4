import { createApiClient } from "@bookwell/contract";
import { QueryClient } from "@tanstack/react-query";
import * as React from "react";
import { renderToString } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";

import { BookingKitProvider } from "../provider";
import { contentKeys } from "../queries/content-queries";
import { demoSettings } from "../testing/kit-story";
import {
  COOKIE_CONSENT_ATTRIBUTE,
  COOKIE_CONSENT_KEY,
  COOKIE_CONSENT_SCRIPT,
  CookieConsent,
} from "./cookie-consent";
import { headerPartsLoaded } from "./header-announcements";
import { PageLoader } from "./page-loader";
import { footerFixture, headerFixture, servicesFixture } from "../testing/mocks/shell.mocks";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { VersionCheck } from "./version-check";

/** The shell as a site renders it on the server: from a prefetched cache, touching no browser API. */
function render(children: React.ReactNode) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(contentKeys.page("cmsHomeTop"), headerFixture);
  queryClient.setQueryData(contentKeys.page("homeOurServices"), servicesFixture);
  queryClient.setQueryData(contentKeys.page("cmsFooter"), footerFixture);
  return renderToString(
    React.createElement(BookingKitProvider, {
      client: createApiClient({ baseUrl: "" }),
      settings: demoSettings,
      queryClient,
      onNavigate: () => {},
      children,
    }),
  );
}

const links = {
  home: "/",
  ourServices: "/our-services",
  myAccount: "/my-account/my-booking",
  service: (prodpageid: string) => `/${prodpageid}`,
};

describe("the shell on the server", () => {
  // As the site's server does before its first render.
  beforeAll(() => headerPartsLoaded());

  it("renders the header and footer content with no window, document or storage", () => {
    expect(typeof window).toBe("undefined");
    const html = render(
      React.createElement(
        React.Fragment,
        null,
        React.createElement(SiteHeader, { logo: "Bookwell", links }),
        React.createElement(SiteFooter, { newsletter: React.createElement("p", null, "Slot") }),
      ),
    );
    expect(html).toContain('href="/rate"');
    expect(html).toContain("Office cleaning");
    // The announcement bar, whose module loads apart, is in place in the server's HTML.
    expect(html).toContain('data-slot="announcement-bar"');
    expect(html).toContain("10% off with code WELCOME10.");
    expect(html).toMatch(/<button[^>]*>Login</);
    expect(html).toContain("Find us here");
    expect(html).toContain(footerFixture.content.find_us_here.addr);
    expect(html).toContain("Slot");
  });

  it("leaves the version banner and the loader to the browser", () => {
    const html = render(
      React.createElement(
        React.Fragment,
        null,
        React.createElement(VersionCheck, {
          currentVersion: "1",
          fetchLatestVersion: async () => "2",
        }),
        React.createElement(PageLoader),
        React.createElement("p", null, "Page"),
      ),
    );
    expect(html).toContain("Page");
    expect(html).not.toContain("Update version");
    expect(html).not.toContain('data-slot="loader"');
  });

  it("paints the cookie banner with the first HTML, hidden under the early script's mark", () => {
    const html = render(React.createElement(CookieConsent));
    const banner = /<section[^>]*aria-label="Cookies"[^>]*>/.exec(html)?.[0];
    expect(banner).toBeDefined();
    expect(banner).toContain("[[data-cookie-consent]_&amp;]:hidden");
    // Its buttons do nothing until hydrated: said so, so a tap or a test waits.
    expect(banner).toContain('aria-disabled="true"');
    expect(html).toMatch(/<button[^>]*>Accept</);
    expect(html).toMatch(/<button[^>]*>Cancel</);
  });

  it("the early script marks <html> only for a stored choice, and survives blocked storage", () => {
    const run = (stored: string | null, blocked = false) => {
      const attributes = new Map<string, string>();
      const localStorage = {
        getItem: (key: string) => {
          if (blocked) throw new Error("SecurityError");
          return key === COOKIE_CONSENT_KEY ? stored : null;
        },
      };
      const document = {
        documentElement: {
          setAttribute: (name: string, value: string) => attributes.set(name, value),
        },
      };
      new Function("localStorage", "document", COOKIE_CONSENT_SCRIPT)(localStorage, document);
      return attributes.get(COOKIE_CONSENT_ATTRIBUTE) ?? null;
    };
    expect(run("true")).toBe("true");
    expect(run("false")).toBe("false");
    expect(run(null)).toBeNull();
    expect(run('"yes"')).toBeNull();
    expect(run("true", true)).toBeNull();
    // React writes the script's text as is (no quote or angle bracket to escape).
    expect(COOKIE_CONSENT_SCRIPT).not.toMatch(/["'<>&]/);
  });
});
