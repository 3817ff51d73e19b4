/**
 * The journeys' `test`: Playwright's, with one automatic check every journey gets. Any
 * Content-Security-Policy violation in any page of the test fails it: the page
 * server's strict CSP lets only its own nonce'd scripts run, so a violation is either an
 * attack or a part of the site the policy does not know (a new provider, an inline script).
 * Import `test` and `expect` from here, not from `@playwright/test`.
 */
import { test as base } from "@playwright/test";

export * from "@playwright/test";

export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      // The browser's own event, reported through the console so it survives navigations.
      await context.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) => {
          console.error(
            `CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI || "(inline)"} at ${event.sourceFile}:${event.lineNumber}`,
          );
        });
      });
      context.on("console", (message) => {
        const text = message.text();
        if (text.startsWith("CSP violation:") || /Content Security Policy/i.test(text))
          violations.push(text);
      });
      await use(violations);
      if (violations.length > 0)
        throw new Error(`Content-Security-Policy violations:\n${violations.join("\n")}`);
    },
    { auto: true },
  ],
});
