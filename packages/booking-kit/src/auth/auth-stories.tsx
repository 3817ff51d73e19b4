// Shared by the auth-dialogs story files: their meta, fixtures and steps.
import { Button } from "@bookwell/ui";
import type { Meta } from "@storybook/react-vite";
import * as React from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { captchaChallenge } from "../testing/mocks/forms.mocks";
import { useSession } from "../kit-context";
import { allQuestionnaireHandlers } from "../testing/mocks/questionnaire.mocks";
import { useAuthDialog, type AuthView } from "./auth-dialog-context";
import { allAuthHandlers } from "../testing/mocks/auth.mocks";

export type DemoProps = {
  /** Open this dialog on mount, as from the header. */
  startWith?: AuthView;
  /** Called by the kit once the customer has logged in through an opening. */
  onLoggedIn: () => void;
};

/**
 * A page with the openers other composites have: the header's Login, a service's Book Now
 * (with a questionnaire, and one with `skipqn`). The dialogs themselves are mounted by
 * `<BookingKitProvider>`.
 */
export function Openers({ startWith, onLoggedIn }: DemoProps) {
  const auth = useAuthDialog();
  const user = useSession();
  const { open } = auth;
  React.useEffect(() => {
    if (startWith) open(startWith, { onLoggedIn });
    // Once, on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <div className="flex flex-col items-start gap-3">
      <p>{user ? `Signed in as ${user.firstname}` : "Visitor"}</p>
      <div className="flex flex-wrap gap-3">
        <Button variant="outline" onClick={() => open("login", { onLoggedIn })}>
          Login
        </Button>
        <Button onClick={() => open("login", { matcatnum: "RHC", onLoggedIn })}>
          Book Home Cleaning
        </Button>
        <Button onClick={() => open("login", { matcatnum: "OFFICE", skipqn: true, onLoggedIn })}>
          Book Office Cleaning
        </Button>
      </div>
    </div>
  );
}

export const authStoryMeta = {
  title: "Booking Kit/Auth/AuthDialogs",
  component: Openers,
  tags: ["autodocs"],
  args: { onLoggedIn: fn() },
  parameters: {
    kit: { user: null },
    msw: { handlers: [...allAuthHandlers, ...allQuestionnaireHandlers, captchaChallenge] },
    docs: {
      description: {
        component:
          "The sign-in dialogs, one at a time: login, sign up, forgot password, choose location. `<BookingKitProvider>` mounts `<AuthDialogs>`; any composite opens them with `useAuthDialog().open(view, { onLoggedIn, matcatnum, skipqn })`. After login: from the header (no service) the dialog closes; for a service with `skipqn` the kit asks for the package listing; otherwise choose location follows. `onLoggedIn` is always called. Focus returns to the opener when the flow closes.",
      },
    },
  },
} satisfies Meta<typeof Openers>;

/** The dialogs live in a portal: query the whole page. */
export const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const dialogNamed = async (canvasElement: HTMLElement, name: string) =>
  within(await page(canvasElement).findByRole("dialog", { name }));

// ── Google ─────────────────────────────────────────────────────────────────────────────────

export const googleToken = (claims: object) =>
  `e30.${btoa(JSON.stringify(claims)).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_")}.sig`;

/**
 * Google Identity Services stood in for (Storybook runs offline): `renderButton` draws a
 * plain button whose click answers with an ID token, as Google's popup would.
 */
export function fakeGoogle() {
  let callback: ((response: { credential?: string }) => void) | undefined;
  window.google = {
    accounts: {
      id: {
        initialize: (config) => {
          callback = config.callback;
        },
        renderButton: (parent) => {
          const button = document.createElement("button");
          button.type = "button";
          button.textContent = "Sign in with Google";
          button.style.minHeight = "44px";
          button.onclick = () =>
            callback?.({
              credential: googleToken({
                sub: "g-1001",
                email: "alice@example.com",
                given_name: "Alice",
                family_name: "Walker",
              }),
            });
          parent.replaceChildren(button);
        },
      },
    },
  };
  return () => {
    delete window.google;
  };
}

/** Fills Sign up with a valid customer and `email`, ticks the captcha, and presses Sign up. */
export async function signUpAs(dialog: ReturnType<typeof within>, email: string) {
  await userEvent.type(dialog.getByLabelText(/Postal code/), "E1 6AN");
  await userEvent.type(dialog.getByLabelText(/First name/), "Sam");
  await userEvent.type(dialog.getByLabelText(/Last name/), "Cole");
  await userEvent.type(dialog.getByLabelText(/Phone number/), "07700900124");
  await userEvent.type(dialog.getByLabelText(/^Email/), email);
  await userEvent.type(dialog.getByLabelText(/^Password/), "s3cret-pass");
  await userEvent.type(dialog.getByLabelText(/Confirm password/), "s3cret-pass");
  await userEvent.click(dialog.getByRole("checkbox", { name: "I'm not a robot" }));
  await expect(await dialog.findByText("Verified")).toBeVisible();
  await userEvent.click(dialog.getByRole("button", { name: "Sign up" }));
}
