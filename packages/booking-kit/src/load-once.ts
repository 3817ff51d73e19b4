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
