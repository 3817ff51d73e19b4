import { PassThrough } from "node:stream";

import { createReadableStreamFromReadable } from "@react-router/node";
import { headerPartsLoaded } from "@bookwell/booking-kit/shell";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import { type AppLoadContext, type EntryContext, ServerRouter } from "react-router";

import appCss from "./app.css?url";
import { partsLoaded } from "./components/lazy-part";
import { StylesheetTextContext } from "./lib/inline-stylesheet";
import { NonceContext } from "./lib/nonce";

export const streamTimeout = 5_000;

/**
 * An error of a page's loader or action, or the request a page refuses (a POST to a page,
 * which has no action: React Router's own 405): one line, within the site's budget per kind
 * (`log` in the load context), where React Router's default writes the whole stack for each.
 * A refused request is the caller's doing and anyone can send many; an error keeps its stack.
 */
export function handleError(
  error: unknown,
  { request, context }: { request: Request; context: AppLoadContext },
) {
  if (request.signal.aborted) return;
  const log = context.site?.log ?? ((_kind: string, line: string) => console.error(line));
  const route = `${request.method} ${new URL(request.url).pathname.slice(0, 200)}`;
  if (request.method !== "GET" && request.method !== "HEAD") {
    const message = error instanceof Error ? error.message.split("\n")[0] : String(error);
    log("page-refused", `[site] ${route}: ${message}`);
  } else
    log("page-error", `[site] ${route}: ${error instanceof Error ? error.stack : String(error)}`);
}

/**
 * React Router's default Node entry, plus the request's CSP nonce (`site.nonce`, made by the
 * page server's security headers): `ServerRouter` and React put it on the scripts they write,
 * and the root layout reads it for `<Scripts>` and `<ScrollRestoration>`. The site's stylesheet
 * goes in the head as text when the page server has it (`lib/inline-stylesheet.tsx`). The page
 * parts loaded after the first load in the browser (`components/lazy-part.tsx`) are loaded here
 * before the first render, so they are in place in the HTML (a no-op once they have).
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.site?.nonce;
  const [stylesheetText] = await Promise.all([
    loadContext.site?.stylesheetText?.(appCss),
    partsLoaded(),
    headerPartsLoaded(),
  ]);

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers get the whole page at once; people get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <StylesheetTextContext.Provider value={stylesheetText ?? undefined}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </StylesheetTextContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        // A boundary that is complete when the shell is written stays in place in the HTML.
        // React's default (12.8 KB) moves every completed boundary past that much HTML to the
        // end of the stream, hidden until an inline script shows it: the footer's links and the
        // parts below the fold would need a script to be seen. Boundaries still waiting for data
        // stream as React streams them. See docs/decisions/ (server HTML in place).
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set("Content-Type", "text/html");
          pipe(body);
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
