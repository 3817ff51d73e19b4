"use client";
import { messages } from "@bookwell/contract";
import { Button, Skeleton } from "@bookwell/ui";
import * as React from "react";

import { useHandleError } from "../kit-context";

/** A part of an account page while its call is under way: announced, shaped like what comes. */
export function AccountLoading({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <div role="status" aria-label={label} className="space-y-3">
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} className="h-12 w-full" />
      ))}
    </div>
  );
}

/**
 * A part of an account page whose call failed. The notification said why (the kit's one
 * error rule); this keeps the place and offers to ask again.
 */
export function AccountFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 rounded-lg border p-4">
      <p>{messages.oops}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

/**
 * Hands a failed account call to the kit's one error rule, once per failure: a 401 says "Your
 * session has been expired, Please login again" and goes home; a server's text is shown.
 * Several calls of a page failing together (all with a 401, say) show one notification.
 */
export function useReportErrors(...errors: readonly (Error | null | undefined)[]) {
  const handleError = useHandleError();
  const reported = React.useRef(new WeakSet<Error>());
  const failure = errors.find((error): error is Error => Boolean(error)) ?? null;
  React.useEffect(() => {
    if (!failure || reported.current.has(failure)) return;
    for (const error of errors) if (error) reported.current.add(error);
    handleError(failure);
    // `errors` is read for the ones failing together with `failure`; it changes with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [failure, handleError]);
}
