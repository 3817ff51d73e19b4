"use client";
import type { SessionUser } from "@bookwell/contract";
import { lazyComponent } from "@bookwell/ui";
import * as React from "react";

import { consumeLogout, useExpireSession, useKit, useSession } from "./kit-context";

/**
 * The loader a visitor sees until they are sent home, loaded on use: a customer's page never
 * shows it, so it is not in their first load. On a server it loads with this module (it is in
 * a visitor's first HTML); in the browser React keeps that HTML until its module has arrived.
 */
const Loader = lazyComponent(() => import("./session-loader").then((module) => module.Loader));
if (typeof document === "undefined") void Loader.preload();

/**
 * The loader in a Suspense boundary of its own. Memoised: React replaces a boundary still
 * waiting for its code with its fallback when it re-renders, which would blank the server's HTML.
 */
const SessionLoading = React.memo(function SessionLoading() {
  return (
    <React.Suspense fallback={null}>
      <Loader label="Loading" />
    </React.Suspense>
  );
});

/**
 * The session guard of the spec, for a page or a step that needs a customer: the presence of
 * a stored session only. Without one (now, or after a logout on the page): "Your session has
 * been expired, Please login again" and home. Returns the session, null until it is known.
 */
export function useRequireSession(): SessionUser | null {
  const { session } = useKit();
  const user = useSession();
  const expire = useExpireSession();
  React.useEffect(() => {
    // Read the store itself: during hydration `useSession` still answers the server's null.
    if (user || session.get()) return;
    // A logout on this page is already taking the customer home, with its own message.
    if (consumeLogout(session)) return;
    expire();
  }, [user, session, expire]);
  return user;
}

export type RequireSessionProps = {
  children: React.ReactNode;
  /**
   * Shown while the session is read (it lives in the browser, so the server renders this
   * unless the page has a `ServerSession`).
   * @default <Loader label="Loading" />
   */
  fallback?: React.ReactNode;
};

/**
 * Renders its children for a customer only; see {@link useRequireSession}. On the server the
 * customer is the `ServerSession`'s, if the page has one: the first HTML is theirs.
 */
export function RequireSession({ children, fallback }: RequireSessionProps) {
  const user = useRequireSession();
  if (!user) return <>{fallback ?? <SessionLoading />}</>;
  return <>{children}</>;
}
