"use client";
import { messages, type InboxItem } from "@bookwell/contract";
import { Badge, Button, cn, Field, Pagination, Skeleton, TextInput } from "@bookwell/ui";
import { SafeHtml } from "@bookwell/ui/safe-html";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import * as React from "react";

import { useHandleError, useKit, useSession } from "../kit-context";
import { accountKeys, inboxMessageQuery, inboxQuery } from "../queries/account-queries";
import { INBOX_PAGE_SIZE, inboxDate, pageCountOf, pageOf, searchBySender } from "./account-format";

/**
 * My Inbox (account-area.md sections 2 and 9): the messages searchable by sender, in pages of
 * 5 with previous and next, a New marker on unread ones; the chosen message beside the list
 * (under it on a phone, with a way back). Opening a message marks it read on the server and
 * the marker goes at once. Bodies are untrusted HTML, shown through `SafeHtml` only.
 */
export function MyInbox() {
  const { client } = useKit();
  const session = useSession();
  const handleError = useHandleError();
  const queryClient = useQueryClient();
  const arnum = session?.arnum ?? "";
  const inbox = useQuery({
    ...inboxQuery(client, { arnum, email: session?.email ?? "" }),
    enabled: Boolean(session),
  });
  const [search, setSearch] = React.useState("");
  const [page, setPage] = React.useState(1);
  const [selected, setSelected] = React.useState<string | null>(null);
  const listId = React.useId();
  const detailRef = React.useRef<HTMLElement>(null);

  const message = useQuery({
    ...inboxMessageQuery(client, { arnum, email: session?.email ?? "" }, selected ?? ""),
    enabled: Boolean(session && selected),
  });

  React.useEffect(() => {
    if (inbox.error) handleError(inbox.error);
  }, [inbox.error, handleError]);
  React.useEffect(() => {
    if (message.error) handleError(message.error);
  }, [message.error, handleError]);
  // The server marked it read: the list's marker follows without asking again.
  React.useEffect(() => {
    if (!message.data) return;
    const guid = message.data.guid;
    queryClient.setQueryData<InboxItem[]>(accountKeys.inbox(arnum), (items) =>
      items?.map((item) => (item.guid === guid ? { ...item, unread: false } : item)),
    );
    // ...and the header's unread count asks again.
    void queryClient.invalidateQueries({ queryKey: accountKeys.inboxUnread(arnum) });
  }, [message.data, queryClient, arnum]);

  if (inbox.isPending) {
    return (
      <div role="status" aria-label="Loading your messages" className="space-y-3">
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-48 w-full" />
      </div>
    );
  }
  if (inbox.isError) return <p role="alert">{messages.oops}</p>;

  const found = searchBySender(inbox.data, search);
  const pageCount = pageCountOf(found.length, INBOX_PAGE_SIZE);
  const shown = pageOf(found, page, INBOX_PAGE_SIZE);
  const open = (guid: string) => {
    setSelected(guid);
    // On a narrow screen the message replaces the list: take the reader there. On a wide one
    // the focus stays in the list, beside the message.
    if (window.matchMedia("(max-width: 1023px)").matches) {
      requestAnimationFrame(() => detailRef.current?.focus());
    }
  };

  return (
    <div data-slot="my-inbox" className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <div className={cn("space-y-4", selected && "max-lg:hidden")}>
        <Field label="Search by sender">
          <TextInput
            type="search"
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(1);
            }}
          />
        </Field>
        {found.length === 0 ? (
          <p className="rounded-lg border border-border p-6 text-center font-medium text-muted-foreground">
            {messages.noMessages}
          </p>
        ) : (
          <>
            <ul
              id={listId}
              aria-label="Messages"
              className="divide-y divide-border rounded-lg border border-border"
            >
              {shown.map((item) => (
                <li key={item.guid}>
                  <button
                    type="button"
                    aria-current={item.guid === selected ? "true" : undefined}
                    onClick={() => open(item.guid)}
                    className={cn(
                      "flex min-h-11 w-full items-start justify-between gap-3 px-4 py-3 text-left",
                      "hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-ring",
                      item.guid === selected && "bg-muted",
                    )}
                  >
                    <span className="min-w-0">
                      <span className={cn("block truncate", item.unread && "font-semibold")}>
                        {item.sender}
                      </span>
                      <span className="block text-sm text-muted-foreground">
                        {inboxDate(item.sendtime)}
                      </span>
                    </span>
                    {item.unread ? <Badge tone="primary">New</Badge> : null}
                  </button>
                </li>
              ))}
            </ul>
            {pageCount > 1 ? (
              <Pagination
                label="Message pages"
                pageCount={pageCount}
                page={Math.min(page, pageCount)}
                onPageChange={setPage}
              />
            ) : null}
          </>
        )}
      </div>

      <article
        ref={detailRef}
        tabIndex={-1}
        aria-label="Message"
        className={cn(
          "rounded-lg border border-border p-4 focus:outline-none",
          !selected && "max-lg:hidden",
        )}
      >
        {!selected ? (
          <p className="text-muted-foreground">Choose a message to read it.</p>
        ) : message.isPending ? (
          <div role="status" aria-label="Loading the message" className="space-y-3">
            <Skeleton className="h-10 w-1/2" />
            <Skeleton className="h-32 w-full" />
          </div>
        ) : message.isError ? (
          <p role="alert">{messages.oops}</p>
        ) : (
          <>
            <Button variant="outline" className="mb-4 lg:hidden" onClick={() => setSelected(null)}>
              Back to messages
            </Button>
            <header className="mb-4 flex items-center gap-3">
              {message.data.profileimageurl ? (
                <img
                  src={message.data.profileimageurl}
                  alt=""
                  width={48}
                  height={48}
                  className="size-12 rounded-full object-cover"
                />
              ) : null}
              <div>
                <h2 className="text-lg font-semibold">{message.data.sender}</h2>
                <p className="text-sm text-muted-foreground">{inboxDate(message.data.sendtime)}</p>
              </div>
            </header>
            <SafeHtml html={message.data.message} />
          </>
        )}
      </article>
    </div>
  );
}
