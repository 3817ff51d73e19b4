"use client";
import { texts } from "@bookwell/contract";
import { Button, cn, useEngaged } from "@bookwell/ui";
import { useMutation, useQuery } from "@tanstack/react-query";
import { BellRing } from "lucide-react";
import * as React from "react";

import { useKit, useSession } from "../kit-context";
import { cookieConsentStore } from "./cookie-consent";
import { pushVapidKeyQuery, useSaveDeviceToken } from "../queries/push-queries";
import {
  browserPush,
  dismissPushOffer,
  shouldOfferPush,
  subscribeToPush,
  type PushBrowser,
} from "../push/push-subscription";

export interface PushPermissionPromptViewProps {
  /** "Turn on reminders": the browser's own permission question follows this click. */
  onAllow: () => void;
  /** "Not now": the offer goes away (and waits a month). */
  onDismiss: () => void;
  /** While the browser asks and the subscription is sent. @default false */
  busy?: boolean;
  className?: string;
}

/**
 * The offer to turn on push reminders, as plain props: a titled region over the bottom of the
 * viewport (the page under it does not move when it comes), never a modal, and never the
 * browser's permission question itself, which comes only from the Allow click. While it shows,
 * the page keeps room under a focused element for it (`scroll-padding-bottom`), so tabbing
 * never ends behind it.
 */
export function PushPermissionPromptView({
  onAllow,
  onDismiss,
  busy = false,
  className,
}: PushPermissionPromptViewProps) {
  const titleId = React.useId();
  const ref = React.useRef<HTMLElement>(null);
  React.useLayoutEffect(() => {
    const root = document.documentElement;
    const room = () => (root.style.scrollPaddingBottom = `${ref.current?.offsetHeight ?? 0}px`);
    room();
    const observer = new ResizeObserver(room);
    if (ref.current) observer.observe(ref.current);
    return () => {
      observer.disconnect();
      root.style.removeProperty("scroll-padding-bottom");
    };
  }, []);
  return (
    <section
      ref={ref}
      aria-labelledby={titleId}
      data-slot="push-permission-prompt"
      className={cn(
        "fixed inset-x-2 bottom-2 z-40 mx-auto flex max-w-3xl flex-wrap items-center gap-3 rounded-lg border border-border bg-muted px-4 py-3 shadow-lg",
        className,
      )}
    >
      <BellRing aria-hidden="true" className="size-5 shrink-0 text-primary" />
      {/* At least 12rem: on a phone the buttons go under the text rather than squeeze it. */}
      <div className="min-w-48 flex-1">
        <h2 id={titleId} className="text-sm font-semibold text-foreground">
          {texts.pushPromptTitle}
        </h2>
        <p className="text-sm text-muted-foreground">{texts.pushPromptBody}</p>
      </div>
      <div className="flex gap-2">
        <Button size="sm" onClick={onAllow} disabled={busy} aria-busy={busy || undefined}>
          {texts.pushPromptAllow}
        </Button>
        <Button size="sm" variant="outline" onClick={onDismiss} disabled={busy}>
          {texts.pushPromptLater}
        </Button>
      </div>
    </section>
  );
}

const noSubscription = () => () => undefined;

export interface PushPermissionPromptProps {
  /**
   * The moment the site chose to offer reminders (e.g. My Bookings, or a booking just paid):
   * never on page load, where a question without a reason is refused for good. Even then the
   * offer waits until the customer has engaged with the page (a press, a key, a scroll) and
   * has answered the cookie banner (one notice at the bottom at a time).
   */
  moment: boolean;
  /** The browser's push; stories and tests pass a fake. @default browserPush() */
  browser?: PushBrowser | null;
  className?: string;
}

/**
 * The connected offer: shown to a logged-in customer at the site's `moment`, once they have
 * engaged with the page and answered the cookie banner, when this browser can take push, has
 * not been asked, and the server has push on (`push/vapidkey`). Allow asks
 * the browser, subscribes and sends the subscription (`user/devicetoken`); later logins send
 * it as their `deviceToken`. Denied or unsupported: only logged (the spec).
 */
export function PushPermissionPrompt({ moment, browser, className }: PushPermissionPromptProps) {
  const { client } = useKit();
  const user = useSession();
  // The browser's objects only once hydrated: the server renders no offer.
  const hydrated = React.useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const push = React.useMemo(
    () => (hydrated ? (browser === undefined ? browserPush() : browser) : null),
    [hydrated, browser],
  );
  const [closed, setClosed] = React.useState(false);
  const engaged = useEngaged();
  const cookieAnswered = React.useSyncExternalStore(
    cookieConsentStore.subscribe,
    () => cookieConsentStore.get() !== null,
    () => false,
  );
  const eligible = Boolean(user && moment && push && push.permission() === "default");
  const key = useQuery({ ...pushVapidKeyQuery(client), enabled: eligible });
  const vapidKey = key.data?.publicKey ?? null;
  const saveToken = useSaveDeviceToken();
  const allow = useMutation({
    mutationFn: () => subscribeToPush(push, vapidKey ?? "", saveToken.mutateAsync),
    onSettled: () => setClosed(true),
  });

  if (
    closed ||
    !engaged ||
    !cookieAnswered ||
    !push ||
    !shouldOfferPush(push, { loggedIn: user !== null, moment, vapidKey })
  )
    return null;
  return (
    <PushPermissionPromptView
      className={className}
      busy={allow.isPending}
      onAllow={() => allow.mutate()}
      onDismiss={() => {
        dismissPushOffer(push);
        setClosed(true);
      }}
    />
  );
}
