"use client";
import * as React from "react";

import type { StoredValue } from "./stored-value";

/** A stored value (questionnaire answers, chosen add-ons); null during a server render. */
export function useStoredValue<T>(store: StoredValue<T>): T | null {
  return React.useSyncExternalStore(store.subscribe, store.get, () => null);
}

/** False on the server and in the first (hydrating) render, true once mounted. */
export function useMounted(): boolean {
  return React.useSyncExternalStore(subscribeToNothing, onClient, onServer);
}
const subscribeToNothing = () => () => undefined;

/**
 * False on the server and in the first (hydrating) render, true once mounted, set in a
 * transition: what depends on it renders in the background, in slices the browser can answer a
 * press between, rather than at once in one task after hydration as `useMounted`'s change does.
 */
export function useMountedInTransition(): boolean {
  const [mounted, setMounted] = React.useState(false);
  React.useEffect(() => {
    React.startTransition(() => setMounted(true));
  }, []);
  return mounted;
}
const onClient = () => true;
const onServer = () => false;
