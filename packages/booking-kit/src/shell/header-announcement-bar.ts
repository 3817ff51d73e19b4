/**
 * The announcement bar alone, for `HeaderAnnouncements` to load apart: imported through this
 * module, the bundler gives it a chunk of its own, not the chunk of the `@bookwell/ui/safe-html`
 * entry that pages setting CMS HTML load with their first load.
 */
export { AnnouncementBar } from "@bookwell/ui/safe-html";
