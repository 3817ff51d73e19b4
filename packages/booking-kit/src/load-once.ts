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

/** How many times a failed load was tried again (a fresh URL each time). */
let retries = 0;

/**
 * `load()`, and if it fails because the module could not be fetched, the same module under a
 * fresh URL: Chromium keeps a failed module fetch for the life of the page, so asking for the
 * same URL again fails again without a request (a load while offline, even the idle one, left
 * Login broken until a reload). The module never ran, so nothing is loaded twice.
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
