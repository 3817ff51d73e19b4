"use client";
import { type ApiClient, type COUNTRIES, messages, type SessionUser } from "@bookwell/contract";
import { useNotify } from "@bookwell/ui";
import * as React from "react";

import { useLogoutCall } from "./session/logout-call";
import { signOutOfSocial } from "./session/social-sign-out";
import { describeError } from "./session/api-errors";
import type { SessionStore } from "./session/session-store";
import { browserSessionStorage, clearStoredValue, WIZARD_PROGRESS_KEY } from "./lib/stored-value";

/*
 * The kit's ground floor: what every composite reads (the API client, the brand's settings,
 * the stored session, the navigation callback) and the one way a failed call is handled.
 * It imports no composite, so any composite can import it; `BookingKitProvider` (in
 * provider/) fills it and mounts the auth dialogs on top.
 */

/** The account area's pages, in the navigation's order. */
export const ACCOUNT_PAGES = [
  "profile",
  "bookings",
  "requests",
  "credits",
  "inbox",
  "feedback",
] as const;
export type AccountPage = (typeof ACCOUNT_PAGES)[number];

/** Where the kit asks the site to go. The site maps these to its own URLs. */
export type KitDestination =
  /** `replace`: the page left behind is not kept in history (a guard sending a visitor away). */
  | { to: "home"; replace?: boolean }
  | { to: "package-listing"; state: unknown }
  | { to: "addon-listing"; state: unknown }
  | { to: "booking"; state: unknown }
  | { to: "payment-result"; state: unknown }
  | { to: "paynow"; state: unknown }
  /** A page of the account area (account-area.md section 2). */
  /**
   * `justPaid`: back from a paid booking (My Booking only): the page shows the payment success
   * notice (account-area.md section 2, the `f=s` flag).
   */
  | { to: "account"; page: AccountPage; justPaid?: boolean }
  /** One booking's details (account-area.md section 2), from the Active or the History tab. */
  | { to: "booking-details"; type: "active" | "history"; refnum: string }
  /** One request's quotation (account-area.md section 2, `/my-request-quotation/{refnum}`). */
  | { to: "quotation"; refnum: string }
  | { to: "thank-you" }
  /** An unpaid booking's resume page: its QR again, its gateway again, or a card. */
  | { to: "resume-payment"; refnum: string }
  | { to: "schedule-assessment"; state: { matcatnum: string } };

export interface KitSettings {
  /** The hotline shown in help texts, e.g. "020 7946 0000". */
  hotline: string;
  /** Opening hours text, e.g. "8am to 8pm daily". */
  hours: string;
  /** The currency every price in the kit is shown in ("S$24.00" for `"SGD"`). */
  currency: "GBP" | "SGD";
  /**
   * The sales tax's name on the cart's totals ("GST" in Singapore).
   * @default "VAT"
   */
  taxName?: string;
  /**
   * The country an address starts with when nothing else says (Booking Information, the
   * checkout's billing address, a new saved location).
   */
  defaultCountry: (typeof COUNTRIES)[number];
  /** The business's time zone: "today" for date rules. */
  timeZone: string;
  /**
   * The brand's domain (`lioncityclean.sg`): "Add to calendar" events' UIDs end with it, as
   * the confirmation mail's do, so a calendar that opens both keeps one event a visit.
   * Absent: the page's host.
   */
  calendarDomain?: string;
  /** Card payments: Stripe Elements with a publishable key, otherwise the built-in test gateway. */
  payment: { stripePublishableKey?: string };
  /**
   * Social sign-in (the spec's setting: facebook off, google on). Google's button shows only
   * with `googleClientId` (the brand's OAuth client id for Google Identity Services).
   */
  social: { google: boolean; facebook: boolean; googleClientId?: string };
  /**
   * The map tiles of Booking Details' crew location map: a URL template with `{z}`, `{x}` and
   * `{y}` (`{s}` for subdomains), the credit the provider asks for (plain text, never HTML)
   * and where that credit links. Without it: OpenStreetMap's standard tiles, credited
   * "© OpenStreetMap contributors"; their usage policy suits light use, so a busy site sets
   * its own provider here.
   */
  map?: { tileUrl: string; attribution: string; attributionUrl?: string };
  /**
   * The site's URL of a destination, so the kit's links are real links (openable in a new
   * tab, shown on hover); a plain click still goes through `onNavigate`. Without it, links
   * point nowhere (`#`) and only work by click.
   */
  hrefOf?: (destination: KitDestination) => string;
  /**
   * The demo's development mailbox (the site's href; the kit knows no URLs): the sign-up
   * dialog's "check your email" text links it, so a newcomer can open the verification mail.
   * The site sets it in its demo mode only; unset (production), no link.
   */
  demoMailboxHref?: string;
  /**
   * What a refund request offers and promises: the brand's reasons and the hours within which
   * it confirms a refund. @default the contract's `DEFAULT_REFUND_REASONS`, 48 hours
   */
  refunds?: { reasons: readonly string[]; confirmWithinHours: number };
  /**
   * The account area's optional tabs (off by default, since the spec gives them no content):
   * My Location's second tab ("Tab 3.1") and My Profile's Credit cards.
   * @default { locationsExtraTab: false, savedCards: false }
   */
  account?: { locationsExtraTab?: boolean; savedCards?: boolean };
}

