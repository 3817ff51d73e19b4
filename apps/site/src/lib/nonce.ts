import * as React from "react";

/**
 * This response's CSP nonce, given by the page server (`server/site-app.ts`) through
 * `entry.server.tsx`, for the inline scripts React Router writes (`<Scripts>`,
 * `<ScrollRestoration>`). In the browser it is undefined: browsers hide nonces from the DOM,
 * and nothing inline is written after hydration.
 */
export const NonceContext = React.createContext<string | undefined>(undefined);

export const useNonce = () => React.useContext(NonceContext);

/**
 * Zod compiles object parsers with `new Function` unless told not to, and the pages' CSP has
 * no 'unsafe-eval': its probe would be blocked and reported as a violation on every page. Its
 * `jitless` setting is read when a schema is built, so it must be in place before any module
 * of the contract runs: this classic script, in the head with the nonce, runs before the
 * module scripts. Plain text without quotes or angle brackets, so React writes it as is.
 */
export const ZOD_JITLESS_SCRIPT =
  "globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });";
