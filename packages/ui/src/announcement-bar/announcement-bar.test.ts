import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { AnnouncementBar } from "./announcement-bar";

// Server rendering (Node, no window): the bar renders its region and controls; the messages
// are CMS HTML, which SafeHtml only sets in the browser after sanitising it.
describe("AnnouncementBar on the server", () => {
  const html = renderToString(
    createElement(AnnouncementBar, {
      messages: ["<b>10% off</b><script>alert(1)</script>", "Open 8am to 8pm daily"],
      navigation: "previous-next",
    }),
  );

  it("renders the region and its controls without a window", () => {
    expect(typeof globalThis.window).toBe("undefined");
    expect(html).toContain('aria-label="Announcements"');
    expect(html).toContain('aria-label="Pause announcements"');
    expect(html).toContain('aria-label="Previous announcement"');
    expect(html).toContain('aria-label="Next announcement"');
    // Set to rotate, so not a live region; it waits for the visitor to engage with the page.
    expect(html).toContain('aria-live="off"');
    expect(html).toContain('data-state="waiting"');
  });

  it("never puts unsanitised HTML in the server's markup", () => {
    expect(html).not.toContain("<script");
    expect(html).not.toContain("10% off");
  });
});
