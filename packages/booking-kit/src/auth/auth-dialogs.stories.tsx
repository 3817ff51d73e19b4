import { messages, texts } from "@bookwell/contract";
import { Button } from "@bookwell/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";

import { captchaChallenge } from "../testing/mocks/forms.mocks";
import { useSession } from "../kit-context";
import { allQuestionnaireHandlers } from "../testing/mocks/questionnaire.mocks";
import { lastNavigation, navigations, withKit } from "../testing/kit-story";
import { useAuthDialog, type AuthView } from "./auth-dialog-context";
import {
  allAuthHandlers,
  authHandlers,
  LOGIN_FAILED,
  loginNeedsCaptcha,
  pending,
  refused,
  sentAuth,
} from "../testing/mocks/auth.mocks";

type DemoProps = {
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
function Openers({ startWith, onLoggedIn }: DemoProps) {
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

const meta = {
  title: "Booking Kit/Auth/AuthDialogs",
  component: Openers,
  tags: ["autodocs"],
  decorators: [withKit],
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

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialogs live in a portal: query the whole page. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const dialogNamed = async (canvasElement: HTMLElement, name: string) =>
  within(await page(canvasElement).findByRole("dialog", { name }));

export const Playground: Story = {};

// ── Login ──────────────────────────────────────────────────────────────────────────────────

export const Login: Story = {
  args: { startWith: "login" },
  play: async ({ canvasElement }) => {
    const dialog = await dialogNamed(canvasElement, "Login");
    await expect(dialog.getByLabelText(/Email/)).toHaveFocus();
    await expect(dialog.getByLabelText(/^Password/)).toHaveAttribute("type", "password");
    await expect(dialog.getByRole("button", { name: "Sign up" })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Forgot password" })).toBeVisible();
    // Google is on by default, but without a client id no button is offered.
    await expect(dialog.queryByText("or")).toBeNull();
  },
};

export const LoginRequiredFields: Story = {
  args: { startWith: "login" },
  play: async ({ canvasElement }) => {
    sentAuth.length = 0;
    const dialog = await dialogNamed(canvasElement, "Login");
    await userEvent.click(dialog.getByRole("button", { name: "Login" }));
    await expect(await dialog.findByText("UserId is required.")).toBeVisible();
    await waitFor(() => expect(dialog.getByLabelText(/Email/)).toHaveFocus());
    await userEvent.type(dialog.getByLabelText(/Email/), "alice@example.com");
    // The message goes as soon as the field is edited.
    await expect(dialog.queryByText(messages.userIdRequired)).toBeNull();
    await userEvent.keyboard("{Enter}");
    await expect(await dialog.findByText("Password is required.")).toBeVisible();
    await waitFor(() => expect(dialog.getByLabelText(/^Password/)).toHaveFocus());
    await expect(dialog.getByLabelText(/^Password/)).toHaveAccessibleDescription(
      /Password is required\./,
    );
    await expect(sentAuth).toHaveLength(0);
  },
};

/**
 * Header Login with the mouse: success closes, the profile is stored, focus goes back; then
 * the same with the keyboard only.
 */
export const LoginFromHeader: Story = {
  play: async ({ canvasElement, args }) => {
    sentAuth.length = 0;
    const canvas = within(canvasElement);
    const opener = canvas.getByRole("button", { name: "Login" });
    await userEvent.click(opener);
    const dialog = await dialogNamed(canvasElement, "Login");
    await userEvent.type(dialog.getByLabelText(/Email/), "alice@example.com");
    await userEvent.type(dialog.getByLabelText(/^Password/), "correct horse");
    await userEvent.click(dialog.getByRole("button", { name: "Login" }));
    await expect(await page(canvasElement).findByText("Login successfully.")).toBeVisible();
    await waitFor(() => expect(page(canvasElement).queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
    await expect(canvas.getByText("Signed in as Alice")).toBeVisible();
    await expect(args.onLoggedIn).toHaveBeenCalledTimes(1);
    await expect(navigations()).toEqual([]);
    // A JSON POST: the password never travels in the URL.
    await expect(sentAuth[0]).toMatchObject({
      call: "login",
      body: { userEmail: "alice@example.com", pwd: "correct horse" },
    });
    await expect(sentAuth[0]!.url).not.toContain("correct");

    // The same with the keyboard only: Tab to Login, Enter, type, Tab, Enter.
    (opener.ownerDocument.activeElement as HTMLElement | null)?.blur();
    await userEvent.tab();
    await expect(opener).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    const again = await dialogNamed(canvasElement, "Login");
    await waitFor(() => expect(again.getByLabelText(/Email/)).toHaveFocus());
    await userEvent.keyboard("alice@example.com");
    await userEvent.tab();
    await expect(again.getByLabelText(/^Password/)).toHaveFocus();
    await userEvent.keyboard("correct horse{Enter}");
    await waitFor(() => expect(page(canvasElement).queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
    await expect(args.onLoggedIn).toHaveBeenCalledTimes(2);
  },
};

export const EscapeReturnsFocus: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole("button", { name: "Book Home Cleaning" });
    opener.focus();
    await userEvent.keyboard("{Enter}");
    await dialogNamed(canvasElement, "Login");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(page(canvasElement).queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
    // The close button does the same.
    await userEvent.click(opener);
    const dialog = await dialogNamed(canvasElement, "Login");
    await userEvent.click(dialog.getByRole("button", { name: "Close" }));
    await waitFor(() => expect(opener).toHaveFocus());
    // After switching dialogs, focus still goes back to the opener of the flow.
    await userEvent.click(opener);
    const again = await dialogNamed(canvasElement, "Login");
    await userEvent.click(again.getByRole("button", { name: "Forgot password" }));
    await dialogNamed(canvasElement, "Forgot password");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(opener).toHaveFocus());
    await expect(args.onLoggedIn).not.toHaveBeenCalled();
  },
};

export const LoginRefused: Story = {
  args: { startWith: "login" },
  parameters: {
    msw: { handlers: [refused("post", "*/api/user/login", LOGIN_FAILED)] },
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogNamed(canvasElement, "Login");
    await userEvent.type(dialog.getByLabelText(/Email/), "alice@example.com");
    await userEvent.type(dialog.getByLabelText(/^Password/), "wrong{Enter}");
    await expect(await dialog.findByRole("alert")).toHaveTextContent(LOGIN_FAILED);
    // The spec's error notification too (outside the modal, hidden from AT while it is open).
    await expect(await page(canvasElement).findByText("Error Message")).toBeInTheDocument();
    await expect(dialog.getByLabelText(/Email/)).toBeVisible();
    await expect(args.onLoggedIn).not.toHaveBeenCalled();
  },
};

/** After repeated failed logins the server asks for the captcha: the dialog shows it. */
export const LoginAsksForCaptcha: Story = {
  args: { startWith: "login" },
  parameters: { msw: { handlers: [captchaChallenge, loginNeedsCaptcha] } },
  play: async ({ canvasElement, args }) => {
    sentAuth.length = 0;
    const dialog = await dialogNamed(canvasElement, "Login");
    await userEvent.type(dialog.getByLabelText(/Email/), "alice@example.com");
    await userEvent.type(dialog.getByLabelText(/^Password/), "correct horse{Enter}");
    await expect(await dialog.findByRole("alert")).toHaveTextContent(texts.loginCaptchaNeeded);
    const robot = await dialog.findByRole("checkbox", { name: "I'm not a robot" });
    // Sending again without ticking it is the form's own captcha message.
    await userEvent.click(dialog.getByRole("button", { name: "Login" }));
    await expect(await dialog.findByText(messages.captchaRequired)).toBeInTheDocument();
    await userEvent.click(robot);
    await expect(await dialog.findByText("Verified")).toBeInTheDocument();
    await userEvent.click(dialog.getByRole("button", { name: "Login" }));
    await waitFor(() => expect(args.onLoggedIn).toHaveBeenCalled());
    await expect(sentAuth[0]).toMatchObject({
      call: "login",
      body: { userEmail: "alice@example.com", altcha: expect.any(String) },
    });
  },
};

export const LoginSending: Story = {
  args: { startWith: "login" },
  parameters: { msw: { handlers: [pending("post", "*/api/user/login")] } },
  play: async ({ canvasElement }) => {
    const dialog = await dialogNamed(canvasElement, "Login");
    await userEvent.type(dialog.getByLabelText(/Email/), "alice@example.com");
    await userEvent.type(dialog.getByLabelText(/^Password/), "correct horse{Enter}");
    const button = await dialog.findByRole("button", { name: /Logging in/ });
    await expect(button).toHaveAttribute("aria-disabled", "true");
    await expect(button).toHaveAttribute("aria-busy", "true");
  },
};

// ── Switching dialogs ──────────────────────────────────────────────────────────────────────

export const LoginToSignUpAndBack: Story = {
  args: { startWith: "login" },
  play: async ({ canvasElement }) => {
    let dialog = await dialogNamed(canvasElement, "Login");
    await userEvent.click(dialog.getByRole("button", { name: "Sign up" }));
    dialog = await dialogNamed(canvasElement, "Sign up");
    // One dialog at a time; focus moved into the new one.
    await expect(page(canvasElement).getAllByRole("dialog")).toHaveLength(1);
    await waitFor(() =>
      expect(canvasElement.ownerDocument.activeElement?.closest('[role="dialog"]')).not.toBeNull(),
    );
    await userEvent.click(dialog.getByRole("button", { name: "Login" }));
    dialog = await dialogNamed(canvasElement, "Login");
    // By keyboard: Tab to the link, Enter.
    const signUp = dialog.getByRole("button", { name: "Sign up" });
    signUp.focus();
    await userEvent.keyboard("{Enter}");
    await dialogNamed(canvasElement, "Sign up");
  },
};

// ── After login, into the booking ──────────────────────────────────────────────────────────

export const SkipqnGoesToPackages: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Book Office Cleaning" }));
    const dialog = await dialogNamed(canvasElement, "Login");
    await userEvent.type(dialog.getByLabelText(/Email/), "alice@example.com");
    await userEvent.type(dialog.getByLabelText(/^Password/), "correct horse{Enter}");
    await waitFor(() =>
      expect(lastNavigation()).toEqual({ to: "package-listing", state: { matcatnum: "OFFICE" } }),
    );
    await waitFor(() => expect(page(canvasElement).queryByRole("dialog")).toBeNull());
    await expect(args.onLoggedIn).toHaveBeenCalledTimes(1);
  },
};

export const LoginThenChooseLocation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Book Home Cleaning" }));
    const login = await dialogNamed(canvasElement, "Login");
    await userEvent.type(login.getByLabelText(/Email/), "alice@example.com");
    await userEvent.type(login.getByLabelText(/^Password/), "correct horse{Enter}");
    const choose = await dialogNamed(canvasElement, "Choose location");
    await expect(args.onLoggedIn).toHaveBeenCalledTimes(1);
    await expect(navigations()).toEqual([]);
    // The customer's saved properties load now that there is a session.
    await expect(await choose.findByRole("radio", { name: /Home/ })).toBeVisible();
    await userEvent.click(choose.getByRole("radio", { name: /Home/ }));
    await userEvent.click(choose.getByRole("button", { name: "Find Best Packages" }));
    await waitFor(() =>
      expect(lastNavigation()).toEqual({ to: "package-listing", state: { matcatnum: "RHC" } }),
    );
    await waitFor(() => expect(page(canvasElement).queryByRole("dialog")).toBeNull());
  },
};

// ── Google ─────────────────────────────────────────────────────────────────────────────────

const googleToken = (claims: object) =>
  `e30.${btoa(JSON.stringify(claims)).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_")}.sig`;

/**
 * Google Identity Services stood in for (Storybook runs offline): `renderButton` draws a
 * plain button whose click answers with an ID token, as Google's popup would.
 */
function fakeGoogle() {
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

export const GoogleSignIn: Story = {
  args: { startWith: "login" },
  parameters: {
    kit: {
      user: null,
      settings: {
        social: {
          google: true,
          facebook: false,
          googleClientId: "demo.apps.googleusercontent.com",
        },
      },
    },
  },
  beforeEach: fakeGoogle,
  play: async ({ canvasElement, args }) => {
    sentAuth.length = 0;
    const dialog = await dialogNamed(canvasElement, "Login");
    await userEvent.click(await dialog.findByRole("button", { name: "Sign in with Google" }));
    await expect(await page(canvasElement).findByText("Login successfully.")).toBeVisible();
    await waitFor(() => expect(page(canvasElement).queryByRole("dialog")).toBeNull());
    await expect(args.onLoggedIn).toHaveBeenCalledTimes(1);
    await expect(sentAuth[0]).toMatchObject({
      call: "socialLogin",
      body: { adapter: "google", email: "alice@example.com", uid: "g-1001" },
    });
    await expect((sentAuth[0]!.body as { idToken: string }).idToken).toMatch(/^e30\./);
  },
};

export const GoogleRefused: Story = {
  ...GoogleSignIn,
  parameters: {
    ...GoogleSignIn.parameters,
    msw: {
      handlers: [refused("post", "*/api/user/sociallogin", messages.loginWithGoogle)],
    },
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogNamed(canvasElement, "Login");
    await userEvent.click(await dialog.findByRole("button", { name: "Sign in with Google" }));
    await expect(await dialog.findByRole("alert")).toHaveTextContent("Please login with Google.");
    await expect(args.onLoggedIn).not.toHaveBeenCalled();
  },
};

// ── Sign up ────────────────────────────────────────────────────────────────────────────────

export const SignUp: Story = {
  args: { startWith: "signup" },
  play: async ({ canvasElement }) => {
    const dialog = await dialogNamed(canvasElement, "Sign up");
    await expect(dialog.getByLabelText(/Salutation/)).toHaveValue("Mr");
    await expect(
      within(dialog.getByLabelText(/Salutation/))
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Mr", "Mrs", "Ms", "Mdm", "Dr"]);
    // Limits from the contract: the postal code's from its rule (a UK postcode, 8 at most).
    await expect(dialog.getByLabelText(/Postal code/)).toHaveAttribute("maxlength", "8");
    await expect(dialog.getByLabelText(/First name/)).toHaveAttribute("maxlength", "20");
    await expect(dialog.getByLabelText(/Last name/)).toHaveAttribute("maxlength", "20");
    await expect(dialog.getByLabelText(/Phone number/)).toHaveAttribute("maxlength", "15");
    await expect(dialog.getByLabelText(/^Email/)).toHaveAttribute("maxlength", "50");
    await expect(dialog.getByLabelText(/^Password/)).toHaveAttribute("maxlength", "20");
    await expect(dialog.getByLabelText(/Confirm password/)).toHaveAttribute("maxlength", "20");
    await expect(dialog.getByRole("checkbox", { name: "I'm not a robot" })).toBeVisible();
  },
};

/** Every message, verbatim, in the spec's order; focus moves to each field. */
export const SignUpChecksInOrder: Story = {
  args: { startWith: "signup" },
  play: async ({ canvasElement }) => {
    sentAuth.length = 0;
    const dialog = await dialogNamed(canvasElement, "Sign up");
    const submit = () => userEvent.click(dialog.getByRole("button", { name: "Sign up" }));
    const steps: Array<[RegExp, string, string]> = [
      [/Postal code/, "E16AN", "Postal code is required."],
      [/First name/, "Sam", "First name is required."],
      [/Last name/, "Cole", "Last name is required."],
      [/Phone number/, "07700900124", "Phone number is required."],
      [/^Email/, "sam@", "Email-Id is required."],
      [/^Email/, "example.com", "You have entered an invalid email address."],
      [/^Password/, "s3cret-pass", "Password is required."],
      [/Confirm password/, "s3cret-pas", "Confirm password is required."],
      [/Confirm password/, "s", "Password and confirm password must be same."],
    ];
    for (const [label, text, message] of steps) {
      await submit();
      await expect(await dialog.findByText(message)).toBeVisible();
      await waitFor(() => expect(dialog.getByLabelText(label)).toHaveFocus());
      await userEvent.type(dialog.getByLabelText(label), text);
    }
    await submit();
    await expect(await dialog.findByText("Please verify captcha.")).toBeVisible();
    await expect(sentAuth).toHaveLength(0);
  },
};

export const SignUpSucceeds: Story = {
  args: { startWith: "signup" },
  play: async ({ canvasElement }) => {
    sentAuth.length = 0;
    const dialog = await dialogNamed(canvasElement, "Sign up");
    await userEvent.selectOptions(dialog.getByLabelText(/Salutation/), "Dr");
    await userEvent.type(dialog.getByLabelText(/Postal code/), "E1 6AN");
    await userEvent.type(dialog.getByLabelText(/First name/), "Sam");
    await userEvent.type(dialog.getByLabelText(/Last name/), "Cole");
    await userEvent.type(dialog.getByLabelText(/Phone number/), "07700900124");
    await userEvent.type(dialog.getByLabelText(/^Email/), "sam@example.com");
    await userEvent.type(dialog.getByLabelText(/^Password/), "s3cret-pass");
    await userEvent.type(dialog.getByLabelText(/Confirm password/), "s3cret-pass");
    await userEvent.click(dialog.getByRole("checkbox", { name: "I'm not a robot" }));
    await expect(await dialog.findByText("Verified")).toBeVisible();
    await userEvent.click(dialog.getByRole("button", { name: "Sign up" }));
    await expect(
      await dialog.findByText(
        "We've sent a verification link to your email address. Please verify your email address.",
      ),
    ).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Sign up" })).toBeDisabled();
    // That text belongs to opening the link (no account exists before), never here.
    await expect(
      page(canvasElement).queryByText("Registration successfully completed."),
    ).toBeNull();
    await expect(sentAuth).toHaveLength(1);
    const body = sentAuth[0]!.body as Record<string, string>;
    await expect(body).toMatchObject({
      title: "Dr",
      postalcode: "E1 6AN",
      firstname: "Sam",
      lastname: "Cole",
      mobile: "07700900124",
      email: "sam@example.com",
      encryptedPWD: "s3cret-pass",
    });
    await expect(body.altcha).toBeTruthy();
    await expect(body).not.toHaveProperty("confirmPassword");
    // Outside the demo the site gives no mailbox: no link to one.
    await expect(dialog.queryByRole("link", { name: /development mailbox/ })).toBeNull();
  },
};

/** In the demo, the site passes its development mailbox: the text links it. */
export const SignUpSucceedsInDemo: Story = {
  args: { startWith: "signup" },
  parameters: { kit: { settings: { demoMailboxHref: "/api/dev/mailbox" } } },
  play: async (context) => {
    const dialog = await dialogNamed(context.canvasElement, "Sign up");
    await userEvent.type(dialog.getByLabelText(/Postal code/), "E1 6AN");
    await userEvent.type(dialog.getByLabelText(/First name/), "Sam");
    await userEvent.type(dialog.getByLabelText(/Last name/), "Cole");
    await userEvent.type(dialog.getByLabelText(/Phone number/), "07700900124");
    await userEvent.type(dialog.getByLabelText(/^Email/), "sam@example.com");
    await userEvent.type(dialog.getByLabelText(/^Password/), "s3cret-pass");
    await userEvent.type(dialog.getByLabelText(/Confirm password/), "s3cret-pass");
    await userEvent.click(dialog.getByRole("checkbox", { name: "I'm not a robot" }));
    await expect(await dialog.findByText("Verified")).toBeVisible();
    await userEvent.click(dialog.getByRole("button", { name: "Sign up" }));
    const link = await dialog.findByRole("link", {
      name: "Open the development mailbox to read it.",
    });
    await expect(link).toHaveAttribute("href", "/api/dev/mailbox");
    await expect(link.closest("[role=status]")).toHaveTextContent(
      /We've sent a verification link to your email address/,
    );
  },
};

export const SignUpRefused: Story = {
  args: { startWith: "signup" },
  parameters: {
    msw: {
      handlers: [
        captchaChallenge,
        refused("post", "*/api/user/basicsignup", "This e-mail address is already registered."),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await dialogNamed(canvasElement, "Sign up");
    await userEvent.type(dialog.getByLabelText(/Postal code/), "E1 6AN");
    await userEvent.type(dialog.getByLabelText(/First name/), "Sam");
    await userEvent.type(dialog.getByLabelText(/Last name/), "Cole");
    await userEvent.type(dialog.getByLabelText(/Phone number/), "07700900124");
    await userEvent.type(dialog.getByLabelText(/^Email/), "alice@example.com");
    await userEvent.type(dialog.getByLabelText(/^Password/), "s3cret-pass");
    await userEvent.type(dialog.getByLabelText(/Confirm password/), "s3cret-pass");
    await userEvent.click(dialog.getByRole("checkbox", { name: "I'm not a robot" }));
    await expect(await dialog.findByText("Verified")).toBeVisible();
    await userEvent.click(dialog.getByRole("button", { name: "Sign up" }));
    await expect(await dialog.findByRole("alert")).toHaveTextContent(
      "This e-mail address is already registered.",
    );
    // The used captcha payload is dropped: a fresh tick is needed, and the button works again.
    await expect(dialog.getByRole("checkbox", { name: "I'm not a robot" })).not.toBeChecked();
    await expect(dialog.getByRole("button", { name: "Sign up" })).toBeEnabled();
  },
};

// ── Forgot password ────────────────────────────────────────────────────────────────────────

export const ForgotPasswordSteps: Story = {
  args: { startWith: "login" },
  play: async ({ canvasElement }) => {
    sentAuth.length = 0;
    const login = await dialogNamed(canvasElement, "Login");
    await userEvent.click(login.getByRole("button", { name: "Forgot password" }));
    const dialog = await dialogNamed(canvasElement, "Forgot password");
    await userEvent.click(dialog.getByRole("button", { name: "Send code" }));
    await expect(await dialog.findByText("Email id required to reset password.")).toBeVisible();
    await userEvent.type(dialog.getByLabelText(/Email/), "alice@");
    await userEvent.keyboard("{Enter}");
    await expect(
      await dialog.findByText("You have entered an invalid email address."),
    ).toBeVisible();
    await userEvent.type(dialog.getByLabelText(/Email/), "example.com{Enter}");
    await expect(await page(canvasElement).findByText("Please check your email.")).toBeVisible();

    // Step two: OTP, new password, confirmation.
    const otp = await dialog.findByRole("group", { name: "Code from the e-mail" });
    const reset = () => userEvent.click(dialog.getByRole("button", { name: "Reset password" }));
    await reset();
    await expect(await dialog.findByText("OTP is required.")).toBeVisible();
    await waitFor(() => expect(within(otp).getByLabelText("Digit 1 of 6")).toHaveFocus());
    await userEvent.keyboard("123456");
    await reset();
    await expect(await dialog.findByText("Password is required.")).toBeVisible();
    await userEvent.type(dialog.getByLabelText(/New password/), "n3w-password");
    await reset();
    await expect(await dialog.findByText("Confirm password is required.")).toBeVisible();
    await userEvent.type(dialog.getByLabelText(/Confirm password/), "n3w-passwor");
    await reset();
    await expect(
      await dialog.findByText("Password and confirm password must be same."),
    ).toBeVisible();
    await userEvent.type(dialog.getByLabelText(/Confirm password/), "d");
    await reset();
    await expect(
      await page(canvasElement).findByText("Password reset successfully."),
    ).toBeVisible();
    // Then back to login.
    await dialogNamed(canvasElement, "Login");
    await expect(sentAuth.map((s) => s.call)).toEqual(["requestPasswordReset", "resetPassword"]);
    await expect(sentAuth[0]!.url).toContain("email=alice%40example.com");
    await expect(sentAuth[1]!.body).toEqual({
      email: "alice@example.com",
      OTP: "123456",
      encryptedNewPWD: "n3w-password",
    });
  },
};

export const ForgotPasswordRefused: Story = {
  args: { startWith: "forgot-password" },
  parameters: {
    msw: {
      handlers: [
        authHandlers.requestPasswordReset,
        refused("post", "*/api/user/resetpwd", "The code is not valid."),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await dialogNamed(canvasElement, "Forgot password");
    await userEvent.type(dialog.getByLabelText(/Email/), "alice@example.com{Enter}");
    const otp = await dialog.findByRole("group", { name: "Code from the e-mail" });
    await userEvent.click(within(otp).getByLabelText("Digit 1 of 6"));
    await userEvent.keyboard("999999");
    await userEvent.type(dialog.getByLabelText(/New password/), "n3w-password");
    await userEvent.type(dialog.getByLabelText(/Confirm password/), "n3w-password{Enter}");
    await expect(await dialog.findByRole("alert")).toHaveTextContent("The code is not valid.");
    await expect(
      page(canvasElement).getByRole("dialog", { name: "Forgot password" }),
    ).toBeVisible();
  },
};

export const ForgotPasswordSending: Story = {
  args: { startWith: "forgot-password" },
  parameters: { msw: { handlers: [pending("post", "*/api/user/validate")] } },
  play: async ({ canvasElement }) => {
    const dialog = await dialogNamed(canvasElement, "Forgot password");
    await userEvent.type(dialog.getByLabelText(/Email/), "alice@example.com{Enter}");
    await expect(await dialog.findByRole("button", { name: /Sending the code/ })).toHaveAttribute(
      "aria-busy",
      "true",
    );
  },
};

export const SignUpSending: Story = {
  args: { startWith: "signup" },
  parameters: {
    msw: { handlers: [captchaChallenge, pending("post", "*/api/user/basicsignup")] },
  },
  play: async ({ canvasElement }) => {
    const dialog = await dialogNamed(canvasElement, "Sign up");
    await userEvent.type(dialog.getByLabelText(/Postal code/), "E1 6AN");
    await userEvent.type(dialog.getByLabelText(/First name/), "Sam");
    await userEvent.type(dialog.getByLabelText(/Last name/), "Cole");
    await userEvent.type(dialog.getByLabelText(/Phone number/), "07700900124");
    await userEvent.type(dialog.getByLabelText(/^Email/), "sam@example.com");
    await userEvent.type(dialog.getByLabelText(/^Password/), "s3cret-pass");
    await userEvent.type(dialog.getByLabelText(/Confirm password/), "s3cret-pass");
    await userEvent.click(dialog.getByRole("checkbox", { name: "I'm not a robot" }));
    await expect(await dialog.findByText("Verified")).toBeVisible();
    await userEvent.click(dialog.getByRole("button", { name: "Sign up" }));
    await expect(await dialog.findByRole("button", { name: /Signing up/ })).toHaveAttribute(
      "aria-busy",
      "true",
    );
  },
};
