import { createApiClient } from "@bookwell/contract";
import * as React from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { BookingKitProvider } from "../provider";
import { demoSettings } from "../testing/kit-story";

describe("AuthDialogs on the server", () => {
  it("renders inside the provider with no window, document or storage", () => {
    expect(typeof window).toBe("undefined");
    const html = renderToString(
      React.createElement(BookingKitProvider, {
        client: createApiClient({ baseUrl: "" }),
        settings: { ...demoSettings, social: { ...demoSettings.social, googleClientId: "id" } },
        onNavigate: () => {},
        children: React.createElement("p", null, "Page"),
      }),
    );
    // Closed at first: only the page.
    expect(html).toContain("Page");
    expect(html).not.toContain('role="dialog"');
  });
});
