import { messages, texts } from "@bookwell/contract";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { captchaChallenge } from "../testing/mocks/forms.mocks";
import { lastNavigation, navigations } from "../testing/kit-story";
import {
  LOGIN_FAILED,
  loginNeedsCaptcha,
  pending,
  refused,
  sentAuth,
} from "../testing/mocks/auth.mocks";
import type { Openers } from "./auth-stories";
import { authStoryMeta, page, dialogNamed, fakeGoogle } from "./auth-stories";

const meta = { ...authStoryMeta, title: "Booking Kit/Auth/AuthDialogs/Login" } satisfies Meta<
  typeof Openers
>;

export default meta;
type Story = StoryObj<typeof meta>;

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
    // The button keeps its name while busy; the progress is said beside it.
    const button = dialog.getByRole("button", { name: "Login" });
    await waitFor(() => expect(button).toHaveAttribute("aria-busy", "true"));
    await expect(button).toHaveAttribute("aria-disabled", "true");
    await expect(await dialog.findByText("Logging in")).toHaveAttribute("role", "status");
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
