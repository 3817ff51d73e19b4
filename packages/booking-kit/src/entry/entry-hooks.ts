"use client";
import { useNotify } from "@bookwell/ui";
import * as React from "react";

import { useHandleError, useKit } from "../kit-context";

/**
 * Sends the customer home when a page was opened without the navigation state it needs
 * (booking-flow.md section 8). `message` gets whether a session is stored and returns the
 * text to show, or null to go home silently. Runs once, after mount (never on the server).
 */
export function useRefuseEntry(
  refuse: boolean,
  message: (hasSession: boolean) => string | null,
): void {
  const { session, navigate } = useKit();
  const notify = useNotify();
  const done = React.useRef(false);
  const messageRef = React.useRef(message);
  React.useEffect(() => {
    messageRef.current = message;
  });
  React.useEffect(() => {
    if (!refuse || done.current) return;
    done.current = true;
    const text = messageRef.current(session.get() !== null);
    if (text) notify.error(text);
    navigate({ to: "home" });
  }, [refuse, session, notify, navigate]);
}

/** Hands each new failure of a query to the kit's one error rule (`useHandleError`), once. */
export function useReportError(error: unknown): void {
  const handleError = useHandleError();
  const reported = React.useRef<unknown>(null);
  React.useEffect(() => {
    if (!error || reported.current === error) return;
    reported.current = error;
    handleError(error);
  }, [error, handleError]);
}
