"use client";
import { lazyComponent } from "@bookwell/ui";
import * as React from "react";

/**
 * The design system's AnnouncementBar, loaded apart from the header: its rotation, its pause
 * control and the HTML renderer are not in the page's first load. On a server its module is
 * loaded when this module is (it is in place in the first HTML); in the browser React keeps
 * the server's HTML and hydrates the bar once its module has arrived, after the rest of the page.
 */
const AnnouncementBar = lazyComponent(() =>
  import("./header-announcement-bar").then((module) => module.AnnouncementBar),
);
if (typeof document === "undefined") void AnnouncementBar.preload();

/**
 * Resolves once the bar's module has loaded (or failed): a server awaits it before its first
 * render so the bar is in that HTML too (later renders have it already).
 */
export function headerPartsLoaded(): Promise<void> {
  return AnnouncementBar.preload();
}

export interface HeaderAnnouncementsProps {
  /** The messages, CMS HTML the API stores sanitised (set as they are). */
  messages: readonly string[];
}

/**
 * The header's rotating announcements (`AnnouncementBar`, trusted HTML) in a Suspense boundary
 * of their own. Memoised: give it a `messages` array that keeps its identity between renders
 * (the query cache's); React replaces a boundary still waiting for its code with its fallback
 * when its props change, which would blank the server's HTML.
 */
export const HeaderAnnouncements = React.memo(function HeaderAnnouncements({
  messages,
}: HeaderAnnouncementsProps) {
  if (messages.length === 0) return null;
  return (
    <React.Suspense fallback={null}>
      <AnnouncementBar messages={messages} trusted />
    </React.Suspense>
  );
});
