/** The site's icon, `public/favicon.svg` (a unit test keeps them equal). */
const svg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#0f766e"/><path d="M16 6 6 14v12h7v-7h6v7h7V14z" fill="#fff"/></svg>';

/**
 * The icon as a data URL, inside the page's head: linked as a file, Chromium fetched it beside
 * the stylesheet and the font, on one of the six connections the page's first scripts then
 * waited for (HTTP/1.1). The manifest and the offline page still name the file.
 */
export const FAVICON = `data:image/svg+xml,${encodeURIComponent(svg)}`;
