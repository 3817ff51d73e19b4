import { createContext, useContext } from "react";

import { mailThemes } from "./brand";

/**
 * How a template is framed: `document`, a whole HTML mail (`<html>`, `<head>`, `<body>`); or
 * `fragment`, its content alone, for the inbox copy and for Storybook, where a page already
 * has a body.
 */
export type MailFrame = "document" | "fragment";

const FrameContext = createContext<MailFrame>("document");

export const MailFrameProvider = FrameContext.Provider;
export const useMailFrame = () => useContext(FrameContext);

/** Who the mails speak for, and where their links lead. */
export interface MailSettings {
  /** The brand's name, in the header and the sign-off. @default "Bookwell" */
  brandName: string;
  /** The site's address, without a trailing slash: the footer's link. */
  siteUrl: string;
  /** The hotline in the footer, if any. */
  phone?: string;
  /**
   * The brand's tokens theme (its `data-brand` value, "sg"): the mail's colours and fonts.
   * Absent, or a theme without mail colours: the default tokens'.
   */
  theme?: string;
  /**
   * The brand's domain (`lioncityclean.sg`): the calendar events' UIDs end with it.
   * Absent: the site's host.
   */
  domain?: string;
}

export type MailPalette = Record<keyof (typeof mailThemes)["default"], string>;

/** The colours and fonts of a theme (`MailSettings.theme`). */
export function mailPaletteOf(theme: string | undefined): MailPalette {
  return theme && Object.hasOwn(mailThemes, theme)
    ? mailThemes[theme as keyof typeof mailThemes]
    : mailThemes.default;
}

export const defaultMailSettings: MailSettings = {
  brandName: "Bookwell",
  siteUrl: "http://localhost:3000",
};

const SettingsContext = createContext<MailSettings>(defaultMailSettings);

export const MailSettingsProvider = SettingsContext.Provider;
export const useMailSettings = () => useContext(SettingsContext);
/** The colours and fonts of the brand the mail speaks for. */
export const useMailPalette = () => mailPaletteOf(useContext(SettingsContext).theme);