export interface KitContextValue {
  client: ApiClient;
  settings: KitSettings;
  session: SessionStore;
  navigate: (destination: KitDestination) => void;
}

export const KitContext = React.createContext<KitContextValue | null>(null);

export function useKit(): KitContextValue {
  const kit = React.useContext(KitContext);
  if (!kit) throw new Error("Booking kit composites must be inside <BookingKitProvider>");
  return kit;
}

const ServerSessionContext = React.createContext<SessionUser | null>(null);

/**
 * The customer the server found for this request (its session cookie, `GET user/session`).
 * A page wrapped in it renders for that customer on the server and hydrates the same; once the
 * browser has taken over, the stored session decides, as everywhere else.
 */
export function ServerSession({
  user,
  children,
}: {
  user: SessionUser | null;
  children: React.ReactNode;
}) {
  return <ServerSessionContext.Provider value={user}>{children}</ServerSessionContext.Provider>;
}

/**
 * The stored profile, or null for a visitor. During a server render and hydration: the
 * {@link ServerSession}'s customer, else null.
 */
export function useSession(): SessionUser | null {
  const { session } = useKit();
  const serverUser = React.useContext(ServerSessionContext);
  return React.useSyncExternalStore(session.subscribe, session.get, () => serverUser);
}

/** When each store's session was last ended by its customer (logout), in ms since the epoch. */
const endedByCustomer = new WeakMap<SessionStore, number>();

/**
 * True once, just after the customer logged out (within two seconds): a page's session guard
 * then stays quiet, the logout is already taking them home with "Logout Successfully.".
 */
export function consumeLogout(session: SessionStore): boolean {
  const at = endedByCustomer.get(session);
  endedByCustomer.delete(session);
  return at !== undefined && Date.now() - at < 2000;
}

/**
 * Logout (spec: "Logout Successfully."): the server's session ends, the stored one goes
 * whatever the server said (the customer asked to leave), and home. A page behind the session
 * guard does not add "Your session has been expired" to it.
 */
export function useLogout(): () => Promise<void> {
  const { client, session, navigate } = useKit();
  const notify = useNotify();
  const { mutateAsync: endServerSession } = useLogoutCall(client);
  return React.useCallback(async () => {
    try {
      await endServerSession();
    } catch {
      // The stored session goes whatever the server said.
    }
    endedByCustomer.set(session, Date.now());
    session.clear();
    // A Google session also signs out of Google (auth/social-sign-out.ts).
    signOutOfSocial();
    // A booking's unsaved answers (with its contact details) leave with the customer.
    clearStoredValue(WIZARD_PROGRESS_KEY, browserSessionStorage);
    notify.success(messages.logoutSuccess);
    navigate({ to: "home" });
  }, [endServerSession, session, notify, navigate]);
}

/**
 * The one reaction to a missing or expired session (spec: "Your session has been expired,
 * Please login again"): the message, the stored session cleared, and home.
 */
export function useExpireSession(): () => void {
  const { session, navigate } = useKit();
  const notify = useNotify();
  return React.useCallback(() => {
    notify.error(messages.sessionExpired);
    session.clear();
    navigate({ to: "home", replace: true });
  }, [notify, session, navigate]);
}

/**
 * The one place a failed call is handled: a 401 is the expired session above; a server's
 * text is shown as an error notification; anything else shows "Oops ! Something went wrong.".
 */
export function useHandleError(): (error: unknown) => void {
  const notify = useNotify();
  const expire = useExpireSession();
  return React.useCallback(
    (error: unknown) => {
      const outcome = describeError(error);
      if (outcome.kind === "session-expired") expire();
      else notify.error(outcome.message);
    },
    [notify, expire],
  );
}
