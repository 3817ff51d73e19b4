import * as React from "react";

/** The dialogs of the sign-in machine (visitor-and-entry.md): one open at a time. */
export type AuthView = "login" | "signup" | "forgot-password" | "choose-location";

export interface OpenAuthOptions {
  /** Called once the customer has logged in through this opening (e.g. Date & Time CONTINUE). */
  onLoggedIn?: () => void;
  /** The service category the questionnaire asks about (choose location). */
  matcatnum?: string;
  /** Skip the questionnaire after login and go on to the package listing. */
  skipqn?: boolean;
}

export interface AuthDialogController {
  view: AuthView | null;
  options: OpenAuthOptions;
  open(view: AuthView, options?: OpenAuthOptions): void;
  close(): void;
}

const AuthDialogContext = React.createContext<AuthDialogController | null>(null);

/** Holds which auth dialog is open; `<BookingKitProvider>` mounts it with the dialogs. */
export function AuthDialogStateProvider({ children }: { children: React.ReactNode }) {
  const [state, setState] = React.useState<{ view: AuthView | null; options: OpenAuthOptions }>({
    view: null,
    options: {},
  });
  const value = React.useMemo<AuthDialogController>(
    () => ({
      ...state,
      open: (view, options = {}) => setState({ view, options }),
      close: () => setState({ view: null, options: {} }),
    }),
    [state],
  );
  return <AuthDialogContext.Provider value={value}>{children}</AuthDialogContext.Provider>;
}

/** Opens and closes the sign-in dialogs from any composite (header Login, wizard CONTINUE). */
export function useAuthDialog(): AuthDialogController {
  const controller = React.useContext(AuthDialogContext);
  if (!controller) throw new Error("useAuthDialog must be inside <BookingKitProvider>");
  return controller;
}
