"use client";
import { messages, type Contact } from "@bookwell/contract";
import { Button, ConfirmDialog, DataTable } from "@bookwell/ui";
import { useQuery } from "@tanstack/react-query";
import { Trash2 } from "lucide-react";
import * as React from "react";

import { useKit, useSession } from "../kit-context";
import { useDeleteContact } from "../queries/account-mutations";
import { contactsQuery } from "../queries/account-queries";
import { useReportErrors } from "./account-states";
import { AccountFailed, AccountLoading } from "./account-states";

const nameOf = (contact: Contact) => `${contact.firstname} ${contact.lastname}`.trim();

export type ContactsViewProps = {
  contacts: readonly Contact[];
  /** Called with the contact to delete, once the customer has confirmed. */
  onDelete: (contact: Contact) => void;
  /** The contact being deleted: its button shows it. */
  deleting?: string;
};

/** My Contacts, presentational: the list, and delete after a confirmation. */
export function ContactsView({ contacts, onDelete, deleting }: ContactsViewProps) {
  const [asked, setAsked] = React.useState<Contact | null>(null);
  return (
    <>
      <DataTable
        caption="My Contacts"
        rows={contacts}
        getRowKey={(contact) => contact.guid}
        emptyText={messages.noRecordsFound}
        columns={[
          { key: "name", header: "Name", cell: nameOf },
          { key: "mobile", header: "Mobile", cell: (contact) => contact.mobile },
          { key: "email", header: "E-mail", cell: (contact) => contact.email },
          { key: "type", header: "Type", cell: (contact) => contact.ctype },
          {
            key: "delete",
            header: "Delete",
            align: "end",
            cell: (contact) => (
              <Button
                variant="outline"
                size="sm"
                aria-label={`Delete ${nameOf(contact)}`}
                pending={deleting === contact.guid}
                pendingLabel={`Deleting ${nameOf(contact)}`}
                onClick={() => setAsked(contact)}
              >
                <Trash2 aria-hidden="true" />
                Delete
              </Button>
            ),
          },
        ]}
      />
      <ConfirmDialog
        open={asked !== null}
        onOpenChange={(open) => {
          if (!open) setAsked(null);
        }}
        title="Delete this contact?"
        description={asked ? `${nameOf(asked)} will be removed from your contacts.` : undefined}
        confirmLabel="Delete"
        cancelLabel="Cancel"
        tone="destructive"
        onConfirm={() => {
          if (asked) onDelete(asked);
        }}
      />
    </>
  );
}

/** My Contacts: `GET myaccount/mycontacts`, `DELETE` one; "Contact deleted successfully.". */
export function ContactsTab() {
  const { client } = useKit();
  const user = useSession();
  const owner = { arnum: user?.arnum ?? "", email: user?.email ?? "" };
  const contacts = useQuery({ ...contactsQuery(client, owner), enabled: Boolean(user) });
  const remove = useDeleteContact(owner);
  useReportErrors(contacts.error);

  if (contacts.isPending) return <AccountLoading label="Loading My Contacts" />;
  if (!contacts.data) return <AccountFailed onRetry={() => void contacts.refetch()} />;
  return (
    <ContactsView
      contacts={contacts.data}
      deleting={remove.isPending ? remove.variables : undefined}
      onDelete={(contact) => remove.mutate(contact.guid)}
    />
  );
}
