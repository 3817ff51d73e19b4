export { renderMail } from "./render";
export { mailTemplates } from "./registry";
export type { RenderedMail } from "./render";
export type { MailAttachment, MailInput, MailTemplateName } from "./registry";
export {
  MailFrameProvider,
  MailSettingsProvider,
  defaultMailSettings,
  mailPaletteOf,
} from "./frame";
export type { MailFrame, MailPalette, MailSettings } from "./frame";
export { bookingCalendar } from "./ics";
export type { MailSession } from "./ics";
export { formatMailDate } from "./format";
export * from "./templates/account";
export * from "./templates/booking";
export { mailThemes } from "./brand";
export { MailPreview } from "./mail-preview";
