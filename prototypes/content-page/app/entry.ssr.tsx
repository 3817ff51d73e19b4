import { createHtmlSanitiser, sanitiseHtmlOnServer } from "@bookwell/ui";
import { generateHTML as defaultGenerateHTML } from "@react-router/dev/config/default-rsc-entries/entry.ssr";
import { JSDOM } from "jsdom";

// The SSR environment renders the client components (the kit's header, its announcement's
// SafeHtml): their CMS HTML is sanitised here, as the site's root does on its server
// (apps/site/src/lib/safe-html.server.ts), so the first HTML carries it.
sanitiseHtmlOnServer(createHtmlSanitiser(new JSDOM("").window as never));

export function generateHTML(request: Request, serverResponse: Response): Promise<Response> {
  return defaultGenerateHTML(request, serverResponse);
}
