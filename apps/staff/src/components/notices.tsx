import { messages, staffTexts } from "@bookwell/contract";
import { Spinner } from "@bookwell/ui";
import * as React from "react";

import { consoleName } from "../lib/console-name";

/** An error as the server worded it (an ApiError's message), or the catalogue's general one. */
export function ErrorNotice({ error }: { error: unknown }) {
  if (!error) return null;
  const text = error instanceof Error && error.message ? error.message : messages.oops;
  return (
    <p
      role="alert"
      className="rounded-md border border-destructive bg-destructive/10 px-3 py-2 text-sm text-foreground"
    >
      {text}
    </p>
  );
}

/** The server's confirmation of an action (`meta.message`). */
export function DoneNotice({ message }: { message: string | undefined }) {
  return (
    <p role="status" className="text-sm text-foreground">
      {message ?? ""}
    </p>
  );
}

/** What a screen shows while its data loads, fails, or is there. */
export function Loaded<T>({
  query,
  children,
}: {
  query: { data: T | undefined; error: unknown; isPending: boolean };
  children: (data: T) => React.ReactNode;
}) {
  if (query.error) return <ErrorNotice error={query.error} />;
  if (query.isPending || query.data === undefined) return <Spinner label={staffTexts.loading} />;
  return <>{children(query.data)}</>;
}

/** A page's heading and content. */
export function Screen({ title, children }: { title: string; children: React.ReactNode }) {
  React.useEffect(() => {
    document.title = `${title} · ${consoleName()}`;
  }, [title]);
  return (
    <section aria-labelledby="screen-title" className="flex flex-col gap-4">
      <h1 id="screen-title" className="text-2xl font-semibold">
        {title}
      </h1>
      {children}
    </section>
  );
}

export function formatDateTime(value: string): string {
  return new Date(value).toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "short" });
}
