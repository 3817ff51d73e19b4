// Generated from @bookwell/ui's tokens.css by `pnpm --filter @bookwell/mail brand`: do not edit.
export const brand = {
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
} as const;
