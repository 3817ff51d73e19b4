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

/** A component whose module loads on use (`lazyComponent`). */
export type LazyComponent<P> = React.ComponentType<P> & {
  /**
   * Starts loading the module (once); a failure is tried again on the next call or render.
   * Resolves once it has loaded or failed.
   */
  preload(): Promise<void>;
};

/**
 * A component whose module loads on use: `React.lazy` over `loadOnce`, in a Suspense boundary
 * of yours. Once the module has loaded, a new instance renders it at once, without suspending
 * (a server that preloads it renders it in place). React keeps a failed lazy component failed;
 * this one, mounted again after a failure (an error boundary's retry), loads the module again.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<React.ComponentType<P>>,
): LazyComponent<P> {
  let loaded: React.ComponentType<P> | undefined;
  const loadModule = loadOnce(() => load().then((component) => (loaded = component)));
  let failed = false;
  const make = () =>
    React.lazy(() =>
      loadModule().then(
        (component) => ({ default: component }),
        (error: unknown) => {
          failed = true;
          throw error;
        },
      ),
    );
  let Lazy = make();
  function Component(props: P) {
    if (failed) {
      failed = false;
      Lazy = make();
    }
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
  });
}
