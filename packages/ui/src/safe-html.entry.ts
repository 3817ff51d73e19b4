"use client";
/**
 * `@bookwell/ui/safe-html`: SafeHtml and AnnouncementBar (whose messages are CMS HTML), on
 * DOMPurify. `dompurify` is an optional peer of the package: an app that sets CMS HTML
 * installs it; one that does not installs no sanitiser.
 */
export * from "./safe-html";
