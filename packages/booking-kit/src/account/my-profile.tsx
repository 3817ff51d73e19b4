"use client";
import { labels } from "@bookwell/contract";
import { loadOnce, Tabs, TabsContent, TabsList, TabsTrigger } from "@bookwell/ui";
import * as React from "react";

import { useHandleError, useKit } from "../kit-context";
import { AccountFailed, AccountLoading } from "./account-states";
import { ParticularsTab } from "./particulars-tab";

/**
 * A tab whose module loads on use (its forms, their rules, the location dialog and map): when
 * its tab is pointed at or focused, or when it shows. Until then it shows the account area's
 * loading state; a module that cannot load shows the failed state with Try again.
 */
function tabOnUse(label: string, load: () => Promise<React.ComponentType>) {
  let loaded: React.ComponentType | undefined;
  const start = loadOnce(() => load().then((component) => (loaded = component)));
  function TabOnUse() {
    const handleError = useHandleError();
    const [, arrived] = React.useState(0);
    const [failed, setFailed] = React.useState(false);
    React.useEffect(() => {
      if (loaded || failed) return;
      start().then(
        () => arrived((count) => count + 1),
        (error: unknown) => {
          handleError(error);
          setFailed(true);
        },
      );
    }, [failed, handleError]);
    if (loaded) {
      const Tab = loaded;
      return <Tab />;
    }
    if (failed) return <AccountFailed onRetry={() => setFailed(false)} />;
    return <AccountLoading label={label} />;
  }
  return Object.assign(TabOnUse, { preload: () => void start().catch(() => undefined) });
}

const ContactsTab = tabOnUse("Loading My Contacts", () =>
  import("./contacts-tab").then((module) => module.ContactsTab),
);
const LocationsTab = tabOnUse("Loading My Location", () =>
  import("./locations-tab").then((module) => module.LocationsTab),
);
const PasswordTab = tabOnUse("Loading Update Password", () =>
  import("./password-tab").then((module) => module.PasswordTab),
);

/** The profile's tabs, in the spec's order (account-area.md section 2). */
export type ProfileTab = "particulars" | "contacts" | "location" | "cards" | "password";

export type MyProfileProps = {
  /**
   * The tab shown first.
   * @default "particulars"
   */
  defaultTab?: ProfileTab;
};

/** A tab's trigger starts loading its module when pointed at or focused. */
const preloads = (tab: { preload: () => void }) => ({
  onPointerEnter: tab.preload,
  onFocus: tab.preload,
});

/**
 * My Profile (/my-account/my-profile): My Particulars, My Contacts, My Location (with its
 * edit mode, and the Tab 3.1 placeholder when the brand turns it on), Credit cards (a
 * placeholder, no calls, only when the brand turns it on: `settings.account`) and Update
 * Password. Arrow keys move between tabs; each tab asks for its data when it first shows.
 * My Particulars is in the page's script; the other tabs load on use.
 */
export function MyProfile({ defaultTab = "particulars" }: MyProfileProps) {
  // Saving a card is not offered: the tab shows only when the brand turns it on.
  const savedCards = useKit().settings.account?.savedCards ?? false;
  return (
    <Tabs defaultValue={defaultTab} data-slot="my-profile">
      <TabsList aria-label="My Profile">
        <TabsTrigger value="particulars">{labels.myParticulars}</TabsTrigger>
        <TabsTrigger value="contacts" {...preloads(ContactsTab)}>
          {labels.myContacts}
        </TabsTrigger>
        <TabsTrigger value="location" {...preloads(LocationsTab)}>
          {labels.myLocation}
        </TabsTrigger>
        {savedCards ? <TabsTrigger value="cards">{labels.creditCards}</TabsTrigger> : null}
        <TabsTrigger value="password" {...preloads(PasswordTab)}>
          {labels.updatePassword}
        </TabsTrigger>
      </TabsList>
      <TabsContent value="particulars">
        <ParticularsTab />
      </TabsContent>
      <TabsContent value="contacts">
        <ContactsTab />
      </TabsContent>
      <TabsContent value="location">
        <LocationsTab />
      </TabsContent>
      {savedCards ? (
        <TabsContent value="cards">
          <p className="max-w-prose">
            Saving a card for later is not available yet: you enter your card each time you pay, and
            we never keep its number.
          </p>
        </TabsContent>
      ) : null}
      <TabsContent value="password">
        <PasswordTab />
      </TabsContent>
    </Tabs>
  );
}
