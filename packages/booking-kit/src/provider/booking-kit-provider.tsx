"use client";
import { messages, type ApiClient } from "@bookwell/contract";
import { importOnceMore, NotificationProvider, useNotify } from "@bookwell/ui";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import * as React from "react";

import { AuthDialogStateProvider, useAuthDialog } from "../auth/auth-dialog-context";
import type * as AuthDialogsModule from "../auth/auth-dialogs";
import { loadNowOrWhenSettled } from "../lib/when-page-settled";
import {
  KitContext,
  type KitContextValue,
  type KitDestination,
  type KitSettings,
} from "../kit-context";
import { createBrowserSessionStore, type SessionStore } from "../session/session-store";

type Dialogs = typeof AuthDialogsModule.AuthDialogs;
let loadedDialogs: Dialogs | undefined;

/**
 * The sign-in dialogs (`<AuthDialogs>`), loaded when one is first opened or once the page has
 * settled, not with the page: the dialog primitive, focus trap and scroll lock stay off a page's
 * first load. A failed load (offline) is tried again at the next opening, under a fresh URL
 * (`importOnceMore`); an opening it fails says so and closes, so the next press asks again.
 */
function AuthDialogsOnUse() {
  const { view, dispatch } = useAuthDialog();
  const notify = useNotify();
  const notifyRef = React.useRef(notify);
  React.useEffect(() => {
    notifyRef.current = notify;
  });
  const wanted = view !== null;
  const [AuthDialogs, setAuthDialogs] = React.useState<Dialogs | undefined>(() => loadedDialogs);
  React.useEffect(() => {
    if (AuthDialogs) return;
    return loadNowOrWhenSettled(wanted, (isLive) => {
      void importOnceMore(() => import("../auth/auth-dialogs")).then(
        (module) => {
          loadedDialogs = module.AuthDialogs;
          if (isLive()) setAuthDialogs(() => module.AuthDialogs);
        },
        () => {
          if (!isLive() || !wanted) return;
          notifyRef.current.error(messages.oopsTryAgain);
          dispatch({ type: "close" });
        },
      );
    });
  }, [AuthDialogs, wanted, dispatch]);
  return AuthDialogs ? <AuthDialogs /> : null;
}

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
 * touches no `window`, `document` or storage while rendering. The sign-in dialogs are loaded
 * on use (see `AuthDialogsOnUse`).
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
            <AuthDialogsOnUse />
          </AuthDialogStateProvider>
        </KitContext.Provider>
      </NotificationProvider>
    </QueryClientProvider>
  );
}
