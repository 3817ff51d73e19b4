"use client";
import type { ApiClient } from "@bookwell/contract";
import { NotificationProvider } from "@bookwell/ui";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import * as React from "react";

import { AuthDialogStateProvider } from "../auth/auth-dialog-context";
import { AuthDialogs } from "../auth/auth-dialogs";
import {
  KitContext,
  type KitContextValue,
  type KitDestination,
  type KitSettings,
} from "../kit-context";
import { createBrowserSessionStore, type SessionStore } from "../session/session-store";

export type BookingKitProviderProps = {
  /** The typed API client (`createApiClient` from @bookwell/contract). */
  client: ApiClient;
  settings: KitSettings;
  /** Called when a composite needs to go somewhere; the kit knows no URLs. */
  onNavigate: (destination: KitDestination) => void;
  /** A QueryClient of the site's (to share a server-prefetched cache); one is made otherwise. */
  queryClient?: QueryClient;
  /** Where the non-secret profile is kept; `localStorage` by default. */
  sessionStore?: SessionStore;
  children: React.ReactNode;
};

/**
 * Everything the booking composites need: the API client, TanStack Query, the stored session,
 * notifications, the brand's settings and a navigation callback. Renders on the server: it
 * touches no `window`, `document` or storage while rendering.
 */
export function BookingKitProvider({
  client,
  settings,
  onNavigate,
  queryClient,
  sessionStore,
  children,
}: BookingKitProviderProps) {
  const [ownQueryClient] = React.useState(
    () =>
      queryClient ??
      new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } }),
  );
  const [ownSession] = React.useState(() => sessionStore ?? createBrowserSessionStore());
  const value = React.useMemo<KitContextValue>(
    () => ({ client, settings, session: ownSession, navigate: onNavigate }),
    [client, settings, ownSession, onNavigate],
  );
  return (
    <QueryClientProvider client={queryClient ?? ownQueryClient}>
      <NotificationProvider>
        <KitContext.Provider value={value}>
          <AuthDialogStateProvider>
            {children}
            <AuthDialogs />
          </AuthDialogStateProvider>
        </KitContext.Provider>
      </NotificationProvider>
    </QueryClientProvider>
  );
}
