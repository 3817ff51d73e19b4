import * as React from "react";

const serverLoads: Promise<unknown>[] = [];

/**
 * Resolves once every island's module has loaded on the server (or failed: the island then
 * loads, or fails, at its render). The server's entry waits for it before rendering, so a page
 * never has to stream an island's HTML after the shell.
 */
export function islandsLoaded(): Promise<unknown> {
  return Promise.all(serverLoads);
}

/**
 * A component whose script is not part of the page's first load: the server renders it into
 * the HTML as usual (its module is loaded when the server starts), and the browser loads the
 * module when React reaches the component while hydrating, leaving the server's HTML in place
 * until then. Wrap it in a `<React.Suspense>` of its own, and keep the element stable (the
 * same element on every render of its parent) so an update never reaches a boundary still
 * waiting for its script (React would replace the HTML with the fallback).
 *
 * Unlike `React.lazy`, the module is never bundled into the importer (no static import), and
 * a module already loaded renders at once, without suspending.
 */
export function island<Props extends object>(
  load: () => Promise<React.ComponentType<Props>>,
): React.ComponentType<Props> {
  let loaded: React.ComponentType<Props> | undefined;
  let pending: Promise<React.ComponentType<Props>> | undefined;
  const start = () => {
    pending ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  // The server loads it now; the page server waits for it before its first render.
  if (import.meta.env.SSR) serverLoads.push(start().catch(() => undefined));
  function Island(props: Props) {
    const Component = loaded ?? React.use(start());
    return <Component {...props} />;
  }
  return Island;
}
