// Generated from @bookwell/ui's tokens.css and brands/*.css by `pnpm --filter @bookwell/mail brand`: do not edit.
/** Each theme's mail colours and fonts: `default` is :root's, the others a brand's `data-brand`. */
export const mailThemes = {
  default: {
    background: "#fafcfc",
    foreground: "#0f1d1e",
    card: "#ffffff",
    primary: "#006259",
    primaryForeground: "#fcfcfc",
    muted: "#edf3f3",
    mutedForeground: "#49595b",
    border: "#d0dada",
    destructive: "#b7191c",
    success: "#196632",
    fontFamily: "ui-sans-serif, system-ui, sans-serif",
  },
  sg: {
    background: "#fefbfb",
    foreground: "#2a1717",
    card: "#ffffff",
    primary: "#b71824",
    primaryForeground: "#fcfcfc",
    muted: "#f9f2f0",
    mutedForeground: "#685250",
    border: "#e5d7d6",
    destructive: "#891151",
    success: "#196632",
    fontFamily: "ui-sans-serif, system-ui, sans-serif",
  },
} as const;
