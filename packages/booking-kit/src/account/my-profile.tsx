"use client";
import { labels } from "@bookwell/contract";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@bookwell/ui";
import * as React from "react";

import { ContactsTab } from "./contacts-tab";
import { LocationsTab } from "./locations-tab";
import { ParticularsTab } from "./particulars-tab";
import { PasswordTab } from "./password-tab";

/** The profile's tabs, in the spec's order (account-area.md section 2). */
export type ProfileTab = "particulars" | "contacts" | "location" | "cards" | "password";

export type MyProfileProps = {
  /**
   * The tab shown first.
   * @default "particulars"
   */
  defaultTab?: ProfileTab;
};

/**
 * My Profile (/my-account/my-profile): My Particulars, My Contacts, My Location (with its
 * edit mode and the Tab 3.1 placeholder), Credit cards (a placeholder: no calls) and Update
 * Password. Arrow keys move between tabs; each tab asks for its data when it first shows.
 */
export function MyProfile({ defaultTab = "particulars" }: MyProfileProps) {
  return (
    <Tabs defaultValue={defaultTab} data-slot="my-profile">
      <TabsList aria-label="My Profile">
        <TabsTrigger value="particulars">{labels.myParticulars}</TabsTrigger>
        <TabsTrigger value="contacts">{labels.myContacts}</TabsTrigger>
        <TabsTrigger value="location">{labels.myLocation}</TabsTrigger>
        <TabsTrigger value="cards">{labels.creditCards}</TabsTrigger>
        <TabsTrigger value="password">{labels.updatePassword}</TabsTrigger>
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
      <TabsContent value="cards">
        <p className="max-w-prose">
          Saving a card for later is not available yet: you enter your card each time you pay, and
          we never keep its number.
        </p>
      </TabsContent>
      <TabsContent value="password">
        <PasswordTab />
      </TabsContent>
    </Tabs>
  );
}
