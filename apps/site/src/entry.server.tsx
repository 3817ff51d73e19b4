import { PassThrough } from "node:stream";

import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import { type AppLoadContext, type EntryContext, ServerRouter } from "react-router";

import { islandsLoaded } from "./lib/island";
import { NonceContext } from "./lib/nonce";
import { scriptsAfterFirstPaint } from "./server/scripts-after-paint";

export const streamTimeout = 5_000;

/**
 * React Router's Node entry, as its default, plus the request's CSP nonce (`site.nonce`, made
 * by the page server's security headers): `ServerRouter` puts it on the streamed data
 * scripts, and the root layout reads it for `<Scripts>` and `<ScrollRestoration>`. The page's
 * scripts start once it has painted (`server/scripts-after-paint.ts`).
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
  await islandsLoaded();

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
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        // A boundary rendered with the shell stays in place in the HTML: React would otherwise
        // send a large one (the footer's, with its card logos) at the end of the stream, hidden
        // until an inline script moves it, so without scripts it would never show.
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
          // The scripts start once the page has painted: the first paint's files come first.
          const afterPaint = scriptsAfterFirstPaint();
          afterPaint.pipe(body);
          pipe(afterPaint);
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
