import { createHtmlSanitiser, sanitiseHtmlOnServer } from "@bookwell/ui/safe-html";
import { createFromReadableStream } from "@vitejs/plugin-rsc/ssr";
import { JSDOM } from "jsdom";
import type { ReactFormState } from "react-dom/client";
import { renderToReadableStream } from "react-dom/server.edge";
import {
  unstable_routeRSCServerRequest as routeRSCServerRequest,
  unstable_RSCStaticRouter as RSCStaticRouter,
} from "react-router";

// The SSR environment renders the client components (the kit's header, its announcement's
// SafeHtml): their CMS HTML is sanitised here, as the site's root does on its server
// (apps/site/src/lib/safe-html.server.ts), so the first HTML carries it.
sanitiseHtmlOnServer(createHtmlSanitiser(new JSDOM("").window as never));

/** React Router's default SSR entry (@react-router/dev's default-rsc-entries/entry.ssr.tsx). */
export async function generateHTML(request: Request, serverResponse: Response): Promise<Response> {
  return await routeRSCServerRequest({
    request,
    serverResponse,
    createFromReadableStream,
    async renderHTML(getPayload, options) {
      const payload = await getPayload();
      const formState =
        payload.type === "render" ? ((await payload.formState) as ReactFormState) : undefined;
      const bootstrapScriptContent = await import.meta.viteRsc.loadBootstrapScriptContent("index");
      return await renderToReadableStream(<RSCStaticRouter getPayload={getPayload} />, {
        ...options,
        bootstrapScriptContent,
        formState,
        signal: request.signal,
      });
    },
  });
}
