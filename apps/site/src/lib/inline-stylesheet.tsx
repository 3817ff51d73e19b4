import * as React from "react";

/**
 * The site's stylesheet, written in the page's head rather than linked (decision record
 * `docs/decisions/stylesheet-in-the-page.md`): the first paint waits for no second request.
 * The page server reads the built file once (`SiteContext.stylesheetText`) and
 * `entry.server.tsx` gives its text here; in the browser the context is empty.
 */
export const StylesheetTextContext = React.createContext<string | undefined>(undefined);

/**
 * The stylesheet as React 19 manages one: a `<style>` with `href` and `precedence` is a
 * resource React puts in the head and finds again by its `href` (`style[data-href]`), so the
 * browser's render (empty, below) takes the server's element as it is, through hydration and
 * any later render of the whole document. Without the text (development: Vite serves the
 * stylesheet) it is the usual link. The browser cannot tell which the server wrote, and needs
 * not: with a link in the head, its empty `<style>` is one element with no rules.
 */
export function SiteStylesheet({ href }: { href: string }) {
  const text = React.useContext(StylesheetTextContext);
  const onServer = typeof document === "undefined";
  if (onServer && text === undefined)
    return <link rel="stylesheet" href={href} precedence="default" />;
  return (
    <style href={href} precedence="default">
      {text ?? ""}
    </style>
  );
}
