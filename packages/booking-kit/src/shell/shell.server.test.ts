import { createApiClient } from "@bookwell/contract";
import { QueryClient } from "@tanstack/react-query";
import * as React from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { BookingKitProvider } from "../provider";
import { contentKeys } from "../queries/content-queries";
import { demoSettings } from "../testing/kit-story";
import { CookieConsent } from "./cookie-consent";
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
    expect(html).toMatch(/<button[^>]*>Login</);
    expect(html).toContain("Find us here");
    expect(html).toContain(footerFixture.content.find_us_here.addr);
    expect(html).toContain("Slot");
  });

  it("leaves the cookie banner, the version banner and the loader to the browser", () => {
    const html = render(
      React.createElement(
        React.Fragment,
        null,
        React.createElement(CookieConsent),
        React.createElement(VersionCheck, {
          currentVersion: "1",
          fetchLatestVersion: async () => "2",
        }),
        React.createElement(PageLoader),
        React.createElement("p", null, "Page"),
      ),
    );
    expect(html).toContain("Page");
    expect(html).not.toContain("Cookies");
    expect(html).not.toContain("Update version");
    expect(html).not.toContain('data-slot="loader"');
  });
});
