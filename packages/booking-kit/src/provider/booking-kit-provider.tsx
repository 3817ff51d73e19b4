"use client";
import type { ApiClient, SessionUser } from "@bookwell/contract";
import { NotificationProvider, useNotify } from "@bookwell/ui";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import * as React from "react";

import { AuthDialogStateProvider } from "../auth/auth-dialog-context";
import { AuthDialogs } from "../auth/auth-dialogs";
import { describeError } from "../session/api-errors";
import { createBrowserSessionStore, type SessionStore } from "../session/session-store";

/** Where the kit asks the site to go. The site maps these to its own URLs. */
export type KitDestination =
  | { to: "home" }
  | { to: "package-listing"; state: unknown }
  | { to: "addon-listing"; state: unknown }
  | { to: "booking"; state: unknown }
  | { to: "payment-result"; state: unknown }
  | { to: "paynow"; state: unknown }
  | { to: "my-bookings" }
  | { to: "thank-you" }
  | { to: "schedule-assessment"; state: { matcatnum: string } };

export interface KitSettings {
  /** The hotline shown in help texts, e.g. "020 7946 0000". */
  hotline: string;
  /** Opening hours text, e.g. "8am to 8pm daily". */
  hours: string;
  currency: "GBP" | "SGD";
  /** The business's time zone: "today" for date rules. */
  timeZone: string;
  /** Card payments: Stripe Elements with a publishable key, otherwise the built-in test gateway. */
  payment: { stripePublishableKey?: string };
  /**
   * Social sign-in (the spec's setting: facebook off, google on). Google's button shows only
   * with `googleClientId` (the brand's OAuth client id for Google Identity Services).
   */
  social: { google: boolean; facebook: boolean; googleClientId?: string };
}

interface KitContextValue {
  client: ApiClient;
  settings: KitSettings;
  session: SessionStore;
  navigate: (destination: KitDestination) => void;
}

const KitContext = React.createContext<KitContextValue | null>(null);

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

export function useKit(): KitContextValue {
  const kit = React.useContext(KitContext);
  if (!kit) throw new Error("Booking kit composites must be inside <BookingKitProvider>");
  return kit;
}

/** The stored profile, or null for a visitor (always null during a server render). */
export function useSession(): SessionUser | null {
  const { session } = useKit();
  return React.useSyncExternalStore(session.subscribe, session.get, () => null);
}

/**
 * The one place a failed call is handled: a 401 shows "Your session has been expired, Please
 * login again", clears the stored session and goes home; a server's text is shown as an error
 * notification; anything else shows "Oops ! Something went wrong.".
 */
export function useHandleError(): (error: unknown) => void {
  const { session, navigate } = useKit();
  const notify = useNotify();
  return React.useCallback(
    (error: unknown) => {
      const outcome = describeError(error);
      notify.error(outcome.message);
      if (outcome.kind === "session-expired") {
        session.clear();
        navigate({ to: "home" });
      }
    },
    [notify, session, navigate],
  );
}
