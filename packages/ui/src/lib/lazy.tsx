import * as React from "react";

/**
 * A module loaded on use: the first call starts the load, later calls share it, and a failed
 * load (offline, a release that replaced the file) is tried again on the next call.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}

/** How many times a failed module fetch was tried again (a fresh URL each time). */
let retries = 0;

/**
 * `load()` (a bare `import()`), and if the module could not be fetched, the same module under
 * a fresh URL: Chromium keeps a failed module fetch for the life of the page, so asking for
 * the same URL again fails again without a request (offline, then online). The module never
 * ran, so nothing is loaded twice.
 */
export async function importOnceMore<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    const url = /\bhttps?:\/\/[^\s'"]+?\.js\b/.exec(
      String((error as Error | undefined)?.message),
    )?.[0];
    if (!url) throw error;
    retries += 1;
    return (await import(/* @vite-ignore */ `${url}?retry=${retries}`)) as T;
  }
}

/** A component whose module loads on use (`lazyComponent`). */
export type LazyComponent<P> = React.ComponentType<P> & {
  /**
   * Starts loading the module (once); a failure is tried again on the next call. Resolves once
   * it has loaded or failed.
   */
  preload(): Promise<void>;
  /**
   * Forgets a failed (or any) load: the next render loads the module again. For an error
   * boundary's TRY AGAIN; React keeps a failed lazy component failed until then.
   */
  retry(): void;
};

/**
 * A component whose module loads on use: `React.lazy` over `loadOnce`, in a Suspense boundary
 * of yours. Once the module has loaded, a new instance renders it at once, without suspending
 * (a server that preloads it renders it in place). A failed load reaches your error boundary;
 * `retry()`, then a new render, loads it again.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<React.ComponentType<P>>,
): LazyComponent<P> {
  let loaded: React.ComponentType<P> | undefined;
  let loadModule!: () => Promise<React.ComponentType<P>>;
  let Lazy!: React.ComponentType<P>;
  const start = () => {
    loaded = undefined;
    loadModule = loadOnce(() => load().then((component) => (loaded = component)));
    Lazy = React.lazy(() => loadModule().then((component) => ({ default: component })));
  };
  start();
  function Component(props: P) {
    // One type for the instance's life: a switch from the lazy one would remount the part.
    const [Type] = React.useState<React.ComponentType<P>>(() => loaded ?? Lazy);
    return <Type {...props} />;
  }
  return Object.assign(Component, {
    preload: () =>
      loadModule().then(
        () => undefined,
        () => undefined,
      ),
    retry: start,
  });
}
